import { and, asc, count, desc, eq, getTableName, gt, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import {
  authorizations,
  departments,
  deviceOperations,
  devices,
  memberships,
  usePhotos,
  useRecordMarks,
  useRecordStats,
  useRecords,
  users,
} from '../../db/schema';

/** The filters of the use-record list, the statistics and the exports (one query builder for all of them). */
export interface UseFilter {
  deviceId?: string | undefined;
  userId?: number | undefined;
  departmentId?: number | undefined;
  useType?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  exception?: boolean | undefined;
}

/** A unit's use_record_stats row (schema: useRecordStats). */
export interface UseStats {
  total: number;
  maxId: number;
  /** The list version (null: no stats row yet, so no records). */
  version: number | null;
  photoVersion: number;
  photoRecordId: number;
}

/** A place in list order (newest first): the rows after it are older, or as old with a smaller id. */
export interface ListPosition {
  usedAt: Date;
  id: number;
}

export function recordWhere(companyId: number, filter: UseFilter): SQL {
  const conditions: SQL[] = [eq(useRecords.companyId, companyId)];
  if (filter.deviceId !== undefined) conditions.push(eq(useRecords.deviceId, filter.deviceId));
  if (filter.userId !== undefined) conditions.push(eq(useRecords.userId, filter.userId));
  if (filter.departmentId !== undefined) conditions.push(eq(useRecords.departmentId, filter.departmentId));
  if (filter.useType !== undefined) conditions.push(eq(useRecords.useType, filter.useType));
  if (filter.from) conditions.push(gte(useRecords.usedAt, filter.from));
  if (filter.to) conditions.push(lt(useRecords.usedAt, filter.to));
  if (filter.exception !== undefined) conditions.push(eq(useRecords.exception, filter.exception));
  return and(...conditions)!;
}

/** Whether a record passes the filter: recordWhere's rule in memory (records taken into remembered lists). */
export function recordMatches(row: UseRow, filter: UseFilter): boolean {
  return (
    (filter.deviceId === undefined || row.deviceId === filter.deviceId) &&
    (filter.userId === undefined || row.userId === filter.userId) &&
    (filter.departmentId === undefined || row.departmentId === filter.departmentId) &&
    (filter.useType === undefined || row.useType === filter.useType) &&
    (filter.from === undefined || row.usedAt.getTime() >= filter.from.getTime()) &&
    (filter.to === undefined || row.usedAt.getTime() < filter.to.getTime()) &&
    (filter.exception === undefined || row.exception === filter.exception)
  );
}

/** Whether `a` comes before `b` in list order (newest first, then the larger id). */
export function comesBefore(a: ListPosition, b: ListPosition): boolean {
  const d = a.usedAt.getTime() - b.usedAt.getTime();
  return d > 0 || (d === 0 && a.id > b.id);
}

/** Rows after a position in list order (the keyset condition, matched by the list's indexes). */
function afterPosition(position: ListPosition): SQL {
  return sql`(${useRecords.usedAt}, ${useRecords.id}) < (${position.usedAt.toISOString()}::timestamptz, ${position.id})`;
}

/** `table.column`, qualified: drizzle writes bare column names in the select list of a query without joins. */
function col(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/*
 * The names of a record's device, member and department are scalar subqueries, not joins: the result is the same
 * (one row each, by unique keys), and planning five joined tables cost more than running the page (about 1.3 ms
 * against 0.5 ms planning on PGlite at 1M records).
 */
const r = { companyId: col(useRecords.companyId), deviceId: col(useRecords.deviceId), userId: col(useRecords.userId) };
const deviceName = sql<string>`coalesce(
  (select d.name from ${devices} d where d.company_id = ${r.companyId} and d.device_id = ${r.deviceId}),
  ${r.deviceId})`;
const memberName = sql<string | null>`coalesce(
  (select m.real_name from ${memberships} m where m.user_id = ${r.userId} and m.company_id = ${r.companyId}),
  (select u.real_name from ${users} u where u.id = ${r.userId}))`;
const departmentName = sql<string | null>`(
  select dp.name from ${departments} dp where dp.id = ${col(useRecords.departmentId)})`;

const recordColumns = {
  id: useRecords.id,
  companyId: useRecords.companyId,
  deviceId: useRecords.deviceId,
  deviceName,
  authorizationId: useRecords.authorizationId,
  empowerNo: useRecords.empowerNo,
  userId: useRecords.userId,
  userName: memberName,
  departmentId: useRecords.departmentId,
  departmentName,
  useType: useRecords.useType,
  usedAt: useRecords.usedAt,
  latitude: useRecords.latitude,
  longitude: useRecords.longitude,
  address: useRecords.address,
  exception: useRecords.exception,
  exceptionKind: useRecords.exceptionKind,
  photoCount: useRecords.photoCount,
};

export type UseRow = Awaited<ReturnType<typeof useRecordRepo.byId>> & object;

function selectRecords(db: Db) {
  return db.select(recordColumns).from(useRecords);
}

/**
 * Newest first, written as the indexes are built (drizzle's `.desc()` index columns are DESC NULLS LAST, and the
 * planner matches an ORDER BY to an index only with the same NULLS order, NOT NULL columns or not).
 */
const newestFirst = [sql`${useRecords.usedAt} desc nulls last`, sql`${useRecords.id} desc nulls last`];

export const useRecordRepo = {
  /**
   * One page in list order (newest first), in one statement: the page's ids come from the index (a subquery with the
   * limit and an offset, or a keyset position: the rows after it), and only those rows are joined with their device,
   * member and department names.
   */
  async page(db: Db, companyId: number, filter: UseFilter, start: number | ListPosition, limit: number) {
    const where = recordWhere(companyId, filter);
    const byPosition = typeof start !== 'number';
    const ids = db
      .select({ id: useRecords.id })
      .from(useRecords)
      .where(byPosition ? and(where, afterPosition(start)) : where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(byPosition ? 0 : start);
    return selectRecords(db)
      .where(and(eq(useRecords.companyId, companyId), inArray(useRecords.id, ids)))
      .orderBy(...newestFirst);
  },
  /** The unit's records of ids in (afterId, uptoId], in list order; at most `limit` (by id). */
  async added(db: Db, companyId: number, afterId: number, uptoId: number, limit: number) {
    const ids = db
      .select({ id: useRecords.id })
      .from(useRecords)
      .where(and(eq(useRecords.companyId, companyId), gt(useRecords.id, afterId), lte(useRecords.id, uptoId)))
      .orderBy(asc(useRecords.id))
      .limit(limit);
    return selectRecords(db)
      .where(and(eq(useRecords.companyId, companyId), inArray(useRecords.id, ids)))
      .orderBy(...newestFirst);
  },
  /** The photo counts of the unit's records of these ids. */
  async photoCounts(db: Db, companyId: number, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: useRecords.id, photoCount: useRecords.photoCount })
      .from(useRecords)
      .where(and(eq(useRecords.companyId, companyId), inArray(useRecords.id, ids)));
  },
  /** The rows after a keyset position, in list order (exports walk the whole filter this way). */
  async after(db: Db, companyId: number, filter: UseFilter, position: ListPosition | null, limit: number) {
    const where = position
      ? and(recordWhere(companyId, filter), afterPosition(position))
      : recordWhere(companyId, filter);
    const ids = await db
      .select({ id: useRecords.id })
      .from(useRecords)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit);
    return this.named(
      db,
      companyId,
      ids.map((r) => r.id),
    );
  },
  /** The records of these ids with their device, member and department names, in list order. */
  async named(db: Db, companyId: number, ids: number[]) {
    if (ids.length === 0) return [];
    return selectRecords(db)
      .where(and(eq(useRecords.companyId, companyId), inArray(useRecords.id, ids)))
      .orderBy(...newestFirst);
  },
  /** How many rows match, among the ids in (afterId, uptoId]. */
  async countBetween(db: Db, companyId: number, filter: UseFilter, afterId: number, uptoId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(useRecords)
      .where(and(recordWhere(companyId, filter), gt(useRecords.id, afterId), lte(useRecords.id, uptoId)));
    return row?.n ?? 0;
  },
  /** The unit's record count, newest id and list version, as committed (no version: the unit has no stats row). */
  async stats(db: Db, companyId: number): Promise<UseStats> {
    const [row] = await db
      .select({
        total: useRecordStats.total,
        maxId: useRecordStats.maxId,
        version: useRecordStats.version,
        photoVersion: useRecordStats.photoVersion,
        photoRecordId: useRecordStats.photoRecordId,
      })
      .from(useRecordStats)
      .where(eq(useRecordStats.companyId, companyId));
    return row ?? { total: 0, maxId: 0, version: null, photoVersion: 0, photoRecordId: 0 };
  },
  /**
   * Inserts a record under the unit's stats row lock: the lock is taken first (the upsert that counts it), so ids are
   * handed out (and committed) in lock order and every id up to the committed max_id is visible (what the count cache
   * relies on). Two statements: a stamp's transaction holds PGlite's one connection from BEGIN to COMMIT, so every
   * round trip in it delays the readers queued behind it.
   */
  async insert(db: Db, values: typeof useRecords.$inferInsert): Promise<number> {
    await db
      .insert(useRecordStats)
      .values({ companyId: values.companyId, total: 1, maxId: 0 })
      .onConflictDoUpdate({ target: useRecordStats.companyId, set: { total: sql`${useRecordStats.total} + 1` } });
    const added = db.$with('added').as(db.insert(useRecords).values(values).returning({ id: useRecords.id }));
    const [row] = await db
      .with(added)
      .update(useRecordStats)
      .set({ maxId: sql`(select ${added.id} from ${added})` })
      .where(eq(useRecordStats.companyId, values.companyId))
      .returning({ id: useRecordStats.maxId });
    return row!.id;
  },
  async byId(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await selectRecords(db)
      .where(and(eq(useRecords.companyId, companyId), eq(useRecords.id, id)))
      .limit(1);
    return rows[0];
  },
  /** The uses of one authorisation, oldest first. */
  async ofAuthorization(db: Db, companyId: number, authorizationId: number) {
    return selectRecords(db)
      .where(and(eq(useRecords.companyId, companyId), eq(useRecords.authorizationId, authorizationId)))
      .orderBy(asc(useRecords.usedAt), asc(useRecords.id));
  },
  async latestOfAuthorization(db: Db, companyId: number, authorizationId: number) {
    const rows = await db
      .select({ id: useRecords.id, photoCount: useRecords.photoCount })
      .from(useRecords)
      .where(and(eq(useRecords.companyId, companyId), eq(useRecords.authorizationId, authorizationId)))
      .orderBy(desc(useRecords.usedAt), desc(useRecords.id))
      .limit(1);
    return rows[0];
  },
  async addPhotoCount(db: Db, companyId: number, id: number, by: number): Promise<number> {
    const [row] = await db
      .update(useRecords)
      .set({ photoCount: sql`${useRecords.photoCount} + ${by}` })
      .where(and(eq(useRecords.companyId, companyId), eq(useRecords.id, id)))
      .returning({ n: useRecords.photoCount });
    return row?.n ?? 0;
  },
  async photos(db: Db, companyId: number, useRecordIds: number[]) {
    if (useRecordIds.length === 0) return [];
    return db
      .select()
      .from(usePhotos)
      .where(and(eq(usePhotos.companyId, companyId), inArray(usePhotos.useRecordId, useRecordIds)))
      .orderBy(asc(usePhotos.useRecordId), asc(usePhotos.seq), asc(usePhotos.id));
  },
  async insertPhoto(db: Db, values: typeof usePhotos.$inferInsert): Promise<number> {
    const [row] = await db.insert(usePhotos).values(values).returning({ id: usePhotos.id });
    return row!.id;
  },
  /** Sets the file of a generated photo once; false when another request was first. */
  async setPhotoFile(db: Db, companyId: number, photoId: number, fileId: string): Promise<boolean> {
    const rows = await db
      .update(usePhotos)
      .set({ fileId })
      .where(and(eq(usePhotos.companyId, companyId), eq(usePhotos.id, photoId), isNull(usePhotos.fileId)))
      .returning({ id: usePhotos.id });
    return rows.length === 1;
  },
  async photoFileOf(db: Db, companyId: number, photoId: number): Promise<string | null> {
    const [row] = await db
      .select({ fileId: usePhotos.fileId })
      .from(usePhotos)
      .where(and(eq(usePhotos.companyId, companyId), eq(usePhotos.id, photoId)));
    return row?.fileId ?? null;
  },
  /** Phone photos of an authorisation still waiting for a use: attached to `useRecordId`; returns how many. */
  async attachWaiting(db: Db, companyId: number, authorizationId: number, useRecordId: number, fromSeq: number) {
    const waiting = await db
      .select({ id: usePhotos.id })
      .from(usePhotos)
      .where(
        and(
          eq(usePhotos.companyId, companyId),
          eq(usePhotos.authorizationId, authorizationId),
          isNull(usePhotos.useRecordId),
        ),
      )
      .orderBy(asc(usePhotos.takenAt), asc(usePhotos.id));
    for (const [i, p] of waiting.entries()) {
      await db
        .update(usePhotos)
        .set({ useRecordId, seq: fromSeq + i })
        .where(eq(usePhotos.id, p.id));
    }
    return waiting.length;
  },
  async phonePage(db: Db, companyId: number, deviceId: string | undefined, offset: number, limit: number) {
    const conditions: SQL[] = [eq(usePhotos.companyId, companyId), eq(usePhotos.source, 'phone')];
    if (deviceId !== undefined) conditions.push(eq(usePhotos.deviceId, deviceId));
    const where = and(...conditions);
    const rows = await db
      .select({
        id: usePhotos.id,
        fileId: usePhotos.fileId,
        takenAt: usePhotos.takenAt,
        useRecordId: usePhotos.useRecordId,
        empowerNo: authorizations.empowerNo,
        deviceName: sql<string>`coalesce(${devices.name}, ${usePhotos.deviceId})`,
        userName: sql<string>`coalesce(${memberships.realName}, ${users.realName})`,
      })
      .from(usePhotos)
      .innerJoin(authorizations, eq(authorizations.id, usePhotos.authorizationId))
      .leftJoin(devices, and(eq(devices.companyId, usePhotos.companyId), eq(devices.deviceId, usePhotos.deviceId)))
      .innerJoin(users, eq(users.id, authorizations.userId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, authorizations.userId), eq(memberships.companyId, usePhotos.companyId)),
      )
      .where(where)
      .orderBy(desc(usePhotos.takenAt), desc(usePhotos.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(usePhotos).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async operations(
    db: Db,
    companyId: number,
    filter: { deviceId?: string | undefined; operationType?: number | undefined; from?: Date; to?: Date },
    offset: number,
    limit: number,
  ) {
    const conditions: SQL[] = [eq(deviceOperations.companyId, companyId)];
    if (filter.deviceId !== undefined) conditions.push(eq(deviceOperations.deviceId, filter.deviceId));
    if (filter.operationType !== undefined) conditions.push(eq(deviceOperations.operationType, filter.operationType));
    if (filter.from) conditions.push(gte(deviceOperations.createdAt, filter.from));
    if (filter.to) conditions.push(lt(deviceOperations.createdAt, filter.to));
    const where = and(...conditions);
    const rows = await db
      .select({
        id: deviceOperations.id,
        deviceId: deviceOperations.deviceId,
        deviceName: sql<string>`coalesce(${devices.name}, ${deviceOperations.deviceId})`,
        operationType: deviceOperations.operationType,
        operatorName: deviceOperations.operatorName,
        detail: deviceOperations.detail,
        createdAt: deviceOperations.createdAt,
      })
      .from(deviceOperations)
      .leftJoin(
        devices,
        and(eq(devices.companyId, deviceOperations.companyId), eq(devices.deviceId, deviceOperations.deviceId)),
      )
      .where(where)
      .orderBy(desc(deviceOperations.createdAt), desc(deviceOperations.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(deviceOperations).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** One month of the filter, grouped: per local day, device, department, use type, and the exceptions. */
  async monthGroups(db: Db, companyId: number, filter: UseFilter) {
    const where = recordWhere(companyId, filter);
    const localDay = sql<string>`to_char(${useRecords.usedAt} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;
    const perDay = await db.select({ day: localDay, n: count() }).from(useRecords).where(where).groupBy(localDay);
    const perDevice = await db
      .select({
        key: useRecords.deviceId,
        label: sql<string>`max(coalesce(${devices.name}, ${useRecords.deviceId}))`,
        n: count(),
      })
      .from(useRecords)
      .leftJoin(devices, and(eq(devices.companyId, useRecords.companyId), eq(devices.deviceId, useRecords.deviceId)))
      .where(where)
      .groupBy(useRecords.deviceId)
      .orderBy(desc(count()), asc(useRecords.deviceId))
      .limit(10);
    // The departments' ranking (the dashboard's rule): uses without a department of the unit do not compete.
    const perDepartment = await db
      .select({ key: departments.id, label: departments.name, n: count() })
      .from(useRecords)
      .innerJoin(departments, eq(departments.id, useRecords.departmentId))
      .where(where)
      .groupBy(departments.id)
      .orderBy(desc(count()), asc(departments.id))
      .limit(10);
    const perUseType = await db
      .select({ key: useRecords.useType, n: count() })
      .from(useRecords)
      .where(where)
      .groupBy(useRecords.useType)
      .orderBy(asc(useRecords.useType));
    const [exceptions] = await db
      .select({ n: count() })
      .from(useRecords)
      .where(and(where, eq(useRecords.exception, true)));
    return { perDay, perDevice, perDepartment, perUseType, exceptions: exceptions?.n ?? 0 };
  },
  async marks(db: Db, companyId: number, userId: number) {
    const [row] = await db
      .select()
      .from(useRecordMarks)
      .where(and(eq(useRecordMarks.companyId, companyId), eq(useRecordMarks.userId, userId)));
    return row ?? { companyId, userId, exceptionSeenId: 0, authSeenId: 0 };
  },
  async setMark(
    db: Db,
    companyId: number,
    userId: number,
    values: Partial<Pick<typeof useRecordMarks.$inferInsert, 'exceptionSeenId' | 'authSeenId'>>,
  ): Promise<void> {
    await db
      .insert(useRecordMarks)
      .values({ companyId, userId, ...values })
      .onConflictDoUpdate({ target: [useRecordMarks.companyId, useRecordMarks.userId], set: values });
  },
  /** Exception uses newer than `afterId` (of one user, when given). */
  async countExceptionsAfter(db: Db, companyId: number, afterId: number, userId?: number): Promise<number> {
    const conditions: SQL[] = [
      eq(useRecords.companyId, companyId),
      eq(useRecords.exception, true),
      gt(useRecords.id, afterId),
    ];
    if (userId !== undefined) conditions.push(eq(useRecords.userId, userId));
    const [row] = await db
      .select({ n: count() })
      .from(useRecords)
      .where(and(...conditions));
    return row?.n ?? 0;
  },
  /** Uses under a user's authorisations newer than `afterId`. */
  async countOwnAfter(db: Db, companyId: number, userId: number, afterId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(useRecords)
      .where(
        and(
          eq(useRecords.companyId, companyId),
          eq(useRecords.userId, userId),
          sql`${useRecords.authorizationId} is not null`,
          gt(useRecords.id, afterId),
        ),
      );
    return row?.n ?? 0;
  },
  /** A department of the unit. */
  async hasDepartment(db: Db, companyId: number, id: number): Promise<boolean> {
    if (!fitsInt4(id)) return false;
    const rows = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
      .limit(1);
    return rows.length > 0;
  },
};
