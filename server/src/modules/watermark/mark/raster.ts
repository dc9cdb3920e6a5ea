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
