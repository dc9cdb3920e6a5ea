import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { approvalTemplates, fileTypes } from '../../db/schema';
import { containing } from '../../db/like';

/**
 * How many of the unit's templates list the file type. The correlated columns are written out with their tables: in a
 * one-table select drizzle leaves column names unqualified, and inside the subquery they would mean the template's.
 */
const templateCount = sql<number>`(select count(*)::int from ${approvalTemplates} t where t.company_id = "file_types"."company_id" and "file_types"."name" = any(t.file_types))`;

/** Every query is bound to the session's unit: a file type of another unit is not found. */
export const fileTypeRepo = {
  async list(db: Db, companyId: number, keyword: string | undefined) {
    const conditions: SQL[] = [eq(fileTypes.companyId, companyId)];
    if (keyword) conditions.push(ilike(fileTypes.name, containing(keyword)));
    return db
      .select({
        id: fileTypes.id,
        name: fileTypes.name,
        remark: fileTypes.remark,
        templateCount,
        createdAt: fileTypes.createdAt,
      })
      .from(fileTypes)
      .where(and(...conditions))
      .orderBy(asc(fileTypes.name), asc(fileTypes.id));
  },
  async byId(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select({ id: fileTypes.id, name: fileTypes.name, templateCount })
      .from(fileTypes)
      .where(and(eq(fileTypes.companyId, companyId), eq(fileTypes.id, id)))
      .for('update')
      .limit(1);
    return rows[0];
  },
  async nameTaken(db: Db, companyId: number, name: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: fileTypes.id })
      .from(fileTypes)
      .where(and(eq(fileTypes.companyId, companyId), eq(fileTypes.name, name)))
      .limit(1);
    return rows.length > 0 && rows[0]!.id !== exceptId;
  },
  /** The names among `names` the unit's catalogue has. */
  async existing(db: Db, companyId: number, names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const rows = await db
      .select({ name: fileTypes.name })
      .from(fileTypes)
      .where(and(eq(fileTypes.companyId, companyId), inArray(fileTypes.name, [...names])));
    return new Set(rows.map((r) => r.name));
  },
  /** Adds the file types whose names the unit does not have yet. */
  async insertMissing(db: Db, values: Array<typeof fileTypes.$inferInsert>): Promise<void> {
    if (values.length > 0) await db.insert(fileTypes).values(values).onConflictDoNothing();
  },
  async insert(db: Db, values: typeof fileTypes.$inferInsert): Promise<number> {
    const [row] = await db.insert(fileTypes).values(values).returning({ id: fileTypes.id });
    return row!.id;
  },
  async update(db: Db, companyId: number, id: number, values: { name: string; remark: string | null }) {
    await db
      .update(fileTypes)
      .set(values)
      .where(and(eq(fileTypes.companyId, companyId), eq(fileTypes.id, id)));
  },
  async remove(db: Db, companyId: number, id: number): Promise<void> {
    await db.delete(fileTypes).where(and(eq(fileTypes.companyId, companyId), eq(fileTypes.id, id)));
  },
  /** Renames the file type in every template of the unit that lists it, keeping the order and no repeats. */
  async renameInTemplates(db: Db, companyId: number, from: string, to: string): Promise<void> {
    await db
      .update(approvalTemplates)
      .set({
        fileTypes: sql`array(select x from unnest(array_replace(${approvalTemplates.fileTypes}, ${from}::text, ${to}::text)) with ordinality as u(x, n) group by x order by min(n))`,
      })
      .where(and(eq(approvalTemplates.companyId, companyId), sql`${from} = any(${approvalTemplates.fileTypes})`));
  },
};
