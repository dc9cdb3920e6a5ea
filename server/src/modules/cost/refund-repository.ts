import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { refundStatuses } from '../../../../contract/cost';
import { LIVE_INVOICE_STATUSES } from '../../../../contract/invoice';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { containing } from '../../db/like';
import { companies, costOrders, costRefunds, invoiceOrders, invoices, memberships } from '../../db/schema';
import type { OrderRow } from './repository';

export type RefundRow = typeof costRefunds.$inferSelect;

/** The requester's name in the refund's unit (written out with its table, see the cost repository). */
const requestedByName = sql<
  string | null
>`(select m.real_name from ${memberships} m where m.user_id = "cost_refunds"."requested_by" and m.company_id = "cost_refunds"."company_id")`;

const platformColumns = {
  refund: costRefunds,
  requestedByName,
  orderNo: costOrders.orderNo,
  orderTitle: costOrders.title,
  paidFen: costOrders.paidFen,
  refundedFen: costOrders.refundedFen,
  channel: costOrders.channel,
  companyName: companies.name,
};

/** Refund requests (schema/cost-refunds.ts); the unit's reads are bound to its orders, the platform's read across. */
export const refundRepo = {
  /** The unit's order, locked until the transaction ends: refunds and invoices of one order count one at a time. */
  async lockOrder(db: Db, companyId: number, orderId: number): Promise<OrderRow | undefined> {
    if (!fitsInt4(orderId)) return undefined;
    const rows = await db
      .select()
      .from(costOrders)
      .where(and(eq(costOrders.companyId, companyId), eq(costOrders.id, orderId)))
      .for('update')
      .limit(1);
    return rows[0];
  },
  async lockOrderById(db: Db, orderId: number): Promise<OrderRow | undefined> {
    const rows = await db.select().from(costOrders).where(eq(costOrders.id, orderId)).for('update').limit(1);
    return rows[0];
  },
  /** What live invoices (waiting, issued, accepted) hold of the order. */
  async invoicedFen(db: Db, orderId: number): Promise<number> {
    const [row] = await db
      .select({ held: sum(invoiceOrders.amountFen).mapWith(Number) })
      .from(invoiceOrders)
      .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
      .where(and(eq(invoiceOrders.orderId, orderId), inArray(invoices.status, [...LIVE_INVOICE_STATUSES])));
    return row?.held ?? 0;
  },
  async insert(db: Db, values: typeof costRefunds.$inferInsert): Promise<number> {
    const [row] = await db.insert(costRefunds).values(values).returning({ id: costRefunds.id });
    return row!.id;
  },
  async ofOrder(db: Db, orderId: number) {
    return db
      .select({ refund: costRefunds, requestedByName })
      .from(costRefunds)
      .where(eq(costRefunds.orderId, orderId))
      .orderBy(desc(costRefunds.requestedAt), desc(costRefunds.id));
  },
  /**
   * The request if it is in `status` (waiting, sending), locked until the transaction ends: of two decisions at once,
   * or of the approving call and the sweep, one finds it so.
   */
  async lockInStatus(db: Db, id: number, status: number): Promise<RefundRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select()
      .from(costRefunds)
      .where(and(eq(costRefunds.id, id), eq(costRefunds.status, status)))
      .for('update')
      .limit(1);
    return rows[0];
  },
  /** Refunds approved before `before` and still being sent, oldest first, with their orders. */
  async sendingBefore(db: Db, before: Date, limit: number) {
    return db
      .select({ refund: costRefunds, order: costOrders })
      .from(costRefunds)
      .innerJoin(costOrders, eq(costOrders.id, costRefunds.orderId))
      .where(and(eq(costRefunds.status, refundStatuses.sending), lt(costRefunds.decidedAt, before)))
      .orderBy(asc(costRefunds.decidedAt))
      .limit(limit);
  },
  async exists(db: Db, id: number): Promise<boolean> {
    if (!fitsInt4(id)) return false;
    const rows = await db.select({ id: costRefunds.id }).from(costRefunds).where(eq(costRefunds.id, id)).limit(1);
    return rows.length === 1;
  },
  async decide(
    db: Db,
    id: number,
    values: { status: number; decidedAt: Date; rejectReason?: string | null },
  ): Promise<void> {
    await db.update(costRefunds).set(values).where(eq(costRefunds.id, id));
  },
  async platformById(db: Db, id: number) {
    const rows = await db
      .select(platformColumns)
      .from(costRefunds)
      .innerJoin(costOrders, eq(costOrders.id, costRefunds.orderId))
      .innerJoin(companies, eq(companies.id, costRefunds.companyId))
      .where(eq(costRefunds.id, id))
      .limit(1);
    return rows[0];
  },
  /** Every unit's requests, waiting ones first, then newest; the keyword matches order number or unit name. */
  async platformPage(
    db: Db,
    filter: { status?: number | undefined; keyword?: string | undefined },
    offset: number,
    limit: number,
  ) {
    const conditions: SQL[] = [];
    if (filter.status !== undefined) conditions.push(eq(costRefunds.status, filter.status));
    if (filter.keyword) {
      const pattern = containing(filter.keyword);
      conditions.push(or(ilike(costOrders.orderNo, pattern), ilike(companies.name, pattern))!);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [list, [total]] = await Promise.all([
      db
        .select(platformColumns)
        .from(costRefunds)
        .innerJoin(costOrders, eq(costOrders.id, costRefunds.orderId))
        .innerJoin(companies, eq(companies.id, costRefunds.companyId))
        .where(where)
        .orderBy(asc(sql`${costRefunds.status} <> 1`), desc(costRefunds.requestedAt), desc(costRefunds.id))
        .offset(offset)
        .limit(limit),
      db
        .select({ n: count() })
        .from(costRefunds)
        .innerJoin(costOrders, eq(costOrders.id, costRefunds.orderId))
        .innerJoin(companies, eq(companies.id, costRefunds.companyId))
        .where(where),
    ]);
    return { list, total: total!.n };
  },
};

export type PlatformRefundRow = NonNullable<Awaited<ReturnType<typeof refundRepo.platformById>>>;
