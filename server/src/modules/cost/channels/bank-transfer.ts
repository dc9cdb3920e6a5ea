import { randomInt } from 'node:crypto';
import { eq, and, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { costBankTransfers } from '../../../db/schema';
import { BANK_CHANNEL } from '../../../../../contract/cost';
import type { ChannelTrade, OpenedTrade, PaymentChannel, VerifiedNotification } from './channel';

/** The remittance code's characters after 'HK' (contract REMITTANCE_CODE_PATTERN: no 0/O, 1/I). */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newRemittanceCode(): string {
  let code = 'HK';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Bank transfer as a payment channel: its trade number is the remittance code, its books the table
 * cost_bank_transfers. A bank posts no notifications (`verify` accepts none): the money is confirmed by the platform's
 * review or a statement line (modules/cost/transfers.ts), which hand `notificationOf` to the same apply path as the
 * other channels. Money goes back by a transfer the platform's finance makes, so a refund is accepted here.
 */
export class BankTransferChannel implements PaymentChannel {
  readonly name = BANK_CHANNEL;

  /** The row is written by the transfer service, which knows the order's id and unit; here only the code. */
  create(): Promise<OpenedTrade> {
    return Promise.resolve({ tradeNo: newRemittanceCode() });
  }

  async query(db: Db, tradeNo: string): Promise<ChannelTrade | undefined> {
    const rows = await db
      .select({ closedAt: costBankTransfers.closedAt })
      .from(costBankTransfers)
      .where(eq(costBankTransfers.remittanceCode, tradeNo))
      .limit(1);
    const row = rows[0];
    // Nothing is paid until the platform confirmed it, and then the order is paid already.
    return row ? { status: row.closedAt ? 'closed' : 'open', paidFen: 0 } : undefined;
  }

  async close(db: Db, tradeNo: string): Promise<boolean> {
    await db
      .update(costBankTransfers)
      .set({ closedAt: new Date() })
      .where(and(eq(costBankTransfers.remittanceCode, tradeNo), isNull(costBankTransfers.confirmedBy)));
    return true;
  }

  refund(): Promise<boolean> {
    return Promise.resolve(true);
  }

  verify(): VerifiedNotification | null {
    return null;
  }

  /** The payment a confirmation applies: one id per transfer, so review and statement together pay once. */
  notificationOf(order: { orderNo: string; tradeNo: string }, amountFen: number): VerifiedNotification {
    return {
      notifyId: `bank:${order.tradeNo}`,
      orderNo: order.orderNo,
      tradeNo: order.tradeNo,
      amountFen,
      status: 'paid',
    };
  }
}
