import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { companies, dataRules, partnerApplies } from '../../db/schema';

const columns = {
  apply: partnerApplies,
  companyName: companies.name,
};

/**
 * A unit's session reads only its unit's applications (`companyId` given); the system side reads all (`companyId`
 * null).
 */
function scoped(companyId: number | null, ...conditions: Array<SQL | undefined>) {
  return and(companyId === null ? undefined : eq(partnerApplies.companyId, companyId), ...conditions);
}

export type PartnerRow = { apply: typeof partnerApplies.$inferSelect; companyName: string };

export const partnerRepo = {
  async insert(db: Db, values: typeof partnerApplies.$inferInsert): Promise<number> {
    const [row] = await db.insert(partnerApplies).values(values).returning({ id: partnerApplies.id });
    return row!.id;
  },
  /** The unit's application under review or passed, if any (newest first). */
  async standing(db: Db, companyId: number) {
    const rows = await db
      .select({ state: partnerApplies.state })
      .from(partnerApplies)
      .where(and(eq(partnerApplies.companyId, companyId), inArray(partnerApplies.state, [0, 1])))
      .orderBy(desc(partnerApplies.createdAt))
      .limit(1);
    return rows[0];
  },
  async page(db: Db, companyId: number | null, state: number | undefined, offset: number, limit: number) {
    const where = scoped(companyId, state === undefined ? undefined : eq(partnerApplies.state, state));
    const rows = await db
      .select(columns)
      .from(partnerApplies)
      .innerJoin(companies, eq(companies.id, partnerApplies.companyId))
      .where(where)
      .orderBy(desc(partnerApplies.createdAt), desc(partnerApplies.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(partnerApplies).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async byId(db: Db, companyId: number | null, id: number): Promise<PartnerRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select(columns)
      .from(partnerApplies)
      .innerJoin(companies, eq(companies.id, partnerApplies.companyId))
      .where(scoped(companyId, eq(partnerApplies.id, id)))
      .limit(1);
    return rows[0];
  },
  /** Reviews an application under review; false when it is not (any more) under review. */
  async review(db: Db, id: number, state: 1 | 2, reviewRemark: string | null, at: Date): Promise<boolean> {
    const rows = await db
      .update(partnerApplies)
      .set({ state, reviewRemark, reviewedAt: at })
      .where(and(eq(partnerApplies.id, id), eq(partnerApplies.state, 0)))
      .returning({ id: partnerApplies.id });
    return rows.length === 1;
  },
  /** Sets the delivery time of a passed application; false when it is not passed. */
  async setDeliveryTime(db: Db, id: number, deliveryTime: string): Promise<boolean> {
    const rows = await db
      .update(partnerApplies)
      .set({ deliveryTime })
      .where(and(eq(partnerApplies.id, id), eq(partnerApplies.state, 1)))
      .returning({ id: partnerApplies.id });
    return rows.length === 1;
  },
  /** Rebuilds the data rules: every passed partner sees its direct subsidiaries. Returns the number of rules. */
  async rebuildRules(db: Db): Promise<number> {
    await db.delete(dataRules);
    const passed = db
      .selectDistinct({ partnerCompanyId: partnerApplies.companyId, companyId: companies.id })
      .from(partnerApplies)
      .innerJoin(companies, eq(companies.parentId, partnerApplies.companyId))
      .where(eq(partnerApplies.state, 1));
    await db.insert(dataRules).select(passed);
    const [row] = await db.select({ n: count() }).from(dataRules);
    return row?.n ?? 0;
  },
};
