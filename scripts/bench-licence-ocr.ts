/**
 * Business-licence recognition accuracy: COUNT generated licence images (tests/server/ocr/licence-image.ts: the
 * machine's fonts, JPEG quality 60-95, rotation ±3°, random valid credit codes, names, people, addresses and dates)
 * read by the offline provider, exact matches per field (VERBOSE=1 lists every miss, else the credit code's), and how many fields the form would fill wrongly (read at or
 * above OCR_MIN_CONFIDENCE but not exact). `npm run bench:licence-ocr` (COUNT=40, SEED=1 by default).
 */
import { unit } from '../contract';
import { OfflineOcrProvider } from '../server/src/lib/ocr/offline-licence-provider';
import { createTesseractEngine } from '../server/src/lib/ocr/tesseract-engine';
import { readFirstPage } from '../server/src/modules/compare/engine/first-page';
import {
  LICENCE_FONTS,
  licenceImage,
  randomLicence,
  seededRandom,
  type LicenceText,
} from '../tests/server/ocr/licence-image';

const COUNT = Number(process.env.COUNT ?? 40);
const MIN_CONFIDENCE = Number(process.env.OCR_MIN_CONFIDENCE ?? 60);
const random = seededRandom(Number(process.env.SEED ?? 1));

/** The fields as the reader answers them: dates as YYYY-MM-DD, 长期 as 'long-term'. */
function expected(licence: LicenceText): Record<unit.LicenceFieldName, string> {
  const iso = (date: string) => date.replace(/(\d{4})年(\d{2})月(\d{2})日/, '$1-$2-$3');
  const until = licence.validity.split('至')[1]!;
  return {
    companyFullName: licence.companyFullName,
    socialCreditCode: licence.socialCreditCode,
    legalPerson: licence.legalPerson,
    address: licence.address,
    establishedDate: iso(licence.establishedDate),
    validUntil: until === '长期' ? 'long-term' : iso(until),
  };
}

const engine = createTesseractEngine();
const provider = new OfflineOcrProvider(engine, readFirstPage, 55_000);
const exact = Object.fromEntries(unit.licenceFieldNames.map((n) => [n, 0])) as Record<unit.LicenceFieldName, number>;
const filledWrong = { ...exact };
const leftEmpty = { ...exact };
const times: number[] = [];
const misses: string[] = [];
for (let i = 0; i < COUNT; i++) {
  const licence = randomLicence(random);
  const options = {
    font: LICENCE_FONTS[i % LICENCE_FONTS.length]!,
    quality: 60 + Math.round(random() * 35),
    rotationDeg: Math.round((random() * 6 - 3) * 10) / 10,
  };
  const image = licenceImage(licence, options);
  const started = performance.now();
  const read = await provider.readBusinessLicence(image, 'image/jpeg').catch((e: Error) => e);
  times.push(performance.now() - started);
  const want = expected(licence);
  for (const name of unit.licenceFieldNames) {
    const got = read instanceof Error ? '' : (read[name] ?? '');
    const confidence = read instanceof Error ? 0 : (read.confidence?.[name] ?? 0);
    if (got === want[name]) exact[name]++;
    else if (name === 'socialCreditCode' || process.env.VERBOSE)
      misses.push(`${name}: ${want[name]} read ${got || '(nothing)'} at ${confidence} (${JSON.stringify(options)})`);
    if (confidence < MIN_CONFIDENCE) leftEmpty[name]++;
    else if (got !== want[name]) filledWrong[name]++;
  }
}
await engine.close();

const pct = (n: number) => `${((100 * n) / COUNT).toFixed(1)} %`;
console.log(`${COUNT} licence images, fonts ${LICENCE_FONTS.join(', ')}; threshold ${MIN_CONFIDENCE}`);
console.log('field'.padEnd(18), 'exact'.padStart(8), 'left empty'.padStart(11), 'filled wrong'.padStart(13));
for (const name of unit.licenceFieldNames)
  console.log(
    name.padEnd(18),
    pct(exact[name]).padStart(8),
    pct(leftEmpty[name]).padStart(11),
    pct(filledWrong[name]).padStart(13),
  );
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `time per image: median ${Math.round(sorted[Math.floor(COUNT / 2)]!)} ms, max ${Math.round(sorted.at(-1)!)} ms (the first includes loading the model)`,
);
for (const miss of misses) console.log(`miss: ${miss}`);
