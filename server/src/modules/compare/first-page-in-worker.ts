import { runInWorker } from '../../lib/cpu-worker';
import type { FirstPage } from '../../lib/ocr/offline-licence-provider';

/** The built server ships the worker beside server.js (tsup entry `first-page-worker`). */
const script = { built: 'first-page-worker.js', source: new URL('./engine/first-page-worker.ts', import.meta.url) };

/** A licence's first page takes well under a second to draw; a file that takes longer is not one. */
const FIRST_PAGE_LIMIT_MS = 30_000;

/**
 * The first page of a PDF or an image, drawn, with its text layer (engine/first-page.ts), read off the event loop and
 * queued behind any CPU-heavy job already running. Rejects when the file cannot be read.
 */
export function readFirstPage(bytes: Uint8Array, kind: 'pdf' | 'image'): Promise<FirstPage> {
  return runInWorker<FirstPage>(script, { bytes, kind }, FIRST_PAGE_LIMIT_MS);
}
