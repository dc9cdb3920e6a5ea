import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { companies, complaints, dictionaries } from '../../db/schema';
import { containing } from '../../db/like';

/**
 * Where entries are used: every table that stores a dictionary entry, counted per entry. An entry counted here
 * cannot be deleted (the reason names the records), nor can its code change.
 */
const entryUses = sql<number>`((select count(*)::int from ${complaints} c where c.category_id = "dictionaries"."id")
  + (select count(*)::int from ${companies} u where u.industry_id = "dictionaries"."id"))`;
const typeEntries = sql<number>`(select count(*)::int from dictionaries e where e.parent_id = "dictionaries"."id")`;

const columns = {
  id: dictionaries.id,
  parentId: dictionaries.parentId,
  code: dictionaries.code,
  name: dictionaries.name,
  sort: dictionaries.sort,
  remark: dictionaries.remark,
  createdAt: dictionaries.createdAt,
};
const order = [asc(dictionaries.sort), asc(dictionaries.name), asc(dictionaries.id)];

export type DictValues = Pick<typeof dictionaries.$inferInsert, 'code' | 'name' | 'sort' | 'remark'>;

export const dictRepo = {
  async types(db: Db) {
    return db
      .select({ ...columns, count: typeEntries })
      .from(dictionaries)
      .where(isNull(dictionaries.parentId))
      .orderBy(...order);
  },
  async entries(db: Db, typeId: number, keyword: string | undefined, offset: number, limit: number) {
    const conditions: SQL[] = [eq(dictionaries.parentId, typeId)];
    if (keyword) {
      const pattern = containing(keyword);
      conditions.push(or(ilike(dictionaries.code, pattern), ilike(dictionaries.name, pattern))!);
    }
    const where = and(...conditions);
    const list = await db
      .select({ ...columns, count: entryUses })
      .from(dictionaries)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(dictionaries).where(where);
    return { list, total: total?.n ?? 0 };
  },
  /** The entries of the type with this code, for a choice list. */
  async options(db: Db, typeCode: string) {
    const type = await db
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(and(isNull(dictionaries.parentId), eq(dictionaries.code, typeCode)))
      .limit(1);
    if (!type[0]) return [];
    return db
      .select({ id: dictionaries.id, code: dictionaries.code, name: dictionaries.name })
      .from(dictionaries)
      .where(eq(dictionaries.parentId, type[0].id))
      .orderBy(...order);
  },
  /** A type or entry, locked, with its count (entries of a type, uses of an entry). */
  async byId(db: Db, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select({
        id: dictionaries.id,
        parentId: dictionaries.parentId,
        code: dictionaries.code,
        count: sql<number>`case when ${dictionaries.parentId} is null then ${typeEntries} else ${entryUses} end`,
      })
      .from(dictionaries)
      .where(eq(dictionaries.id, id))
      .for('update')
      .limit(1);
    return rows[0];
  },
  /** The entry of `typeCode` with this id, if there is one. */
  async entryOfType(db: Db, typeCode: string, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select({ id: dictionaries.id, name: dictionaries.name })
      .from(dictionaries)
      .where(
        and(
          eq(dictionaries.id, id),
          sql`${dictionaries.parentId} = (select t.id from dictionaries t where t.parent_id is null and t.code = ${typeCode})`,
        ),
      )
      .limit(1);
    return rows[0];
  },
  async codeTaken(db: Db, parentId: number | null, code: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(
        and(
          parentId === null ? isNull(dictionaries.parentId) : eq(dictionaries.parentId, parentId),
          eq(dictionaries.code, code),
        ),
      )
      .limit(1);
    return rows.length > 0 && rows[0]!.id !== exceptId;
  },
  async insert(db: Db, values: typeof dictionaries.$inferInsert): Promise<number> {
    const [row] = await db.insert(dictionaries).values(values).returning({ id: dictionaries.id });
    return row!.id;
  },
  async update(db: Db, id: number, values: DictValues) {
    await db.update(dictionaries).set(values).where(eq(dictionaries.id, id));
  },
  async remove(db: Db, id: number) {
    await db.delete(dictionaries).where(eq(dictionaries.id, id));
  },
};
