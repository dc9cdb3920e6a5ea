import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { UnitEventType } from '@contract/realtime';
import { currentLang, t } from '../i18n';
import { queryClient } from '../query-client';
import { queryRoots } from '../query-keys';
import { appStore, sessionAtom } from '../store';
import type { RealtimeHandle, RealtimeOptions } from './connection';
import { keyedThrottle } from './throttle';

export {
  alertKey,
  alertOrder,
  FEED_SIZE,
  isNewer,
  liveAlertsAtom,
  liveCountersAtom,
  liveDevicesAtom,
  liveJobsAtom,
  liveStampingsAtom,
  realtimeStatusAtom,
  sortStampings,
  type AlertItem,
  type DevicePatch,
  type DevicePatches,
  type LiveJob,
  type RealtimeStatus,
  type Stamping,
} from './atoms';

/** Which query roots show each kind of entity; refetched at most every few seconds however fast events come. */
const ENTITY_QUERIES: Partial<Record<UnitEventType, ReadonlyArray<keyof typeof queryRoots>>> = {
  apply: ['apply'],
  authorization: ['authorization'],
  // A stamp may open anomaly alerts (the server judges it with the use).
  use: ['useRecord', 'anomaly'],
  // Another administrator acknowledged, assigned, commented on, resolved or dismissed an alert.
  anomaly: ['anomaly'],
  // A device command moved on: the device pages and the trial stamps show it.
  command: ['device', 'useRecord'],
  // A document job (a comparison) moved on or ended: the comparison records show its state.
  job: ['document'],
  // An order was paid or refunded: the orders, the devices whose service it moved, the buyer's new message.
  order: ['cost', 'device', 'messages'],
  // The platform issued, rejected or reversed an invoice request: the invoices (cost centre) and the message.
  invoice: ['cost', 'messages'],
};
export const INVALIDATE_EVERY_MS = 5_000;
const invalidateRoot = keyedThrottle(
  (root: keyof typeof queryRoots) => void queryClient.invalidateQueries({ queryKey: queryRoots[root] }),
  INVALIDATE_EVERY_MS,
);

/** Refetches the lists that show these kinds of entity (throttled per list, the last change always applied). */
export function invalidateEntities(types: ReadonlySet<UnitEventType>): void {
  for (const type of types) for (const root of ENTITY_QUERIES[type] ?? []) invalidateRoot(root);
}

/** The channel's notices in the console's language, read when each is shown (the language may change meanwhile). */
export const channelTexts = {
  errorText: () => t('live.socketError'),
  missedText: (count) => t('live.missedMessages', { count }),
  lang: currentLang,
} satisfies Partial<RealtimeOptions>;

/** Mounted screens that want no toasts (wall displays); the channel is shared, so it asks at each notice. */
let quietScreens = 0;

async function start(token: string): Promise<RealtimeHandle> {
  const [{ startRealtimeChannel }, { openSocket }, { fetchEvents }] = await Promise.all([
    import('./connection'),
    import('./socket-io'),
    import('./backfill'),
  ]);
  return startRealtimeChannel({
    store: appStore,
    open: () => openSocket(token),
    fetchEvents,
    onResync: () => void queryClient.invalidateQueries({ queryKey: queryRoots.live }),
    onEntities: invalidateEntities,
    ...channelTexts,
    toasts: () => quietScreens === 0,
  });
}

interface Channel {
  token: string;
  users: number;
  handle: Promise<RealtimeHandle>;
  stopTimer?: ReturnType<typeof setTimeout>;
}
let current: Channel | null = null;

/** Shares one channel among the components that need it; it closes a moment after the last one leaves. */
function acquire(token: string): () => void {
  if (current && current.token !== token) {
    void current.handle.then((h) => h.stop());
    current = null;
  }
  current ??= { token, users: 0, handle: start(token) };
  const entry = current;
  clearTimeout(entry.stopTimer);
  entry.users += 1;
  return () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    // Moving between the shell and the wall display keeps the channel (and its last id) alive.
    entry.stopTimer = setTimeout(() => {
      if (entry.users > 0) return;
      void entry.handle.then((h) => h.stop());
      if (current === entry) current = null;
    }, 2_000);
  };
}

/**
 * Keeps the unit's realtime channel open while the calling component is mounted: staff inside a unit, or a wall
 * display with its link's token (`displayToken`). A `quiet` screen (the wall) shows no toasts while it is mounted.
 */
export function useRealtimeChannel(displayToken?: string, { quiet = false }: { quiet?: boolean } = {}): void {
  const session = useAtomValue(sessionAtom);
  const staffToken = session.info?.kind === 'staff' && session.info.companyId !== null ? session.token : null;
  const token = displayToken ?? staffToken;
  useEffect(() => (token ? acquire(token) : undefined), [token]);
  useEffect(() => {
    if (!quiet) return;
    quietScreens += 1;
    return () => {
      quietScreens -= 1;
    };
  }, [quiet]);
}
