import { encodePng } from '../../db/seed/licence-png';
import { localDateTime } from '../../lib/local-time';

/*
 * Seeded use photos are rendered, not stored: the seed writes a photo row marked `generated`, and the first fetch
 * draws it from its use record (this file) and keeps it as a file. The picture is a stamped page: paper with text
 * lines, a red round seal placed and tilted by the record, and a caption with the device, the local time and the
 * place (coordinates), so no two records give the same bytes.
 */

/** A 5x7 bitmap font: each glyph is seven rows of five bits (most significant bit on the left). */
const FONT: Record<string, number[]> = {
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [28, 18, 17, 17, 17, 18, 28],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 17, 10, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '-': [0, 0, 0, 31, 0, 0, 0],
  ':': [0, 12, 12, 0, 12, 12, 0],
  '.': [0, 0, 0, 0, 0, 12, 12],
  ',': [0, 0, 0, 0, 12, 4, 8],
  '/': [1, 1, 2, 4, 8, 16, 16],
  '#': [10, 10, 31, 10, 31, 10, 10],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};

export interface PhotoSubject {
  useRecordId: number;
  seq: number;
  deviceId: string;
  usedAt: Date;
  latitude: number | null;
  longitude: number | null;
}

type Rgb = [number, number, number];

const WIDTH = 360;
const HEIGHT = 260;
const SCALE = 2;

/** A 32-bit hash of a text (FNV-1a), to vary the page per record. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The caption lines drawn on the picture. */
export function captionOf(s: PhotoSubject): string[] {
  const place =
    s.latitude === null || s.longitude === null ? 'NO POSITION' : `${s.latitude.toFixed(4)},${s.longitude.toFixed(4)}`;
  return [`DEVICE ${s.deviceId.toUpperCase()}`, localDateTime(s.usedAt), place, `REC ${s.useRecordId} #${s.seq + 1}`];
}

/** Renders the photo of a use: deterministic for its record and sequence number. */
export function renderUsePhoto(s: PhotoSubject): Buffer {
  const lines = captionOf(s);
  const h = hashOf(`${s.useRecordId}:${s.seq}:${s.deviceId}:${s.usedAt.getTime()}`);
  // The text of the caption as a set of ink pixels.
  const ink = new Uint8Array(WIDTH * HEIGHT);
  lines.forEach((line, row) => {
    const top = 172 + row * 20;
    [...line].forEach((ch, col) => {
      const glyph = FONT[ch] ?? FONT[' ']!;
      const left = 14 + col * 6 * SCALE;
      glyph.forEach((bits, gy) => {
        for (let gx = 0; gx < 5; gx++) {
          if (!(bits & (1 << (4 - gx)))) continue;
          for (let dy = 0; dy < SCALE; dy++) {
            for (let dx = 0; dx < SCALE; dx++) {
              const x = left + gx * SCALE + dx;
              const y = top + gy * SCALE + dy;
              if (x < WIDTH && y < HEIGHT) ink[y * WIDTH + x] = 1;
            }
          }
        }
      });
    });
  });
  const cx = 220 + (h % 90);
  const cy = 70 + ((h >>> 8) % 50);
  const radius = 38 + ((h >>> 16) % 8);
  const tilt = ((h >>> 24) % 60) / 100;
  const paper: Rgb = [248 - (h % 6), 244 - ((h >>> 4) % 6), 232 - ((h >>> 12) % 8)];
  const red: Rgb = [190 + ((h >>> 3) % 20), 28, 36];
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    if (ink[y * WIDTH + x]) return [30, 30, 40];
    if (y >= 166 && y < 168) return [160, 160, 160];
    const dx = x - cx;
    const dy = y - cy;
    const d = Math.sqrt(dx * dx + dy * dy);
    // The seal: a ring, an inner ring of dots, a star; a little uneven, as ink is.
    const wobble = ((x * 7 + y * 13 + h) % 5) - 2;
    if (d > radius - 5 + wobble * 0.3 && d < radius) return red;
    const angle = Math.atan2(dy, dx) + tilt;
    if (d > radius - 12 && d < radius - 9 && Math.floor(((angle + Math.PI) * 12) / Math.PI) % 2 === 0) return red;
    if (d < 10 && Math.abs(dx) + Math.abs(dy) < 11) return red;
    // The page's typed lines.
    const line = (y - 20) % 16;
    const lineNo = Math.floor((y - 20) / 16);
    if (y >= 20 && y < 150 && line < 3 && x > 20 && x < 180 + ((lineNo * 41 + h) % 150)) return [110, 110, 118];
    return paper;
  });
}
