import { frameSlot } from './frame-slots';

const SLIDE_MS = 700;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

interface Entering {
  element: HTMLElement;
  /** The frame that first showed it; null until then. */
  start: number | null;
}

/**
 * A new list item fades in and slides down into place (0.75rem) over SLIDE_MS, moved only in the frames of one slot
 * (see frame-slots), from the frame that first shows it. A CSS animation runs on time, not on frames: its steps fell
 * into other parts' frames, whose redrawn box then took in the list's column. It moves by `top` (the item is
 * position: relative), which adds no compositing layer per item.
 */
export function slideIn(slot: number): (element: HTMLElement | null) => void {
  const entering = new Set<Entering>();
  let frame = 0;

  const step = (now: number) => {
    frame = 0;
    if (frameSlot(now) === slot) {
      for (const item of entering) {
        const { element } = item;
        item.start ??= now;
        const t = Math.min(1, (now - item.start) / SLIDE_MS);
        if (t === 1 || !element.isConnected) {
          element.style.opacity = '';
          element.style.top = '';
          entering.delete(item);
          continue;
        }
        const shown = easeOut(t);
        element.style.opacity = String(shown);
        element.style.top = `${-0.75 * (1 - shown)}rem`;
      }
    }
    if (entering.size > 0) frame = requestAnimationFrame(step);
  };

  return (element) => {
    if (!element || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.style.opacity = '0';
    element.style.top = '-0.75rem';
    entering.add({ element, start: null });
    if (!frame) frame = requestAnimationFrame(step);
  };
}
