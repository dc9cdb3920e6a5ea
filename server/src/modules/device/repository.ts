import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { SIM_EXPIRING_DAYS, type SimFilter } from '../../../../contract/cost-sim';
import { deviceTypes, lockingOperationTypes, LONG_VALID_DAYS, type ServiceState } from '../../../../contract/device';
import { deviceColumns } from '../../caller/repository';
import type { Db } from '../../db/client';
import { deviceOperations, deviceReplacements, deviceSims, devices, memberships, users } from '../../db/schema';
import { containing } from '../../db/like';

export interface DeviceFilter {
  deviceType?: number | undefined;
  model?: string | undefined;
  online?: boolean | undefined;
  keyword?: string | undefined;
  /** The service state at `now` (contract `serviceStateOf`). */
  service?: { state: ServiceState; now: Date } | undefined;
  /** The SIM card's state, or an expiring card at `now` (contract `simAlertOf`). */
  sim?: { state: SimFilter; now: Date } | undefined;
}

/** Types with a service period (contract `hasServicePeriod`): the others are always long-valid. */
const SERVICE_TYPES = [deviceTypes.smartSeal, deviceTypes.smartElectronicSeal];

/** contract `serviceStateOf` as a condition: long-valid beyond LONG_VALID_DAYS, expired at or before now. */
function serviceCondition(state: ServiceState, now: Date): SQL {
  const longAfter = new Date(now.getTime() + LONG_VALID_DAYS * 86_400_000);
  const withService = inArray(devices.deviceType, SERVICE_TYPES);
  switch (state) {
    case 'longValid':
      return or(not(withService), gt(devices.serviceEndTime, longAfter))!;
    case 'expiring':
      return and(withService, gt(devices.serviceEndTime, now), lte(devices.serviceEndTime, longAfter))!;
    case 'expired':
      return and(withService, or(isNull(devices.serviceEndTime), lte(devices.serviceEndTime, now)))!;
  }
}

/** contract `simAlertOf` as a condition for `expiring`; a card state as it is. */
function simCondition(state: SimFilter, now: Date): SQL {
  if (state !== 'expiring') return eq(deviceSims.cardState, state);
  const soon = new Date(now.getTime() + SIM_EXPIRING_DAYS * 86_400_000);
  return and(notInArray(deviceSims.cardState, ['stop', 'cancel']), lte(deviceSims.paidUntil, soon))!;
}

/**
 * A device with its SIM card (schema/cost-sims.ts, by hardware id; the sim columns are null when it has none), in one
 * join: the list and the detail show the card, and the unit condition on the device keeps another unit's cards out.
 */
function selectWithSim(db: Db) {
  return db
    .select({
      ...deviceColumns,
      simIccid: deviceSims.iccid,
      simState: deviceSims.cardState,
      simFlowUsedKb: deviceSims.flowUsedKb,
      simFlowLimitKb: deviceSims.flowLimitKb,
      simPaidUntil: deviceSims.paidUntil,
    })
    .from(devices)
    .leftJoin(users, eq(users.id, devices.keeperId))
    .leftJoin(memberships, and(eq(memberships.userId, devices.keeperId), eq(memberships.companyId, devices.companyId)))
    .leftJoin(deviceSims, eq(deviceSims.deviceId, devices.deviceId));
}

export type DeviceWithSimRow = Awaited<ReturnType<typeof deviceRepo.withSim>> & object;

export type DeviceRow = Awaited<ReturnType<typeof deviceRepo.byDeviceId>> & object;

/** Every query is bound to the session's unit: a device of another unit is not found. */
export const deviceRepo = {
  async page(db: Db, companyId: number, filter: DeviceFilter, offset: number, limit: number) {
    const conditions: SQL[] = [eq(devices.companyId, companyId)];
    if (filter.deviceType !== undefined) conditions.push(eq(devices.deviceType, filter.deviceType));
    if (filter.model) conditions.push(eq(devices.model, filter.model));
    if (filter.online !== undefined) conditions.push(eq(devices.online, filter.online));
    if (filter.service) conditions.push(serviceCondition(filter.service.state, filter.service.now));
    if (filter.sim) conditions.push(simCondition(filter.sim.state, filter.sim.now));
    if (filter.keyword) {
      const pattern = containing(filter.keyword);
      conditions.push(
        or(ilike(devices.deviceId, pattern), ilike(devices.name, pattern), ilike(devices.address, pattern))!,
      );
    }
    const where = and(...conditions);
    const rows = await selectWithSim(db)
      .where(where)
      .orderBy(desc(devices.boundAt), asc(devices.id))
      .limit(limit)
      .offset(offset);
    const counted = db.select({ n: count() }).from(devices);
    const [total] = await (filter.sim
      ? counted.leftJoin(deviceSims, eq(deviceSims.deviceId, devices.deviceId)).where(where)
      : counted.where(where));
    return { rows, total: total?.n ?? 0 };
  },
  /** One device of the unit with its SIM card, for its detail. */
  async withSim(db: Db, companyId: number, deviceId: string) {
    const rows = await selectWithSim(db)
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)))
      .limit(1);
    return rows[0];
  },
  async byDeviceId(db: Db, companyId: number, deviceId: string) {
    const rows = await db
      .select(deviceColumns)
      .from(devices)
      .leftJoin(users, eq(users.id, devices.keeperId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, devices.keeperId), eq(memberships.companyId, devices.companyId)),
      )
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)))
      .limit(1);
    return rows[0];
  },
  /**
   * Locks the unit's device row for the rest of the transaction; false when the unit has no such device. An unbind
   * takes it for update, a grant or a submission for share: whichever comes second waits, then sees the other's
   * outcome (the open authorisation or application, or the device gone).
   */
  async lock(db: Db, companyId: number, deviceId: string, strength: 'update' | 'share' = 'update'): Promise<boolean> {
    const rows = await db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)))
      .for(strength);
    return rows.length === 1;
  },
  /**
   * Moves the device's service end `months` forward from the later of its end and `now` (an expired service restarts
   * today; time still left is kept). The new end, or undefined when the unit has no such device.
   */
  async extendService(db: Db, companyId: number, deviceId: string, months: number, now: Date) {
    const rows = await db
      .update(devices)
      .set({
        serviceEndTime: sql`greatest(coalesce(${devices.serviceEndTime}, ${now}), ${now}) + make_interval(months => ${months}::int)`,
      })
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)))
      .returning({ serviceEndTime: devices.serviceEndTime });
    return rows[0]?.serviceEndTime ?? undefined;
  },
  /**
   * Takes `share` (0-1] of a `months` renewal back from the device's service end (a refund of that share of the
   * order). The new end, or undefined when the unit has no such device or it has no end.
   */
  async shortenService(db: Db, companyId: number, deviceId: string, months: number, share: number) {
    const rows = await db
      .update(devices)
      .set({
        serviceEndTime: sql`${devices.serviceEndTime} - make_interval(months => ${months}::int) * ${share}::float8`,
      })
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)))
      .returning({ serviceEndTime: devices.serviceEndTime });
    return rows[0]?.serviceEndTime ?? undefined;
  },
  /** The gateway's status report: online, battery, position. */
  async setStatus(
    db: Db,
    companyId: number,
    deviceId: string,
    values: Partial<Pick<typeof devices.$inferInsert, 'online' | 'battery' | 'latitude' | 'longitude'>>,
  ): Promise<void> {
    await db
      .update(devices)
      .set(values)
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)));
  },
  /** Whether any unit has bound this hardware id. */
  async isBoundAnywhere(db: Db, deviceId: string): Promise<boolean> {
    const rows = await db.select({ id: devices.id }).from(devices).where(eq(devices.deviceId, deviceId)).limit(1);
    return rows.length > 0;
  },
  async insert(db: Db, values: typeof devices.$inferInsert): Promise<void> {
    await db.insert(devices).values(values);
  },
  /** Removes the unit's device; false when the unit has no such device. */
  async remove(db: Db, companyId: number, deviceId: string): Promise<boolean> {
    const rows = await db
      .delete(devices)
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)))
      .returning({ id: devices.id });
    return rows.length === 1;
  },
  async update(
    db: Db,
    companyId: number,
    deviceId: string,
    values: Partial<Pick<typeof devices.$inferInsert, 'name' | 'keeperId' | 'address' | 'connectMode'>>,
  ): Promise<boolean> {
    const rows = await db
      .update(devices)
      .set(values)
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)))
      .returning({ id: devices.id });
    return rows.length === 1;
  },
  /** Whether a user is a member (active or not) of the unit. */
  async isMember(db: Db, companyId: number, userId: number): Promise<boolean> {
    const rows = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
      .limit(1);
    return rows.length > 0;
  },
  /** An active member of the unit, for a keeper. */
  async activeMember(db: Db, companyId: number, userId: number): Promise<boolean> {
    const rows = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), eq(memberships.disabled, false)))
      .limit(1);
    return rows.length > 0;
  },
};

export const deviceRecordRepo = {
  async addOperation(db: Db, values: typeof deviceOperations.$inferInsert): Promise<void> {
    await db.insert(deviceOperations).values(values);
  },
  async addReplacement(db: Db, values: typeof deviceReplacements.$inferInsert): Promise<void> {
    await db.insert(deviceReplacements).values(values);
  },
  async operations(
    db: Db,
    companyId: number,
    deviceId: string,
    operationType: number | undefined,
    offset: number,
    limit: number,
  ) {
    const conditions: SQL[] = [eq(deviceOperations.companyId, companyId), eq(deviceOperations.deviceId, deviceId)];
    if (operationType !== undefined) conditions.push(eq(deviceOperations.operationType, operationType));
    const where = and(...conditions);
    const rows = await db
      .select()
      .from(deviceOperations)
      .where(where)
      .orderBy(desc(deviceOperations.createdAt), desc(deviceOperations.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(deviceOperations).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async replacements(db: Db, companyId: number, deviceId: string | undefined, offset: number, limit: number) {
    const conditions: SQL[] = [eq(deviceReplacements.companyId, companyId)];
    if (deviceId !== undefined) {
      conditions.push(or(eq(deviceReplacements.oldDeviceId, deviceId), eq(deviceReplacements.newDeviceId, deviceId))!);
    }
    const where = and(...conditions);
    const rows = await db
      .select()
      .from(deviceReplacements)
      .where(where)
      .orderBy(desc(deviceReplacements.createdAt), desc(deviceReplacements.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(deviceReplacements).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** Whether the device is lost and locked (contract `lockingOperationTypes`). */
  async reportedLost(db: Db, companyId: number, deviceId: string): Promise<boolean> {
    const [row] = await db
      .select({ t: deviceOperations.operationType })
      .from(deviceOperations)
      .where(
        and(
          eq(deviceOperations.companyId, companyId),
          eq(deviceOperations.deviceId, deviceId),
          inArray(deviceOperations.operationType, lockingOperationTypes),
        ),
      )
      .orderBy(desc(deviceOperations.createdAt), desc(deviceOperations.id))
      .limit(1);
    return row?.t === 4;
  },
};
