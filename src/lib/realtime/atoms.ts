import { atom, type Atom, type WritableAtom } from 'jotai';
import type { HeadStatisNum } from '@contract/dashboard';
import type { LiveAlert, LiveDevice, LivePhoto, LiveUse, UnitEvent } from '@contract/realtime';

export type ConnectionState = 'idle' | 'connecting' | 'live' | 'reconnecting';

export interface RealtimeStatus {
  state: ConnectionState;
  /** When the channel last went down (ms), null while live. */
  downSince: number | null;
  /** A catch-up call is running (after a reconnect or a gap in the ids). */
  backfilling: boolean;
}

/** One stamping on the screens: the use as the device reported it, and its photos as they arrive. */
export interface Stamping {
  /** The use record's id; for a phone photo not yet tied to a use, minus its event id. */
  key: number;
  /** The newest event that changed it: the feed is ordered by it. 0: known only from the dashboard's recent call. */
  eventId: number;
  /** The first event's id (when it first appeared); 0 as `eventId`. */
  firstEventId: number;
  at: string;
  use: LiveUse | null;
  photos: LivePhoto[];
}

export interface AlertItem {
  /** Names the alert in live events and in the dashboard's recent call alike (see `alertKey`). */
  key: string;
  /** The event that raised it; 0: known only from the use record (the dashboard's recent call). */
  eventId: number;
  at: string;
  alert: LiveAlert;
}

/** An exceptional use's alert is named by the use (one alert per use), any other by its event. */
export function alertKey(alert: LiveAlert, eventId: number | null): string {
  return alert.useRecordId !== null ? `use:${alert.useRecordId}` : `event:${eventId}`;
}

/**
 * The feeds' order: the newest event first, then what only the database knew (no event: older than every event the
 * screen has), newest first by `tieBreak`.
 */
export function newestFirst<T extends { eventId: number }>(tieBreak: (a: T, b: T) => number) {
  return (a: T, b: T) => b.eventId - a.eventId || tieBreak(a, b);
}

const stampingOrder = newestFirst<Stamping>((a, b) => b.key - a.key);
export const alertOrder = newestFirst<AlertItem>((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

/** A device change and when it arrived (ms), so a snapshot fetched later wins over it. */
export type DevicePatch = LiveDevice & { receivedAt: number };

/**
 * The channel's device changes. Copying every device's latest change for each batch would cost more than the batch
 * at 10,000 devices: `latest` grows in place, and a reader that saw the previous `version` applies `batch` alone.
 */
export interface DevicePatches {
  /** The latest change of each device, merged over the polled device list (see `isNewer`); `applyEvents` adds to it. */
  readonly latest: Map<string, DevicePatch>;
  /** The changes of the last batch, oldest first. */
  readonly batch: readonly DevicePatch[];
  /** Counts the batches since `latest` was made. */
  readonly version: number;
}

const noDevicePatches = (): DevicePatches => ({ latest: new Map(), batch: [], version: 0 });

/** How many recent stampings and alerts the screens keep. */
export const FEED_SIZE = 60;

export const realtimeStatusAtom = atom<RealtimeStatus>({
  state: 'idle',
  downSince: null,
  backfilling: false,
});
/** The unit's latest stampings, newest first. */
export const liveStampingsAtom = atom<Stamping[]>([]);
/** The unit's latest alerts, newest first. */
export const liveAlertsAtom = atom<AlertItem[]>([]);
/** Each device's latest change and the last batch of them. */
export const liveDevicesAtom = atom(noDevicePatches());
/** A document job of this user as last pushed (its state and progress), by the job's id. */
export type LiveJob = Extract<UnitEvent, { type: 'job' }>['job'];
/** This user's document jobs (comparisons ...) as their events arrived since the channel opened. */
export const liveJobsAtom = atom<ReadonlyMap<number, LiveJob>>(new Map());
/** The unit's head numbers as last pushed, and when (ms). */
export const liveCountersAtom = atom<{ value: HeadStatisNum; receivedAt: number } | null>(null);

type Setter = <V>(target: WritableAtom<V, [V], void>, value: V) => void;
type Getter = <V>(target: Atom<V>) => V;

function stampingsWith(current: Stamping[], events: UnitEvent[]): Stamping[] {
  const byKey = new Map(current.map((s) => [s.key, s]));
  for (const e of events) {
    if (e.type === 'use') {
      const existing = byKey.get(e.use.useRecordId);
      byKey.set(e.use.useRecordId, {
        key: e.use.useRecordId,
        eventId: Math.max(e.id, existing?.eventId ?? 0),
        firstEventId: Math.min(e.id, existing?.firstEventId ?? e.id),
        at: e.at,
        use: e.use,
        photos: existing?.photos ?? [],
      });
    } else if (e.type === 'photo') {
      const key = e.photo.useRecordId ?? -e.id;
      const existing = byKey.get(key);
      if (existing?.photos.some((p) => p.fileId === e.photo.fileId)) continue;
      byKey.set(key, {
        key,
        eventId: Math.max(e.id, existing?.eventId ?? 0),
        firstEventId: Math.min(e.id, existing?.firstEventId ?? e.id),
        at: existing?.at ?? e.at,
        use: existing?.use ?? null,
        photos: [...(existing?.photos ?? []), e.photo],
      });
    }
  }
  return sortStampings([...byKey.values()]);
}

/** Newest first, at most FEED_SIZE. */
export function sortStampings(list: Stamping[]): Stamping[] {
  return list.sort(stampingOrder).slice(0, FEED_SIZE);
}

function alertsWith(current: AlertItem[], added: AlertItem[]): AlertItem[] {
  const seen = new Set(current.map((a) => a.key));
  return [...added.filter((a) => !seen.has(a.key)), ...current].sort(alertOrder).slice(0, FEED_SIZE);
}

function withPatches(current: DevicePatches, batch: DevicePatch[]): DevicePatches {
  for (const patch of batch) current.latest.set(patch.deviceId, patch);
  return { latest: current.latest, batch, version: current.version + 1 };
}

/**
 * One frame's events into the atoms: each atom is written at most once, so React renders once. `recentOnly` (the
 * events from before this screen opened) fills the feeds but leaves device states and counters to the snapshots.
 */
export function applyEvents(get: Getter, set: Setter, events: UnitEvent[], recentOnly = false): void {
  const sorted = [...events].sort((a, b) => a.id - b.id);
  const now = Date.now();
  const alerts: AlertItem[] = [];
  let devices: DevicePatch[] | null = null;
  let counters: HeadStatisNum | null = null;
  let jobs: Map<number, LiveJob> | null = null;
  let stampings = false;
  for (const e of sorted) {
    if (e.type === 'use' || e.type === 'photo') stampings = true;
    else if (e.type === 'alert') alerts.push({ key: alertKey(e.alert, e.id), eventId: e.id, at: e.at, alert: e.alert });
    else if (recentOnly) continue;
    else if (e.type === 'device') (devices ??= []).push({ ...e.device, receivedAt: now });
    else if (e.type === 'counters') counters = e.counters;
    else if (e.type === 'job') {
      jobs ??= new Map(get(liveJobsAtom));
      jobs.set(e.job.id, e.job);
    }
  }
  if (stampings) set(liveStampingsAtom, stampingsWith(get(liveStampingsAtom), sorted));
  if (alerts.length) set(liveAlertsAtom, alertsWith(get(liveAlertsAtom), alerts));
  if (devices) set(liveDevicesAtom, withPatches(get(liveDevicesAtom), devices));
  if (counters) set(liveCountersAtom, { value: counters, receivedAt: now });
  if (jobs) set(liveJobsAtom, jobs);
}

/** A new channel (another unit, or after a pause) starts from empty feeds; its first connection refills them. */
export function resetLive(set: Setter): void {
  set(liveStampingsAtom, []);
  set(liveAlertsAtom, []);
  set(liveDevicesAtom, noDevicePatches());
  set(liveCountersAtom, null);
  set(liveJobsAtom, new Map());
}

/** Whether a pushed change arrived after the snapshot it is merged over was fetched (a margin for the trip). */
export function isNewer(receivedAt: number, snapshotAt: number): boolean {
  return receivedAt > snapshotAt - 2_000;
}
