import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { menus, sysAccountRoles, sysAccounts, sysRoleGrants, sysRoles } from '../schema';
import { SYSTEM_SIDE } from './menu-seed';

/**
 * The platform roles of the demo: the system administrator holds the built-in role (every grant; the migration
 * sys_roles_sql creates it), and a read-only 审计员 (audit logs and complaints) shows a narrower role.
 */
const AUDITOR = { name: '审计员', remark: '查看日志与投诉建议', pages: ['/log', '/complaintsAdvice'] };

export async function seedSysRoles(db: Db, sysadmin: string): Promise<void> {
  const [builtIn] = await db.select({ id: sysRoles.id }).from(sysRoles).where(eq(sysRoles.allGrants, true)).limit(1);
  const [account] = await db.select({ id: sysAccounts.id }).from(sysAccounts).where(eq(sysAccounts.username, sysadmin));
  if (builtIn && account) {
    await db.insert(sysAccountRoles).values({ accountId: account.id, roleId: builtIn.id }).onConflictDoNothing();
  }
  const [auditor] = await db
    .insert(sysRoles)
    .values({ name: AUDITOR.name, remark: AUDITOR.remark })
    .onConflictDoNothing()
    .returning({ id: sysRoles.id });
  if (!auditor) return;
  // The pages and the groups above them (a role's saved set is closed upwards).
  const pages = await db
    .select({ id: menus.id, parentId: menus.parentId })
    .from(menus)
    .where(and(eq(menus.systemCode, SYSTEM_SIDE.systemCode), inArray(menus.url, AUDITOR.pages)));
  const ids = new Set(pages.flatMap((p) => (p.parentId === null ? [p.id] : [p.id, p.parentId])));
  if (ids.size > 0) {
    await db.insert(sysRoleGrants).values([...ids].map((menuId) => ({ roleId: auditor.id, menuId })));
  }
}
