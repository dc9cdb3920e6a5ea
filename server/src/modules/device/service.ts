import { device, useRecord, type ParsedRequestOf } from '../../../../contract';
import { isUniqueViolation } from '../../db/errors';
import { fitsInt4 } from '../../db/ids';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { DeviceContext } from '../../caller/device';
import type { SessionContext } from '../../caller/sessions';
import { addEvent, eventTransaction } from '../realtime';
import { assertRoomFor, lockQuota } from '../quota';
import { deviceEvents, liveDeviceOf } from './live';
import { deviceRecordRepo, deviceRepo, type DeviceRow, type DeviceWithSimRow } from './repository';

/*
 * Device rules:
 * - a device (hardware id) is bound to one unit at a time; binding counts against the unit's bindableSeals quota
 *   (checked under the quota's lock, so two binds cannot both take the last place);
 * - connections and abilities of a newly bound device follow its model (contract `modelProfile`); smart seals (types
 *   1, 2) start with one year of service, ordinary seals (3, 4) have no service period;
 * - a keeper is an active member of the unit, or nobody;
 * - the connect mode switches only to a connection the hardware has;
 * - every lookup is scoped by the session's unit: another unit's device answers not found.
 */

const SERVICE_YEAR_MS = 365 * 86_400_000;

/** The device's SIM card of its joined columns (null: none in it). */
function simOf(row: DeviceWithSimRow): device.Device['sim'] {
  if (row.simIccid === null || row.simState === null) return null;
  return {
    iccid: row.simIccid,
    cardState: row.simState,
    flowUsedKb: row.simFlowUsedKb ?? 0,
    flowLimitKb: row.simFlowLimitKb ?? 0,
    paidUntil: row.simPaidUntil ? row.simPaidUntil.toISOString() : null,
  };
}

function toDevice(row: DeviceWithSimRow, now: Date): device.Device {
  const serviceEndTime = row.serviceEndTime ? row.serviceEndTime.toISOString() : null;
  return {
    deviceId: row.deviceId,
    name: row.name,
    model: row.model,
    deviceType: row.deviceType as device.DeviceType,
    isBluetooth: row.isBluetooth,
    isGprs: row.isGprs,
    gprsProtocol: row.gprsProtocol,
    connectMode: row.connectMode,
    serviceEndTime,
    longValid: device.isLongValid({ deviceType: row.deviceType, serviceEndTime }, now),
    abilityPermsList: row.abilityPermsList,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    online: row.online,
    battery: row.battery,
    firmware: row.firmware,
    keeperId: row.keeperId,
    keeperName: row.keeperId === null ? null : row.keeperName,
    boundAt: row.boundAt.toISOString(),
    sim: simOf(row),
  };
}

async function found(deps: Deps, companyId: number, deviceId: string): Promise<DeviceRow> {
  const row = await deviceRepo.byDeviceId(deps.db, companyId, deviceId);
  if (!row) throw refuse.notFound();
  return row;
}

export async function list(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof device.deviceList>) {
  const now = deps.now();
  const { rows, total } = await deviceRepo.page(
    deps.db,
    session.companyId!,
    {
      deviceType: input.deviceType,
      model: input.model?.trim() || undefined,
      online: input.state === undefined ? undefined : input.state === 'online',
      keyword: input.keyword?.trim() || undefined,
      service: input.service === undefined ? undefined : { state: input.service, now },
      sim: input.sim === undefined ? undefined : { state: input.sim, now },
    },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((r) => toDevice(r, now)), total };
}

export async function detail(deps: Deps, session: SessionContext, deviceId: string) {
  const row = await deviceRepo.withSim(deps.db, session.companyId!, deviceId);
  if (!row) throw refuse.notFound();
  return toDevice(row, deps.now());
}

export async function bind(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof device.deviceBind>) {
  const companyId = session.companyId!;
  const profile = device.modelProfile(input.model);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      await lockQuota(tx, companyId, 'bindableSeals');
      if (await deviceRepo.isBoundAnywhere(tx, input.deviceId)) throw refuse.conflict('e.deviceBound');
      await assertRoomFor(tx, companyId, 'bindableSeals', 1);
      await deviceRepo.insert(tx, {
        companyId,
        deviceId: input.deviceId,
        name: input.name,
        model: input.model,
        deviceType: input.deviceType,
        isBluetooth: profile.isBluetooth,
        isGprs: profile.isGprs,
        gprsProtocol: profile.gprsProtocol,
        connectMode: profile.isBluetooth ? 'bluetooth' : 'gprs',
        serviceEndTime: device.hasServicePeriod(input.deviceType) ? new Date(now.getTime() + SERVICE_YEAR_MS) : null,
        abilityPermsList: profile.abilities,
        address: input.address ?? null,
        boundAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse.conflict('e.deviceBound');
    throw error;
  }
  return { deviceId: input.deviceId };
}

/**
 * Unbinds the device and removes its approval templates; its operation and replacement records stay. Refused while
 * an application on it waits for or is under approval, or an authorisation of it is open: those would be left
 * pointing at a device the unit no longer has (and another unit could bind it meanwhile).
 */
export async function unbind(deps: Deps, session: SessionContext, deviceId: string) {
  const companyId = session.companyId!;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await deviceRepo.lock(tx, companyId, deviceId))) throw refuse.notFound();
    // Open applications and authorisations refuse; the templates go (the listeners app.ts subscribes).
    await deps.events.emit('deviceUnbinding', { tx, companyId, deviceId, now });
    if (!(await deviceRepo.remove(tx, companyId, deviceId))) throw refuse.notFound();
  });
  return null;
}

export async function update(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof device.deviceUpdate>) {
  const companyId = session.companyId!;
  await deps.db.transaction(async (tx) => {
    if (!(await deviceRepo.byDeviceId(tx, companyId, input.deviceId))) throw refuse.notFound();
    if (input.keeperId !== null) {
      // Another unit's member, or nobody at all, is not found; a disabled member of the unit cannot keep a seal.
      if (!fitsInt4(input.keeperId) || !(await deviceRepo.isMember(tx, companyId, input.keeperId))) {
        throw refuse.notFound();
      }
      if (!(await deviceRepo.activeMember(tx, companyId, input.keeperId))) throw refuse.badRequest('e.keeperInvalid');
    }
    await deviceRepo.update(tx, companyId, input.deviceId, {
      name: input.name,
      keeperId: input.keeperId,
      address: input.address ?? null,
    });
  });
  return null;
}

export async function setConnectMode(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof device.connectMode>,
) {
  const companyId = session.companyId!;
  const row = await found(deps, companyId, input.deviceId);
  const supported = input.mode === 'gprs' ? row.isGprs : row.isBluetooth;
  if (!supported) throw refuse.badRequest('e.connectUnsupported');
  await deviceRepo.update(deps.db, companyId, input.deviceId, { connectMode: input.mode });
  return null;
}

export async function operations(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof device.deviceSearchList>,
) {
  const companyId = session.companyId!;
  await found(deps, companyId, input.deviceId);
  const { rows, total } = await deviceRecordRepo.operations(
    deps.db,
    companyId,
    input.deviceId,
    input.operationType,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      deviceId: r.deviceId,
      operationType: r.operationType as device.OperationType,
      operatorName: r.operatorName,
      detail: r.detail,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}

export async function replacements(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof device.replaceRecordList>,
) {
  const companyId = session.companyId!;
  // Filtering by a device is asking about it: another unit's device is not found.
  if (input.deviceId !== undefined) await found(deps, companyId, input.deviceId);
  const { rows, total } = await deviceRecordRepo.replacements(
    deps.db,
    companyId,
    input.deviceId,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      oldDeviceId: r.oldDeviceId,
      newDeviceId: r.newDeviceId,
      deviceName: r.deviceName,
      reason: r.reason,
      operatorName: r.operatorName,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}

/** Who the records of the device gateway name as operator. */
const DEVICE_REPORT_OPERATOR = '设备上报';
/** The reason of a replacement the device reported without a detail. */
const SEAL_REPLACED_REASON = '更换印章印面';

/**
 * Runs a gateway report's change in an event transaction and announces what it did to the device's live state: its
 * new state for the unit, alerts for the staff. `change` gets the state before (none: the device is not the unit's).
 */
export async function withLiveEvents<T>(
  deps: Deps,
  dev: { companyId: number; deviceId: string },
  change: (tx: Db, before: Awaited<ReturnType<typeof liveDeviceOf>>) => Promise<T>,
): Promise<T> {
  return eventTransaction(deps, async (tx) => {
    const before = await liveDeviceOf(tx, dev.companyId, dev.deviceId);
    const result = await change(tx, before);
    const after = await liveDeviceOf(tx, dev.companyId, dev.deviceId);
    if (before && after) {
      for (const draft of deviceEvents(before.name, before.live, after.live)) addEvent(tx, dev.companyId, draft);
    }
    return result;
  });
}

/**
 * The device gateway: an operation done on the device joins its records; its live state and alerts follow. A
 * replaced seal (type 1) also joins the replacement records (/server/changerecord): the hardware id stays, so the
 * record names the device as both the old and the new one.
 */
export async function reportOperation(
  deps: Deps,
  dev: DeviceContext,
  input: ParsedRequestOf<typeof device.deviceReportOperation>,
) {
  await withLiveEvents(deps, dev, async (tx, before) => {
    if (!before) throw refuse.notFound();
    const at = deps.now();
    await deviceRecordRepo.addOperation(tx, {
      companyId: dev.companyId,
      deviceId: dev.deviceId,
      operationType: input.operationType,
      operatorName: DEVICE_REPORT_OPERATOR,
      detail: input.detail ?? null,
      createdAt: at,
    });
    if (input.operationType === device.operationTypes.replaceSeal) {
      await deviceRecordRepo.addReplacement(tx, {
        companyId: dev.companyId,
        oldDeviceId: dev.deviceId,
        newDeviceId: dev.deviceId,
        deviceName: before.name,
        reason: input.detail ?? SEAL_REPLACED_REASON,
        operatorName: DEVICE_REPORT_OPERATOR,
        createdAt: at,
      });
    }
  });
  return null;
}

/** The gateway's status report: online, battery, position. */
export async function deviceStatus(
  deps: Deps,
  dev: DeviceContext,
  input: ParsedRequestOf<typeof useRecord.deviceStatus>,
) {
  await withLiveEvents(deps, dev, async (tx) => {
    await deviceRepo.setStatus(tx, dev.companyId, dev.deviceId, {
      online: input.online,
      ...(input.battery !== undefined ? { battery: input.battery } : {}),
      ...(input.latitude !== undefined ? { latitude: input.latitude } : {}),
      ...(input.longitude !== undefined ? { longitude: input.longitude } : {}),
    });
  });
  return null;
}
