import type { createStore } from 'jotai';
import { liveMessageText } from '@contract/live-texts';
import type { Lang } from '@contract/error-texts';
import type { LiveMessage, UnitEvent, UnitEventType } from '@contract/realtime';
import { dismissToast, notify } from '../notify';
import { applyEvents, realtimeStatusAtom, resetLive, type RealtimeStatus } from './atoms';
import { createEventLog } from './event-log';
import { createFrameBatcher, type FrameScheduler } from './frame-batcher';

/** What the client needs of a socket.io socket (tests hand in a fake). */
export interface SocketLike {
  on(event: string, listener: (...args: never[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
  /** False after the server's middleware refused the handshake: socket.io then stops retrying by itself. */
  readonly active: boolean;
}

export interface EventPage {
  list: UnitEvent[];
  headId: number;
  more: boolean;
  truncated: boolean;
}

export interface RealtimeOptions {
  store: ReturnType<typeof createStore>;
  open: () => SocketLike;
  /** The unit's events after `afterId`, oldest first (contract/realtime.ts `realtimeEvents`). */
  fetchEvents: (afterId: number, limit: number) => Promise<EventPage>;
  /** The screens' polled data must be reloaded: events were lost for good (pruned, or too many to replay). */
  onResync?: () => void;
  /** Events of these types were applied: refetch what shows those entities. */
  onEntities?: (types: ReadonlySet<UnitEventType>) => void;
  /** The spec's connection-error text, asked when shown (the language may have changed since the start). */
  errorText: () => string;
  /** The language notifications are shown in (their `msg`, Chinese, when their key is unknown). */
  lang?: () => Lang;
  /** The one notice that stands for `count` live-photo notifications too old to show after a reconnect. */
  missedText?: (count: number) => string;
  schedule?: FrameScheduler;
  /**
   * Whether notices may show as toasts now (asked at each one; default yes). A wall display says no: nobody there
   * closes an error toast, and a stack of them covers its numbers; its alert list and stale banner say the same.
   */
  toasts?: () => boolean;
}

export interface RealtimeHandle {
  stop(): void;
}

/** How far back the first connection looks, to fill the feeds with what happened just before the screen opened. */
export const PRIME_EVENTS = 300;
const PAGE = 500;
/** A longer gap is not replayed: the screens reload their snapshots instead. */
const MAX_REPLAY_PAGES = 20;
/** Out-of-order delivery (several server nodes) closes most gaps by itself within this time. */
const GAP_WAIT_MS = 400;
const RETRY_MAX_MS = 30_000;
const STATES_EVERY_MS = 250;
/** A notification replayed after a reconnect still shows as a toast when younger than this; older ones are counted. */
export const REPLAY_TOAST_MAX_AGE_MS = 60_000;

interface Queued {
  event: UnitEvent;
  /** From before the screen opened: fills the feeds, leaves states and notifications alone. */
  recent: boolean;
  /** A notification replayed long after it happened: counted in one summary instead of shown. */
  quiet: boolean;
}

/**
 * The unit's realtime channel, owned by a plain module (not a component). Socket events are de-duplicated by id,
 * buffered outside React and written to the atoms at most once per animation frame (device states and counters at
 * most four times a second). A gap in the ids, or a
 * reconnect, asks the server for what came after the last id seen without a gap, so nothing is missed and nothing is
 * shown twice.
 */
export function startRealtimeChannel(options: RealtimeOptions): RealtimeHandle {
  const { store } = options;
  const log = createEventLog();
  const status = (patch: Partial<RealtimeStatus>) =>
    store.set(realtimeStatusAtom, { ...store.get(realtimeStatusAtom), ...patch });
  let primedUpTo: number | null = null;
  let stopped = false;
  let catchingUp = false;
  let errorToast: number | null = null;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let gapTimer: ReturnType<typeof setTimeout> | undefined;
  // How far this clock runs ahead of the server's (plus the trip), from the last live event: ages are server times.
  let skew = 0;
  let missed = 0;

  const toasting = () => options.toasts?.() ?? true;

  const showMessage = (message: LiveMessage) => {
    if (!toasting()) return;
    const text = liveMessageText(message, options.lang?.() ?? 'zh-CN');
    if (message.msgType === 'ERROR') notify('error', text, 0);
    else notify('success', text, 3000);
  };

  // Device states and head numbers change the whole map and every counter: they go to the screen a few times a
  // second (as fast as anyone reads a map), the rest every frame.
  const states = createFrameBatcher<UnitEvent>(
    (events) => applyEvents(store.get, store.set, events),
    (flush) => setTimeout(flush, STATES_EVERY_MS),
  );
  const batcher = createFrameBatcher<Queued>((items) => {
    const recent = items.filter((q) => q.recent).map((q) => q.event);
    const live = items.filter((q) => !q.recent).map((q) => q.event);
    if (recent.length) applyEvents(store.get, store.set, recent, true);
    const now = live.filter((e) => e.type !== 'device' && e.type !== 'counters');
    if (now.length) applyEvents(store.get, store.set, now);
    for (const e of live) if (e.type === 'device' || e.type === 'counters') states.push(e);
    const types = new Set(live.map((e) => e.type));
    if (types.size) options.onEntities?.(types);
    for (const q of items) if (!q.recent && !q.quiet && q.event.type === 'message') showMessage(q.event.message);
  }, options.schedule);

  /** Whether a replayed event is too old for a toast (after a long outage they would flood the screen). */
  const stale = (event: UnitEvent) => Date.now() - skew - Date.parse(event.at) > REPLAY_TOAST_MAX_AGE_MS;

  const ingest = (events: UnitEvent[], replayed: boolean) => {
    for (const event of events) {
      if (!log.accept(event.id)) continue;
      const recent = primedUpTo !== null && event.id <= primedUpTo;
      const quiet = !recent && replayed && event.type === 'message' && stale(event);
      if (quiet) missed += 1;
      batcher.push({ event, recent, quiet });
    }
  };

  /** The replayed notifications that were too old, as one notice (the stamps are in the use records). */
  const reportMissed = () => {
    if (missed > 0 && options.missedText && toasting()) notify('info', options.missedText(missed), 6000);
    missed = 0;
  };

  const catchUp = async () => {
    if (catchingUp || stopped) return;
    catchingUp = true;
    status({ backfilling: true });
    try {
      for (let pages = 0; !stopped; pages += 1) {
        const page = await options.fetchEvents(log.contiguous, PAGE);
        if (stopped) return;
        if (page.truncated || pages >= MAX_REPLAY_PAGES) {
          log.reset(page.truncated && page.list[0] ? page.list[0].id - 1 : page.headId);
          options.onResync?.();
          if (!page.truncated) break;
        }
        ingest(page.list, true);
        if (!page.more || page.list.length === 0) break;
      }
    } catch {
      // The next gap or reconnect tries again from the same id; meanwhile the polled data keep refreshing.
    } finally {
      catchingUp = false;
      if (!stopped) status({ backfilling: false });
      if (!stopped) reportMissed();
    }
    if (!stopped && log.hasGap) watchGap();
  };

  const watchGap = () => {
    clearTimeout(gapTimer);
    gapTimer = setTimeout(() => {
      if (log.hasGap) void catchUp();
    }, GAP_WAIT_MS);
  };

  resetLive(store.set);
  status({ state: 'connecting', downSince: null, backfilling: false });
  const socket = options.open();

  socket.on('connect', () => {
    retries = 0;
    if (errorToast !== null) dismissToast(errorToast);
    errorToast = null;
    status({ state: 'live', downSince: null });
  });
  // Sent by the server after the handshake, before any event of this connection.
  socket.on('session-ready', (info: { lastEventId?: number }) => {
    const head = info.lastEventId ?? 0;
    if (primedUpTo === null) {
      primedUpTo = head;
      log.reset(Math.max(0, head - PRIME_EVENTS));
    } else if (head < log.contiguous) {
      // The server's log starts over (a new database): follow it and reload the screens.
      log.reset(head);
      options.onResync?.();
    }
    void catchUp();
  });
  socket.on('unit-event', (event: UnitEvent) => {
    const at = Date.parse(event.at);
    if (Number.isFinite(at)) skew = Date.now() - at;
    ingest([event], false);
    if (log.hasGap && !catchingUp) watchGap();
  });
  socket.on('live-message', showMessage);
  socket.on('disconnect', (reason: string) => {
    if (stopped) return;
    status({ state: 'reconnecting', downSince: store.get(realtimeStatusAtom).downSince ?? Date.now() });
    // The server closed this socket on purpose (e.g. a restart): socket.io does not retry that by itself.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', () => {
    if (stopped) return;
    status({ state: 'reconnecting', downSince: store.get(realtimeStatusAtom).downSince ?? Date.now() });
    if (errorToast === null && toasting()) errorToast = notify('error', options.errorText(), 0) ?? -1;
    if (!socket.active) {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => socket.connect(), Math.min(RETRY_MAX_MS, 1000 * 2 ** retries++));
    }
  });

  return {
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(gapTimer);
      batcher.flush();
      states.flush();
      socket.disconnect();
      // A stopped channel leaves no connection-error notice behind (the screen that showed it is gone).
      if (errorToast !== null) dismissToast(errorToast);
      errorToast = null;
      status({ state: 'idle', downSince: null, backfilling: false });
    },
  };
}
