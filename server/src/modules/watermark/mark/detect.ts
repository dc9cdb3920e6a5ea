/**
 * Blind decoding. The suspect may be rescaled and cropped, so the detector searches scale (a geometric grid around
 * 1, the nearest first) and the sub-cell offset; for each it folds every cell's mean-luma phasor onto one tile
 * (this needs no key), then, per key version, finds the tile phase where the keyed pilots agree, and reads the
 * payload there. A mark counts only when Reed-Solomon and the CRC both accept it, so an unmarked image or another
 * unit's key yields "no mark" rather than a wrong person.
 */
import { CELL, DELTA, TILE, TILE_CELLS, layoutFor, type Layout } from './layout';
import { CODED_BITS, decodePayload, encodePayload } from './payload';

export interface MarkKey {
  version: number;
  key: Buffer;
}

export interface MarkFound {
  id: string;
  keyVersion: number;
  scale: number;
  /** Pilot agreement in standard deviations over chance. */
  pilotScore: number;
  /** Share of coded bits whose soft decision agreed with the corrected word, 0..1. */
  bitAgreement: number;
}

const SCALE_STEP = 1.008;
const MIN_SCALE = 0.3;
const MAX_SCALE = 2.2;
/** Window of the scale search, in tiles per side: large enough to repeat each bit, small enough to forgive scale. */
const WINDOW_TILES = 4;
const MIN_PILOT_SCORE = 4;
const OFFSETS_TRIED = 2;
const PHASE_STEPS = 256;
const COS = Float64Array.from({ length: PHASE_STEPS }, (_, i) => Math.cos((2 * Math.PI * i) / PHASE_STEPS));
const SIN = Float64Array.from({ length: PHASE_STEPS }, (_, i) => Math.sin((2 * Math.PI * i) / PHASE_STEPS));

/** Scales to try, nearest to 1 first. */
export function scaleOrder(): number[] {
  const scales = [1];
  for (let k = 1; ; k++) {
    const up = SCALE_STEP ** k;
    const down = SCALE_STEP ** -k;
    if (up > MAX_SCALE && down < MIN_SCALE) break;
    if (up <= MAX_SCALE) scales.push(up);
    if (down >= MIN_SCALE) scales.push(down);
  }
  return scales;
}

/** Summed-area table of luma, (w+1) x (h+1). */
export function integralImage(lumaValues: Float32Array, width: number, height: number) {
  const table = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += lumaValues[y * width + x]!;
      table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1]! + row;
    }
  }
  return table;
}

interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Sum of the cells' phasors e^(2*pi*i*mean/DELTA), folded by grid position modulo the tile. */
function foldCells(table: Float64Array, width: number, ox: number, oy: number, cellPx: number, region: Region): Fold {
  const re = new Float64Array(TILE_CELLS);
  const im = new Float64Array(TILE_CELLS);
  const stride = width + 1;
  const firstI = Math.ceil((region.y0 - oy) / cellPx);
  const firstJ = Math.ceil((region.x0 - ox) / cellPx);
  let cells = 0;
  for (let i = firstI; oy + (i + 1) * cellPx <= region.y1; i++) {
    const ya = Math.round(oy + i * cellPx);
    const yb = Math.round(oy + (i + 1) * cellPx);
    const row = (((i % TILE) + TILE) % TILE) * TILE;
    for (let j = firstJ; ox + (j + 1) * cellPx <= region.x1; j++) {
      const xa = Math.round(ox + j * cellPx);
      const xb = Math.round(ox + (j + 1) * cellPx);
      const sum =
        table[yb * stride + xb]! - table[ya * stride + xb]! - table[yb * stride + xa]! + table[ya * stride + xa]!;
      const mean = sum / ((yb - ya) * (xb - xa));
      // Saturated cells carry no mark.
      if (mean < 0.5 || mean > 254.5) continue;
      const phase = Math.round((mean / DELTA) * PHASE_STEPS) & (PHASE_STEPS - 1);
      const cell = row + (((j % TILE) + TILE) % TILE);
      re[cell]! += COS[phase]!;
      im[cell]! += SIN[phase]!;
      cells++;
    }
  }
  return { re, im, cells };
}

interface Fold {
  re: Float64Array;
  im: Float64Array;
  cells: number;
}

/** Mean squared magnitude of the folded phasors per cell: about 1 by chance, far more where a mark lines up. */
function foldEnergy(fold: Fold) {
  let sum = 0;
  for (let t = 0; t < TILE_CELLS; t++) sum += fold.re[t]! ** 2 + fold.im[t]! ** 2;
  return fold.cells > 0 ? sum / fold.cells : 0;
}

interface Expected {
  layout: Layout;
  /** Expected phasor of each tile cell for bit 0 (cos, sin of the dither). */
  cos: Float64Array;
  sin: Float64Array;
}

function expectedFor(key: Buffer): Expected {
  const layout = layoutFor(key);
  const cos = new Float64Array(TILE_CELLS);
  const sin = new Float64Array(TILE_CELLS);
  for (let t = 0; t < TILE_CELLS; t++) {
    cos[t] = Math.cos((2 * Math.PI * layout.dither[t]!) / DELTA);
    sin[t] = Math.sin((2 * Math.PI * layout.dither[t]!) / DELTA);
  }
  return { layout, cos, sin };
}

/** Real part of folded[grid] * conj(expected[t]): positive when the cell holds bit 0 of its dither. */
function soft(fold: Fold, grid: number, exp: Expected, t: number) {
  return fold.re[grid]! * exp.cos[t]! + fold.im[grid]! * exp.sin[t]!;
}

const gridOf = (t: number, sy: number, sx: number) =>
  ((Math.floor(t / TILE) - sy + TILE) % TILE) * TILE + (((t % TILE) - sx + TILE) % TILE);

function bestPhase(fold: Fold, exp: Expected) {
  let best = { score: -Infinity, sy: 0, sx: 0 };
  for (let sy = 0; sy < TILE; sy++)
    for (let sx = 0; sx < TILE; sx++) {
      let score = 0;
      for (const t of exp.layout.pilotCells) {
        const s = soft(fold, gridOf(t, sy, sx), exp, t);
        score += exp.layout.keyBit[t] ? -s : s;
      }
      if (score > best.score) best = { score, sy, sx };
    }
  // Each cell's phasor has a real part of variance 1/2 by chance; pilots are a quarter of the cells.
  const noise = Math.sqrt((fold.cells * exp.layout.pilotCells.length) / TILE_CELLS / 2);
  return { ...best, z: noise > 0 ? best.score / noise : 0 };
}

function readPayload(fold: Fold, exp: Expected, sy: number, sx: number) {
  const sums = new Float64Array(CODED_BITS);
  for (let t = 0; t < TILE_CELLS; t++) {
    const index = exp.layout.dataIndex[t]!;
    if (index < 0) continue;
    const s = soft(fold, gridOf(t, sy, sx), exp, t);
    sums[index]! += exp.layout.keyBit[t] ? -s : s;
  }
  const bits = Array.from(sums, (s) => (s < 0 ? 1 : 0));
  return { id: chaseDecode(bits, sums), bits };
}

/** How many of the least reliable bits Chase decoding tries flipping (2^n trials). */
const CHASE_BITS = 8;

/**
 * Chase decoding: when the hard decisions do not decode, flip every combination of the least reliable bits (the
 * smallest soft sums) and decode again. Reed-Solomon and the CRC still have to accept the word, so this adds a
 * factor of 256 to a chance acceptance that is about 1e-11 per try, and saves payloads whose errors sit in a few weak
 * cells (white paper after JPEG).
 */
function chaseDecode(bits: number[], sums: Float64Array): string | null {
  const direct = decodePayload(bits);
  if (direct) return direct;
  const weakest = Array.from(sums.keys())
    .sort((a, b) => Math.abs(sums[a]!) - Math.abs(sums[b]!))
    .slice(0, CHASE_BITS);
  for (let pattern = 1; pattern < 1 << CHASE_BITS; pattern++) {
    const trial = [...bits];
    weakest.forEach((bit, k) => {
      if (pattern & (1 << k)) trial[bit] = trial[bit]! ^ 1;
    });
    const id = decodePayload(trial);
    if (id) return id;
  }
  return null;
}

export function detectMark(lumaValues: Float32Array, width: number, height: number, keys: MarkKey[]): MarkFound | null {
  if (keys.length === 0) return null;
  const table = integralImage(lumaValues, width, height);
  const expected = keys.map((k) => ({ version: k.version, exp: expectedFor(k.key) }));
  for (const scale of scaleOrder()) {
    const cellPx = CELL * scale;
    const side = WINDOW_TILES * TILE * cellPx;
    const windowW = Math.min(width, side);
    const windowH = Math.min(height, side);
    if (windowW < cellPx * TILE || windowH < cellPx * TILE) continue;
    const x0 = Math.floor((width - windowW) / 2);
    const y0 = Math.floor((height - windowH) / 2);
    const window = { x0, y0, x1: x0 + windowW, y1: y0 + windowH };
    // Offsets a quarter of a cell apart at most: a cell misplaced by an eighth still keeps most of its mean.
    const steps = Math.min(4, Math.max(3, Math.round(cellPx / 2)));
    // The folded phasors add up coherently only at the right scale and offset, whatever the key: rank the offsets
    // by that energy and search pilots on the best few only.
    const candidates: { ox: number; oy: number; energy: number; fold: Fold }[] = [];
    for (let a = 0; a < steps; a++)
      for (let b = 0; b < steps; b++) {
        const oy = y0 + (a * cellPx) / steps;
        const ox = x0 + (b * cellPx) / steps;
        const fold = foldCells(table, width, ox, oy, cellPx, window);
        candidates.push({ ox, oy, energy: foldEnergy(fold), fold });
      }
    candidates.sort((p, q) => q.energy - p.energy);
    for (const { ox, oy, fold } of candidates.slice(0, OFFSETS_TRIED)) {
      for (const { version, exp } of expected) {
        const phase = bestPhase(fold, exp);
        if (phase.z < MIN_PILOT_SCORE) continue;
        const found =
          tryRead(fold, exp, phase) ??
          tryRead(foldCells(table, width, ox, oy, cellPx, { x0: 0, y0: 0, x1: width, y1: height }), exp, phase);
        if (found) return { ...found, keyVersion: version, scale, pilotScore: phase.z };
      }
    }
  }
  return null;
}

function tryRead(fold: Fold, exp: Expected, phase: { sy: number; sx: number }) {
  const { id, bits } = readPayload(fold, exp, phase.sy, phase.sx);
  if (!id) return null;
  return { id, bitAgreement: agreement(bits, id) };
}

function agreement(bits: number[], id: string) {
  const coded = encodePayload(id);
  let same = 0;
  for (let i = 0; i < CODED_BITS; i++) if (coded[i] === bits[i]) same++;
  return same / CODED_BITS;
}
