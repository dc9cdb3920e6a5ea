import { ref, resultCodes } from '../../../contract';
import { AppError, refuse } from './app-error';

/*
 * The pixel size of an uploaded PNG or JPEG, read from its header without decoding it. A small file can declare a
 * huge picture (a decompression bomb: 140 KB for 6000 x 6000); whatever later draws it (the evidence report) would
 * spend seconds of the event loop on it, so uploads are refused by their declared size.
 */

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function isPng(data: Buffer): boolean {
  return data.length >= 8 && PNG_SIGNATURE.every((b, i) => data[i] === b);
}

function isJpeg(data: Buffer): boolean {
  return data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
}

/** The IHDR chunk comes first: length (4), type "IHDR" (4), width (4), height (4). */
function pngSize(data: Buffer): ImageSize | null {
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size: SOF0-SOF15 less DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(data: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = data.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > data.length) return null;
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The declared size of a PNG or JPEG; null for a damaged image; undefined for any other kind of file. */
export function imageSizeOf(data: Buffer): ImageSize | null | undefined {
  if (isPng(data)) return pngSize(data);
  if (isJpeg(data)) return jpegSize(data);
  return undefined;
}

/** Largest picture accepted: 40 million pixels (a 48 MP phone camera's default output is 12 MP). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** How much of a file holds a JPEG's frame header in practice (after EXIF, at most 64 KB, and other segments). */
export const IMAGE_HEADER_BYTES = 256 * 1024;

/**
 * An uploaded image is refused by its declared size before anything reads it (a decompression bomb). `complete` says
 * whether `data` is the whole file: a header cut off by a partial read is not called damaged.
 */
export function assertImageWithinLimits(data: Buffer, complete = true): void {
  const size = imageSizeOf(data);
  if (size === undefined || (size === null && !complete)) return;
  if (size === null || size.width === 0 || size.height === 0) throw refuse.badRequest('e.imageUnreadable');
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new AppError(resultCodes.tooLarge, ref('e.imageTooLarge', MAX_IMAGE_PIXELS / 10_000));
  }
}
