/** Socket.io events: see contract/realtime.ts for the channel's rules and the unit events. */
export type { ClientToServerEvents, ServerToClientEvents } from './realtime';
