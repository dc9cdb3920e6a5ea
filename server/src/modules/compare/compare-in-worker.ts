import { runInWorker } from '../../lib/cpu-worker';
import type { CompareInput, CompareOutput } from './engine/compare-documents';

/** The built server ships the worker beside server.js (tsup entry `compare-worker`). */
const script = { built: 'compare-worker.js', source: new URL('./engine/compare-worker.ts', import.meta.url) };

/** Compares two documents off the event loop, queued behind any CPU-heavy job already running; stopped at the limit. */
export function compareInWorker(input: CompareInput, limitMs: number): Promise<CompareOutput> {
  return runInWorker<CompareOutput>(script, input, limitMs);
}
