import { cellGrid, components, MM_PER_PT, type Box } from './geometry';
import type { Raster } from './read-document';
import { joined } from './visual-diff';

export interface FoundSeal {
  box: Box;
  /** Centre in millimetres from the page's top-left corner. */
  centreMm: { x: number; y: number };
}

const CELL = 4;
const MIN_PER_CELL = 3;
/** An impression is 12-70 mm across (company seals are 38-45 mm round, personal ones 15-25 mm square). */
const MIN_MM = 12;
const MAX_MM = 70;
/** Round or square: its sides differ by at most this ratio (a red line of text does not pass). */
const MAX_ASPECT = 1.35;

/** Seal ink: clearly red (red well above green and blue), also where it thins out on white paper or over black text. */
function isRed(rgba: Uint8ClampedArray, p: number): boolean {
  const r = rgba[p * 4]!;
  const g = rgba[p * 4 + 1]!;
  const b = rgba[p * 4 + 2]!;
  return r >= 120 && r - Math.max(g, b) >= 60;
}

/**
 * Red impressions on a page: red cells grouped into components, components inside one another (ring, star, text)
 * joined, kept when their size and shape are a seal's.
 */
export function findSeals(raster: Raster, scale: number): FoundSeal[] {
  const { cells, cols, rows } = cellGrid(raster.width, raster.height, CELL, MIN_PER_CELL, (p) => isRed(raster.rgba, p));
  const parts = components(cells, cols, rows).map((c) => ({
    x: (c.x0 * CELL) / scale,
    y: (c.y0 * CELL) / scale,
    w: ((c.x1 - c.x0 + 1) * CELL) / scale,
    h: ((c.y1 - c.y0 + 1) * CELL) / scale,
  }));
  return joined(parts, 0)
    .filter((b) => {
      const w = b.w * MM_PER_PT;
      const h = b.h * MM_PER_PT;
      return w >= MIN_MM && h >= MIN_MM && w <= MAX_MM && h <= MAX_MM && Math.max(w, h) / Math.min(w, h) <= MAX_ASPECT;
    })
    .map((box) => ({
      box,
      centreMm: {
        x: Math.round((box.x + box.w / 2) * MM_PER_PT * 10) / 10,
        y: Math.round((box.y + box.h / 2) * MM_PER_PT * 10) / 10,
      },
    }));
}
