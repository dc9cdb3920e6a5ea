import { runInWorker } from '../../lib/cpu-worker';
import { imageSizeOf } from '../../lib/image-size';

/*
 * The evidence report draws each photo 122 x 88 points: a photo whose longer side exceeds PHOTO_FIT_SIDE pixels is
 * scaled down first, off the event loop (pdfkit would decode the original on it, seconds for a large PNG). The
 * report's digests stay those of the original files.
 */

/** Enough for a sharp print of the report's photo box, and for zooming in on a screen. */
export const PHOTO_FIT_SIDE = 1024;
/** A batch of the report's photos that the worker has not scaled by then is shown as unreadable. */
const FIT_LIMIT_MS = 60_000;

/** The script beside the built server.js (tsup entry `photo-fit-worker`), and its source for tests and dev. */
const script = { built: 'photo-fit-worker.js', source: new URL('./photo-fit-worker.ts', import.meta.url) };

const tooLarge = (data: Buffer) => {
  const size = imageSizeOf(data);
  return !!size && Math.max(size.width, size.height) > PHOTO_FIT_SIDE;
};

/** The photos to draw: small ones as they are, large ones scaled down; null where a large one cannot be read. */
export async function fitPhotos(photos: Array<Buffer | null>): Promise<Array<Buffer | null>> {
  const large = photos.flatMap((data, n) => (data && tooLarge(data) ? [n] : []));
  if (large.length === 0) return photos;
  const fitted = await runInWorker<Array<Uint8Array | null>>(
    script,
    { images: large.map((n) => photos[n]!), maxSide: PHOTO_FIT_SIDE },
    FIT_LIMIT_MS,
  ).catch(() => large.map(() => null));
  const out = [...photos];
  large.forEach((n, k) => {
    const data = fitted[k];
    out[n] = data ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : null;
  });
  return out;
}
