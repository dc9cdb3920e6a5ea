/**
 * The moving things of the wall (map pulses, counting numbers) change at most once per step of this length, not at
 * every frame: each change makes a software compositor redraw the area that changed. In which frame of a step each
 * part changes is for frame-slots to say (so the parts do not change in one frame together).
 */
export const MOTION_STEP_MS = 50;

/** Which step a moment (document timeline or requestAnimationFrame time) falls in. */
export const motionStep = (time: number) => Math.floor(time / MOTION_STEP_MS);
