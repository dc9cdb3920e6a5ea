import { useCallback, useRef } from 'react';

export const DOUBLE_CLICK_MS = 3000;

/** Wraps a handler so repeated clicks within 3 s (spec section 9) run it once. */
export function usePreventDoubleClick<A extends unknown[]>(handler: (...args: A) => unknown, wait = DOUBLE_CLICK_MS) {
  const last = useRef(0);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < wait) return;
      last.current = now;
      handler(...args);
    },
    [handler, wait],
  );
}
