// The invisible watermark's benchmark on a deterministic generated corpus (tests/server/watermark/generated-images):
// photo-like scenes and A4 contract pages (text, a table, a red seal), each marked with a random id under one key.
// Measures, per attack, how often blind decoding recovers the exact 64-bit payload; false attribution on unmarked
// images and under another unit's key; PSNR; and the time to mark a 1920x1080 image and to detect.
// Then PDFs: a generated Chinese contract (tests/server/compare/contract-pdf) issued in process to one and to three
// recipients: the time per page, whether each page's rendering equals the marked raster and keeps its text, PSNR
// against the original page, the copy's size, and blind detection of each copy.
//
// Usage: npm run bench:watermark            (a quick subset: 6 scenes, 4 pages, a 7-page PDF)
//        FULL=1 npm run bench:watermark     (30 scenes, 30 pages, 30 unmarked, 30 other-key, a 20-page PDF)
import { randomBytes } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { detectMark } from '../server/src/modules/watermark/mark/detect';
import { embedMark } from '../server/src/modules/watermark/mark/embed';
import { lumaOf, rasterCanvas, type Raster } from '../server/src/modules/watermark/mark/raster';
import { crop, documentImage, jpeg, psnr, resize, sceneImage } from '../tests/server/watermark/generated-images';
import { benchPdf } from './bench-watermark-pdf';

const FULL = process.env.FULL === '1';
const SCENES = FULL ? 30 : 6;
const PAGES = FULL ? 30 : 4;
const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 9);

/** A screenshot of a viewer: scaled to 0.8, the central 70 % window, a 24-pixel grey frame, JPEG 80. */
async function screenshot(image: Raster): Promise<Raster> {
  const scaled = resize(image, 0.8);
  const w = Math.round(scaled.width * 0.7);
  const h = Math.round(scaled.height * 0.7);
  const canvas = createCanvas(w + 48, h + 48);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#d0d4da';
  ctx.fillRect(0, 0, w + 48, h + 48);
  ctx.drawImage(rasterCanvas(scaled), -(scaled.width - w) / 2 + 24, -(scaled.height - h) / 2 + 24);
  const shot = {
    width: w + 48,
    height: h + 48,
    rgba: new Uint8ClampedArray(ctx.getImageData(0, 0, w + 48, h + 48).data),
  };
  return jpeg(shot, 80);
}

const attacks: Record<string, (image: Raster) => Promise<Raster> | Raster> = {
  none: (image) => image,
  'jpeg 50': (image) => jpeg(image, 50),
  'resize 0.5': (image) => resize(image, 0.5),
  'crop 10 % (two sides)': (image) => crop(image, 0.1),
  'screenshot (0.8, 70 % window, border, JPEG 80)': screenshot,
};

const read = (image: Raster, keys = [{ version: 1, key }]) =>
  detectMark(lumaOf(image), image.width, image.height, keys);

function percent(n: number, of: number) {
  return `${((100 * n) / of).toFixed(1)} % (${n}/${of})`;
}

const corpus = [
  ...Array.from({ length: SCENES }, (_, i) => ({
    kind: 'scene',
    image: sceneImage(1000 + i, 640 + (i % 3) * 160, 480 + (i % 2) * 120),
  })),
  ...Array.from({ length: PAGES }, (_, i) => ({ kind: 'page', image: documentImage(2000 + i) })),
];

const results: Record<string, { ok: number; total: number; ms: number[] }> = {};
const psnrs: Record<string, number[]> = { scene: [], page: [] };
for (const { kind, image } of corpus) {
  const id = randomBytes(6).toString('hex');
  const marked = { ...image, rgba: embedMark(image.rgba, image.width, image.height, key, id) };
  psnrs[kind]!.push(psnr(image, marked));
  for (const [name, attack] of Object.entries(attacks)) {
    const suspect = await attack(marked);
    const started = performance.now();
    const found = read(suspect);
    const row = (results[`${kind}: ${name}`] ??= { ok: 0, total: 0, ms: [] });
    row.total++;
    row.ms.push(performance.now() - started);
    if (found?.id === id) row.ok++;
  }
}

console.log(`corpus: ${SCENES} scenes, ${PAGES} contract pages (${FULL ? 'full' : 'quick'} run)\n`);
console.log('exact payload recovered (blind decoding), median detection time:');
for (const [name, row] of Object.entries(results)) {
  const median = [...row.ms].sort((a, b) => a - b)[Math.floor(row.ms.length / 2)]!;
  console.log(`  ${name.padEnd(58)} ${percent(row.ok, row.total).padEnd(20)} ${median.toFixed(0)} ms`);
}

let falseAttributions = 0;
const negatives = FULL ? 30 : 5;
for (let i = 0; i < negatives; i++) {
  const image = sceneImage(3000 + i);
  if (read(image)) falseAttributions++;
  const foreign = { ...image, rgba: embedMark(image.rgba, image.width, image.height, otherKey, '0123456789ab') };
  if (read(foreign)) falseAttributions++;
}
console.log(`\nfalse attribution on ${negatives} unmarked + ${negatives} other-key images: ${falseAttributions}`);

for (const [kind, values] of Object.entries(psnrs)) {
  if (values.length > 0)
    console.log(
      `PSNR ${kind}: min ${Math.min(...values).toFixed(2)} dB, mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(2)} dB`,
    );
}

const hd = sceneImage(42, 1920, 1080);
const times: number[] = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  embedMark(hd.rgba, hd.width, hd.height, key, '0123456789ab');
  times.push(performance.now() - started);
}
console.log(`mark a 1920x1080 image: median ${times.sort((a, b) => a - b)[2]!.toFixed(0)} ms (one core)`);

await benchPdf({ key, pages: FULL ? 20 : 7 });
