import { lazy, type ComponentType } from 'react';

/** The first wait before a failed chunk is asked for again; each next wait doubles, up to the last. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 15_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before attempt `failures + 1` of a chunk that failed `failures` times (1 s, 2 s, 4 s ... 15 s). */
export function chunkRetryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * Runs `load` until it succeeds, waiting 1 s, 2 s, 4 s ... (at most 15 s) between attempts. Browsers fetch a module
 * whose load failed again at the next import() of it, so a chunk lost to a server restart or a network cut arrives
 * once the server is back.
 */
export async function retryUntilLoaded<T>(load: () => Promise<T>, wait: (ms: number) => Promise<void> = sleep) {
  for (let failures = 1; ; failures++) {
    try {
      return await load();
    } catch (error) {
      const delay = chunkRetryDelay(failures);
      console.warn(`A lazily loaded chunk failed to load; trying again in ${delay / 1000} s:`, error);
      await wait(delay);
    }
  }
}

/**
 * React.lazy for a part of a screen that loads after the screen is up (a chart's library): the Suspense fallback
 * shows until its chunk arrives, however long the server is away. React.lazy alone hands a failed load to the
 * nearest error boundary, the route's error page, which replaces the whole screen, and remembers the failure: a wall
 * display whose server restarted while a chart was loading stayed on that error page for good.
 */
export function lazyRetrying<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => retryUntilLoaded(load));
}
