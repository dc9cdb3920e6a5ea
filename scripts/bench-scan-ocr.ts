/**
 * Time to read one scanned A4 page (200 dpi, 1654 x 2339 px, LINES lines of Chinese contract text at 12 pt) with the
 * product's offline recognition (lib/ocr/tesseract-engine.ts), as a comparison reads a page without a text layer:
 * the model's start, then RUNS readings of the same page (median and max), and how many of the drawn characters came
 * back; then a whole comparison (in this thread) of that page with a copy whose amount was changed, as two images:
 * its time and text changes. `npm run bench:scan-ocr` (RUNS=3, LINES=30 by default).
 */
import { createTesseractEngine } from '../server/src/lib/ocr/tesseract-engine';
import { compareDocuments } from '../server/src/modules/compare/engine/compare-documents';
import { scannedPage } from '../tests/server/compare/scanned-page';

const RUNS = Number(process.env.RUNS ?? 3);
const LINES = Number(process.env.LINES ?? 30);

const page = scannedPage({ lines: LINES });
const engine = createTesseractEngine();
const times: number[] = [];
let text = '';
for (let i = 0; i <= RUNS; i++) {
  const started = performance.now();
  const lines = await engine.recognise(page, 300_000);
  times.push(performance.now() - started);
  text = lines.map((l) => l.text).join('\n');
}
await engine.close();

const [first, ...rest] = times;
const sorted = rest.sort((a, b) => a - b);
console.log(`A4 at 200 dpi, ${LINES} lines; first reading (model start included): ${Math.round(first!)} ms`);
console.log(
  `then ${RUNS} readings: median ${Math.round(sorted[Math.floor(RUNS / 2)]!)} ms, max ${Math.round(sorted.at(-1)!)} ms`,
);
console.log(`characters read: ${text.replace(/\s/g, '').length}`);
if (process.env.VERBOSE) console.log(text);

const started = performance.now();
const out = await compareDocuments({
  before: { bytes: page, kind: 'image' },
  after: { bytes: scannedPage({ lines: LINES, edited: true }), kind: 'image' },
  maxPages: 50,
});
if (!out.ok) throw new Error(`comparison failed: ${out.problem}`);
const changes = out.changes.filter((c) => c.kind.startsWith('text')).map((c) => `${c.oldText} → ${c.newText}`);
console.log(
  `comparison of two scanned A4 images: ${Math.round(performance.now() - started)} ms (model start included), ` +
    `OCR'd ${[...out.oldPages, ...out.newPages].filter((p) => p.ocr).length} pages, text changes: ${changes.join('; ')}`,
);
