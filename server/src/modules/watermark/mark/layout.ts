/**
 * The keyed layout of the invisible mark. The image is cut into 8x8-pixel cells; cells form 16x16 tiles that repeat
 * over the whole image. In each tile, 64 cells are pilots (known keyed bits that let a detector find scale and
 * offset), the other 192 carry the 128 coded payload bits (64 of them twice), scrambled by the key. Each cell has a
 * keyed dither, so without the unit's key neither pilots nor payload can be read or forged.
 */
import { createHash } from 'node:crypto';
import { CODED_BITS } from './payload';

export const CELL = 8;
export const TILE = 16;
export const TILE_CELLS = TILE * TILE;
const PILOTS = 64;
/** Quantisation step of the cell's mean luma. */
export const DELTA = 8;

export interface Layout {
  /** Dither of each tile cell, in [0, DELTA). */
  dither: Float64Array;
  /** -1 for a pilot, otherwise the coded bit the cell carries. */
  dataIndex: Int16Array;
  /** The pilot's bit, or the data cell's scrambling bit. */
  keyBit: Uint8Array;
  pilotCells: Int16Array;
}

function keyStream(key: Buffer, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let block = 0; block * 32 < length; block++) {
    const hash = createHash('sha256').update(key).update(`watermark-layout-${block}`).digest();
    out.set(hash.subarray(0, Math.min(32, length - block * 32)), block * 32);
  }
  return out;
}

export function layoutFor(key: Buffer): Layout {
  const bytes = keyStream(key, TILE_CELLS * 4);
  const dither = new Float64Array(TILE_CELLS);
  const keyBit = new Uint8Array(TILE_CELLS);
  const order = Array.from({ length: TILE_CELLS }, (_, i) => i);
  for (let i = 0; i < TILE_CELLS; i++) {
    dither[i] = (((bytes[i * 2]! << 8) | bytes[i * 2 + 1]!) / 65536) * DELTA;
    keyBit[i] = bytes[TILE_CELLS * 2 + i]! & 1;
  }
  // Fisher-Yates with key bytes: which cells are pilots and which bit each data cell carries.
  for (let i = TILE_CELLS - 1; i > 0; i--) {
    const j = bytes[TILE_CELLS * 3 + i]! % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const dataIndex = new Int16Array(TILE_CELLS);
  const pilotCells = new Int16Array(PILOTS);
  order.forEach((cell, rank) => {
    if (rank < PILOTS) {
      dataIndex[cell] = -1;
      pilotCells[rank] = cell;
    } else dataIndex[cell] = (rank - PILOTS) % CODED_BITS;
  });
  return { dither, dataIndex, keyBit, pilotCells };
}
