import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { costHoldings, costProducts, memberships } from '../../db/schema';

const holdingColumns = {
  holding: costHoldings,
  productName: costProducts.name,
  serviceType: costProducts.serviceType,
  subType: costProducts.subType,
  packageType: costProducts.packageType,
};

/** What a unit owns (schema/cost-holdings.ts); every read and write is bound to the unit. */
export const holdingsRepo = {
  /**
   * Adds a paid item to the unit's holding of its product, in one upsert so that two payments at once both count:
   * `months` moves the end forward from the later of the current end and now; `units` adds to what is left.
   */
  async add(
    db: Db,
    values: { companyId: number; productId: number; months: number | null; units: number; now: Date },
  ): Promise<void> {
    const { companyId, productId, months, units, now } = values;
    const fresh = months === null ? null : sql`${now}::timestamptz + make_interval(months => ${months}::int)`;
    await db
      .insert(costHoldings)
      .values({ companyId, productId, startsAt: now, endsAt: fresh, units, updatedAt: now })
      .onConflictDoUpdate({
        target: [costHoldings.companyId, costHoldings.productId],
        set: {
          endsAt:
            months === null
              ? sql`${costHoldings.endsAt}`
              : sql`greatest(coalesce(${costHoldings.endsAt}, ${now}), ${now}) + make_interval(months => ${months}::int)`,
          units: sql`${costHoldings.units} + ${units}`,
          updatedAt: now,
        },
      });
  },
  /**
   * Takes a refunded share back from the unit's holding of a product: `share` of a `months` period from its end, and
   * `units` pieces (never below none).
   */
  async takeBack(
    db: Db,
    values: { companyId: number; productId: number; months: number | null; share: number; units: number; now: Date },
  ): Promise<void> {
    const { companyId, productId, months, share, units, now } = values;
    await db
      .update(costHoldings)
      .set({
        endsAt:
          months === null
            ? sql`${costHoldings.endsAt}`
            : sql`${costHoldings.endsAt} - make_interval(months => ${months}::int) * ${share}::float8`,
        units: sql`greatest(${costHoldings.units} - ${units}, 0)`,
        updatedAt: now,
      })
      .where(and(eq(costHoldings.companyId, companyId), eq(costHoldings.productId, productId)));
  },
  async list(db: Db, companyId: number, serviceType: number | undefined) {
    const conditions: SQL[] = [eq(costHoldings.companyId, companyId)];
    if (serviceType !== undefined) conditions.push(eq(costProducts.serviceType, serviceType));
    return db
      .select(holdingColumns)
      .from(costHoldings)
      .innerJoin(costProducts, eq(costProducts.id, costHoldings.productId))
      .where(and(...conditions))
      .orderBy(asc(costProducts.sort), asc(costHoldings.id));
  },
  async byId(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select(holdingColumns)
      .from(costHoldings)
      .innerJoin(costProducts, eq(costProducts.id, costHoldings.productId))
      .where(and(eq(costHoldings.companyId, companyId), eq(costHoldings.id, id)))
      .limit(1);
    return rows[0];
  },
  /** Every unit's holdings to renew: auto-renew on and a period ending after `from`, by `to`; soonest first. */
  async renewalsDue(db: Db, from: Date, to: Date, limit: number) {
    return db
      .select(holdingColumns)
      .from(costHoldings)
      .innerJoin(costProducts, eq(costProducts.id, costHoldings.productId))
      .where(and(eq(costHoldings.autoRenew, true), gt(costHoldings.endsAt, from), lte(costHoldings.endsAt, to)))
      .orderBy(asc(costHoldings.endsAt))
      .limit(limit);
  },
  /** The unit's active administrators (roles 0 and 1), the chief administrator first: who pays a renewal. */
  async payersOf(db: Db, companyId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(eq(memberships.companyId, companyId), inArray(memberships.role, [0, 1]), eq(memberships.disabled, false)),
      )
      .orderBy(asc(memberships.role), asc(memberships.userId));
    return rows.map((r) => r.userId);
  },
  async setAutoRenew(db: Db, companyId: number, id: number, autoRenew: boolean, now: Date): Promise<void> {
    await db
      .update(costHoldings)
      .set({ autoRenew, updatedAt: now })
      .where(and(eq(costHoldings.companyId, companyId), eq(costHoldings.id, id)));
  },
};

export type HoldingRow = NonNullable<Awaited<ReturnType<typeof holdingsRepo.byId>>>;
