/**
 * Blind decoding of a PDF suspect: its first pages are rendered the way copies are marked (./mark-pdf.ts renders with
 * the same reader and scale, so an untouched copy's raster carries the mark cell for cell) and decoded as images; the
 * first page with a mark answers.
 */
import { documentReader, type DocumentProblem } from '../../compare';
import { detectMark, type MarkFound, type MarkKey } from '../mark/detect';
import { lumaOf } from '../mark/raster';

/** A leaked copy carries the mark on every page: three pages are enough when the first is mostly blank or cropped. */
const PAGES_READ = 3;

export type DetectAnswer = { mark: MarkFound | null } | { problem: DocumentProblem };

export async function detectPdfMark(bytes: Uint8Array, keys: MarkKey[], maxPages: number): Promise<DetectAnswer> {
  const { readDocument, UnreadableDocument } = await documentReader();
  let document;
  try {
    document = await readDocument(bytes, 'pdf', maxPages);
  } catch (e) {
    if (e instanceof UnreadableDocument) return { problem: e.problem };
    throw e;
  }
  try {
    for (const page of document.pages.slice(0, PAGES_READ)) {
      const { raster } = await page.render();
      const mark = detectMark(lumaOf(raster), raster.width, raster.height, keys);
      if (mark) return { mark };
    }
    return { mark: null };
  } finally {
    await document.close();
  }
}
