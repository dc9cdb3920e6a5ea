import { runInWorker } from '../../lib/cpu-worker';
import type { MarkKey } from './mark/detect';
import type { DetectAnswer } from './pdf/detect-pdf';

/** The built server ships the worker beside server.js (tsup entry `detect-worker`). */
const script = { built: 'detect-worker.js', source: new URL('./mark/detect-worker.ts', import.meta.url) };

/**
 * Blind decoding of an image's or a PDF's invisible mark off the event loop, queued behind any CPU-heavy job already
 * running: the mark or null, or why a PDF could not be read.
 */
export function detectInWorker(
  bytes: Buffer,
  kind: 'image' | 'pdf',
  keys: MarkKey[],
  maxPages: number,
): Promise<DetectAnswer> {
  return runInWorker<DetectAnswer>(script, { bytes, kind, keys, maxPages });
}
