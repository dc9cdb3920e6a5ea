import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import {
  fileTypes,
  certifications,
  companies,
  companyConfigs,
  dataRules,
  departments,
  devices,
  files,
  memberships,
  messages,
  partnerApplies,
  quotas,
  sessions,
} from '../../db/schema';
import { containing } from '../../db/like';

export type CompanyRow = typeof companies.$inferSelect;

/*
 * Correlated subqueries name the outer unit explicitly: drizzle leaves columns unqualified in a query of one table,
 * where "id" would mean the subquery's own column.
 */
const unitId = sql.raw('"companies"."id"');
const memberCount = sql<number>`(select count(*) from memberships m where m.company_id = ${unitId})::int`;
const chiefName = sql<string | null>`(
  select coalesce(m.real_name, u.real_name) from memberships m join users u on u.id = m.user_id
  where m.company_id = ${unitId} and m.role = 0 limit 1)`;

const listColumns = {
  companyId: companies.id,
  companyName: companies.name,
  socialCreditCode: companies.socialCreditCode,
  certState: companies.certState,
  memberCount,
  chiefName,
  createdAt: companies.createdAt,
};

/** The unique index that keeps a credit code to one unit (schema/core.ts). */
export const CREDIT_CODE_KEY = 'companies_social_credit_code_key';

export const companyRepo = {
  /** The unit holding a unified social credit code (the unique index CREDIT_CODE_KEY allows one). */
  async byCreditCode(db: Db, code: string) {
    return (await db.select().from(companies).where(eq(companies.socialCreditCode, code)).limit(1))[0];
  },
  async byName(db: Db, name: string) {
    return (await db.select().from(companies).where(eq(companies.name, name)).limit(1))[0];
  },
  async byId(db: Db, id: number): Promise<CompanyRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    return (await db.select().from(companies).where(eq(companies.id, id)).limit(1))[0];
  },
  async insert(db: Db, values: typeof companies.$inferInsert) {
    const [row] = await db.insert(companies).values(values).returning();
    return row!;
  },
  async addMember(db: Db, values: typeof memberships.$inferInsert) {
    await db.insert(memberships).values(values).onConflictDoNothing();
  },
  /** The unit with its parent's name and its counts. */
  async detail(db: Db, id: number) {
    const parent = sql<string | null>`(select p.name from companies p where p.id = "companies"."parent_id")`;
    const rows = await db
      .select({
        unit: companies,
        parentName: parent,
        industryName: sql<
          string | null
        >`(select i.name from dictionaries i where i.id = "companies"."industry_id" and i.parent_id is not null)`,
        memberCount,
        departmentCount: sql<number>`(select count(*) from departments d where d.company_id = ${unitId})::int`,
        subsidiaryCount: sql<number>`(select count(*) from companies s where s.parent_id = ${unitId})::int`,
      })
      .from(companies)
      .where(eq(companies.id, id))
      .limit(1);
    return rows[0];
  },
  async update(db: Db, id: number, values: Partial<typeof companies.$inferInsert>): Promise<void> {
    await db.update(companies).set(values).where(eq(companies.id, id));
  },
  /** A page of units: the direct subsidiaries of `parentId`, or every unit when it is null (system side). */
  async page(db: Db, parentId: number | null, keyword: string | undefined, offset: number, limit: number) {
    const conditions: SQL[] = [];
    if (parentId !== null) conditions.push(eq(companies.parentId, parentId));
    if (keyword) conditions.push(ilike(companies.name, containing(keyword)));
    const where = conditions.length ? and(...conditions) : undefined;
    const rows = await db
      .select(listColumns)
      .from(companies)
      .where(where)
      .orderBy(parentId === null ? asc(companies.id) : desc(companies.createdAt), asc(companies.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(companies).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** A direct subsidiary of the unit; any other unit is not found. */
  async subsidiaryOf(db: Db, parentId: number, id: number): Promise<CompanyRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select()
      .from(companies)
      .where(and(eq(companies.parentId, parentId), eq(companies.id, id)))
      .limit(1);
    return rows[0];
  },
  /** Members other than the chief administrator, and subsidiaries: what keeps a unit from being deleted. */
  async hasContent(db: Db, id: number): Promise<boolean> {
    const others = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.companyId, id), ne(memberships.role, 0)))
      .limit(1);
    if (others.length) return true;
    const children = await db.select({ id: companies.id }).from(companies).where(eq(companies.parentId, id)).limit(1);
    if (children.length) return true;
    // Bound seals must be unbound first: their records are evidence and are not deleted with the unit.
    const bound = await db.select({ id: devices.id }).from(devices).where(eq(devices.companyId, id)).limit(1);
    return bound.length > 0;
  },
  /** Deletes a unit with everything that belongs to it; returns the storage keys of its files. */
  async deleteUnit(db: Db, id: number): Promise<string[]> {
    const keys = await db.select({ key: files.storageKey }).from(files).where(eq(files.companyId, id));
    await db.delete(sessions).where(eq(sessions.companyId, id));
    await db.delete(messages).where(eq(messages.companyId, id));
    await db.delete(memberships).where(eq(memberships.companyId, id));
    await db.delete(departments).where(eq(departments.companyId, id));
    await db.delete(certifications).where(eq(certifications.companyId, id));
    await db.delete(files).where(eq(files.companyId, id));
    await db.delete(companyConfigs).where(eq(companyConfigs.companyId, id));
    await db.delete(quotas).where(eq(quotas.companyId, id));
    await db.delete(partnerApplies).where(eq(partnerApplies.companyId, id));
    await db.delete(dataRules).where(or(eq(dataRules.companyId, id), eq(dataRules.partnerCompanyId, id)));
    // The file types it started with (the dictionary's defaults) or added.
    await db.delete(fileTypes).where(eq(fileTypes.companyId, id));
    await db.delete(companies).where(inArray(companies.id, [id]));
    return keys.map((k) => k.key);
  },
};
