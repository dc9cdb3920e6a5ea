import { useCallback, useRef } from 'react';

export const DOUBLE_CLICK_MS = 3000;

/**
 * Wraps an action so that a repeat within 3 s of the last accepted run, or while that run is still going, does
 * nothing (spec section 9: prevent double click, 3000 ms). The wrapper resolves when the accepted run ends. A run
 * that fails (throws, or resolves to false: a refusal) releases the guard at once: trying again after a refusal is
 * deliberate, not a double click.
 */
export function usePreventDoubleClick<A extends unknown[]>(
  action: (...args: A) => unknown,
  wait = DOUBLE_CLICK_MS,
): (...args: A) => Promise<void> {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const running = useRef(false);
  return useCallback(
    async (...args: A) => {
      const now = Date.now();
      if (running.current || now - last.current < wait) return;
      last.current = now;
      running.current = true;
      let ok = false;
      try {
        ok = (await action(...args)) !== false;
      } finally {
        running.current = false;
        if (!ok) last.current = Number.NEGATIVE_INFINITY;
      }
    },
    [action, wait],
  );
}
