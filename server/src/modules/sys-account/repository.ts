import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { sysAccountRoles, sysAccounts, sysDepartments, sysRoles } from '../../db/schema';
import { containing } from '../../db/like';

export type AccountValues = Pick<typeof sysAccounts.$inferInsert, 'realName' | 'mobile' | 'departmentId'>;

export interface AccountFilter {
  keyword?: string;
  departmentId?: number;
  state?: 'enabled' | 'disabled';
}

const columns = {
  id: sysAccounts.id,
  username: sysAccounts.username,
  realName: sysAccounts.realName,
  mobile: sysAccounts.mobile,
  departmentId: sysAccounts.departmentId,
  departmentName: sysDepartments.name,
  disabled: sysAccounts.disabled,
  passwordInitial: sysAccounts.passwordInitial,
  createdAt: sysAccounts.createdAt,
};

function whereOf(filter: AccountFilter): SQL | undefined {
  const p = filter.keyword ? containing(filter.keyword) : undefined;
  return and(
    p ? or(ilike(sysAccounts.username, p), ilike(sysAccounts.realName, p)) : undefined,
    filter.departmentId === undefined ? undefined : eq(sysAccounts.departmentId, filter.departmentId),
    filter.state === undefined ? undefined : eq(sysAccounts.disabled, filter.state === 'disabled'),
  );
}

export const sysAccountRepo = {
  async page(db: Db, filter: AccountFilter, offset: number, limit: number) {
    const where = whereOf(filter);
    const list = await db
      .select(columns)
      .from(sysAccounts)
      .leftJoin(sysDepartments, eq(sysDepartments.id, sysAccounts.departmentId))
      .where(where)
      .orderBy(asc(sysAccounts.username))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(sysAccounts).where(where);
    return { list, total: total?.n ?? 0 };
  },
  async byId(db: Db, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select(columns)
      .from(sysAccounts)
      .leftJoin(sysDepartments, eq(sysDepartments.id, sysAccounts.departmentId))
      .where(eq(sysAccounts.id, id))
      .limit(1);
    return rows[0];
  },
  async passwordHashOf(db: Db, id: number): Promise<string | undefined> {
    const rows = await db.select({ hash: sysAccounts.passwordHash }).from(sysAccounts).where(eq(sysAccounts.id, id));
    return rows[0]?.hash;
  },
  /** The organisation fields a new account copies from the account creating it (one platform organisation). */
  async orgOf(db: Db, id: number) {
    const rows = await db
      .select({ orgId: sysAccounts.orgId, orgName: sysAccounts.orgName })
      .from(sysAccounts)
      .where(eq(sysAccounts.id, id));
    return rows[0];
  },
  async usernameTaken(db: Db, username: string): Promise<boolean> {
    // Case-insensitive, so that 'Admin' and 'admin' are never two accounts.
    const rows = await db
      .select({ id: sysAccounts.id })
      .from(sysAccounts)
      .where(sql`lower(${sysAccounts.username}) = lower(${username})`);
    return rows.length > 0;
  },
  async departmentExists(db: Db, id: number): Promise<boolean> {
    if (!fitsInt4(id)) return false;
    const rows = await db.select({ id: sysDepartments.id }).from(sysDepartments).where(eq(sysDepartments.id, id));
    return rows.length > 0;
  },
  /** The platform roles of these accounts (ids and names in name order), by account id. */
  async rolesOf(db: Db, accountIds: number[]): Promise<Map<number, { roleIds: number[]; roleNames: string[] }>> {
    const held = new Map<number, { roleIds: number[]; roleNames: string[] }>();
    if (accountIds.length === 0) return held;
    const rows = await db
      .select({ accountId: sysAccountRoles.accountId, id: sysRoles.id, name: sysRoles.name })
      .from(sysAccountRoles)
      .innerJoin(sysRoles, eq(sysRoles.id, sysAccountRoles.roleId))
      .where(inArray(sysAccountRoles.accountId, accountIds))
      .orderBy(asc(sysRoles.name));
    for (const row of rows) {
      const entry = held.get(row.accountId) ?? { roleIds: [], roleNames: [] };
      entry.roleIds.push(row.id);
      entry.roleNames.push(row.name);
      held.set(row.accountId, entry);
    }
    return held;
  },
  /** How many of these role ids exist. */
  async existingRoleCount(db: Db, roleIds: number[]): Promise<number> {
    const ids = roleIds.filter(fitsInt4);
    if (ids.length === 0) return 0;
    const [row] = await db.select({ n: count() }).from(sysRoles).where(inArray(sysRoles.id, ids));
    return row?.n ?? 0;
  },
  async replaceRoles(db: Db, accountId: number, roleIds: number[]): Promise<void> {
    await db.delete(sysAccountRoles).where(eq(sysAccountRoles.accountId, accountId));
    if (roleIds.length > 0) await db.insert(sysAccountRoles).values(roleIds.map((roleId) => ({ accountId, roleId })));
  },
  async insert(db: Db, values: typeof sysAccounts.$inferInsert): Promise<number> {
    const [row] = await db.insert(sysAccounts).values(values).returning({ id: sysAccounts.id });
    return row!.id;
  },
  async update(db: Db, id: number, values: AccountValues) {
    await db.update(sysAccounts).set(values).where(eq(sysAccounts.id, id));
  },
  async setDisabled(db: Db, id: number, disabled: boolean) {
    await db.update(sysAccounts).set({ disabled }).where(eq(sysAccounts.id, id));
  },
  /** A new password hash; `initial`: set by the platform, to be changed. A new password also ends a lock-out. */
  async setPassword(db: Db, id: number, passwordHash: string, initial: boolean) {
    await db
      .update(sysAccounts)
      .set({ passwordHash, passwordInitial: initial, failedLogins: 0, lockedUntil: null })
      .where(eq(sysAccounts.id, id));
  },
};
