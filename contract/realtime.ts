import { z } from 'zod/mini';
import { alertStates } from './anomaly-states';
import { applyStates } from './apply';
import { authorizationSchema } from './authorization';
import { headStatisNumSchema } from './dashboard';
import { commandKinds, commandStates } from './device-command';
import { endpoint } from './endpoint';
import { liveAlertSchema, livePhotoSchema, liveUseSchema } from './live';

/*
 * The realtime channel (spec section 7 "WebSocket", section 8). Every event of a unit is written to the
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

export {
  alertKinds,
  liveAlertSchema,
  livePhotoSchema,
  liveUseSchema,
  LOW_BATTERY,
  type AlertKind,
  type LiveAlert,
  type LivePhoto,
  type LiveUse,
} from './live';

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

/**
 * The live-photo channel's notifications (spec section 8): INFO shows 3 s, ERROR stays. `msg` is the spec's Chinese
 * text; `msgKey` and `msgArgs` render it in the viewer's language (contract/live-texts.ts). Events logged before they
 * existed have neither.
 */
export const liveMessageSchema = z.object({
  msgType: z.enum(['INFO', 'ERROR']),
  msg: z.string(),
  msgKey: z.optional(z.string()),
  msgArgs: z.optional(z.array(z.union([z.string(), z.number()]))),
});
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
  /** An anomaly alert changed (acknowledged, assigned, commented, resolved, dismissed): refetch what shows it. */
  z.object({ ...base, type: z.literal('anomaly'), anomaly: z.object({ id, state: z.enum(alertStates) }) }),
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
  /** A device command changed state (ordered, delivered, done, failed): refetch what shows it. */
  z.object({
    ...base,
    type: z.literal('command'),
    command: z.object({
      id,
      deviceId: z.string(),
      kind: z.enum(commandKinds),
      state: z.enum(commandStates),
      useRecordId: z.nullable(id),
    }),
  }),
  /** A document job (a comparison ...) moved on, sent to its requester alone: its state and progress (0-100). */
  z.object({
    ...base,
    type: z.literal('job'),
    job: z.object({ id, kind: z.string(), state: z.enum(['running', 'done', 'failed']), progress: z.int() }),
  }),
  /**
   * An order's money moved (paid by any channel, a refund asked for or decided): refetch the orders, the devices
   * whose service it renewed, and the buyer's messages. The unit's staff and the buyer receive it.
   */
  z.object({
    ...base,
    type: z.literal('order'),
    order: z.object({ id, orderNo: z.string(), state: z.int(), payState: z.int() }),
  }),
  /** An invoice request was issued, rejected or reversed by the platform: refetch the invoices and messages. */
  z.object({ ...base, type: z.literal('invoice'), invoice: z.object({ id, status: z.int() }) }),
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
  access: 'wall',
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
