import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { containing } from '../../db/like';
import { companies, costBankTransfers, costOrders } from '../../db/schema';

export type TransferRow = typeof costBankTransfers.$inferSelect;

const platformColumns = { transfer: costBankTransfers, order: costOrders, companyName: companies.name };

/** Bank transfers (schema/cost-transfers.ts): the unit's reads go through its order; the platform reads across. */
export const transferRepo = {
  async insert(db: Db, values: typeof costBankTransfers.$inferInsert): Promise<TransferRow> {
    const [row] = await db.insert(costBankTransfers).values(values).returning();
    return row!;
  },
  async byOrder(db: Db, orderId: number): Promise<TransferRow | undefined> {
    const rows = await db.select().from(costBankTransfers).where(eq(costBankTransfers.orderId, orderId)).limit(1);
    return rows[0];
  },
  async byCode(db: Db, code: string): Promise<TransferRow | undefined> {
    const rows = await db.select().from(costBankTransfers).where(eq(costBankTransfers.remittanceCode, code)).limit(1);
    return rows[0];
  },
  async update(db: Db, orderId: number, values: Partial<typeof costBankTransfers.$inferInsert>): Promise<void> {
    await db.update(costBankTransfers).set(values).where(eq(costBankTransfers.orderId, orderId));
  },
  async platformPage(
    db: Db,
    filter: { payState?: number | undefined; keyword?: string | undefined },
    offset: number,
    limit: number,
  ) {
    const conditions: SQL[] = [];
    if (filter.payState !== undefined) conditions.push(eq(costOrders.payState, filter.payState));
    if (filter.keyword) {
      const pattern = containing(filter.keyword);
      conditions.push(
        or(
          ilike(costOrders.orderNo, pattern),
          ilike(costBankTransfers.remittanceCode, pattern),
          ilike(companies.name, pattern),
        )!,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [list, [total]] = await Promise.all([
      db
        .select(platformColumns)
        .from(costBankTransfers)
        .innerJoin(costOrders, eq(costOrders.id, costBankTransfers.orderId))
        .innerJoin(companies, eq(companies.id, costBankTransfers.companyId))
        .where(where)
        // Receipts waiting for a decision first (5, then 7), each oldest first; then the rest, newest first.
        .orderBy(
          sql`case ${costOrders.payState} when 5 then 0 when 7 then 1 else 2 end`,
          asc(sql`case when ${costOrders.payState} in (5, 7) then ${costBankTransfers.submittedAt} end`),
          desc(costBankTransfers.createdAt),
          desc(costBankTransfers.id),
        )
        .offset(offset)
        .limit(limit),
      db
        .select({ n: count() })
        .from(costBankTransfers)
        .innerJoin(costOrders, eq(costOrders.id, costBankTransfers.orderId))
        .innerJoin(companies, eq(companies.id, costBankTransfers.companyId))
        .where(where),
    ]);
    return { list, total: total!.n };
  },
  async platformByOrder(db: Db, orderId: number) {
    if (!fitsInt4(orderId)) return undefined;
    const rows = await db
      .select(platformColumns)
      .from(costBankTransfers)
      .innerJoin(costOrders, eq(costOrders.id, costBankTransfers.orderId))
      .innerJoin(companies, eq(companies.id, costBankTransfers.companyId))
      .where(eq(costBankTransfers.orderId, orderId))
      .limit(1);
    return rows[0];
  },
};
