import { Worker } from 'node:worker_threads';
import { progressIn } from './cpu-worker-progress';

/**
 * CPU-heavy work (watermark decoding, document comparison) runs in worker threads so the seconds it takes never block
 * the event loop, and one job at a time per process: on two cores the other one keeps serving requests.
 */

/** A worker script: its file beside the built server.js (a tsup entry), and its TypeScript source for tests and dev. */
export interface WorkerScript {
  built: string;
  source: URL;
}

/** Thrown when a job outlives its time limit; the worker is stopped, so nothing keeps running. */
export class WorkerTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(`worker stopped after ${limitMs} ms`);
  }
}

const fromSources = import.meta.url.endsWith('.ts');

/** From sources a small bootstrap registers tsx in the worker first, then imports the TypeScript file. */
function startWorker(script: WorkerScript, workerData: unknown): Worker {
  if (!fromSources) return new Worker(new URL(`./${script.built}`, import.meta.url), { workerData });
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script.source.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** What a caller may add to a job: progress the worker reports (`reportProgress`), and a signal that stops it. */
export interface WorkerOptions {
  onProgress?: (progress: unknown) => void;
  signal?: AbortSignal;
}

function run<T>(script: WorkerScript, workerData: unknown, limitMs: number | undefined, options: WorkerOptions) {
  return new Promise<T>((resolve, reject) => {
    const worker = startWorker(script, workerData);
    const stop = (error: unknown) => {
      settle();
      reject(error);
      void worker.terminate();
    };
    const timer = limitMs ? setTimeout(() => stop(new WorkerTimeout(limitMs)), limitMs) : undefined;
    const aborted = () => stop(options.signal!.reason);
    options.signal?.addEventListener('abort', aborted, { once: true });
    const settle = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', aborted);
    };
    worker.on('message', (message: unknown) => {
      const progress = progressIn(message);
      if (progress !== undefined) return options.onProgress?.(progress);
      settle();
      resolve(message as T);
    });
    worker.once('error', (e) => {
      settle();
      reject(e);
    });
    worker.once('exit', (code) => {
      settle();
      if (code !== 0) reject(new Error(`worker ${script.built} exited with ${code}`));
    });
  });
}

let queue: Promise<unknown> = Promise.resolve();
/** When each waiting job was queued (oldest first), and whether one runs: the operations metrics read them. */
const waitingSince: number[] = [];
let running = 0;

/**
 * Runs the script on the data in a new worker, queued behind any job already running in this process; the answer is
 * the first message the worker posts. `limitMs` counts from the job's start, not from the queue.
 */
export function runInWorker<T>(
  script: WorkerScript,
  workerData: unknown,
  limitMs?: number,
  options: WorkerOptions = {},
): Promise<T> {
  return runQueued(() => {
    options.signal?.throwIfAborted();
    return run<T>(script, workerData, limitMs, options);
  });
}

/**
 * Runs a CPU-heavy job that brings its own thread (e.g. a long-lived recognition worker, whose language data would
 * take seconds to load again per job) in the same one-at-a-time queue.
 */
export function runQueued<T>(job: () => Promise<T>): Promise<T> {
  waitingSince.push(Date.now());
  const next = queue.then(() => {
    waitingSince.shift();
    running++;
    return job().finally(() => running--);
  });
  queue = next.catch(() => undefined);
  return next;
}

/** This process's CPU jobs: waiting, running, and when the oldest waiting one was queued (ms since the epoch). */
export function cpuJobStats(): { queued: number; running: number; oldestQueuedAt: number | null } {
  return { queued: waitingSince.length, running, oldestQueuedAt: waitingSince[0] ?? null };
}
