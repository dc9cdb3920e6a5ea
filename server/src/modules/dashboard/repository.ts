import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { dashboard, realtime } from '../../../../contract';
import { lockingOperationTypes } from '../../../../contract/device';
import type { Db } from '../../db/client';
import { lockingTypesSql } from '../../db/device-lock';
import {
  applications,
  authorizations,
  companies,
  dashboardLayouts,
  departments,
  deviceOperations,
  devices,
  useRecords,
} from '../../db/schema';
import { recordWhere, type UseFilter } from '../use-record';

/*
 * The dashboard's reads, sized for 10,000 devices and a million uses on PGlite (one statement at a time): per-device
 * facts come from one pass over the unit's rows with joins (no subquery per device), groupings return few rows, and
 * names are looked up for the top rows only.
 */

const OPEN_STATES = [0, 3, 4, 5];
const PENDING_STATES = ['WAITING', 'RUNNING'] as const;

/** The unit's lost and locked devices (contract `lockingOperationTypes`), as a join. */
function lockedOf(db: Db, companyId: number) {
  const latest = db
    .selectDistinctOn([deviceOperations.deviceId], {
      deviceId: deviceOperations.deviceId,
      operationType: deviceOperations.operationType,
    })
    .from(deviceOperations)
    .where(
      and(eq(deviceOperations.companyId, companyId), inArray(deviceOperations.operationType, lockingOperationTypes)),
    )
    .orderBy(deviceOperations.deviceId, desc(deviceOperations.createdAt), desc(deviceOperations.id))
    .as('latest');
  return {
    latest,
    on: and(eq(latest.deviceId, devices.deviceId), eq(latest.operationType, 4)),
    locked: sql<boolean>`(${latest.deviceId} is not null)`,
  };
}

/**
 * The province of a device's address (contract `provinceOf`) in SQL: compared by prefix, the longest names first.
 * The names are the contract's constants, written as literals: GROUP BY must repeat the expression exactly, and
 * parameters would differ between the two.
 */
const province = (() => {
  const byLength = new Map<number, string[]>();
  for (const p of dashboard.provinces) byLength.set(p.length, [...(byLength.get(p.length) ?? []), p]);
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const arms = [...byLength.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([length, names]) => {
      const prefix = sql`left(${devices.address}, ${sql.raw(String(length))})`;
      return sql`when ${prefix} in (${sql.raw(names.map(literal).join(', '))}) then ${prefix}`;
    });
  return sql<dashboard.Province | null>`(case ${sql.join(arms, sql` `)} end)`;
})();

/** A use's local (UTC+8) day as a number of days since 1970: integer arithmetic, far cheaper per row than to_char. */
const localDayNumber = sql<number>`((extract(epoch from ${useRecords.usedAt})::bigint + 28800) / 86400)`.mapWith(
  Number,
);
const exceptions = sql<number>`count(*) filter (where ${useRecords.exception})`.mapWith(Number);

export const dashboardRepo = {
  /** Every unit's id (a platform holds few units; the live-feed warm-up walks them). */
  async unitIds(db: Db): Promise<number[]> {
    const rows = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
    return rows.map((r) => r.id);
  },
  /**
   * Every device of the unit with what the map shows, in device id order. 10,000 rows come back as ONE text (a JSON
   * array of arrays built by the database): PGlite hands over rows one by one at about 40 µs each, a text at once.
   */
  async devicePoints(db: Db, companyId: number) {
    const result = await db.execute(sql`
      select coalesce(json_agg(json_build_array(
        d.device_id, d.name, d.device_type, d.latitude, d.longitude, d.address, d.online, d.battery,
        l.device_id is not null) order by d.device_id), '[]')::text as points
      from devices d
      left join (
        select device_id from (
          select distinct on (device_id) device_id, operation_type from device_operations
          where company_id = ${companyId} and operation_type in ${lockingTypesSql}
          order by device_id, created_at desc, id desc) latest
        where operation_type = 4) l on l.device_id = d.device_id
      where d.company_id = ${companyId}`);
    const [row] = (result as unknown as { rows: Array<{ points: string }> }).rows;
    type Point = [string, string, number, number | null, number | null, string | null, boolean, number | null, boolean];
    return (JSON.parse(row?.points ?? '[]') as Point[]).map(
      ([deviceId, name, deviceType, latitude, longitude, address, online, battery, locked]) => ({
        deviceId,
        name,
        deviceType,
        latitude,
        longitude,
        address,
        online,
        battery,
        locked,
      }),
    );
  },
  async deviceCounts(db: Db, companyId: number) {
    const l = lockedOf(db, companyId);
    const [row] = await db
      .select({
        total: count(),
        online: sql<number>`count(*) filter (where ${devices.online})`.mapWith(Number),
        lowBattery: sql<number>`count(*) filter (where ${devices.battery} <= ${realtime.LOW_BATTERY})`.mapWith(Number),
        locked: sql<number>`count(*) filter (where ${l.locked})`.mapWith(Number),
      })
      .from(devices)
      .leftJoin(l.latest, l.on)
      .where(eq(devices.companyId, companyId));
    return row!;
  },
  /** Devices per province (null: the address names none), with the uses of `uses` on them. */
  async provinceCounts(db: Db, companyId: number, uses: UseFilter) {
    const l = lockedOf(db, companyId);
    const used = db
      .select({ deviceId: useRecords.deviceId, n: count().as('n') })
      .from(useRecords)
      .where(recordWhere(companyId, uses))
      .groupBy(useRecords.deviceId)
      .as('used');
    return db
      .select({
        province,
        total: count(),
        online: sql<number>`count(*) filter (where ${devices.online})`.mapWith(Number),
        locked: sql<number>`count(*) filter (where ${l.locked})`.mapWith(Number),
        uses: sql<number>`coalesce(sum(${used.n}), 0)`.mapWith(Number),
      })
      .from(devices)
      .leftJoin(l.latest, l.on)
      .leftJoin(used, eq(used.deviceId, devices.deviceId))
      .where(eq(devices.companyId, companyId))
      .groupBy(province);
  },
  async deviceTypeCounts(db: Db, companyId: number) {
    return db
      .select({ deviceType: devices.deviceType, n: count() })
      .from(devices)
      .where(eq(devices.companyId, companyId))
      .groupBy(devices.deviceType)
      .orderBy(asc(devices.deviceType));
  },
  /** Open authorisations whose period has not passed, of one member or of the unit. */
  async openAuthorizations(db: Db, companyId: number, now: Date, userId: number | undefined) {
    const conditions = [
      eq(authorizations.companyId, companyId),
      inArray(authorizations.state, OPEN_STATES),
      gt(authorizations.validTo, now),
    ];
    if (userId !== undefined) conditions.push(eq(authorizations.userId, userId));
    const [row] = await db
      .select({ n: count() })
      .from(authorizations)
      .where(and(...conditions));
    return row?.n ?? 0;
  },
  /** Applications waiting for approval, of one applicant or of the unit. */
  async pendingApplications(db: Db, companyId: number, applicantId: number | undefined) {
    const conditions = [eq(applications.companyId, companyId), inArray(applications.state, [...PENDING_STATES])];
    if (applicantId !== undefined) conditions.push(eq(applications.applicantId, applicantId));
    const [row] = await db
      .select({ n: count() })
      .from(applications)
      .where(and(...conditions));
    return row?.n ?? 0;
  },
  /** Use times of the filter per local day number, per use type, and the most used devices and departments. */
  async useTimes(db: Db, companyId: number, filter: UseFilter, top: number) {
    const where = recordWhere(companyId, filter);
    const n = count();
    const perDay = await db
      .select({ day: localDayNumber, n, exceptions })
      .from(useRecords)
      .where(where)
      .groupBy(localDayNumber);
    const perUseType = await db
      .select({ useType: useRecords.useType, n })
      .from(useRecords)
      .where(where)
      .groupBy(useRecords.useType)
      .orderBy(asc(useRecords.useType));
    // Grouped first, named after: only the top rows look up their names.
    const topDevice = db
      .select({ deviceId: useRecords.deviceId, n: count().as('n') })
      .from(useRecords)
      .where(where)
      .groupBy(useRecords.deviceId)
      .orderBy(desc(count()), asc(useRecords.deviceId))
      .limit(top)
      .as('top_device');
    const topDevices = await db
      .select({
        deviceId: topDevice.deviceId,
        deviceName: sql<string>`coalesce(${devices.name}, ${topDevice.deviceId})`,
        n: topDevice.n,
      })
      .from(topDevice)
      .leftJoin(devices, and(eq(devices.companyId, companyId), eq(devices.deviceId, topDevice.deviceId)))
      .orderBy(desc(topDevice.n), asc(topDevice.deviceId));
    // A ranking of the unit's departments: uses by members without one (or of a department since deleted) are no
    // department's and do not compete.
    const topDepartment = db
      .select({ departmentId: useRecords.departmentId, n: count().as('n') })
      .from(useRecords)
      .innerJoin(departments, eq(departments.id, useRecords.departmentId))
      .where(where)
      .groupBy(useRecords.departmentId)
      .orderBy(desc(count()), asc(useRecords.departmentId))
      .limit(top)
      .as('top_department');
    const topDepartments = await db
      .select({ departmentId: departments.id, departmentName: departments.name, n: topDepartment.n })
      .from(topDepartment)
      .innerJoin(departments, eq(departments.id, topDepartment.departmentId))
      .orderBy(desc(topDepartment.n), asc(topDepartment.departmentId));
    return { perDay, perUseType, topDevices, topDepartments };
  },
  async layout(db: Db, companyId: number, userId: number) {
    const [row] = await db
      .select()
      .from(dashboardLayouts)
      .where(and(eq(dashboardLayouts.companyId, companyId), eq(dashboardLayouts.userId, userId)));
    return row;
  },
  async saveLayout(db: Db, companyId: number, userId: number, layouts: unknown, at: Date) {
    await db
      .insert(dashboardLayouts)
      .values({ companyId, userId, layouts, updatedAt: at })
      .onConflictDoUpdate({
        target: [dashboardLayouts.companyId, dashboardLayouts.userId],
        set: { layouts, updatedAt: at },
      });
  },
  async deleteLayout(db: Db, companyId: number, userId: number) {
    await db
      .delete(dashboardLayouts)
      .where(and(eq(dashboardLayouts.companyId, companyId), eq(dashboardLayouts.userId, userId)));
  },
};
