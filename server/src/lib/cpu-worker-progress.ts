import { parentPort } from 'node:worker_threads';

/*
 * A worker's progress travels as a tagged message beside its one answer (lib/cpu-worker.ts): the tag tells the two
 * apart, so a worker that reports nothing answers as before.
 */
const TAG = 'cpu-worker:progress';

/** In a worker thread: tells the job's caller how far it got. */
export function reportProgress(progress: unknown): void {
  parentPort?.postMessage({ [TAG]: progress });
}

/** The progress a message carries, or undefined when the message is the answer. */
export function progressIn(message: unknown): unknown {
  return typeof message === 'object' && message !== null && TAG in message
    ? (message as Record<string, unknown>)[TAG]
    : undefined;
}
