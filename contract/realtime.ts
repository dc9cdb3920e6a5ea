import { z } from 'zod/mini';
import { applyStates } from './apply';
import { authorizationSchema } from './authorization';
import { headStatisNumSchema } from './dashboard';
import { endpoint } from './endpoint';
import { exceptionKinds, useRecordSchema } from './use-record';

/*
 * The realtime channel (issue 7; spec section 7 "WebSocket", section 8). Every event of a unit is written to the
 * unit's event log with an id that rises by exactly one per event within the unit (ids are dense: a transaction takes
 * its ids from the unit's counter row and holds it until it commits, so ids commit in order and a rolled-back
 * transaction leaves none). It is sent to the unit's socket room after its transaction committed.
 *
 * A client keeps the highest id it has accepted. Live events may arrive more than once (a backfill overlaps them) or,
 * with several server nodes, out of order: accept each id once. A jump in ids means something was missed: ask
 * `realtimeEvents` for what came after the last id before the jump. After a reconnect, ask for what came after the
 * last id as well. Every viewer receives every id: an event the viewer may not see (a use of another member, for a
 * member) arrives as `{ type: 'hidden' }`, so a jump is always a real miss.
 *
 * Socket: handshake `auth: { token }` (a session bound to a unit); the server answers 'session-ready' with the unit's
 * newest event id and then sends 'unit-event' for each event.
 */

const id = z.int();
const useShape = useRecordSchema.shape;

/** A stamp a device just reported (with what it left of its authorisation). */
export const liveUseSchema = z.object({
  useRecordId: id,
  deviceId: z.string(),
  deviceName: z.string(),
  userId: z.nullable(id),
  userName: z.nullable(z.string()),
  departmentName: z.nullable(z.string()),
  useType: useShape.useType,
  usedAt: z.string(),
  address: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  exceptionKind: z.nullable(z.enum(exceptionKinds)),
  authorizationId: z.nullable(id),
  empowerNo: z.nullable(z.string()),
  /** Uses left on the authorisation after this one (networked uses only). */
  remaining: z.nullable(z.int()),
});
export type LiveUse = z.infer<typeof liveUseSchema>;

/** A photo of a use arrived (the device's, or the member's phone's). */
export const livePhotoSchema = z.object({
  /** Null for a phone photo that waits for the authorisation's next use. */
  useRecordId: z.nullable(id),
  deviceId: z.string(),
  deviceName: z.string(),
  userName: z.nullable(z.string()),
  address: z.nullable(z.string()),
  source: z.enum(['device', 'phone']),
  fileId: z.string(),
  takenAt: z.string(),
  /** A short-lived link to the picture (signed when the event is sent or backfilled; see file/v2/temp-url). */
  url: z.string(),
});
export type LivePhoto = z.infer<typeof livePhotoSchema>;

/** A device's live state after a change (online, battery, reported lost and locked, position). */
export const liveDeviceSchema = z.object({
  deviceId: z.string(),
  online: z.boolean(),
  battery: z.nullable(z.int()),
  locked: z.boolean(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type LiveDevice = z.infer<typeof liveDeviceSchema>;

/** Abnormal events: the exception kinds of uses, a battery running low, a device reported lost and locked. */
export const alertKinds = [...exceptionKinds, 'lowBattery', 'lost'] as const;
export type AlertKind = (typeof alertKinds)[number];
/** A battery at or below this (percent) raises a 'lowBattery' alert when it drops there. */
export const LOW_BATTERY = 20;

export const liveAlertSchema = z.object({
  kind: z.enum(alertKinds),
  deviceId: z.string(),
  deviceName: z.string(),
  useRecordId: z.nullable(id),
  userName: z.nullable(z.string()),
  /** The alert in Chinese, as the server's notices are; a console in another language renders `kind` itself. */
  text: z.string(),
});
export type LiveAlert = z.infer<typeof liveAlertSchema>;

/** The live-photo channel's notifications (spec section 8): INFO shows 3 s, ERROR stays. */
export const liveMessageSchema = z.object({ msgType: z.enum(['INFO', 'ERROR']), msg: z.string() });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

const base = { id, at: z.string() };

export const unitEventSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('use'), use: liveUseSchema }),
  z.object({ ...base, type: z.literal('photo'), photo: livePhotoSchema }),
  z.object({ ...base, type: z.literal('device'), device: liveDeviceSchema }),
  z.object({ ...base, type: z.literal('alert'), alert: liveAlertSchema }),
  /** The unit's head numbers (dashboard head-statis-num, unit scope) after uses or device changes. */
  z.object({ ...base, type: z.literal('counters'), counters: headStatisNumSchema }),
  z.object({ ...base, type: z.literal('message'), message: liveMessageSchema }),
  /** An application changed state (submitted, approved, rejected, revoked): refetch what shows it. */
  z.object({ ...base, type: z.literal('apply'), apply: z.object({ id, state: z.enum(applyStates) }) }),
  /** An authorisation was granted or changed (activated, used, ended ...): refetch what shows it and the counters. */
  z.object({
    ...base,
    type: z.literal('authorization'),
    authorization: z.object({
      id,
      empowerNo: z.string(),
      deviceId: z.string(),
      userId: id,
      state: authorizationSchema.shape.state,
      usedCount: z.int(),
      useCount: z.int(),
    }),
  }),
  /** An event of the unit this viewer may not see: it only moves the viewer's last id on. */
  z.object({ ...base, type: z.literal('hidden') }),
]);
export type UnitEvent = z.infer<typeof unitEventSchema>;
export type UnitEventType = UnitEvent['type'];

/** Most events one backfill call returns. */
export const BACKFILL_MAX = 500;

export const realtimeEvents = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'realtime/v1/events',
  access: 'unit',
  summary:
    "The chosen unit's events after `afterId`, oldest first, at most `limit`: `more` says another call would return more; `headId` is the unit's newest id; `truncated` says events after `afterId` were already pruned (reload what the screen shows instead of replaying)",
  request: z.object({
    afterId: z.coerce.number().check(z.int(), z.minimum(0)),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(BACKFILL_MAX)), 200),
  }),
  response: z.object({
    list: z.array(unitEventSchema),
    headId: z.int(),
    more: z.boolean(),
    truncated: z.boolean(),
  }),
});

export interface ServerToClientEvents {
  /** After the handshake: the session's unit (null without one) and the unit's newest event id. */
  'session-ready': (info: { companyId: number | null; lastEventId: number }) => void;
  'unit-event': (event: UnitEvent) => void;
}

export type ClientToServerEvents = Record<string, never>;
