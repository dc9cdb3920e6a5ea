import { realtime, type ParsedRequestOf } from '../../../../contract';
import { seesUnitRows } from '../../access/policy';
import { afterCommit } from '../../db/ambient';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { SessionContext } from '../../caller/sessions';
import { signedFileUrl } from '../file';
import { grantsOf } from '../../caller/grants';
import { realtimeRepo, type EventRow } from './repository';
import { permissionRoom, staffRoom, unitRoom, userRoom } from './rooms';

/*
 * The unit event log and its delivery(contract/realtime.ts). This module alone writes events and sends
 * them. A service that changes something runs its transaction through `eventTransaction` and adds its events with
 * `addEvent`; they are written at the end of that transaction (taking the unit's next ids from its counter row, the
 * transaction's last statement, held until commit) and sent once it committed. A rolled-back transaction sends
 * nothing and leaves no id behind, so ids are dense and commit in order: `after(id)` never skips one.
 */

type UnitEvent = realtime.UnitEvent;
type EventType = Exclude<UnitEvent['type'], 'hidden'>;
type PayloadOf<T extends EventType> = Omit<Extract<UnitEvent, { type: T }>, 'id' | 'at' | 'type'>;
/** A photo is stored by its file; the link is signed when the event is sent or read back. */
type StoredPhoto = Omit<realtime.LivePhoto, 'url'>;
type Stored = { [T in Exclude<EventType, 'photo'>]: { type: T } & PayloadOf<T> }[Exclude<EventType, 'photo'>];

/**
 * Who sees an event: everyone in the unit, the staff who see its use records (plus one user), one user, or the
 * members whose role holds a permission (button code, plus one user: e.g. the buyer of an order). The others get it
 * as `hidden`, so everybody's ids stay dense.
 */
export type Audience =
  'unit' | 'staff' | { staffAnd: number | null } | { user: number } | { holdersOf: string; and: number | null };

export type EventDraft = (Stored | { type: 'photo'; photo: StoredPhoto }) & { to: Audience };

interface Pending {
  companyId: number;
  draft: EventDraft;
}

/** The events a transaction has added so far, by the transaction object drizzle hands to its callback. */
const pendingOf = new WeakMap<object, Pending[]>();

type Listener = (companyId: number, rows: readonly EventRow[]) => void;
const listenersOf = new WeakMap<Deps, Listener[]>();

/** Adds an event to the transaction `tx` (one opened by `eventTransaction`). */
export function addEvent(tx: Db, companyId: number, draft: EventDraft): void {
  const pending = pendingOf.get(tx);
  if (!pending) throw new Error(`event '${draft.type}' added outside an eventTransaction`);
  pending.push({ companyId, draft });
}

/** Runs `work` in a transaction whose added events are written at its end and sent after it committed. */
export async function eventTransaction<T>(deps: Deps, work: (tx: Db) => Promise<T>): Promise<T> {
  let written: EventRow[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const pending: Pending[] = [];
    pendingOf.set(tx, pending);
    const out = await work(tx);
    written = await append(tx, pending, deps.now());
    return out;
  });
  // Sent once the call's transaction (if the call runs in one, see db/ambient.ts) committed.
  afterCommit(() => publish(deps, written));
  return result;
}

/** Writes and sends events of their own (outside any other change). */
export async function recordEvents(deps: Deps, companyId: number, drafts: readonly EventDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  await eventTransaction(deps, async (tx) => {
    for (const draft of drafts) addEvent(tx, companyId, draft);
  });
}

function audienceColumns(to: Audience): Pick<EventRow, 'audience' | 'userId' | 'permission'> {
  if (to === 'unit' || to === 'staff') return { audience: to, userId: null, permission: null };
  if ('user' in to) return { audience: 'user', userId: to.user, permission: null };
  if ('holdersOf' in to) return { audience: 'permission', userId: to.and, permission: to.holdersOf };
  return { audience: 'staff', userId: to.staffAnd, permission: null };
}

/** Per unit (in unit order, so two writers lock counter rows alike): the rows with the unit's next ids. */
async function append(tx: Db, pending: readonly Pending[], at: Date): Promise<EventRow[]> {
  const units = [...new Set(pending.map((p) => p.companyId))].sort((a, b) => a - b);
  const out: EventRow[] = [];
  for (const companyId of units) {
    const rows = pending
      .filter((p) => p.companyId === companyId)
      .map(({ draft }) => {
        const { type, to, ...payload } = draft;
        return { type, ...audienceColumns(to), payload };
      });
    out.push(...(await realtimeRepo.append(tx, companyId, rows, at)));
  }
  return out;
}

/**
 * Who reads: a user of the unit, whether their role sees the unit's use records (the policy's STAFF), and the button
 * codes their role holds (for events to a permission's holders).
 */
export interface Viewer {
  userId: number;
  staff: boolean;
  codes: ReadonlySet<string>;
}

/**
 * A wall display's link sees what the unit's staff see (an administrator made it for the unit's wall); it is no user
 * and holds no button, so no user's own events (a member's) nor a permission's reach it beyond that.
 */
export const DISPLAY_VIEWER: Viewer = { userId: 0, staff: true, codes: new Set() };

export async function viewerOf(deps: Deps, session: SessionContext): Promise<Viewer> {
  if (session.kind === 'display') return DISPLAY_VIEWER;
  const { role, codes } = await grantsOf(deps, session);
  return { userId: session.userId!, staff: seesUnitRows(role), codes };
}

function visible(row: EventRow, viewer: Viewer): boolean {
  if (row.audience === 'unit') return true;
  if (row.userId !== null && row.userId === viewer.userId) return true;
  if (row.audience === 'permission') return row.permission !== null && viewer.codes.has(row.permission);
  return row.audience === 'staff' && viewer.staff;
}

/** The event as its audience receives it (a photo with a freshly signed link). */
function fullEvent(deps: Deps, row: EventRow): UnitEvent {
  const base = { id: row.id, at: row.createdAt.toISOString(), type: row.type };
  const payload = row.payload as Record<string, unknown>;
  if (row.type === 'photo') {
    const photo = payload.photo as StoredPhoto;
    return { ...base, photo: { ...photo, url: signedFileUrl(deps, row.companyId, photo.fileId) } } as UnitEvent;
  }
  return { ...base, ...payload } as UnitEvent;
}

function hiddenEvent(row: EventRow): UnitEvent {
  return { id: row.id, at: row.createdAt.toISOString(), type: 'hidden' };
}

/**
 * Sends committed rows to their rooms (those who may not see one get it as `hidden`) and tells the listeners. The
 * change has committed by now: a failure here must not turn it into an error (clients catch up by backfill).
 */
function publish(deps: Deps, rows: readonly EventRow[]): void {
  if (rows.length === 0) return;
  try {
    sendToOwnSockets(deps, rows);
    deps.realtime?.shareWithNodes?.(rows);
  } catch (error) {
    console.error('realtime: sending events failed', error);
  }
  const listeners = listenersOf.get(deps) ?? [];
  for (const companyId of new Set(rows.map((r) => r.companyId))) {
    const ofUnit = rows.filter((r) => r.companyId === companyId);
    for (const listener of listeners) listener(companyId, ofUnit);
  }
}

/**
 * Sends committed rows to this node's sockets in their rooms, at once, a commit's rows in order (with several nodes
 * each node sends the rows it committed or was handed by another, socket.ts). Two commits of a unit may go out
 * swapped: PostgreSQL hands the counter row to the next writer before it confirms the first commit. Clients close the
 * short gap by themselves (src/lib/realtime/connection.ts).
 */
export function sendToOwnSockets(deps: Deps, rows: readonly EventRow[]): void {
  const io = deps.realtime?.local ?? deps.realtime;
  if (!io) return;
  for (const row of rows) {
    const unit = unitRoom(row.companyId);
    if (row.audience === 'unit') {
      io.to(unit).emit('unit-event', fullEvent(deps, row));
      continue;
    }
    const seeing: string[] = [];
    if (row.audience === 'staff') seeing.push(staffRoom(row.companyId));
    if (row.audience === 'permission' && row.permission) seeing.push(permissionRoom(row.companyId, row.permission));
    if (row.userId !== null) seeing.push(userRoom(row.companyId, row.userId));
    if (seeing.length) io.to(seeing).emit('unit-event', fullEvent(deps, row));
    io.to(unit).except(seeing).emit('unit-event', hiddenEvent(row));
  }
}

/** Calls `listener` with each unit's rows after they were sent; returns the unsubscribe. */
export function onPublished(deps: Deps, listener: Listener): () => void {
  const list = listenersOf.get(deps) ?? [];
  listenersOf.set(deps, [...list, listener]);
  return () =>
    listenersOf.set(
      deps,
      (listenersOf.get(deps) ?? []).filter((l) => l !== listener),
    );
}

export async function headId(deps: Deps, companyId: number): Promise<number> {
  return realtimeRepo.head(deps.db, companyId);
}

export async function backfill(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof realtime.realtimeEvents>,
) {
  const companyId = session.companyId!;
  const viewer = await viewerOf(deps, session);
  const head = await realtimeRepo.head(deps.db, companyId);
  const rows = await realtimeRepo.after(deps.db, companyId, input.afterId, input.limit + 1);
  const page = rows.slice(0, input.limit);
  const first = page[0]?.id;
  // Ids are dense: a first id beyond afterId + 1, or none while the head is further on, means those were pruned; an
  // afterId beyond the head comes from another database.
  const truncated =
    input.afterId > head || (input.afterId < head && (first === undefined || first !== input.afterId + 1));
  return {
    list: page.map((row) => (visible(row, viewer) ? fullEvent(deps, row) : hiddenEvent(row))),
    headId: Math.max(head, rows.at(-1)?.id ?? 0),
    more: rows.length > input.limit,
    truncated,
  };
}

/**
 * How far back (in events) the latest alerts are looked for: alerts are a small share of the log, and the walk must
 * stay short at 100,000 events per unit; exceptional uses older than this still come from their use records.
 */
export const ALERT_LOOKBACK_EVENTS = 20_000;

/** The unit's latest 'alert' events the viewer sees, newest first (the dashboard's recent alerts). */
export async function latestAlerts(deps: Deps, companyId: number, viewer: Viewer, limit: number) {
  const head = await realtimeRepo.head(deps.db, companyId);
  const rows = await realtimeRepo.latestSeen(
    deps.db,
    companyId,
    'alert',
    viewer,
    Math.max(0, head - ALERT_LOOKBACK_EVENTS),
    limit,
  );
  return rows.map((row) => {
    const event = fullEvent(deps, row) as Extract<UnitEvent, { type: 'alert' }>;
    return { eventId: event.id, at: event.at, alert: event.alert };
  });
}

/** At most this many events stay per unit, whatever their age. */
export const EVENTS_KEPT_PER_UNIT = 100_000;

/** Retention: events older than REALTIME_RETENTION_HOURS go (always the oldest ids of a unit). */
export async function pruneEvents(deps: Deps): Promise<number> {
  const before = new Date(deps.now().getTime() - deps.config.realtimeRetentionHours * 3_600_000);
  return realtimeRepo.prune(deps.db, before, EVENTS_KEPT_PER_UNIT);
}
