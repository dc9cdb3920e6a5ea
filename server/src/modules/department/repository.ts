import { and, asc, count, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { departments, memberships } from '../../db/schema';

export type DepartmentRow = typeof departments.$inferSelect;

/** Every query is bound to the session's unit: a department of another unit is not found. */
export const departmentRepo = {
  /** The unit's departments in tree order with their direct member counts. */
  async all(db: Db, companyId: number) {
    const members = db
      .select({ departmentId: memberships.departmentId, n: count().as('n') })
      .from(memberships)
      .where(eq(memberships.companyId, companyId))
      .groupBy(memberships.departmentId)
      .as('members');
    return db
      .select({
        id: departments.id,
        parentId: departments.parentId,
        name: departments.name,
        sort: departments.sort,
        memberCount: sql<number>`coalesce(${members.n}, 0)::int`,
      })
      .from(departments)
      .leftJoin(members, eq(members.departmentId, departments.id))
      .where(eq(departments.companyId, companyId))
      .orderBy(asc(departments.sort), asc(departments.id));
  },
  async byId(db: Db, companyId: number, id: number): Promise<DepartmentRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select()
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
      .limit(1);
    return rows[0];
  },
  /** The parent ids of the unit's departments (for the cycle check of a move). */
  async parents(db: Db, companyId: number): Promise<Map<number, number | null>> {
    const rows = await db
      .select({ id: departments.id, parentId: departments.parentId })
      .from(departments)
      .where(eq(departments.companyId, companyId));
    return new Map(rows.map((r) => [r.id, r.parentId]));
  },
  async siblingNamed(db: Db, companyId: number, parentId: number | null, name: string, exceptId?: number) {
    const conditions = [
      eq(departments.companyId, companyId),
      parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId),
      eq(departments.name, name),
    ];
    if (exceptId !== undefined) conditions.push(ne(departments.id, exceptId));
    const rows = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(...conditions))
      .limit(1);
    return rows.length > 0;
  },
  async nextSort(db: Db, companyId: number, parentId: number | null): Promise<number> {
    const [row] = await db
      .select({ n: max(departments.sort) })
      .from(departments)
      .where(
        and(
          eq(departments.companyId, companyId),
          parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId),
        ),
      );
    return (row?.n ?? 0) + 1;
  },
  async insert(db: Db, values: typeof departments.$inferInsert): Promise<number> {
    const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
    return row!.id;
  },
  async update(db: Db, companyId: number, id: number, values: Pick<DepartmentRow, 'name' | 'parentId' | 'sort'>) {
    await db
      .update(departments)
      .set(values)
      .where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
  },
  async delete(db: Db, companyId: number, id: number): Promise<void> {
    await db.delete(departments).where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
  },
  async hasChildren(db: Db, companyId: number, id: number): Promise<boolean> {
    const rows = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.parentId, id)))
      .limit(1);
    return rows.length > 0;
  },
  async hasMembers(db: Db, companyId: number, id: number): Promise<boolean> {
    const rows = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.departmentId, id)))
      .limit(1);
    return rows.length > 0;
  },
  /** Serialises the tree edits of one unit until the transaction ends (a move's cycle check sees a stable tree). */
  async lockTree(db: Db, companyId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(5, ${companyId})`);
  },
};
