import { runInWorker } from '../../lib/cpu-worker';
import type { MarkFound, MarkKey } from './mark/detect';

/** The built server ships the worker beside server.js (tsup entry `detect-worker`). */
const script = { built: 'detect-worker.js', source: new URL('./mark/detect-worker.ts', import.meta.url) };

/** Blind decoding of an image's invisible mark off the event loop, queued behind any CPU-heavy job already running. */
export function detectInWorker(bytes: Buffer, keys: MarkKey[]): Promise<MarkFound | null> {
  return runInWorker<MarkFound | null>(script, { bytes, keys });
}
