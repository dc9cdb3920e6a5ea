import { atom } from 'jotai';
import { dashboardRecent, RECENT_LIMIT, type RecentAlert, type RecentStamping } from '@contract/dashboard';
import type { LivePhoto } from '@contract/realtime';
import { call } from '../api-client';
import {
  alertKey,
  alertOrder,
  FEED_SIZE,
  liveAlertsAtom,
  liveStampingsAtom,
  sortStampings,
  type AlertItem,
  type Stamping,
} from '../realtime';
import { polledAtom } from './query-atom';

/**
 * The live feeds (recent photos, alerts, the wall's stamping feed) start from the database: the dashboard's recent
 * call gives the latest stampings and alerts at once, and the channel's events are laid over them, each stamping
 * once by its use record id and each alert once by its key. Polled now and then, which also renews the photo links.
 */

export { RECENT_LIMIT };
/** Under the 5 minutes a photo link works. */
export const RECENT_POLL_MS = 120_000;

export const recentQueryAtom = polledAtom({
  name: 'recent',
  every: RECENT_POLL_MS,
  fetch: () => call(dashboardRecent, { limit: RECENT_LIMIT }, { silent: true }),
});

// The merged lists are rebuilt on every frame with events: an item is made once per source object and reused until
// that changes, so the feed's memoised cards keep their props.
const fromRecent = new WeakMap<RecentStamping, Stamping>();
const mergedOf = new WeakMap<Stamping, { recent: RecentStamping; merged: Stamping }>();
const alertOf = new WeakMap<RecentAlert, AlertItem>();

function photosOf(first: LivePhoto[], more: LivePhoto[]): LivePhoto[] {
  const seen = new Set(first.map((p) => p.fileId));
  const added = more.filter((p) => !seen.has(p.fileId));
  return added.length ? [...first, ...added] : first;
}

/** The live stampings with the recent call's laid under them: one per use record, newest first. */
export function withRecentStampings(live: Stamping[], recent: readonly RecentStamping[]): Stamping[] {
  if (recent.length === 0) return live;
  const byKey = new Map(live.map((s) => [s.key, s]));
  for (const r of recent) {
    const key = r.use.useRecordId;
    const existing = byKey.get(key);
    if (!existing) {
      let item = fromRecent.get(r);
      if (!item) {
        item = { key, eventId: 0, firstEventId: 0, at: r.use.usedAt, use: r.use, photos: r.photos };
        fromRecent.set(r, item);
      }
      byKey.set(key, item);
      continue;
    }
    const cached = mergedOf.get(existing);
    if (cached?.recent === r) {
      byKey.set(key, cached.merged);
      continue;
    }
    // The event's use knows what the database does not (uses left); photos from either side, each once.
    const merged = { ...existing, use: existing.use ?? r.use, photos: photosOf(existing.photos, r.photos) };
    mergedOf.set(existing, { recent: r, merged });
    byKey.set(key, merged);
  }
  return sortStampings([...byKey.values()]);
}

/** The live alerts with the recent call's laid under them: each once, newest first. */
export function withRecentAlerts(live: AlertItem[], recent: readonly RecentAlert[]): AlertItem[] {
  if (recent.length === 0) return live;
  const seen = new Set(live.map((a) => a.key));
  const added: AlertItem[] = [];
  for (const r of recent) {
    let item = alertOf.get(r);
    if (!item) {
      item = { key: alertKey(r.alert, r.eventId), eventId: r.eventId ?? 0, at: r.at, alert: r.alert };
      alertOf.set(r, item);
    }
    if (seen.has(item.key)) continue;
    seen.add(item.key);
    added.push(item);
  }
  return [...live, ...added].sort(alertOrder).slice(0, FEED_SIZE);
}

/** The stampings the screens show: what the database had when they opened, and everything since. */
export const feedStampingsAtom = atom((get) =>
  withRecentStampings(get(liveStampingsAtom), get(recentQueryAtom).data?.stampings ?? []),
);

/** The alerts the screens show, likewise. */
export const feedAlertsAtom = atom((get) =>
  withRecentAlerts(get(liveAlertsAtom), get(recentQueryAtom).data?.alerts ?? []),
);
