import { Worker } from 'node:worker_threads';
import type { MarkFound, MarkKey } from './mark/detect';

/**
 * The worker's script: the built server ships it beside server.js (tsup entry `detect-worker`); from sources (tests,
 * `npm run dev`) a small bootstrap registers tsx in the worker first, then imports the TypeScript file.
 */
const fromSources = import.meta.url.endsWith('.ts');

function startWorker(workerData: unknown): Worker {
  if (!fromSources) return new Worker(new URL('./detect-worker.js', import.meta.url), { workerData });
  const source = new URL('./mark/detect-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** One CPU-heavy detection at a time per process (two cores: the other one serves requests). */
let queue: Promise<unknown> = Promise.resolve();

function run(bytes: Buffer, keys: MarkKey[]): Promise<MarkFound | null> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ bytes, keys });
    worker.once('message', (found: MarkFound | null) => resolve(found));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`watermark detection worker exited with ${code}`));
    });
  });
}

/** Blind decoding of an image's invisible mark off the event loop, queued behind any detection already running. */
export function detectInWorker(bytes: Buffer, keys: MarkKey[]): Promise<MarkFound | null> {
  const next = queue.then(() => run(bytes, keys));
  queue = next.catch(() => undefined);
  return next;
}
