/** The visible mark: one line of text repeated over the image at an angle, semi-transparent, grey with a light halo. */
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { assetPath } from '../../lib/assets';
import { rasterCanvas, type Raster } from './mark/raster';

/**
 * The text names the unit and the recipient in Chinese: Skia's default sans-serif may have no CJK glyphs (boxes
 * instead), so the shipped font is registered once per thread and named first.
 */
const FONT_FAMILY = 'SealMarkCjk';
let fontRegistered = false;
function markFont(size: number) {
  if (!fontRegistered)
    fontRegistered = !!GlobalFonts.registerFromPath(assetPath('fonts/wqy-microhei.ttc'), FONT_FAMILY);
  return `${size}px ${FONT_FAMILY}, sans-serif`;
}

export interface VisibleMark {
  text: string;
  /** 0..1. */
  opacity: number;
  /** Degrees. */
  angle: number;
}

export function drawVisibleMark(image: Raster, mark: VisibleMark): Raster {
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(rasterCanvas(image), 0, 0);
  const size = Math.max(12, Math.round(Math.min(image.width, image.height) / 28));
  ctx.font = markFont(size);
  ctx.globalAlpha = mark.opacity;
  ctx.fillStyle = '#606060';
  const stepX = ctx.measureText(mark.text).width + size * 3;
  const stepY = size * 5;
  const diagonal = Math.hypot(image.width, image.height);
  ctx.translate(image.width / 2, image.height / 2);
  ctx.rotate((mark.angle * Math.PI) / 180);
  for (let y = -diagonal / 2; y < diagonal / 2; y += stepY)
    for (let x = -diagonal / 2 + ((y / stepY) % 2) * (stepX / 2); x < diagonal / 2; x += stepX)
      ctx.fillText(mark.text, x, y);
  const data = ctx.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, rgba: new Uint8ClampedArray(data.data) };
}
