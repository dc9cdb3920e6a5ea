import { z } from 'zod/mini';
import { deviceSimSchema, simFilters } from './cost-sim';
import { endpoint } from './endpoint';
import { page } from './paging';
import { ref } from './error-texts';
import { optionalText, requiredText } from './validation';

/**
 * Seal devices (spec section 3 "Seal device"): the device model, its model predicates and the long-valid
 * service rule as pure functions both sides use, and the device calls (list, detail, bind, unbind, update, connect
 * mode, operation records, replacement records).
 */

/** Device type 1-4, the seal kinds of the service sub types (spec section 3). */
export const deviceTypes = {
  smartSeal: 1,
  smartElectronicSeal: 2,
  ordinarySeal: 3,
  ordinaryElectronicSeal: 4,
} as const;
export type DeviceType = 1 | 2 | 3 | 4;
const deviceType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** The models the product knows, with what their hardware can do. */
export const deviceModels = [
  'V5',
  'V5Pro',
  'V5S',
  'V4',
  'S30',
  'S20',
  'S20(DJ)',
  'S20G',
  'S20GS',
  'S20GT',
  'E1',
  'P1',
] as const;
export type DeviceModel = (typeof deviceModels)[number];

/** Abilities a device may be limited to; a device with no list may do everything (see `hasAbility`). */
export const deviceAbilities = ['fingerprint', 'photo', 'offline', 'remoteLock', 'location', 'video'] as const;
export type DeviceAbility = (typeof deviceAbilities)[number];

/** Operation types of the operation records (spec section 3). */
export const operationTypes = {
  installSeal: 0,
  replaceSeal: 1,
  cancelSeal: 2,
  replaceBattery: 3,
  reportLostAndLock: 4,
  privilegePassword: 5,
  firmwareUpgrade: 6,
  addInk: 7,
} as const;
export type OperationType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
/**
 * The records that lock and unlock a device: it is lost and locked while the newest of them is the report of loss;
 * other operations (a firmware check, new ink) leave it as it is.
 */
export const lockingOperationTypes = [operationTypes.reportLostAndLock, operationTypes.privilegePassword];
const operationType = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);

export const connectModes = ['bluetooth', 'gprs'] as const;
export type ConnectMode = (typeof connectModes)[number];

// Model predicates (spec section 3). Model names are compared without case and surrounding space.

function norm(model: string | null | undefined): string {
  return (model ?? '').trim().toUpperCase();
}

/** V5 models: V5 and its variants (V5Pro, V5S ...). */
export function isV5Model(model: string | null | undefined): boolean {
  return norm(model).startsWith('V5');
}

/** V4 or S30 models (and their variants). */
export function isV4OrS30Model(model: string | null | undefined): boolean {
  const m = norm(model);
  return m.startsWith('V4') || m.startsWith('S30');
}

const S20_FAMILY = ['S20', 'S20(DJ)', 'S20G', 'S20GS', 'S20GT'];

/** S20, S20(DJ), S20G, S20GS, S20GT - exactly these. */
export function isS20Model(model: string | null | undefined): boolean {
  return S20_FAMILY.includes(norm(model));
}

/** Device types without a networked service subscription: ordinary seals and ordinary electronic seals. */
export function hasServicePeriod(type: number): boolean {
  return type === deviceTypes.smartSeal || type === deviceTypes.smartElectronicSeal;
}

export const LONG_VALID_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Whether a device's service counts as long-valid (spec section 9): its service ends more than 30 days after `now`.
 * Exceptions: the ordinary seal types (3, 4) have no service period, so they never expire and are always long-valid;
 * a smart device without an end time has no service and is not. The boundary (exactly 30 days) is not long-valid.
 */
export function isLongValid(
  device: { deviceType: number; serviceEndTime: string | Date | null },
  now: Date = new Date(),
): boolean {
  if (!hasServicePeriod(device.deviceType)) return true;
  if (device.serviceEndTime === null) return false;
  const end = new Date(device.serviceEndTime).getTime();
  if (Number.isNaN(end)) return false;
  return end - now.getTime() > LONG_VALID_DAYS * DAY_MS;
}

/** The service states the device list shows and filters by: 长期有效, 即将到期, 已过期. */
export const serviceStates = ['longValid', 'expiring', 'expired'] as const;
export type ServiceState = (typeof serviceStates)[number];

/**
 * A device's service state: long-valid by `isLongValid`; otherwise expired once its service has ended (or a smart
 * device has none: it cannot be applied for), else expiring. The device list's filter (server) reads the same rule.
 */
export function serviceStateOf(
  device: { deviceType: number; serviceEndTime: string | Date | null },
  now: Date = new Date(),
): ServiceState {
  if (isLongValid(device, now)) return 'longValid';
  const end = device.serviceEndTime === null ? Number.NaN : new Date(device.serviceEndTime).getTime();
  return Number.isNaN(end) || end <= now.getTime() ? 'expired' : 'expiring';
}

/** Ability filtering: a device with no ability list (null or empty) allows every ability. */
export function hasAbility(device: { abilityPermsList: readonly string[] | null }, ability: string): boolean {
  const list = device.abilityPermsList;
  return !list || list.length === 0 || list.includes(ability);
}

/** What a model's hardware offers: the connections and the abilities a newly bound device gets. */
export function modelProfile(model: DeviceModel): {
  isBluetooth: boolean;
  isGprs: boolean;
  gprsProtocol: string | null;
  abilities: DeviceAbility[];
} {
  if (isV5Model(model))
    return { isBluetooth: true, isGprs: true, gprsProtocol: 'MQTT', abilities: [] /* everything */ };
  if (isV4OrS30Model(model))
    return { isBluetooth: true, isGprs: true, gprsProtocol: 'TCP', abilities: ['photo', 'offline', 'remoteLock'] };
  if (isS20Model(model)) {
    const gprs = model !== 'S20' && model !== 'S20(DJ)';
    return {
      isBluetooth: true,
      isGprs: gprs,
      gprsProtocol: gprs ? 'TCP' : null,
      abilities: gprs ? ['photo', 'location', 'remoteLock'] : ['photo', 'offline'],
    };
  }
  return { isBluetooth: true, isGprs: false, gprsProtocol: null, abilities: ['offline'] };
}

// Schemas

export const DEVICE_ID_PATTERN = /^[0-9A-Za-z-]{4,32}$/;
const deviceId = z.string().check(z.trim(), z.regex(DEVICE_ID_PATTERN, ref('v.deviceId')));

export const deviceSchema = z.object({
  deviceId: z.string(),
  name: z.string(),
  model: z.string(),
  deviceType,
  isBluetooth: z.boolean(),
  isGprs: z.boolean(),
  gprsProtocol: z.nullable(z.string()),
  connectMode: z.enum(connectModes),
  serviceEndTime: z.nullable(z.string()),
  /** Computed by `isLongValid` at the server's time. */
  longValid: z.boolean(),
  abilityPermsList: z.array(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  address: z.nullable(z.string()),
  online: z.boolean(),
  battery: z.nullable(z.int()),
  firmware: z.nullable(z.string()),
  keeperId: z.nullable(z.int()),
  keeperName: z.nullable(z.string()),
  boundAt: z.string(),
  /** The SIM card in the device (cost centre), or null. */
  sim: z.nullable(deviceSimSchema),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'device/v1/list',
  access: 'unit',
  summary:
    "The chosen unit's devices with their SIM cards, filtered by type, model, online state, service state (`serviceStateOf` at the server's time), SIM state (a card state, or `expiring` by `simAlertOf`) and a keyword (id, name, address)",
  request: z.object({
    ...page,
    deviceType: z.optional(z.pipe(z.coerce.number(), deviceType)),
    model: z.optional(z.string().check(z.maxLength(32))),
    state: z.optional(z.enum(['online', 'offline'])),
    service: z.optional(z.enum(serviceStates)),
    sim: z.optional(z.enum(simFilters)),
    keyword: z.optional(z.string().check(z.maxLength(56))),
  }),
  response: z.object({ list: z.array(deviceSchema), total: z.int() }),
});

export const deviceDetail = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'device/v1/:deviceId/detail',
  access: 'unit',
  summary: 'One device of the chosen unit, with its SIM card',
  request: z.object({ deviceId }),
  response: deviceSchema,
});

export const deviceBind = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device/v1/bind',
  access: 'unit',
  permission: 'device:bind',
  summary:
    'Bind a device to the chosen unit within its bindable-seals quota; connections and abilities follow the model',
  request: z.object({
    deviceId,
    name: requiredText(1, 32),
    model: z.enum(deviceModels),
    deviceType,
    address: optionalText(120),
  }),
  response: z.object({ deviceId: z.string() }),
});

export const deviceUnbind = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device/v1/unbind',
  access: 'unit',
  permission: 'device:bind',
  summary:
    'Unbind a device from the chosen unit, refused while an application on it waits for or is under approval or an authorisation of it is open (its operation and replacement records stay)',
  request: z.object({ deviceId }),
  response: z.null(),
});

export const deviceUpdate = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device/v1/update',
  access: 'unit',
  permission: 'device:edit',
  summary: "Change a device's name, keeper (an active member of the unit, or none) and address",
  request: z.object({
    deviceId,
    name: requiredText(1, 32),
    keeperId: z.nullable(z.int()),
    address: optionalText(120),
  }),
  response: z.null(),
});

export const connectMode = endpoint({
  method: 'POST',
  service: 'om',
  path: 'om-device/connect-mode',
  access: 'unit',
  permission: 'device:edit',
  summary: 'Switch a device between Bluetooth and GPRS connection (only to a connection its hardware has)',
  request: z.object({ deviceId, mode: z.enum(connectModes) }),
  response: z.null(),
});

export const operationRecordSchema = z.object({
  id: z.int(),
  deviceId: z.string(),
  operationType,
  operatorName: z.nullable(z.string()),
  detail: z.nullable(z.string()),
  createdAt: z.string(),
});
export type OperationRecord = z.infer<typeof operationRecordSchema>;

export const deviceSearchList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'device/v1/:deviceId/search-list',
  access: 'unit',
  summary: "A device's operation records, newest first, optionally of one operation type",
  request: z.object({
    ...page,
    deviceId,
    operationType: z.optional(z.pipe(z.coerce.number(), operationType)),
  }),
  response: z.object({ list: z.array(operationRecordSchema), total: z.int() }),
});

export const replaceRecordSchema = z.object({
  id: z.int(),
  oldDeviceId: z.string(),
  newDeviceId: z.string(),
  deviceName: z.string(),
  reason: z.nullable(z.string()),
  operatorName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ReplaceRecord = z.infer<typeof replaceRecordSchema>;

export const replaceRecordList = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'replace-device-record/v1/list',
  access: 'unit',
  summary: "The chosen unit's device replacement records, newest first; `deviceId` keeps those of one bound device",
  request: z.object({ ...page, deviceId: z.optional(deviceId) }),
  response: z.object({ list: z.array(replaceRecordSchema), total: z.int() }),
});

/**
 * The device reports an operation done on it (the simulator's abnormal events come through here too): it
 * joins the device's operation records. 4 (reported lost and locked) makes its later uses 'lostLocked' exceptions
 * until a later operation, e.g. 5 (unlocked with the privilege password).
 */
export const deviceReportOperation = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device-gateway/v1/operation',
  access: 'device',
  summary:
    'The device reports an operation done on it (lost and locked, unlocked with the privilege password, battery replaced, ink added ...); it joins its operation records, a replaced seal (1) also the replacement records',
  request: z.object({ operationType, detail: optionalText(60) }),
  response: z.null(),
});
