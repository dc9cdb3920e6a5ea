import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { frameSlot } from '@/lib/frame-slots';
import { motionStep } from '@/lib/motion-steps';

const DURATION_MS = 900;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts to each new value instead of jumping (the KPI counters), on the common beat of motion-steps
 * (not at every frame); with `slot`, only in the frames of that slot (see frame-slots), rendered inside the frame.
 * Screen readers get the value itself, not the frames in between; with reduced motion it jumps.
 */
export function AnimatedNumber({
  value,
  className,
  slot = null,
}: {
  value: number;
  className?: string;
  slot?: number | null;
}) {
  const [shown, setShown] = useState(value);
  const shownRef = useRef(value);
  useEffect(() => {
    const from = shownRef.current;
    if (from === value) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      shownRef.current = value;
      setShown(value);
      return;
    }
    const start = performance.now();
    let lastStep = motionStep(start);
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / DURATION_MS);
      const ours = slot === null || frameSlot(now) === slot;
      if (ours && (t === 1 || motionStep(now) !== lastStep)) {
        lastStep = motionStep(now);
        const next = Math.round(from + (value - from) * easeOut(t));
        shownRef.current = next;
        if (slot === null) setShown(next);
        else flushSync(() => setShown(next));
      }
      if (shownRef.current !== value) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, slot]);
  return (
    <span className={className}>
      <span aria-hidden="true">{shown.toLocaleString('en-US')}</span>
      <span className="sr-only">{value}</span>
    </span>
  );
}
