import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { sysAccounts, sysDepartments } from '../../db/schema';

export type DepartmentValues = Pick<
  typeof sysDepartments.$inferInsert,
  'parentId' | 'name' | 'leader' | 'phone' | 'sort'
>;

const accountCount = sql<number>`(select count(*)::int from ${sysAccounts} a where a.department_id = "sys_departments"."id")`;

export const sysOrgRepo = {
  async all(db: Db) {
    return db
      .select({
        id: sysDepartments.id,
        parentId: sysDepartments.parentId,
        name: sysDepartments.name,
        leader: sysDepartments.leader,
        phone: sysDepartments.phone,
        sort: sysDepartments.sort,
        accountCount,
      })
      .from(sysDepartments)
      .orderBy(asc(sysDepartments.sort), asc(sysDepartments.name), asc(sysDepartments.id));
  },
  /** A department, locked, with how many departments and accounts it holds directly. */
  async byId(db: Db, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select({
        id: sysDepartments.id,
        children: sql<number>`(select count(*)::int from sys_departments c where c.parent_id = "sys_departments"."id")`,
        accountCount,
      })
      .from(sysDepartments)
      .where(eq(sysDepartments.id, id))
      .for('update')
      .limit(1);
    return rows[0];
  },
  /** The department and every department above it (at most 64 levels, a guard against a broken chain). */
  async selfAndAncestorIds(db: Db, id: number): Promise<number[]> {
    const chain: number[] = [];
    for (let at: number | null = id; at !== null && !chain.includes(at) && chain.length < 64;) {
      const [row] = await db
        .select({ parentId: sysDepartments.parentId })
        .from(sysDepartments)
        .where(eq(sysDepartments.id, at))
        .limit(1);
      if (!row) break;
      chain.push(at);
      at = row.parentId;
    }
    return chain;
  },
  async nameTaken(db: Db, parentId: number | null, name: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ n: count() })
      .from(sysDepartments)
      .where(
        and(
          parentId === null ? isNull(sysDepartments.parentId) : eq(sysDepartments.parentId, parentId),
          eq(sysDepartments.name, name),
          exceptId === undefined ? undefined : ne(sysDepartments.id, exceptId),
        ),
      );
    return (rows[0]?.n ?? 0) > 0;
  },
  async insert(db: Db, values: DepartmentValues & { createdAt: Date }): Promise<number> {
    const [row] = await db.insert(sysDepartments).values(values).returning({ id: sysDepartments.id });
    return row!.id;
  },
  async update(db: Db, id: number, values: DepartmentValues) {
    await db.update(sysDepartments).set(values).where(eq(sysDepartments.id, id));
  },
  async remove(db: Db, id: number) {
    await db.delete(sysDepartments).where(eq(sysDepartments.id, id));
  },
  async accounts(db: Db, departmentId: number | undefined) {
    return db
      .select({
        id: sysAccounts.id,
        username: sysAccounts.username,
        realName: sysAccounts.realName,
        mobile: sysAccounts.mobile,
        disabled: sysAccounts.disabled,
        departmentId: sysAccounts.departmentId,
      })
      .from(sysAccounts)
      .where(departmentId === undefined ? undefined : eq(sysAccounts.departmentId, departmentId))
      .orderBy(asc(sysAccounts.username));
  },
  async accountIds(db: Db, ids: readonly number[]): Promise<number[]> {
    const rows = await db
      .select({ id: sysAccounts.id })
      .from(sysAccounts)
      .where(inArray(sysAccounts.id, ids.filter(fitsInt4)));
    return rows.map((r) => r.id);
  },
  async assign(db: Db, ids: readonly number[], departmentId: number | null) {
    await db
      .update(sysAccounts)
      .set({ departmentId })
      .where(inArray(sysAccounts.id, [...ids]));
  },
  /** A system account's name (complaints name who took them on). */
  async accountName(db: Db, id: number): Promise<string | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db.select({ realName: sysAccounts.realName }).from(sysAccounts).where(eq(sysAccounts.id, id));
    return rows[0]?.realName;
  },
};
