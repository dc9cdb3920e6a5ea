import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { sysAccountRoles, sysRoleGrants, sysRoles } from '../../db/schema';

/** The SQL of the platform's roles (sys_roles, their entries, who holds them). */
export const platformRoleRepo = {
  /** Every role with how many accounts hold it, the built-in one first, then by name. */
  async all(db: Db) {
    const holders = db
      .select({ roleId: sysAccountRoles.roleId, n: count().as('n') })
      .from(sysAccountRoles)
      .groupBy(sysAccountRoles.roleId)
      .as('holders');
    return db
      .select({
        id: sysRoles.id,
        name: sysRoles.name,
        remark: sysRoles.remark,
        allGrants: sysRoles.allGrants,
        accountCount: sql<number>`coalesce(${holders.n}, 0)::int`,
      })
      .from(sysRoles)
      .leftJoin(holders, eq(holders.roleId, sysRoles.id))
      .orderBy(sql`${sysRoles.allGrants} desc`, asc(sysRoles.name));
  },
  async grants(db: Db): Promise<Array<{ roleId: number; menuId: number }>> {
    return db.select({ roleId: sysRoleGrants.roleId, menuId: sysRoleGrants.menuId }).from(sysRoleGrants);
  },
  async byId(db: Db, id: number) {
    if (!fitsInt4(id)) return undefined;
    return (await db.select().from(sysRoles).where(eq(sysRoles.id, id)).limit(1))[0];
  },
  async nameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
    const rows = await db
      .select({ id: sysRoles.id })
      .from(sysRoles)
      .where(and(eq(sysRoles.name, name), exceptId === null ? undefined : ne(sysRoles.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  },
  async insert(db: Db, values: { name: string; remark: string }): Promise<number> {
    const [row] = await db.insert(sysRoles).values(values).returning({ id: sysRoles.id });
    return row!.id;
  },
  async update(db: Db, id: number, values: { name: string; remark: string }): Promise<void> {
    await db.update(sysRoles).set(values).where(eq(sysRoles.id, id));
  },
  async replaceGrants(db: Db, roleId: number, menuIds: number[]): Promise<void> {
    await db.delete(sysRoleGrants).where(eq(sysRoleGrants.roleId, roleId));
    if (menuIds.length > 0) await db.insert(sysRoleGrants).values(menuIds.map((menuId) => ({ roleId, menuId })));
  },
  async holderCount(db: Db, roleId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(sysAccountRoles).where(eq(sysAccountRoles.roleId, roleId));
    return row?.n ?? 0;
  },
  async remove(db: Db, id: number): Promise<void> {
    await db.delete(sysRoles).where(eq(sysRoles.id, id));
  },
};
