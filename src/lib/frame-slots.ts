/**
 * The parts of the wall that change many times a second take turns, frame by frame. A software compositor (wall
 * PCs without a usable GPU) redraws, in each frame, the one box around everything that changed: the map's pulses
 * and the live feed of the right column changed in one frame make it redraw most of a 4K screen; changed in
 * different frames, each frame redraws only its own part.
 *
 * The turns go by frames as they come, not by the clock, so they stay apart when frames come late or are dropped:
 * every requestAnimationFrame callback that asks counts its frame once (callbacks of one frame share its time).
 */
export const FRAME_SLOTS = 3;

/** Whose turn a frame is (its number modulo FRAME_SLOTS). */
export const slots = {
  /** The left half of the map's pulses, the map's device drawing and legend, and the head numbers above it. */
  mapLeft: 0,
  /** The right half of the map's pulses. */
  mapRight: 1,
  /** The lists of the side column (the live feed, the alerts) and the header's clock. */
  lists: 2,
} as const;

let lastFrame = Number.NaN;
let frames = 0;

/** The slot of the frame at `frameTime` (the time a requestAnimationFrame callback was given, nothing else). */
export function frameSlot(frameTime: number): number {
  if (frameTime !== lastFrame) {
    lastFrame = frameTime;
    frames += 1;
  }
  return frames % FRAME_SLOTS;
}

/** The slot of the next frame, for code that runs between frames (a task, an effect). */
export function nextSlot(): number {
  return (frames + 1) % FRAME_SLOTS;
}

/**
 * How long a change waits for its slot at most: frames may not come at all (a hidden page, a test's DOM whose frames
 * are cut off or share one time), and a change must still reach the page. Three slow 4K frames take about as long.
 */
export const SLOT_WAIT_MAX_MS = 250;

/**
 * Runs `run` just before the next frame of `slot`: in a task after the frame before it, so what `run` changes in the
 * page is drawn in that frame; or after SLOT_WAIT_MAX_MS, whichever comes first. The returned function cancels.
 */
export function beforeSlot(slot: number, run: () => void): () => void {
  const previous = (slot + FRAME_SLOTS - 1) % FRAME_SLOTS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const cancel = () => {
    over = true;
    cancelAnimationFrame(id);
    clearTimeout(timer);
    clearTimeout(deadline);
  };
  const once = () => {
    if (over) return;
    cancel();
    run();
  };
  const deadline = setTimeout(once, SLOT_WAIT_MAX_MS);
  let id = requestAnimationFrame(function check(now) {
    if (over) return;
    if (frameSlot(now) === previous) timer = setTimeout(once, 0);
    else id = requestAnimationFrame(check);
  });
  return cancel;
}
