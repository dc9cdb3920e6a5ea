import { realtimeEvents } from '@contract/realtime';
import { call } from '../api-client';
import type { EventPage } from './connection';

/** The unit's events after `afterId`, oldest first; failures stay quiet (the stale-data indicator shows them). */
export function fetchEvents(afterId: number, limit: number): Promise<EventPage> {
  return call(realtimeEvents, { afterId, limit }, { silent: true });
}
