/**
 * Embedding: block-mean QIM on luma. Each 8x8 cell's mean luma is moved towards the nearest point of the lattice its
 * bit selects (dither + bit * DELTA/2, period DELTA); the same shift goes to R, G and B so hue stays. Distortion
 * compensation (moving 75 % of the way) keeps the PSNR above 42 dB; near white or black the far lattice point is
 * used and reached fully, so saturated paper still carries the mark.
 */
import { CELL, DELTA, TILE, layoutFor } from './layout';
import { encodePayload } from './payload';

const COMPENSATION = 0.75;

export function embedMark(rgba: Uint8ClampedArray, width: number, height: number, key: Buffer, idHex: string) {
  const layout = layoutFor(key);
  const coded = encodePayload(idHex);
  const out = new Uint8ClampedArray(rgba);
  for (let cy = 0; cy + CELL <= height; cy += CELL) {
    for (let cx = 0; cx + CELL <= width; cx += CELL) {
      const tileCell = ((cy / CELL) % TILE) * TILE + ((cx / CELL) % TILE);
      const index = layout.dataIndex[tileCell]!;
      const bit = index < 0 ? layout.keyBit[tileCell]! : coded[index]! ^ layout.keyBit[tileCell]!;
      const mean = cellMean(rgba, width, cx, cy);
      const phase = layout.dither[tileCell]! + (bit * DELTA) / 2;
      let target = phase + Math.round((mean - phase) / DELTA) * DELTA;
      let strength = COMPENSATION;
      if (target > 254) {
        target -= DELTA;
        strength = 1;
      } else if (target < 1) {
        target += DELTA;
        strength = 1;
      }
      const wanted = mean + (target - mean) * strength;
      // Pixels already at 0 or 255 cannot move, so the remainder goes to the others (two rounds suffice).
      for (let round = 0; round < 2; round++) {
        const now = cellMean(out, width, cx, cy);
        if (Math.abs(wanted - now) < 0.25) break;
        shiftCell(out, width, cx, cy, wanted - now);
      }
    }
  }
  return out;
}

export function luma(r: number, g: number, b: number) {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

function cellMean(rgba: Uint8ClampedArray, width: number, cx: number, cy: number) {
  let sum = 0;
  for (let y = cy; y < cy + CELL; y++)
    for (let x = cx; x < cx + CELL; x++) {
      const p = (y * width + x) * 4;
      sum += luma(rgba[p]!, rgba[p + 1]!, rgba[p + 2]!);
    }
  return sum / (CELL * CELL);
}

/** Adds the shift to the pixels that can move that way, scaled up so the cell's mean moves by the whole shift. */
function shiftCell(out: Uint8ClampedArray, width: number, cx: number, cy: number, shift: number) {
  const movable = (p: number) =>
    shift > 0 ? luma(out[p]!, out[p + 1]!, out[p + 2]!) < 254.5 : luma(out[p]!, out[p + 1]!, out[p + 2]!) > 0.5;
  let count = 0;
  for (let y = cy; y < cy + CELL; y++) for (let x = cx; x < cx + CELL; x++) if (movable((y * width + x) * 4)) count++;
  if (count === 0) return;
  const step = (shift * CELL * CELL) / count;
  for (let y = cy; y < cy + CELL; y++)
    for (let x = cx; x < cx + CELL; x++) {
      const p = (y * width + x) * 4;
      if (!movable(p)) continue;
      out[p] = out[p]! + step;
      out[p + 1] = out[p + 1]! + step;
      out[p + 2] = out[p + 2]! + step;
    }
}
