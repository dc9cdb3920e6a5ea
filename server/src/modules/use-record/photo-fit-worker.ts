/**
 * Scales large photos down for the evidence report in a worker thread, so decoding a 40-megapixel upload never
 * blocks the server's event loop. Started by ../photo-fit.ts with the photos' bytes; answers each one as a JPEG whose
 * longer side is at most `maxSide`, or null where no decoder reads it.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { parentPort, workerData } from 'node:worker_threads';

interface Job {
  images: Uint8Array[];
  maxSide: number;
}

const job = workerData as Job;
const fitted: Array<Uint8Array | null> = [];
for (const bytes of job.images) {
  try {
    const image = await loadImage(Buffer.from(bytes));
    const scale = Math.min(1, job.maxSide / Math.max(image.width, image.height));
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(image, 0, 0, width, height);
    fitted.push(canvas.encodeSync('jpeg', 85));
  } catch {
    fitted.push(null);
  }
}
parentPort!.postMessage(fitted);
