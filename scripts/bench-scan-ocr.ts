/**
 * Time to read one scanned A4 page (200 dpi, 1654 x 2339 px, LINES lines of Chinese contract text at 12 pt) with the
 * product's offline recognition (lib/ocr/tesseract-engine.ts), as a comparison reads a page without a text layer:
 * the model's start, then RUNS readings of the same page (median and max), and how many of the drawn characters came
 * back. `npm run bench:scan-ocr` (RUNS=3, LINES=30 by default).
 */
import { createTesseractEngine } from '../server/src/lib/ocr/tesseract-engine';
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
