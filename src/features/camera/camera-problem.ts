/** Why the camera cannot be used, each with its own message (camera.problems.*). */
export type CameraProblem = 'unsupported' | 'denied' | 'absent' | 'busy' | 'failed';

/** Names getUserMedia's refusal (DOMException names of the Media Capture spec). */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'absent';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** getUserMedia exists only in secure contexts (HTTPS, localhost) of browsers that have it. */
export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
