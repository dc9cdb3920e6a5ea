/** Pixels in and out: PNG and JPEG through @napi-rs/canvas (Skia), and luma for the detector. */
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { luma } from './embed';

export interface Raster {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

export async function decodeImage(bytes: Buffer): Promise<Raster> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, rgba: new Uint8ClampedArray(data.data) };
}

export function rasterCanvas(raster: Raster): Canvas {
  const canvas = createCanvas(raster.width, raster.height);
  const ctx = canvas.getContext('2d');
  const data = ctx.createImageData(raster.width, raster.height);
  data.data.set(raster.rgba);
  ctx.putImageData(data, 0, 0);
  return canvas;
}

export function encodeImage(raster: Raster, format: 'png' | 'jpeg', quality = 92): Buffer {
  const canvas = rasterCanvas(raster);
  return format === 'png' ? canvas.encodeSync('png') : canvas.encodeSync('jpeg', quality);
}

export function lumaOf(raster: Raster): Float32Array {
  const out = new Float32Array(raster.width * raster.height);
  for (let i = 0; i < out.length; i++)
    out[i] = luma(raster.rgba[i * 4]!, raster.rgba[i * 4 + 1]!, raster.rgba[i * 4 + 2]!);
  return out;
}

/**
 * Width and height from a PNG or JPEG header, read before decoding so a 20,000 x 20,000 image is refused without
 * allocating its pixels; null when the header cannot be read.
 */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** Whether every pixel has the same luma (all white, all black, any flat colour): nothing to mark or read. */
export function isFlat(raster: Raster): boolean {
  const first = luma(raster.rgba[0]!, raster.rgba[1]!, raster.rgba[2]!);
  for (let i = 4; i < raster.rgba.length; i += 4) {
    if (Math.abs(luma(raster.rgba[i]!, raster.rgba[i + 1]!, raster.rgba[i + 2]!) - first) > 2) return false;
  }
  return true;
}
