import { and, asc, count, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import {
  authorizationEvents,
  authorizations,
  departments,
  devices,
  memberships,
  useRecords,
  users,
} from '../../db/schema';
import { containing } from '../../db/like';

export type AuthorizationValues = typeof authorizations.$inferInsert;

/** One entry of an authorisation's timeline. */
export interface TimelineEntry {
  kind: string;
  actorName: string | null;
  detail: string | null;
  at: Date;
}

export interface AuthFilter {
  state?: number | undefined;
  deviceId?: string | undefined;
  userId?: number | undefined;
  /** Only states 0, 3, 4, 5. */
  openOnly?: boolean | undefined;
  /** Only those the member has not looked at since someone else granted or changed them. */
  unreadOnly?: boolean | undefined;
  keyword?: string | undefined;
  /** Granted at or after this instant / before this instant. */
  from?: Date | undefined;
  to?: Date | undefined;
}

const OPEN_STATES = [0, 3, 4, 5];

/** Newest first, as the indexes are built (DESC NULLS LAST: see use-record/repository.ts). */
const newestFirst = [sql`${authorizations.createdAt} desc nulls last`, sql`${authorizations.id} desc nulls last`];

const memberName = sql<string>`coalesce(${memberships.realName}, ${users.realName})`;
const deviceName = sql<string>`coalesce(${devices.name}, ${authorizations.deviceId})`;
const grantorName = sql<string>`coalesce((select m.real_name from memberships m where m.user_id = ${authorizations.grantedById} and m.company_id = ${authorizations.companyId}), (select u.real_name from users u where u.id = ${authorizations.grantedById}), '')`;

const columns = {
  id: authorizations.id,
  companyId: authorizations.companyId,
  empowerNo: authorizations.empowerNo,
  deviceId: authorizations.deviceId,
  deviceName,
  userId: authorizations.userId,
  userName: memberName,
  departmentName: departments.name,
  applyId: authorizations.applyId,
  applyNo: authorizations.applyNo,
  fileType: authorizations.fileType,
  reason: authorizations.reason,
  useCount: authorizations.useCount,
  usedCount: authorizations.usedCount,
  validFrom: authorizations.validFrom,
  validTo: authorizations.validTo,
  state: authorizations.state,
  endReason: authorizations.endReason,
  photographLocked: authorizations.photographLocked,
  fence: authorizations.fence,
  fenceLock: authorizations.fenceLock,
  fenceLocked: authorizations.fenceLocked,
  grantedById: authorizations.grantedById,
  grantedByName: grantorName,
  createdAt: authorizations.createdAt,
  activatedAt: authorizations.activatedAt,
  endedAt: authorizations.endedAt,
  auditRemark: authorizations.auditRemark,
  unread: authorizations.unread,
  version: authorizations.version,
};

export type AuthRow = Awaited<ReturnType<typeof authorizationRepo.byId>> & object;

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(authorizations)
    .leftJoin(
      devices,
      and(eq(devices.companyId, authorizations.companyId), eq(devices.deviceId, authorizations.deviceId)),
    )
    .innerJoin(users, eq(users.id, authorizations.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, authorizations.userId), eq(memberships.companyId, authorizations.companyId)),
    )
    .leftJoin(departments, eq(departments.id, memberships.departmentId));
}

function whereOf(companyId: number, filter: AuthFilter): SQL {
  const conditions: SQL[] = [eq(authorizations.companyId, companyId)];
  if (filter.state !== undefined) conditions.push(eq(authorizations.state, filter.state));
  if (filter.openOnly) conditions.push(inArray(authorizations.state, OPEN_STATES));
  if (filter.unreadOnly) conditions.push(eq(authorizations.unread, true));
  if (filter.deviceId !== undefined) conditions.push(eq(authorizations.deviceId, filter.deviceId));
  if (filter.userId !== undefined) conditions.push(eq(authorizations.userId, filter.userId));
  if (filter.from) conditions.push(gte(authorizations.createdAt, filter.from));
  if (filter.to) conditions.push(lt(authorizations.createdAt, filter.to));
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    conditions.push(
      or(
        ilike(authorizations.empowerNo, pattern),
        ilike(authorizations.applyNo, pattern),
        sql`exists (select 1 from devices d where d.company_id = ${authorizations.companyId} and d.device_id = ${authorizations.deviceId} and d.name ilike ${pattern})`,
        sql`exists (select 1 from memberships m join users u on u.id = m.user_id where m.company_id = ${authorizations.companyId} and m.user_id = ${authorizations.userId} and coalesce(m.real_name, u.real_name) ilike ${pattern})`,
      )!,
    );
  }
  return and(...conditions)!;
}

/** Every query is bound to the session's unit: an authorisation of another unit is not found. */
export const authorizationRepo = {
  async page(db: Db, companyId: number, filter: AuthFilter, offset: number, limit: number) {
    const where = whereOf(companyId, filter);
    const rows = await selectRows(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(authorizations).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** Every row of a filter, in list order, a batch at a time (exports). */
  async batch(db: Db, companyId: number, filter: AuthFilter, offset: number, limit: number) {
    return selectRows(db)
      .where(whereOf(companyId, filter))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
  },
  async count(db: Db, companyId: number, filter: AuthFilter): Promise<number> {
    const [total] = await db.select({ n: count() }).from(authorizations).where(whereOf(companyId, filter));
    return total?.n ?? 0;
  },
  async byId(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await selectRows(db)
      .where(and(eq(authorizations.companyId, companyId), eq(authorizations.id, id)))
      .limit(1);
    return rows[0];
  },
  async byEmpowerNo(db: Db, companyId: number, empowerNo: string) {
    const rows = await selectRows(db)
      .where(and(eq(authorizations.companyId, companyId), eq(authorizations.empowerNo, empowerNo)))
      .limit(1);
    return rows[0];
  },
  async byApplyId(db: Db, companyId: number, applyId: number) {
    const rows = await db
      .select({ id: authorizations.id })
      .from(authorizations)
      .where(and(eq(authorizations.companyId, companyId), eq(authorizations.applyId, applyId)))
      .limit(1);
    return rows[0];
  },
  /** The device's open authorisation (as stored: run `expireDue` first), locked for update inside a transaction. */
  async openOfDevice(db: Db, companyId: number, deviceId: string) {
    const rows = await db
      .select({ id: authorizations.id })
      .from(authorizations)
      .where(
        and(
          eq(authorizations.companyId, companyId),
          eq(authorizations.deviceId, deviceId),
          inArray(authorizations.state, OPEN_STATES),
        ),
      )
      .limit(1)
      .for('update');
    return rows[0] ? this.byId(db, companyId, rows[0].id) : undefined;
  },
  /**
   * Writes the expiry of the unit's open authorisations whose period has passed (all of them, or one device's, or one
   * authorisation): state 1, ended at validTo, an 'expired' event each. Returns how many changed.
   */
  async expireDue(
    db: Db,
    companyId: number,
    now: Date,
    scope: { deviceId?: string; id?: number } = {},
  ): Promise<number> {
    const conditions: SQL[] = [
      eq(authorizations.companyId, companyId),
      inArray(authorizations.state, OPEN_STATES),
      lte(authorizations.validTo, now),
    ];
    if (scope.deviceId !== undefined) conditions.push(eq(authorizations.deviceId, scope.deviceId));
    if (scope.id !== undefined) conditions.push(eq(authorizations.id, scope.id));
    const changed = await db
      .update(authorizations)
      .set({
        state: 1,
        endedAt: sql`${authorizations.validTo}`,
        unread: true,
        version: sql`${authorizations.version} + 1`,
      })
      .where(and(...conditions))
      .returning({ id: authorizations.id, validTo: authorizations.validTo });
    if (changed.length > 0) {
      await db
        .insert(authorizationEvents)
        .values(changed.map((c) => ({ companyId, authorizationId: c.id, kind: 'expired', at: c.validTo })));
    }
    return changed.length;
  },
  /**
   * Takes `n` ids from the table's identity sequence: an authorisation's number is made from its id (empowerNoOf),
   * so the id is known before the row is written (and the row is inserted with it, OVERRIDING SYSTEM VALUE).
   */
  async nextIds(db: Db, n: number): Promise<number[]> {
    if (n <= 0) return [];
    const result = await db.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('authorizations', 'id'))::int as id from generate_series(1, ${n})`,
    );
    return (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id);
  },
  /** Writes rows whose ids came from nextIds. */
  async insertWithIds(db: Db, values: Array<AuthorizationValues & { id: number }>): Promise<void> {
    if (values.length > 0) await db.insert(authorizations).overridingSystemValue().values(values);
  },
  /** Changes a row at the version it was read at; false when someone changed it since. */
  async update(
    db: Db,
    companyId: number,
    id: number,
    version: number,
    values: Partial<Omit<AuthorizationValues, 'id' | 'companyId' | 'version'>>,
  ): Promise<boolean> {
    const rows = await db
      .update(authorizations)
      .set({ ...values, version: version + 1 })
      .where(
        and(eq(authorizations.companyId, companyId), eq(authorizations.id, id), eq(authorizations.version, version)),
      )
      .returning({ id: authorizations.id });
    return rows.length === 1;
  },
  async insertEvent(db: Db, values: typeof authorizationEvents.$inferInsert): Promise<void> {
    await db.insert(authorizationEvents).values(values);
  },
  /**
   * The timeline of an authorisation, oldest first: its events and one 'used' entry per use record under it. The use
   * records are the one source of its stamps, as of its used count and its evidence report, so all three agree;
   * 'used' rows of the events table (written by earlier versions) are left out rather than counted twice.
   */
  async events(db: Db, companyId: number, authorizationId: number): Promise<TimelineEntry[]> {
    const events = await db
      .select({
        kind: authorizationEvents.kind,
        actorName: authorizationEvents.actorName,
        detail: authorizationEvents.detail,
        at: authorizationEvents.at,
      })
      .from(authorizationEvents)
      .where(
        and(
          eq(authorizationEvents.companyId, companyId),
          eq(authorizationEvents.authorizationId, authorizationId),
          ne(authorizationEvents.kind, 'used'),
        ),
      )
      .orderBy(asc(authorizationEvents.at), asc(authorizationEvents.id));
    const uses = await db
      .select({ at: useRecords.usedAt })
      .from(useRecords)
      .where(and(eq(useRecords.companyId, companyId), eq(useRecords.authorizationId, authorizationId)))
      .orderBy(asc(useRecords.usedAt), asc(useRecords.id));
    const stamps = uses.map((u) => ({ kind: 'used', actorName: null, detail: null, at: u.at }));
    // A stable sort: an event and a use at the same instant keep the event first.
    return [...events, ...stamps].sort((a, b) => a.at.getTime() - b.at.getTime());
  },
  async countUnread(db: Db, companyId: number, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(authorizations)
      .where(
        and(
          eq(authorizations.companyId, companyId),
          eq(authorizations.userId, userId),
          eq(authorizations.unread, true),
        ),
      );
    return row?.n ?? 0;
  },
  async clearUnread(db: Db, companyId: number, userId: number): Promise<void> {
    await db
      .update(authorizations)
      .set({ unread: false })
      .where(
        and(
          eq(authorizations.companyId, companyId),
          eq(authorizations.userId, userId),
          eq(authorizations.unread, true),
        ),
      );
  },
  async markRead(db: Db, companyId: number, id: number): Promise<void> {
    await db
      .update(authorizations)
      .set({ unread: false })
      .where(and(eq(authorizations.companyId, companyId), eq(authorizations.id, id), eq(authorizations.unread, true)));
  },
  /** A member of the unit: whether active, and their department. */
  async member(db: Db, companyId: number, userId: number) {
    if (!fitsInt4(userId)) return undefined;
    const rows = await db
      .select({
        userId: memberships.userId,
        disabled: memberships.disabled,
        departmentId: memberships.departmentId,
        name: memberName,
        fingerprintEnrolledAt: users.fingerprintEnrolledAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
      .limit(1);
    return rows[0];
  },
};
