/**
 * The moving things that are not the live feed (map pulses, counting numbers) change in steps of this length, all at
 * the same moments (multiples of it on the document timeline). A software compositor redraws the area that changed
 * in each frame; with everything on one beat, the map and the head numbers change in one frame per step instead of
 * in nearly every frame, each for its own reason.
 */
export const MOTION_STEP_MS = 50;

/** Which step a moment (document timeline or requestAnimationFrame time) falls in. */
export const motionStep = (time: number) => Math.floor(time / MOTION_STEP_MS);
