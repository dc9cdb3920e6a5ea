/**
 * Deterministic test images drawn with @napi-rs/canvas: a photo-like scene (gradients, shapes, noise) and a
 * document-like page (black text on white, a table, a red seal), plus the attacks a leak goes through.
 */
import { createCanvas } from '@napi-rs/canvas';
import { decodeImage, rasterCanvas, type Raster } from '../../../server/src/modules/watermark/mark/raster';

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sceneImage(seed: number, width = 640, height = 480): Raster {
  const rand = random(seed);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${rand() * 360}, 60%, 70%)`);
  gradient.addColorStop(1, `hsl(${rand() * 360}, 50%, 30%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 25; i++) {
    ctx.fillStyle = `hsla(${rand() * 360}, ${30 + rand() * 50}%, ${20 + rand() * 60}%, 0.8)`;
    ctx.beginPath();
    ctx.arc(rand() * width, rand() * height, 10 + rand() * 80, 0, Math.PI * 2);
    ctx.fill();
  }
  const data = ctx.getImageData(0, 0, width, height);
  for (let i = 0; i < data.data.length; i += 4) {
    const n = (rand() - 0.5) * 12;
    data.data[i] = data.data[i]! + n;
    data.data[i + 1] = data.data[i + 1]! + n;
    data.data[i + 2] = data.data[i + 2]! + n;
  }
  return { width, height, rgba: new Uint8ClampedArray(data.data) };
}

export function documentImage(seed: number, width = 794, height = 1123): Raster {
  const rand = random(seed);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#111111';
  ctx.font = 'bold 28px sans-serif';
  ctx.fillText('采购合同 Purchase contract', 200, 90);
  ctx.font = '16px sans-serif';
  for (let line = 0; line < 30; line++) {
    const words = Array.from({ length: 8 }, () => Math.floor(rand() * 1e6).toString(36)).join(' ');
    ctx.fillText(`${line + 1}. ${words}`, 70, 150 + line * 26);
  }
  ctx.strokeStyle = '#333333';
  for (let r = 0; r <= 5; r++) ctx.strokeRect(70, 950 + r * 0, 650, 30 * r);
  ctx.strokeStyle = '#d01010';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.arc(560, 1000, 60, 0, Math.PI * 2);
  ctx.stroke();
  const data = ctx.getImageData(0, 0, width, height);
  return { width, height, rgba: new Uint8ClampedArray(data.data) };
}

export async function jpeg(raster: Raster, quality: number) {
  return decodeImage(rasterCanvas(raster).encodeSync('jpeg', quality));
}

export function resize(raster: Raster, factor: number): Raster {
  const width = Math.round(raster.width * factor);
  const height = Math.round(raster.height * factor);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(rasterCanvas(raster), 0, 0, width, height);
  return { width, height, rgba: new Uint8ClampedArray(ctx.getImageData(0, 0, width, height).data) };
}

/** Cuts `share` of the width from the left and of the height from the top. */
export function crop(raster: Raster, share: number): Raster {
  const left = Math.round(raster.width * share);
  const top = Math.round(raster.height * share);
  const width = raster.width - left;
  const height = raster.height - top;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    rgba.set(
      raster.rgba.subarray(((y + top) * raster.width + left) * 4, ((y + top) * raster.width + left + width) * 4),
      y * width * 4,
    );
  return { width, height, rgba };
}

export function psnr(a: Raster, b: Raster) {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.rgba.length; i += 4)
    for (let c = 0; c < 3; c++) {
      const d = a.rgba[i + c]! - b.rgba[i + c]!;
      sum += d * d;
      count++;
    }
  return 10 * Math.log10((255 * 255) / (sum / count));
}
