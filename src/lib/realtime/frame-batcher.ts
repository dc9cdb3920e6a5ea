/** Schedules a callback for the next frame; injectable so tests drive frames by hand. */
export type FrameScheduler = (callback: () => void) => void;

const nextFrame: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 16);
};

export interface FrameBatcher<T> {
  push(item: T): void;
  /** Delivers what is buffered now (a test, or a page that is about to hide). */
  flush(): void;
  /** Items waiting for the next frame. */
  readonly pending: number;
}

/**
 * Buffers items outside React and hands them over in one batch per animation frame (DESIGN section 6: never one
 * state update per socket message). A burst of any size between two frames becomes one `deliver` call.
 */
export function createFrameBatcher<T>(
  deliver: (items: T[]) => void,
  schedule: FrameScheduler = nextFrame,
): FrameBatcher<T> {
  let buffer: T[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (buffer.length === 0) return;
    const items = buffer;
    buffer = [];
    deliver(items);
  };

  return {
    push(item) {
      buffer.push(item);
      if (scheduled) return;
      scheduled = true;
      schedule(flush);
    },
    flush,
    get pending() {
      return buffer.length;
    },
  };
}
