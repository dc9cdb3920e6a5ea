import { runInWorker, type WorkerOptions } from '../../lib/cpu-worker';
import type { ComparedSteps, CompareInput, CompareOutput } from './engine/compare-documents';

/** The built server ships the worker beside server.js (tsup entry `compare-worker`). */
const script = { built: 'compare-worker.js', source: new URL('./engine/compare-worker.ts', import.meta.url) };

/**
 * Compares two documents off the event loop, queued behind any CPU-heavy job already running; stopped at the limit
 * or by the signal, its steps reported as it goes.
 */
export function compareInWorker(
  input: CompareInput,
  limitMs: number,
  options: { signal?: AbortSignal; onProgress?: (step: ComparedSteps) => void } = {},
): Promise<CompareOutput> {
  // The worker reports ComparedSteps alone (engine/compare-worker.ts).
  const onProgress = options.onProgress as WorkerOptions['onProgress'];
  return runInWorker<CompareOutput>(script, input, limitMs, { signal: options.signal, onProgress });
}
