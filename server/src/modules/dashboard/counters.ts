import type { Deps } from '../../deps';
import { onPublished, recordEvents } from '../realtime';
import { unitHeadNumbers } from './service';

/** How long after a change the unit's head numbers follow (changes in between share one 'counters' event). */
export const COUNTERS_DELAY_MS = 2000;
const TRIGGERS = new Set(['use', 'device', 'authorization', 'apply']);

/**
 * Sends the unit's head numbers (dashboard head-statis-num, unit scope) as a 'counters' event for the staff a moment
 * after uses, device changes, authorisations or applications changed: at most one per unit per COUNTERS_DELAY_MS.
 * Started by server.ts beside the socket server; returns the stop.
 */
export function startCounters(deps: Deps, delayMs = COUNTERS_DELAY_MS): () => void {
  const timers = new Map<number, NodeJS.Timeout>();
  const unsubscribe = onPublished(deps, (companyId, rows) => {
    if (timers.has(companyId) || !rows.some((r) => TRIGGERS.has(r.type))) return;
    const timer = setTimeout(() => {
      timers.delete(companyId);
      unitHeadNumbers(deps, companyId)
        .then((counters) => recordEvents(deps, companyId, [{ type: 'counters', to: 'staff', counters }]))
        .catch((error: unknown) => console.error('realtime: counters failed', error));
    }, delayMs);
    timer.unref();
    timers.set(companyId, timer);
  });
  return () => {
    unsubscribe();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
