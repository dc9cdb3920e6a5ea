import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { ref } from './error-texts';
import { DEVICE_ID_PATTERN, isS20Model, isV4OrS30Model, isV5Model } from './device';
// Its schemas name these texts: they come with it.
import './device-command-error-texts';

/**
 * Commands the console sends a seal device through the gateway, and the device parameters they carry.
 *
 * A command waits in the device's queue (pending) until the device fetches it on its next gateway call (delivered),
 * then the device acknowledges it (done, or failed with the device's reason). A command nobody acknowledged by its
 * expiry counts as expired. One open (pending or delivered, not expired) command of a kind per device at a time.
 */

export const commandKinds = ['trialStamp', 'lock', 'unlock', 'applySettings', 'firmwareCheck'] as const;
export type CommandKind = (typeof commandKinds)[number];
/** The kinds ordered with the plain command call; settings go through their own call with their values. */
export const plainCommandKinds = ['trialStamp', 'lock', 'unlock', 'firmwareCheck'] as const;
export type PlainCommandKind = (typeof plainCommandKinds)[number];

export const commandStates = ['pending', 'delivered', 'done', 'failed', 'expired'] as const;
export type CommandState = (typeof commandStates)[number];

/** Whether a command still waits for the device (pending or delivered). */
export function isOpenCommand(state: CommandState): boolean {
  return state === 'pending' || state === 'delivered';
}

/** How long a command waits for its device: a day, so an offline device picks it up when it is back the same day. */
export const COMMAND_TTL_MS = 24 * 60 * 60_000;

// Device parameters (spec section 5): backlight 1-180 s, automatic shutdown at most 30 min, and the model's extras.

export const BACKLIGHT_MAX_SECONDS = 180;
export const SHUTDOWN_MAX_MINUTES = 30;
export const VOLUME_MAX = 10;
/** Spec section 5's numeric field: 9-32 digits, no decimal point. */
export const NUMERIC_PATTERN = /^\d{9,32}$/;

export const settingFields = ['backlightSeconds', 'shutdownMinutes', 'volume', 'alarmNumber'] as const;
export type SettingField = (typeof settingFields)[number];

/** The parameters a model's hardware lets the console set (none: the model has no settings). */
export function settingFieldsOf(model: string): SettingField[] {
  if (isV5Model(model)) return ['backlightSeconds', 'shutdownMinutes', 'volume', 'alarmNumber'];
  if (isV4OrS30Model(model)) return ['backlightSeconds', 'shutdownMinutes', 'volume'];
  if (isS20Model(model)) return ['backlightSeconds', 'shutdownMinutes'];
  return [];
}

/** What a device runs with until someone changes it. */
export const defaultSettings = { backlightSeconds: 30, shutdownMinutes: 10, volume: 5 } as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));

export const backlightSeconds = wholeNumber(1, BACKLIGHT_MAX_SECONDS, ref('v.backlight'));
export const shutdownMinutes = wholeNumber(1, SHUTDOWN_MAX_MINUTES, ref('v.shutdown'));
export const volume = wholeNumber(0, VOLUME_MAX, ref('v.volume', VOLUME_MAX));
/** Optional: empty means none; else 9-32 digits. */
export const alarmNumber = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || NUMERIC_PATTERN.test(v), ref('v.numeric')),
);

export const deviceSettingsSchema = z.object({
  backlightSeconds: z.optional(backlightSeconds),
  shutdownMinutes: z.optional(shutdownMinutes),
  volume: z.optional(volume),
  alarmNumber: z.optional(alarmNumber),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

const deviceId = z.string().check(z.trim(), z.regex(DEVICE_ID_PATTERN, ref('v.deviceId')));

export const commandSchema = z.object({
  id: z.int(),
  deviceId: z.string(),
  kind: z.enum(commandKinds),
  state: z.enum(commandStates),
  /** The device's reason for a failure, or what it reported with its success (e.g. its firmware version). */
  reason: z.nullable(z.string()),
  settings: z.nullable(deviceSettingsSchema),
  /** A trial stamp's use record, once the device has made it. */
  useRecordId: z.nullable(z.int()),
  operatorName: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  deliveredAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
});
export type DeviceCommand = z.infer<typeof commandSchema>;

/** A new command, and whether its device is offline now (then it waits for the device until its expiry). */
const orderedSchema = z.object({ command: commandSchema, offline: z.boolean() });
export type OrderedCommand = z.infer<typeof orderedSchema>;

export const deviceCommandList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'device/v1/:deviceId/commands',
  access: 'unit',
  summary:
    "A device's latest commands (at most 20), newest first, optionally of one kind, and whether it is reported lost and locked",
  request: z.object({ deviceId, kind: z.optional(z.enum(commandKinds)) }),
  response: z.object({ list: z.array(commandSchema), locked: z.boolean() }),
});

export const deviceCommandSend = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device/v1/command',
  access: 'unit',
  summary:
    'Order a command on a device of the chosen unit: a trial stamp (administrators and seal keepers), or lock, unlock, firmware check (device:edit). Locking records the report of loss at once; refused while a command of the same kind is open',
  request: z.object({ deviceId, kind: z.enum(plainCommandKinds) }),
  response: orderedSchema,
});

export const deviceSettingsGet = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'device/v1/:deviceId/settings',
  access: 'unit',
  summary:
    "A device's parameters: the fields its model allows, the values the device last confirmed (or the defaults) and the change waiting for it",
  request: z.object({ deviceId }),
  response: z.object({
    fields: z.array(z.enum(settingFields)),
    confirmed: deviceSettingsSchema,
    pending: z.nullable(commandSchema),
  }),
});

export const deviceSettingsApply = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device/v1/settings',
  access: 'unit',
  permission: 'device:edit',
  summary:
    'Send new parameters to a device (only the fields its model allows); they show as pending until the device confirms them',
  request: z.object({ deviceId, ...deviceSettingsSchema.shape }),
  response: orderedSchema,
});

export const gatewayCommands = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device-gateway/v1/commands',
  access: 'device',
  summary:
    'The device fetches its open commands, oldest first (call it with each report, or poll); pending ones become delivered',
  request: z.object({}),
  response: z.object({ list: z.array(commandSchema) }),
});

export const gatewayCommandAck = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device-gateway/v1/command-ack',
  access: 'device',
  summary:
    'The device acknowledges one of its commands: done (a trial stamp names its use record) or failed with its reason',
  request: z.object({
    id: z.int(),
    ok: z.boolean(),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(60))),
    useRecordId: z.optional(z.int().check(z.positive())),
  }),
  response: z.null(),
});
