import { createCanvas, ImageData } from '@napi-rs/canvas';
import pixelmatch from 'pixelmatch';
import { cellGrid, components, overlaps, union, type Box } from './geometry';
import type { Raster } from './read-document';

/** Differing pixels are gathered in cells of this many pixels; a cell needs two of them (one is rendering noise). */
const CELL = 6;
const MIN_PER_CELL = 2;
/** Regions closer than this (points) are one region. */
const JOIN_PT = 8;

/** Draws a raster at another size (a version scanned or rendered at a different resolution). */
export function resized(r: Raster, width: number, height: number): Raster {
  if (r.width === width && r.height === height) return r;
  const source = createCanvas(r.width, r.height);
  source.getContext('2d').putImageData(new ImageData(r.rgba, r.width, r.height), 0, 0);
  const target = createCanvas(width, height);
  const ctx = target.getContext('2d');
  ctx.drawImage(source, 0, 0, width, height);
  return { rgba: ctx.getImageData(0, 0, width, height).data, width, height };
}

/**
 * Where two renderings of a page differ (pixelmatch, anti-aliasing ignored), as rectangles in points of the new
 * page; the old rendering is brought to the new one's size first.
 */
export function visualRegions(before: Raster, after: Raster, scale: number): Box[] {
  const old = resized(before, after.width, after.height);
  const mask = new Uint8ClampedArray(after.rgba.length);
  const count = pixelmatch(old.rgba, after.rgba, mask, after.width, after.height, { threshold: 0.1, diffMask: true });
  if (count === 0) return [];
  const { cells, cols, rows } = cellGrid(after.width, after.height, CELL, MIN_PER_CELL, (p) => mask[p * 4 + 3]! > 0);
  const boxes = components(cells, cols, rows).map((c) => ({
    x: (c.x0 * CELL) / scale,
    y: (c.y0 * CELL) / scale,
    w: ((c.x1 - c.x0 + 1) * CELL) / scale,
    h: ((c.y1 - c.y0 + 1) * CELL) / scale,
  }));
  return joined(boxes, JOIN_PT);
}

/** Merges boxes that overlap (within the margin) until none do. */
export function joined(boxes: Box[], margin: number): Box[] {
  const out = [...boxes];
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = i + 1; j < out.length; j++)
        if (overlaps(out[i]!, out[j]!, margin)) {
          out[i] = union(out[i]!, out[j]!);
          out.splice(j, 1);
          merged = true;
          break;
        }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}
