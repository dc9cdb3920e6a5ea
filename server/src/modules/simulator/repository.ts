import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockingTypesSql } from '../../db/device-lock';
import { authorizations, companies, deviceCommands, devices, memberships, users } from '../../db/schema';

/*
 * What the device simulator reads to choose its next move. It only reads: every change it makes goes through the
 * services of the device gateway and of authorisations.
 */

const OPEN_STATES = [0, 3, 4, 5];

/** The detail the simulator's lost reports carry, so it unlocks only devices it locked itself. */
export const SIMULATED_LOSS = '模拟：设备挂失并锁定';

const deviceFields = {
  deviceId: devices.deviceId,
  online: devices.online,
  battery: devices.battery,
  latitude: devices.latitude,
  longitude: devices.longitude,
  abilityPermsList: devices.abilityPermsList,
};

export const simulatorRepo = {
  async unitId(db: Db, name: string): Promise<number | undefined> {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)).limit(1);
    return row?.id;
  },
  /** The devices that stamp: the unit's first `size` devices by id, after skipping `skip` of them. */
  async pool(db: Db, companyId: number, skip: number, size: number) {
    return db
      .select(deviceFields)
      .from(devices)
      .where(eq(devices.companyId, companyId))
      .orderBy(asc(devices.deviceId))
      .offset(skip)
      .limit(size);
  },
  /** Any device of the unit (for status changes), drawn at random. */
  async anyDevice(db: Db, companyId: number) {
    const [row] = await db
      .select(deviceFields)
      .from(devices)
      .where(eq(devices.companyId, companyId))
      .orderBy(sql`random()`)
      .limit(1);
    return row;
  },
  /** Open authorisations on these devices within their period, with their state and uses. */
  async openAuthorizations(db: Db, companyId: number, deviceIds: readonly string[], now: Date) {
    if (deviceIds.length === 0) return [];
    return db
      .select({
        id: authorizations.id,
        deviceId: authorizations.deviceId,
        userId: authorizations.userId,
        state: authorizations.state,
        validFrom: authorizations.validFrom,
        fenceLocked: authorizations.fenceLocked,
      })
      .from(authorizations)
      .where(
        and(
          eq(authorizations.companyId, companyId),
          inArray(authorizations.deviceId, [...deviceIds]),
          inArray(authorizations.state, OPEN_STATES),
          gt(authorizations.validTo, now),
        ),
      );
  },
  /** Active members who may be authorised and activate (with their fingerprint, if enrolled). */
  async members(db: Db, companyId: number) {
    return db
      .select({
        userId: memberships.userId,
        role: memberships.role,
        fingerprint: sql<boolean>`${users.fingerprintEnrolledAt} is not null`,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), eq(memberships.disabled, false)))
      .orderBy(asc(memberships.userId));
  },
  /** Devices still locked by the simulator's own lost report, made before `before`. */
  async lockedBySimulator(db: Db, companyId: number, before: Date): Promise<string[]> {
    const result = await db.execute(sql`
      select o.device_id from device_operations o
      where o.company_id = ${companyId} and o.operation_type = 4 and o.detail = ${SIMULATED_LOSS}
        and o.created_at < ${before.toISOString()}
        and not exists (
          select 1 from device_operations l
          where l.company_id = o.company_id and l.device_id = o.device_id and l.operation_type in ${lockingTypesSql}
            and (l.created_at, l.id) > (o.created_at, o.id))
      order by o.created_at desc limit 5`);
    return (result as unknown as { rows: Array<{ device_id: string }> }).rows.map((r) => r.device_id);
  },
  /** Online devices of the unit with an open command (they fetch it on their next gateway call), at most 10. */
  async withOpenCommands(db: Db, companyId: number, now: Date): Promise<string[]> {
    const rows = await db
      .selectDistinct({ deviceId: deviceCommands.deviceId })
      .from(deviceCommands)
      .innerJoin(devices, and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceCommands.deviceId)))
      .where(
        and(
          eq(deviceCommands.companyId, companyId),
          inArray(deviceCommands.state, ['pending', 'delivered']),
          gt(deviceCommands.expiresAt, now),
          eq(devices.online, true),
        ),
      )
      .limit(10);
    return rows.map((r) => r.deviceId);
  },
};
