/** The unit event log, its delivery over socket.io and the backfill after a reconnect. Its public surface. */
export { realtimeRoutes } from './routes';
export { attachRealtime, type Realtime, type RealtimeOptions } from './socket';
export {
  type EventDraft,
  type Viewer,
  addEvent,
  eventTransaction,
  headId,
  latestAlerts,
  onPublished,
  pruneEvents,
  recordEvents,
  viewerOf,
} from './service';
