import { and, count, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  loginAddressFailures,
  memberships,
  smsCodes,
  sysAccounts,
  unknownNameLockouts,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SysAccountRow = typeof sysAccounts.$inferSelect;

export const userRepo = {
  async byMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
    return (await db.select().from(users).where(eq(users.mobile, mobile)).limit(1))[0];
  },
  async byUserName(db: Db, userName: string): Promise<UserRow | undefined> {
    return (await db.select().from(users).where(eq(users.userName, userName)).limit(1))[0];
  },
  async byId(db: Db, id: number): Promise<UserRow | undefined> {
    return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
  },
  async insert(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  },
  async setPassword(db: Db, id: number, passwordHash: string): Promise<void> {
    await db
      .update(users)
      .set({ passwordHash, passwordInitial: false, failedLogins: 0, lockedUntil: null })
      .where(eq(users.id, id));
  },
};

export const sysAccountRepo = {
  async byUsername(db: Db, username: string): Promise<SysAccountRow | undefined> {
    return (await db.select().from(sysAccounts).where(eq(sysAccounts.username, username)).limit(1))[0];
  },
  async byId(db: Db, id: number): Promise<SysAccountRow | undefined> {
    return (await db.select().from(sysAccounts).where(eq(sysAccounts.id, id)).limit(1))[0];
  },
};

/** The password lock-out columns, on staff accounts and on system accounts alike. */
type LockoutTable = typeof users | typeof sysAccounts;

/**
 * The password lock-out of one subject: an account, or a name that belongs to no account. A try is claimed (counted)
 * atomically before the password is checked, and no try is claimed while the subject is locked, so parallel guesses
 * cannot evaluate more passwords than the limit.
 */
export interface Lockout {
  /**
   * Claims a try: the tries now counted (the one reaching `max` locks until `lockUntil`), or null when locked. After a
   * lock has run out, counting starts again from one.
   */
  claimTry(db: Db, now: Date, max: number, lockUntil: Date): Promise<number | null>;
  lockedUntil(db: Db): Promise<Date | null>;
  /** A right password or an unlock: the count and the lock are cleared. */
  clear(db: Db): Promise<void>;
}

function accountLockoutOf(table: LockoutTable) {
  return (id: number): Lockout => ({
    async claimTry(db, now, max, lockUntil) {
      const expired = sql`(${table.lockedUntil} is not null and ${table.lockedUntil} <= ${now})`;
      const next = sql`(case when ${expired} then 1 else ${table.failedLogins} + 1 end)`;
      const [row] = await db
        .update(table as typeof users)
        .set({
          failedLogins: next,
          lockedUntil: sql`case when ${next} >= ${max} then ${lockUntil}
            when ${expired} then null else ${table.lockedUntil} end`,
        })
        .where(and(eq(table.id, id), or(isNull(table.lockedUntil), lte(table.lockedUntil, now))))
        .returning({ n: table.failedLogins });
      return row?.n ?? null;
    },
    async lockedUntil(db) {
      const [row] = await db.select({ until: table.lockedUntil }).from(table).where(eq(table.id, id)).limit(1);
      return row?.until ?? null;
    },
    async clear(db) {
      await db
        .update(table as typeof users)
        .set({ failedLogins: 0, lockedUntil: null })
        .where(eq(table.id, id));
    },
  });
}

export const userLockout = accountLockoutOf(users);
export const sysAccountLockout = accountLockoutOf(sysAccounts);

/** Which log-in a name was tried on: staff names and system names are separate. */
export type LoginSide = 'staff' | 'system';

/** The lock-out of a name that belongs to no account: the same rule as an account's, on a row of its own. */
export function unknownNameLockout(side: LoginSide, name: string): Lockout {
  const key = and(eq(unknownNameLockouts.side, side), eq(unknownNameLockouts.name, name));
  return {
    async claimTry(db, now, max, lockUntil) {
      const at = now.toISOString();
      const until = lockUntil.toISOString();
      const result = await db.execute(sql`
        insert into unknown_name_lockouts as l (side, name, failed_logins, locked_until)
        values (${side}, ${name}, 1, case when 1 >= ${max} then ${until}::timestamptz end)
        on conflict (side, name) do update set
          failed_logins = case when l.locked_until <= ${at}::timestamptz then 1 else l.failed_logins + 1 end,
          locked_until = case
            when (case when l.locked_until <= ${at}::timestamptz then 1 else l.failed_logins + 1 end) >= ${max}
              then ${until}::timestamptz
            when l.locked_until <= ${at}::timestamptz then null
            else l.locked_until end
        where l.locked_until is null or l.locked_until <= ${at}::timestamptz
        returning failed_logins as n`);
      const row = (result as unknown as { rows: Array<{ n: number | string }> }).rows[0];
      return row ? Number(row.n) : null;
    },
    async lockedUntil(db) {
      const [row] = await db.select({ until: unknownNameLockouts.lockedUntil }).from(unknownNameLockouts).where(key);
      return row?.until ?? null;
    },
    async clear(db) {
      await db.delete(unknownNameLockouts).where(key);
    },
  };
}

export const membershipRepo = {
  /** The user's active memberships in enabled units, with the unit. */
  async unitsOf(db: Db, userId: number) {
    return db
      .select({ unit: companies, role: memberships.role })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(memberships.userId, userId), eq(memberships.disabled, false), eq(companies.disabled, false)))
      .orderBy(companies.id);
  },
  async find(db: Db, userId: number, companyId: number) {
    const rows = await db
      .select({ unit: companies, role: memberships.role, disabled: memberships.disabled })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
      .limit(1);
    return rows[0];
  },
};

export const smsCodeRepo = {
  async insert(db: Db, values: typeof smsCodes.$inferInsert): Promise<number> {
    const [row] = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
    return row!.id;
  },
  /** Forgets a code whose send failed: it neither works nor counts against the phone's and address's limits. */
  async remove(db: Db, id: number): Promise<void> {
    await db.delete(smsCodes).where(eq(smsCodes.id, id));
  },
  async latest(db: Db, phone: string, purpose: string) {
    const rows = await db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    return rows[0];
  },
  async lastSentToPhone(db: Db, phone: string): Promise<Date | undefined> {
    const rows = await db
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    return rows[0]?.createdAt;
  },
  async countToPhoneSince(db: Db, phone: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)));
    return row?.n ?? 0;
  },
  async countFromIpSince(db: Db, ip: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since)));
    return row?.n ?? 0;
  },
  /**
   * Claims one of the code's tries atomically; null when none is left or the code is used. Claiming before comparing
   * means parallel guesses cannot evaluate more codes than the limit.
   */
  async claimAttempt(db: Db, id: number, maxTries: number): Promise<number | null> {
    const [row] = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, maxTries)))
      .returning({ attempts: smsCodes.attempts });
    return row?.attempts ?? null;
  },
  /** Serialises code sends per phone and per client address until the transaction ends. */
  async lockSender(db: Db, phone: string, ip: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(1, hashtext(${phone}))`);
    await db.execute(sql`select pg_advisory_xact_lock(2, hashtext(${ip}))`);
  },
  /** Marks a code used; false when another request used it first. */
  async consume(db: Db, id: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(smsCodes)
      .set({ consumedAt: at })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  },
};

/** Failed password log-ins per client address, shared by every node (address-throttle.ts). */
export const addressFailureRepo = {
  /** Holds the address until the transaction ends: two tries from one address are counted one after the other. */
  async lockAddress(db: Db, ip: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(3, hashtext(${ip}))`);
  },
  /** Forgets the address's failures before `since`; returns the times of the others, oldest first. */
  async recent(db: Db, ip: string, since: Date): Promise<Date[]> {
    await db
      .delete(loginAddressFailures)
      .where(and(eq(loginAddressFailures.ip, ip), lte(loginAddressFailures.at, since)));
    const rows = await db
      .select({ at: loginAddressFailures.at })
      .from(loginAddressFailures)
      .where(eq(loginAddressFailures.ip, ip))
      .orderBy(loginAddressFailures.at);
    return rows.map((r) => r.at);
  },
  async insert(db: Db, ip: string, at: Date): Promise<number> {
    const [row] = await db.insert(loginAddressFailures).values({ ip, at }).returning({ id: loginAddressFailures.id });
    return row!.id;
  },
  async remove(db: Db, id: number): Promise<void> {
    await db.delete(loginAddressFailures).where(eq(loginAddressFailures.id, id));
  },
};
