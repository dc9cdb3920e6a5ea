/**
 * Image copies: the visible text first, the invisible mark on top so the text does not disturb it, then the id in the
 * metadata. Run in a worker (../mark-image-in-worker.ts): a 1920 x 1080 copy takes a few hundred milliseconds.
 */
import { embedMark } from '../mark/embed';
import { encodeImage, type Raster } from '../mark/raster';
import { withMarkMetadata } from '../metadata';
import { drawVisibleMark } from '../visible';

export interface ImageCopyOrder {
  issuanceId: string;
  /** The visible text of this copy. */
  text: string;
}

export interface ImageMarkJob {
  image: Raster;
  format: 'png' | 'jpeg';
  key: Buffer;
  copies: ImageCopyOrder[];
  /** 0..1. */
  opacity: number;
  angle: number;
}

export function markImage(job: ImageMarkJob): Uint8Array[] {
  const { image, format, key, opacity, angle } = job;
  return job.copies.map((order) => {
    const visible = drawVisibleMark(image, { text: order.text, opacity, angle });
    const marked = { ...visible, rgba: embedMark(visible.rgba, visible.width, visible.height, key, order.issuanceId) };
    return withMarkMetadata(encodeImage(marked, format, 95), order.issuanceId);
  });
}
