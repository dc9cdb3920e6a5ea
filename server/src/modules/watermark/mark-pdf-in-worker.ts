import { runInWorker } from '../../lib/cpu-worker';
import type { PdfMarkAnswer, PdfMarkJob } from './pdf/mark-pdf';

/** The built server ships the worker beside server.js (tsup entry `mark-pdf-worker`). */
const script = { built: 'mark-pdf-worker.js', source: new URL('./pdf/mark-pdf-worker.ts', import.meta.url) };

/** Watermarked copies of a PDF off the event loop, queued behind any CPU-heavy job already running. */
export function markPdfInWorker(job: PdfMarkJob): Promise<PdfMarkAnswer> {
  return runInWorker<PdfMarkAnswer>(script, job);
}
