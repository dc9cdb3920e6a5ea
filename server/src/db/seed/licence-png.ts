import { deflateSync } from 'node:zlib';

/** A small, valid PNG drawn in code: the demo units' business-licence scans (no binary files in the repository). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/** Encodes RGB pixels (row by row) as a PNG. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PAPER: Rgb = [250, 246, 236];
const RED: Rgb = [196, 30, 36];
const INK: Rgb = [120, 120, 120];

/** A licence-like picture: a red frame, grey text lines, a round red seal in the lower right; `variant` shifts lines. */
export function licencePng(variant = 0): Buffer {
  const width = 320;
  const height = 220;
  return encodePng(width, height, (x, y) => {
    const frame = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
    if (frame) return RED;
    const dx = x - 250;
    const dy = y - 160;
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d > 36 && d < 42) return RED;
    if (Math.abs(dx) < 8 && Math.abs(dy) < 8 && Math.abs(dx) + Math.abs(dy) < 10) return RED;
    if (y >= 28 && y < 40 && x > 110 && x < 210) return INK;
    const line = (y - 60) % 22;
    const lineNo = Math.floor((y - 60) / 22);
    if (y >= 60 && y < 190 && line < 5 && x > 24 && x < 180 + ((lineNo * 37 + variant * 23) % 60)) return INK;
    return PAPER;
  });
}
