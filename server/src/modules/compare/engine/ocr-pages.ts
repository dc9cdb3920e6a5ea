import { OcrTimeout, type OcrEngine, type OcrLine } from '../../../lib/ocr/tesseract-engine';
import type { Box } from './geometry';
import type { PageText, ReadPage } from './read-document';

/**
 * Scanned pages (no text layer) read by OCR inside the comparison worker, so their words are compared like a digital
 * page's. OCR is slow (seconds per page), so a job reads at most `maxPages` pages within `limitMs`; the pages past
 * the limit keep no text and are counted, and a page OCR cannot read keeps no text: neither fails the comparison.
 */

export interface OcrLimits {
  maxPages: number;
  limitMs: number;
}

/**
 * Text of fewer non-blank characters than this is taken as none: in a text layer a page number or a stray mark, read
 * by OCR the noise of ruled lines or a stamp (two characters read from a page of bars).
 */
const MIN_TEXT_CHARS = 5;

const tooShort = (text: PageText) => text.text.replace(/\s/g, '').length < MIN_TEXT_CHARS;
export const needsOcr = (page: ReadPage) => tooShort(page.text);

/**
 * The lines as one page text in points: each character's box runs from its left edge to the next one's (the last to
 * the line's end), as high as its line; the '\n' between lines takes the box of the character before it.
 */
export function ocrText(lines: OcrLine[], pxPerPt: number): PageText {
  let text = '';
  const boxes: Box[] = [];
  for (const line of lines) {
    const region = line.region;
    if (!line.text.trim() || !region || !line.left) continue;
    if (text) {
      text += '\n';
      boxes.push(boxes.at(-1)!);
    }
    const right = region.left + region.width;
    for (let i = 0; i < line.text.length; i++) {
      const x = line.left[i] ?? right;
      const next = Math.max(x, line.left[i + 1] ?? right);
      text += line.text[i];
      boxes.push({ x: x / pxPerPt, y: region.top / pxPerPt, w: (next - x) / pxPerPt, h: region.height / pxPerPt });
    }
  }
  return { text, boxes };
}

export interface OcrOutcome {
  /** Pages whose OCR was not attempted or not finished because the job's OCR limit was reached. */
  skipped: number;
}

/**
 * Reads the pages without text (in the order given) by OCR and gives each its text, marked `ocr`. `onProgress`
 * hears the pages done so far, a fraction included for the page being read.
 */
export async function ocrPages(
  pages: ReadPage[],
  engine: OcrEngine,
  limits: OcrLimits,
  onProgress: (pagesDone: number) => void,
): Promise<OcrOutcome> {
  const deadline = Date.now() + limits.limitMs;
  const wanted = pages.filter(needsOcr);
  let skipped = Math.max(0, wanted.length - limits.maxPages);
  for (const [i, page] of wanted.slice(0, limits.maxPages).entries()) {
    const left = deadline - Date.now();
    if (left <= 0) {
      skipped += Math.min(limits.maxPages, wanted.length) - i;
      break;
    }
    try {
      const scan = await page.scan();
      const text = ocrText(await engine.recognise(scan.png, left, (f) => onProgress(i + f)), scan.pxPerPt);
      if (!tooShort(text)) Object.assign(page, { text, ocr: true });
    } catch (e) {
      if (e instanceof OcrTimeout) skipped++;
      // Otherwise the page stays without text: its visual differences are still compared.
    }
    onProgress(i + 1);
  }
  return { skipped };
}
