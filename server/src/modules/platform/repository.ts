import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { containing } from '../../db/like';
import { companies, devices, memberships, partnerApplies, quotas } from '../../db/schema';

export interface UnitFilter {
  keyword?: string | undefined;
  certState?: number | undefined;
  disabled?: boolean | undefined;
}

const parents = alias(companies, 'parents');

/** A unit's own limit of an item, else null (the caller fills in the default). */
const ownLimit = (item: string) =>
  sql<
    number | null
  >`(select ${quotas.limit} from ${quotas} where ${quotas.companyId} = ${companies.id} and ${quotas.item} = ${item})`;

function unitsWhere(f: UnitFilter): SQL | undefined {
  return and(
    f.keyword
      ? or(ilike(companies.name, containing(f.keyword)), ilike(companies.fullName, containing(f.keyword)))
      : undefined,
    f.certState === undefined ? undefined : eq(companies.certState, f.certState),
    f.disabled === undefined ? undefined : eq(companies.disabled, f.disabled),
  );
}

/** The platform's reads across every unit (the system side only; no unit session reaches them). */
export const platformRepo = {
  async unitPage(db: Db, filter: UnitFilter, offset: number, limit: number) {
    const where = unitsWhere(filter);
    const rows = await db
      .select({
        companyId: companies.id,
        companyName: companies.name,
        companyFullName: companies.fullName,
        parentName: parents.name,
        certState: companies.certState,
        disabled: companies.disabled,
        createdAt: companies.createdAt,
        memberCount: sql<number>`(select count(*)::int from ${memberships} where ${memberships.companyId} = ${companies.id})`,
        deviceCount: sql<number>`(select count(*)::int from ${devices} where ${devices.companyId} = ${companies.id})`,
        memberLimit: ownLimit('usersPerUnit'),
        deviceLimit: ownLimit('bindableSeals'),
      })
      .from(companies)
      .leftJoin(parents, eq(parents.id, companies.parentId))
      .where(where)
      .orderBy(desc(companies.createdAt), asc(companies.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(companies).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** Sets a unit's disabled flag; false when there is no such unit. */
  async setDisabled(db: Db, companyId: number, disabled: boolean): Promise<boolean> {
    if (!fitsInt4(companyId)) return false;
    const rows = await db
      .update(companies)
      .set({ disabled })
      .where(eq(companies.id, companyId))
      .returning({ id: companies.id });
    return rows.length === 1;
  },
  async unitCounts(db: Db) {
    const [row] = await db
      .select({
        units: count(),
        certified: sql<number>`count(*) filter (where ${companies.certState} = 2)::int`,
        disabled: sql<number>`count(*) filter (where ${companies.disabled})::int`,
      })
      .from(companies);
    return row!;
  },
  async deviceCounts(db: Db) {
    const [row] = await db
      .select({ devices: count(), online: sql<number>`count(*) filter (where ${devices.online})::int` })
      .from(devices);
    return row!;
  },
  /** Uses since `from` over every unit: one index range per unit (use_records is indexed by unit and time). */
  async usesSince(db: Db, from: Date): Promise<number> {
    const result = await db.execute(sql`
      select coalesce(sum((
        select count(*) from use_records u where u.company_id = c.id and u.used_at >= ${from.toISOString()}
      )), 0) as n
      from companies c`);
    return Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0]?.n ?? 0);
  },
  async partnersWaiting(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(partnerApplies).where(eq(partnerApplies.state, 0));
    return row?.n ?? 0;
  },
};
