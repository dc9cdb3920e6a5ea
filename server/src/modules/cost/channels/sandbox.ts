import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxTrades } from '../../../db/schema';
import type { ChannelTrade, NotificationHeaders, OpenedTrade, PaymentChannel, VerifiedNotification } from './channel';

/** The header carrying a sandbox notification's signature (base64 HMAC-SHA256 of the raw body). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/**
 * The sandbox channel (demo mode): a stand-in provider whose books are the table sandbox_trades and whose
 * notifications are signed with a key derived from the server's secret, so they pass the same verify → apply path as
 * a real provider's. The cashier (sandbox-cashier.ts) moves its trades the way a payer and a provider would.
 */
export class SandboxChannel implements PaymentChannel {
  readonly name = 'sandbox';
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('sandbox-payment-channel').digest();
  }

  sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64');
  }

  /** A signed notification of the trade's state: the body as the provider would post it, and its headers. */
  notification(n: VerifiedNotification): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(n);
    return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: this.sign(body) } };
  }

  async create(db: Db, order: { orderNo: string; amountFen: number }, now: Date): Promise<OpenedTrade> {
    const tradeNo = `SB${now.getTime()}${randomBytes(4).toString('hex')}`;
    await db
      .insert(sandboxTrades)
      .values({ tradeNo, orderNo: order.orderNo, amountFen: order.amountFen, status: 'open', createdAt: now });
    return { tradeNo };
  }

  async query(db: Db, tradeNo: string): Promise<ChannelTrade | undefined> {
    const rows = await db
      .select({ status: sandboxTrades.status, paidFen: sandboxTrades.paidFen })
      .from(sandboxTrades)
      .where(eq(sandboxTrades.tradeNo, tradeNo))
      .limit(1);
    const row = rows[0];
    return row ? { status: row.status as ChannelTrade['status'], paidFen: row.paidFen } : undefined;
  }

  async close(db: Db, tradeNo: string): Promise<boolean> {
    await db
      .update(sandboxTrades)
      .set({ status: 'closed' })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), sql`${sandboxTrades.status} in ('open', 'failed')`));
    return (await this.query(db, tradeNo))?.status !== 'paid';
  }

  /**
   * Sends `amountFen` of a paid trade back under `refundNo`, once: a refund sent again under a number already taken
   * (a retry after a crash, the sweep) answers true and moves no more money, as a real provider does.
   */
  async refund(db: Db, tradeNo: string, amountFen: number, refundNo: string): Promise<boolean> {
    const taken = sql`${refundNo} = any(${sandboxTrades.refundNos})`;
    const rows = await db
      .update(sandboxTrades)
      .set({
        refundedFen: sql`${sandboxTrades.refundedFen} + ${amountFen}`,
        refundNos: sql`array_append(${sandboxTrades.refundNos}, ${refundNo})`,
        status: sql`case when ${sandboxTrades.refundedFen} + ${amountFen} = ${sandboxTrades.paidFen} then 'refunded' else ${sandboxTrades.status} end`,
      })
      .where(
        and(
          eq(sandboxTrades.tradeNo, tradeNo),
          eq(sandboxTrades.status, 'paid'),
          sql`not ${taken}`,
          sql`${sandboxTrades.refundedFen} + ${amountFen} <= ${sandboxTrades.paidFen}`,
        ),
      )
      .returning({ id: sandboxTrades.id });
    if (rows.length === 1) return true;
    const again = await db
      .select({ id: sandboxTrades.id })
      .from(sandboxTrades)
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), taken))
      .limit(1);
    return again.length === 1;
  }

  /**
   * The payer pays `paidFen` (the cashier's scenarios may pay a wrong amount, or pay a trade the merchant closed: a
   * provider may take a payment that raced the close). Refused only for a trade already paid.
   */
  async pay(db: Db, tradeNo: string, paidFen: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(sandboxTrades)
      .set({ status: 'paid', paidFen, paidAt: now })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), sql`${sandboxTrades.status} <> 'paid'`))
      .returning({ id: sandboxTrades.id });
    return rows.length === 1;
  }

  async fail(db: Db, tradeNo: string): Promise<void> {
    await db
      .update(sandboxTrades)
      .set({ status: 'failed' })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 'open')));
  }

  verify(headers: NotificationHeaders, body: string): VerifiedNotification | null {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string') return null;
    const expected = Buffer.from(this.sign(body));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    try {
      const n = JSON.parse(body) as Partial<VerifiedNotification>;
      const ok =
        typeof n.notifyId === 'string' &&
        typeof n.orderNo === 'string' &&
        typeof n.tradeNo === 'string' &&
        Number.isInteger(n.amountFen) &&
        (n.status === 'paid' || n.status === 'failed');
      return ok ? (n as VerifiedNotification) : null;
    } catch {
      return null;
    }
  }
}
