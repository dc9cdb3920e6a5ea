import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { companies, costOrders, costProducts } from '../../db/schema';
import { containing } from '../../db/like';

/** The local month (UTC+8, as the console's days) of a payment. */
const paidMonth = sql<string>`to_char(${costOrders.paidAt} at time zone 'UTC' + interval '8 hours', 'YYYY-MM')`;

/** The system side's reads of every unit's orders and its catalogue edits. */
export const platformRepo = {
  async orders(
    db: Db,
    filter: { payState?: number | undefined; channel?: string | undefined; keyword?: string | undefined },
    offset: number,
    limit: number,
  ) {
    const conditions: SQL[] = [];
    if (filter.payState !== undefined) conditions.push(eq(costOrders.payState, filter.payState));
    if (filter.channel) conditions.push(eq(costOrders.channel, filter.channel));
    if (filter.keyword) {
      const pattern = containing(filter.keyword);
      conditions.push(or(ilike(costOrders.orderNo, pattern), ilike(companies.name, pattern))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [list, [total]] = await Promise.all([
      db
        .select({ order: costOrders, companyName: companies.name })
        .from(costOrders)
        .innerJoin(companies, eq(companies.id, costOrders.companyId))
        .where(where)
        .orderBy(desc(costOrders.createdAt), desc(costOrders.id))
        .offset(offset)
        .limit(limit),
      db
        .select({ n: count() })
        .from(costOrders)
        .innerJoin(companies, eq(companies.id, costOrders.companyId))
        .where(where),
    ]);
    return { list, total: total!.n };
  },
  /** Paid orders by local month since `from`: real channels' money and refunds, the sandbox's apart. */
  async revenue(db: Db, from: Date) {
    const real = sql`${costOrders.channel} <> 'sandbox'`;
    return db
      .select({
        month: paidMonth,
        orders: sql<number>`count(*) filter (where ${real})::int`,
        paidFen: sql<number>`coalesce(sum(${costOrders.paidFen}) filter (where ${real}), 0)::int`,
        refundedFen: sql<number>`coalesce(sum(${costOrders.refundedFen}) filter (where ${real}), 0)::int`,
        sandboxPaidFen: sql<number>`coalesce(sum(${costOrders.paidFen}) filter (where not ${real}), 0)::int`,
      })
      .from(costOrders)
      .where(and(gte(costOrders.paidAt, from), sql`${costOrders.paidFen} > 0`))
      .groupBy(paidMonth)
      .orderBy(desc(paidMonth));
  },
  async products(db: Db) {
    return db.select().from(costProducts).orderBy(asc(costProducts.sort), asc(costProducts.id));
  },
  async updateProduct(
    db: Db,
    id: number,
    values: { priceFen: number; taxRateBp: number; onSale: boolean },
  ): Promise<typeof costProducts.$inferSelect | undefined> {
    if (!fitsInt4(id)) return undefined;
    const [row] = await db.update(costProducts).set(values).where(eq(costProducts.id, id)).returning();
    return row;
  },
};
