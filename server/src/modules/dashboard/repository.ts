import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { realtime } from '../../../../contract';
import type { Db } from '../../db/client';
import { applications, authorizations, dashboardLayouts, departments, devices, useRecords } from '../../db/schema';
import { recordWhere, type UseFilter } from '../use-record/repository';

/**
 * Whether the device's latest operation record is 'reported lost and locked' (4): one index probe per device. Written
 * with qualified names: drizzle leaves columns unqualified in a select list, which the subquery would capture.
 */
const locked = sql<boolean>`coalesce((
  select o.operation_type = 4 from device_operations o
  where o.company_id = "devices"."company_id" and o.device_id = "devices"."device_id"
  order by o.created_at desc, o.id desc limit 1), false)`;

const OPEN_STATES = [0, 3, 4, 5];
const PENDING_STATES = ['WAITING', 'RUNNING'] as const;

/** A use's local (UTC+8) day or month, as the statistics of use-record/repository.ts count them. */
function localPeriod(unit: 'day' | 'month') {
  // Literal, not a parameter: GROUP BY must repeat the select's expression exactly.
  const format = sql.raw(unit === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
  return sql<string>`to_char(${useRecords.usedAt} at time zone 'UTC' + interval '8 hours', ${format})`;
}

export const dashboardRepo = {
  /** Every device of the unit with what the map shows, in device id order. */
  async devicePoints(db: Db, companyId: number) {
    return db
      .select({
        deviceId: devices.deviceId,
        name: devices.name,
        deviceType: devices.deviceType,
        latitude: devices.latitude,
        longitude: devices.longitude,
        address: devices.address,
        online: devices.online,
        battery: devices.battery,
        locked,
      })
      .from(devices)
      .where(eq(devices.companyId, companyId))
      .orderBy(asc(devices.deviceId));
  },
  async deviceCounts(db: Db, companyId: number) {
    const [row] = await db
      .select({
        total: count(),
        online: sql<number>`count(*) filter (where ${devices.online})`.mapWith(Number),
        lowBattery: sql<number>`count(*) filter (where ${devices.battery} <= ${realtime.LOW_BATTERY})`.mapWith(Number),
        locked: sql<number>`count(*) filter (where ${locked})`.mapWith(Number),
      })
      .from(devices)
      .where(eq(devices.companyId, companyId));
    return row!;
  },
  /** Uses since `from` per device (the province map's today). */
  async usesPerDevice(db: Db, companyId: number, filter: UseFilter) {
    return db
      .select({ deviceId: useRecords.deviceId, n: count() })
      .from(useRecords)
      .where(recordWhere(companyId, filter))
      .groupBy(useRecords.deviceId);
  },
  /** Uses since `filter.from`, those since `todayFrom`, and the exceptions among the latter. */
  async useCounts(db: Db, companyId: number, filter: UseFilter, todayFrom: Date) {
    const [row] = await db
      .select({
        total: count(),
        today: sql<number>`count(*) filter (where ${useRecords.usedAt} >= ${todayFrom})`.mapWith(Number),
        todayExceptions:
          sql<number>`count(*) filter (where ${useRecords.usedAt} >= ${todayFrom} and ${useRecords.exception})`.mapWith(
            Number,
          ),
      })
      .from(useRecords)
      .where(recordWhere(companyId, filter));
    return row!;
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
  /** Use times of the filter per local day or month, per use type, and the most used devices and departments. */
  async useTimes(db: Db, companyId: number, filter: UseFilter, unit: 'day' | 'month', top: number) {
    const where = recordWhere(companyId, filter);
    const period = localPeriod(unit);
    const n = count();
    const series = await db
      .select({
        key: period,
        n,
        exceptions: sql<number>`count(*) filter (where ${useRecords.exception})`.mapWith(Number),
      })
      .from(useRecords)
      .where(where)
      .groupBy(period);
    const perUseType = await db
      .select({ useType: useRecords.useType, n })
      .from(useRecords)
      .where(where)
      .groupBy(useRecords.useType)
      .orderBy(asc(useRecords.useType));
    const topDevices = await db
      .select({
        deviceId: useRecords.deviceId,
        deviceName: sql<string>`coalesce(max(${devices.name}), ${useRecords.deviceId})`,
        n,
      })
      .from(useRecords)
      .leftJoin(devices, and(eq(devices.companyId, useRecords.companyId), eq(devices.deviceId, useRecords.deviceId)))
      .where(where)
      .groupBy(useRecords.deviceId)
      .orderBy(desc(n), asc(useRecords.deviceId))
      .limit(top);
    const topDepartments = await db
      .select({
        departmentId: useRecords.departmentId,
        departmentName: sql<string | null>`max(${departments.name})`,
        n,
      })
      .from(useRecords)
      .leftJoin(departments, eq(departments.id, useRecords.departmentId))
      .where(where)
      .groupBy(useRecords.departmentId)
      .orderBy(desc(n), asc(useRecords.departmentId))
      .limit(top);
    return { series, perUseType, topDevices, topDepartments };
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
