import { runInWorker } from '../../lib/cpu-worker';
import type { ImageMarkJob } from './image/mark-image';

/** The built server ships the worker beside server.js (tsup entry `mark-image-worker`). */
const script = { built: 'mark-image-worker.js', source: new URL('./image/mark-image-worker.ts', import.meta.url) };

/** Watermarked copies of an image off the event loop, queued behind any CPU-heavy job already running. */
export async function markImageInWorker(job: ImageMarkJob): Promise<Buffer[]> {
  const copies = await runInWorker<Uint8Array[]>(script, job);
  return copies.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength));
}
