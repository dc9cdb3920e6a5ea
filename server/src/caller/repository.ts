import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  companies,
  devices,
  memberships,
  menus,
  roleGrants,
  sessions,
  sysAccountRoles,
  sysRoleGrants,
  sysRoles,
  users,
} from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/** A member's standing in a unit: role, disabled there, the unit disabled. */
export interface MembershipState {
  role: number;
  disabled: boolean;
  unitDisabled: boolean;
}

/** The SQL of callers (sessions, grants, the gateway's device): every call reads it, so it lives below the modules. */
/** The keeper's name in the unit, else the account's. */
const keeperName = sql<string | null>`coalesce(${memberships.realName}, ${users.realName})`;

/** The columns of a device as services read it (the gateway's calling device, the device module's rows). */
export const deviceColumns = {
  deviceId: devices.deviceId,
  name: devices.name,
  model: devices.model,
  deviceType: devices.deviceType,
  isBluetooth: devices.isBluetooth,
  isGprs: devices.isGprs,
  gprsProtocol: devices.gprsProtocol,
  connectMode: devices.connectMode,
  serviceEndTime: devices.serviceEndTime,
  abilityPermsList: devices.abilityPermsList,
  latitude: devices.latitude,
  longitude: devices.longitude,
  address: devices.address,
  online: devices.online,
  battery: devices.battery,
  firmware: devices.firmware,
  keeperId: devices.keeperId,
  keeperName,
  boundAt: devices.boundAt,
};

export const callerRepo = {
  /** The member's role in the unit and whether the membership or the unit is disabled (the check of every call). */
  async membershipState(db: Db, userId: number, companyId: number): Promise<MembershipState | undefined> {
    const rows = await db
      .select({ role: memberships.role, disabled: memberships.disabled, unitDisabled: companies.disabled })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
      .limit(1);
    return rows[0];
  },
  /** Button codes of a system's buttons, all of them or those a role holds, in menu order. */
  async buttonCodes(db: Db, systemCode: string, role?: number): Promise<string[]> {
    const base = and(eq(menus.systemCode, systemCode), eq(menus.type, 'button'), sql`${menus.buttonCode} <> ''`);
    const rows =
      role === undefined
        ? await db.select({ code: menus.buttonCode }).from(menus).where(base).orderBy(asc(menus.sort), asc(menus.id))
        : await db
            .select({ code: menus.buttonCode })
            .from(menus)
            .innerJoin(roleGrants, and(eq(roleGrants.menuId, menus.id), eq(roleGrants.role, role)))
            .where(base)
            .orderBy(asc(menus.sort), asc(menus.id));
    return rows.map((r) => r.code);
  },
  /** Whether the system account holds a role with every grant (the built-in 超级管理员). */
  async holdsAllGrants(db: Db, sysAccountId: number): Promise<boolean> {
    const rows = await db
      .select({ id: sysRoles.id })
      .from(sysAccountRoles)
      .innerJoin(sysRoles, eq(sysRoles.id, sysAccountRoles.roleId))
      .where(and(eq(sysAccountRoles.accountId, sysAccountId), eq(sysRoles.allGrants, true)))
      .limit(1);
    return rows.length > 0;
  },
  /** The entries of a system the account's platform roles hold (each once). */
  async entriesOfSysAccount(db: Db, systemCode: string, sysAccountId: number) {
    return db
      .selectDistinct({ id: menus.id, type: menus.type, url: menus.url, buttonCode: menus.buttonCode })
      .from(menus)
      .innerJoin(sysRoleGrants, eq(sysRoleGrants.menuId, menus.id))
      .innerJoin(sysAccountRoles, eq(sysAccountRoles.roleId, sysRoleGrants.roleId))
      .where(and(eq(menus.systemCode, systemCode), eq(sysAccountRoles.accountId, sysAccountId)));
  },
  async insert(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(values).returning();
    return row!;
  },
  async byTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
    return (await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1))[0];
  },
  /**
   * The session and, in the same statement, the membership of its user in its unit as membershipState reads
   * it (null without a unit or when not a member): every call needs both, one statement costs less than two.
   */
  async byTokenHashWithMembership(
    db: Db,
    tokenHash: string,
  ): Promise<{ session: SessionRow; membership: MembershipState | null } | undefined> {
    const [row] = await db
      .select({
        session: sessions,
        role: memberships.role,
        disabled: memberships.disabled,
        unitDisabled: companies.disabled,
      })
      .from(sessions)
      .leftJoin(
        memberships,
        and(eq(memberships.userId, sessions.userId), eq(memberships.companyId, sessions.companyId)),
      )
      .leftJoin(companies, eq(companies.id, memberships.companyId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row) return undefined;
    const { session, role, disabled, unitDisabled } = row;
    return {
      session,
      membership: role === null || disabled === null || unitDisabled === null ? null : { role, disabled, unitDisabled },
    };
  },
  async touch(db: Db, id: number, at: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  },
  async revoke(db: Db, id: number, at: Date, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokeReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  },
  /** Ends the user's sessions bound to one unit (a member disabled there). */
  async revokeAllOfUserInUnit(db: Db, userId: number, companyId: number, at: Date, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokeReason: reason })
      .where(and(eq(sessions.userId, userId), eq(sessions.companyId, companyId), isNull(sessions.revokedAt)));
  },
  /** Ends every session bound to one unit (the unit disabled by the platform). */
  async revokeAllInUnit(db: Db, companyId: number, at: Date, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokeReason: reason })
      .where(and(eq(sessions.companyId, companyId), isNull(sessions.revokedAt)));
  },
  /** Ends a system account's sessions, except `keepId` (its own session when it changes its password). */
  async revokeAllOfSysAccount(db: Db, sysAccountId: number, at: Date, reason: string, keepId?: number) {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokeReason: reason })
      .where(
        and(
          eq(sessions.sysAccountId, sysAccountId),
          isNull(sessions.revokedAt),
          keepId === undefined ? undefined : ne(sessions.id, keepId),
        ),
      );
  },
  async revokeAllOfUser(db: Db, userId: number, at: Date, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokeReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },
  /**
   * The one read without a session's unit: the device gateway (access 'device'), authenticated by the device's own
   * token, finds the unit the device is bound to.
   */
  async boundDevice(db: Db, deviceId: string) {
    const rows = await db
      .select({ companyId: devices.companyId, unitDisabled: companies.disabled, ...deviceColumns })
      .from(devices)
      .innerJoin(companies, eq(companies.id, devices.companyId))
      .leftJoin(users, eq(users.id, devices.keeperId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, devices.keeperId), eq(memberships.companyId, devices.companyId)),
      )
      .where(eq(devices.deviceId, deviceId))
      .limit(1);
    return rows[0];
  },
};
