import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { beforeSlot, nextSlot } from './frame-slots';

/**
 * `value` as shown on screen: a change reaches the screen in the next frame of `slot` (see frame-slots), and at most
 * once per `everyMs`. `slot` null: the value itself, at once (the console).
 */
export function useSlotted<T>(value: T, slot: number | null, everyMs = 0): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const lastShown = useRef(-Infinity);
  const waiting = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (slot === null || waiting.current || Object.is(latest.current, shown)) return;
    const show = () => {
      waiting.current = null;
      lastShown.current = performance.now();
      setShown(latest.current);
    };
    // Effects and timers run between frames: when the next frame is the slot's, now; else just before it, rendered
    // at once so the change makes that frame.
    const queue = () => {
      if (nextSlot() === slot) show();
      else waiting.current = beforeSlot(slot, () => flushSync(show));
    };
    const wait = lastShown.current + everyMs - performance.now();
    if (wait <= 0) queue();
    else {
      const timer = setTimeout(queue, wait);
      waiting.current = () => clearTimeout(timer);
    }
  }, [value, shown, slot, everyMs]);

  useEffect(
    () => () => {
      waiting.current?.();
      waiting.current = null;
    },
    [],
  );
  return slot === null ? value : shown;
}
