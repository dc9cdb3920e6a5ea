import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { costOrderItems, costOrders, costProducts, memberships, paymentNotifications } from '../../db/schema';
import { containing } from '../../db/like';

export type OrderRow = typeof costOrders.$inferSelect;
export type ItemRow = typeof costOrderItems.$inferSelect;

/** The unit's order list's filters: pay state, order number, and placed in [from, to). */
export interface OrderFilter {
  payState?: number | undefined;
  keyword?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const productColumns = {
  id: costProducts.id,
  code: costProducts.code,
  name: costProducts.name,
  serviceType: costProducts.serviceType,
  subType: costProducts.subType,
  packageType: costProducts.packageType,
  priceFen: costProducts.priceFen,
  taxRateBp: costProducts.taxRateBp,
  months: costProducts.months,
  description: costProducts.description,
};

/**
 * The name the buyer has in the order's unit. The correlated columns are written out with their table: in a one-table
 * select drizzle leaves column names unqualified, and inside the subquery they would mean the membership's.
 */
const createdByName = sql<
  string | null
>`(select m.real_name from ${memberships} m where m.user_id = "cost_orders"."created_by" and m.company_id = "cost_orders"."company_id")`;

/** Readable order numbers come from the sequence `cost_order_numbers` (schema/cost.ts). Orders are read within the session's unit: another unit's order is not found. */
export const costRepo = {
  async products(db: Db, serviceType: number | undefined) {
    const conditions: SQL[] = [eq(costProducts.onSale, true)];
    if (serviceType !== undefined) conditions.push(eq(costProducts.serviceType, serviceType));
    return db
      .select(productColumns)
      .from(costProducts)
      .where(and(...conditions))
      .orderBy(asc(costProducts.sort), asc(costProducts.id));
  },
  async productOnSale(db: Db, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select(productColumns)
      .from(costProducts)
      .where(and(eq(costProducts.id, id), eq(costProducts.onSale, true)))
      .limit(1);
    return rows[0];
  },
  async nextOrderNumber(db: Db): Promise<number> {
    const result = await db.execute(sql`select nextval('cost_order_numbers')::int as n`);
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  },
  async hasRenewal(db: Db, renewalKey: string): Promise<boolean> {
    const rows = await db
      .select({ id: costOrders.id })
      .from(costOrders)
      .where(eq(costOrders.renewalKey, renewalKey))
      .limit(1);
    return rows.length === 1;
  },
  /** The new order's id; undefined when its renewal key (a holding's period) already has an order. */
  async insertOrder(db: Db, values: typeof costOrders.$inferInsert): Promise<number | undefined> {
    const [row] = await db
      .insert(costOrders)
      .values(values)
      .onConflictDoNothing({ target: costOrders.renewalKey })
      .returning({ id: costOrders.id });
    return row?.id;
  },
  async insertItem(db: Db, values: typeof costOrderItems.$inferInsert): Promise<void> {
    await db.insert(costOrderItems).values(values);
  },
  async setTrade(db: Db, id: number, trade: { tradeNo: string; codeUrl?: string | undefined }): Promise<void> {
    await db
      .update(costOrders)
      .set({ tradeNo: trade.tradeNo, payCodeUrl: trade.codeUrl ?? null })
      .where(eq(costOrders.id, id));
  },
  async page(db: Db, companyId: number, filter: OrderFilter, offset: number, limit: number) {
    const conditions: SQL[] = [eq(costOrders.companyId, companyId)];
    if (filter.payState !== undefined) conditions.push(eq(costOrders.payState, filter.payState));
    if (filter.keyword) conditions.push(ilike(costOrders.orderNo, containing(filter.keyword)));
    if (filter.from) conditions.push(gte(costOrders.createdAt, filter.from));
    if (filter.to) conditions.push(lt(costOrders.createdAt, filter.to));
    const where = and(...conditions);
    const [list, [total]] = await Promise.all([
      db
        .select({ order: costOrders, createdByName })
        .from(costOrders)
        .where(where)
        .orderBy(desc(costOrders.createdAt), desc(costOrders.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(costOrders).where(where),
    ]);
    return { list, total: total!.n };
  },
  async byId(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select({ order: costOrders, createdByName })
      .from(costOrders)
      .where(and(eq(costOrders.companyId, companyId), eq(costOrders.id, id)))
      .limit(1);
    return rows[0];
  },
  /** The order a channel names, locked until the transaction ends (payments of one order apply one at a time). */
  async lockByOrderNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
    const rows = await db.select().from(costOrders).where(eq(costOrders.orderNo, orderNo)).for('update').limit(1);
    return rows[0];
  },
  async items(db: Db, orderId: number): Promise<ItemRow[]> {
    return db.select().from(costOrderItems).where(eq(costOrderItems.orderId, orderId)).orderBy(asc(costOrderItems.id));
  },
  async setItemServiceEnd(db: Db, itemId: number, end: Date): Promise<void> {
    await db.update(costOrderItems).set({ serviceEndAfter: end }).where(eq(costOrderItems.id, itemId));
  },
  /**
   * Writes the order's new state only if it is still in the state it was read in (`from`): with several nodes, the
   * one whose UPDATE matched made the change, the others change nothing. True when this one did.
   */
  async moveOrder(
    db: Db,
    id: number,
    from: { state: number; payState: number },
    values: Partial<typeof costOrders.$inferInsert>,
  ): Promise<boolean> {
    const rows = await db
      .update(costOrders)
      .set(values)
      .where(and(eq(costOrders.id, id), eq(costOrders.state, from.state), eq(costOrders.payState, from.payState)))
      .returning({ id: costOrders.id });
    return rows.length === 1;
  },
  /** Unpaid orders past their deadline, oldest first. */
  async overdue(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
    return db
      .select()
      .from(costOrders)
      .where(and(inArray(costOrders.payState, [0, 6]), eq(costOrders.state, 0), lte(costOrders.deadline, now)))
      .orderBy(asc(costOrders.deadline))
      .limit(limit);
  },
  /** Records a verified notification once; false when this channel's notification id was seen before. */
  async recordNotification(db: Db, values: typeof paymentNotifications.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(paymentNotifications)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    return rows.length === 1;
  },
  async setNotificationOutcome(db: Db, channel: string, notifyId: string, outcome: string): Promise<void> {
    await db
      .update(paymentNotifications)
      .set({ outcome })
      .where(and(eq(paymentNotifications.channel, channel), eq(paymentNotifications.notifyId, notifyId)));
  },
};

/** A product as the catalogue sells it (the price and tax an order copies). */
export type ProductRow = NonNullable<Awaited<ReturnType<typeof costRepo.productOnSale>>>;
