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
