/**
 * Blind decoding in a worker thread, so the seconds a search can take never block the server's event loop. Started
 * once per detection by ../detect-in-worker.ts with the image bytes and the unit's keys; answers the mark or null.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { detectMark, type MarkKey } from './detect';
import { decodeImage, lumaOf } from './raster';

interface Job {
  bytes: Uint8Array;
  keys: { version: number; key: Uint8Array }[];
}

const job = workerData as Job;
const image = await decodeImage(Buffer.from(job.bytes));
const keys: MarkKey[] = job.keys.map((k) => ({ version: k.version, key: Buffer.from(k.key) }));
parentPort!.postMessage(detectMark(lumaOf(image), image.width, image.height, keys));
