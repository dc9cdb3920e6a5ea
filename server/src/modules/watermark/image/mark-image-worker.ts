/** Image copies in a worker thread (started once per issuing by ../mark-image-in-worker.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { markImage, type ImageMarkJob } from './mark-image';

const job = workerData as ImageMarkJob;
// A Buffer arrives as a plain Uint8Array; the copies go back copied, not transferred (small ones share a pool).
parentPort!.postMessage(markImage({ ...job, key: Buffer.from(job.key) }));
