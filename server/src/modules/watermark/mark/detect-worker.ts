/**
 * Blind decoding in a worker thread, so the seconds a search can take never block the server's event loop. Started
 * once per detection by ../detect-in-worker.ts with the file's bytes, its kind and the unit's keys; answers the mark
 * (or null), or the problem that kept a PDF from being read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { DetectAnswer } from '../pdf/detect-pdf';
import { detectMark, type MarkKey } from './detect';
import { decodeImage, lumaOf } from './raster';

interface Job {
  bytes: Uint8Array;
  kind: 'image' | 'pdf';
  keys: { version: number; key: Uint8Array }[];
  maxPages: number;
}

const job = workerData as Job;
const keys: MarkKey[] = job.keys.map((k) => ({ version: k.version, key: Buffer.from(k.key) }));

async function answer(): Promise<DetectAnswer> {
  // Loaded only for a PDF: the renderer's modules would slow down every image's detection.
  if (job.kind === 'pdf') return (await import('../pdf/detect-pdf')).detectPdfMark(job.bytes, keys, job.maxPages);
  const image = await decodeImage(Buffer.from(job.bytes));
  return { mark: detectMark(lumaOf(image), image.width, image.height, keys) };
}

parentPort!.postMessage(await answer());
