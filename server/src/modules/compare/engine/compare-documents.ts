import { createCanvas, ImageData } from '@napi-rs/canvas';
import {
  COMPARE_OCR_MAX_PAGES,
  COMPARE_OCR_TIME_LIMIT_S,
  type Change,
  type PagePair as ShownPair,
  type Seal,
} from '../../../../../contract/compare';
import { alignPages, type PagePair } from './align-pages';
import { createTesseractEngine } from '../../../lib/ocr/tesseract-engine';
import { findSeals, type FoundSeal } from './find-seals';
import { contains, overlaps, rounded, type Box } from './geometry';
import { needsOcr, ocrPages, type OcrLimits } from './ocr-pages';
import { readDocument, UnreadableDocument, type DocumentProblem, type ReadPage, type Rendered } from './read-document';
import { textChanges } from './text-diff';
import { visualRegions } from './visual-diff';

export interface CompareInput {
  before: { bytes: Uint8Array; kind: 'pdf' | 'image' };
  after: { bytes: Uint8Array; kind: 'pdf' | 'image' };
  maxPages: number;
  /** How much OCR of scanned pages one comparison may do (the contract's limits unless given). */
  ocr?: OcrLimits;
}

export interface OutputPage {
  widthPt: number;
  heightPt: number;
  hasText: boolean;
  /** Its text was read by OCR. */
  ocr: boolean;
  /** The rendering as JPEG, for the side-by-side viewer. */
  jpeg: Uint8Array;
}

export type CompareOutput =
  | {
      ok: true;
      oldPages: OutputPage[];
      newPages: OutputPage[];
      pairs: ShownPair[];
      changes: Change[];
      seals: Seal[];
      /** Scanned pages left unread because the OCR limit was reached. */
      ocrSkipped: number;
    }
  | { ok: false; side: 'old' | 'new'; problem: DocumentProblem };

/**
 * How far a comparison got, in steps: OCR_STEPS per scanned page read by OCR (advancing while it is read), then one
 * per page pair compared.
 */
export interface ComparedSteps {
  done: number;
  total: number;
}

/** An impression within this distance (mm) of one on the old version is the same seal, not a new one. */
const SAME_SEAL_MM = 5;
const JPEG_QUALITY = 82;
/** A page's OCR takes about as long as comparing twenty page pairs (scripts/bench-scan-ocr.ts, bench-compare.ts). */
const OCR_STEPS = 20;
const OCR_LIMITS: OcrLimits = { maxPages: COMPARE_OCR_MAX_PAGES, limitMs: COMPARE_OCR_TIME_LIMIT_S * 1000 };

async function read(side: 'old' | 'new', input: CompareInput['before'], maxPages: number) {
  try {
    return await readDocument(input.bytes, input.kind, maxPages);
  } catch (e) {
    if (e instanceof UnreadableDocument) return { side, problem: e.problem };
    throw e;
  }
}

/**
 * Compares two versions: pages without a text layer read by OCR (within the limits, engine/ocr-pages.ts), pages
 * aligned by their text, then per pair the word changes, the visual regions not already
 * explained by a word change or a seal, and the seals of the new page (new where the old page had none there).
 * Pages are drawn one pair at a time.
 */
export async function compareDocuments(
  input: CompareInput,
  onProgress: (step: ComparedSteps) => void = () => undefined,
): Promise<CompareOutput> {
  const before = await read('old', input.before, input.maxPages);
  if ('problem' in before) return { ok: false, side: before.side, problem: before.problem };
  const after = await read('new', input.after, input.maxPages);
  if ('problem' in after) {
    await before.close();
    return { ok: false, side: after.side, problem: after.problem };
  }
  const engine = createTesseractEngine();
  try {
    const limits = input.ocr ?? OCR_LIMITS;
    const scanned = [...before.pages, ...after.pages].filter(needsOcr).length;
    const ocrSteps = Math.min(scanned, limits.maxPages) * OCR_STEPS;
    // Until the pages are aligned the pairs are counted at their most (every page alone), so progress never falls back.
    const mostPairs = before.pages.length + after.pages.length;
    let lastDone = -1;
    const ocrProgress = (pagesDone: number) => {
      const done = Math.floor(pagesDone * OCR_STEPS);
      if (done !== lastDone) onProgress({ done, total: ocrSteps + mostPairs });
      lastDone = done;
    };
    const { skipped } = await ocrPages([...before.pages, ...after.pages], engine, limits, ocrProgress);
    // OCR is done: its worker (and the 100 MB of its model) goes before the pages are drawn.
    await engine.close();
    const pairs = alignPages(
      before.pages.map((p) => p.text.text),
      after.pages.map((p) => p.text.text),
    );
    const oldPages: OutputPage[] = [];
    const newPages: OutputPage[] = [];
    const changes: Change[] = [];
    const seals: Seal[] = [];
    onProgress({ done: ocrSteps, total: ocrSteps + pairs.length });
    for (const [k, pair] of pairs.entries()) {
      const o = pair.oldPage === null ? null : before.pages[pair.oldPage]!;
      const n = pair.newPage === null ? null : after.pages[pair.newPage]!;
      const oldRendered = o ? await o.render() : null;
      const newRendered = n ? await n.render() : null;
      if (o && oldRendered) oldPages[pair.oldPage!] = outputPage(o, oldRendered);
      if (n && newRendered) newPages[pair.newPage!] = outputPage(n, newRendered);
      const found = comparePair(pair, o, n, oldRendered, newRendered);
      changes.push(...found.changes);
      seals.push(...found.seals);
      onProgress({ done: ocrSteps + k + 1, total: ocrSteps + pairs.length });
    }
    const shown = pairs.map((p) => ({ oldPage: pageNo(p.oldPage), newPage: pageNo(p.newPage) }));
    return { ok: true, oldPages, newPages, pairs: shown, changes, seals, ocrSkipped: skipped };
  } finally {
    await engine.close();
    await before.close();
    await after.close();
  }
}

function outputPage(page: ReadPage, rendered: Rendered): OutputPage {
  const { raster } = rendered;
  const canvas = createCanvas(raster.width, raster.height);
  canvas.getContext('2d').putImageData(new ImageData(raster.rgba, raster.width, raster.height), 0, 0);
  return {
    widthPt: page.widthPt,
    heightPt: page.heightPt,
    hasText: page.text.text.trim().length > 0,
    ocr: page.ocr === true,
    jpeg: canvas.encodeSync('jpeg', JPEG_QUALITY),
  };
}

const pageNo = (i: number | null) => (i === null ? null : i + 1);

function change(pair: PagePair, kind: Change['kind'], fields: Partial<Change> = {}): Change {
  return {
    kind,
    oldPage: pageNo(pair.oldPage),
    newPage: pageNo(pair.newPage),
    oldText: '',
    newText: '',
    oldBox: null,
    newBox: null,
    ...fields,
  };
}

function comparePair(
  pair: PagePair,
  o: ReadPage | null,
  n: ReadPage | null,
  oldRendered: Rendered | null,
  newRendered: Rendered | null,
): { changes: Change[]; seals: Seal[] } {
  if (!o || !oldRendered) return { changes: [change(pair, 'pageAdded')], seals: pageSeals(pair, n, newRendered, []) };
  if (!n || !newRendered) return { changes: [change(pair, 'pageRemoved')], seals: [] };
  const changes: Change[] = pair.moved ? [change(pair, 'pageMoved')] : [];
  const explained: Box[] = [];
  const seals = pageSeals(pair, n, newRendered, findSeals(oldRendered.raster, oldRendered.scale));
  const inSeal = (b: Box | null) => b !== null && seals.some((s) => s.isNew && contains(s.box, b));
  if (o.text.text.trim() && n.text.text.trim())
    for (const t of textChanges(o.text, n.text)) {
      // The words of a new seal's impression are part of the seal, reported once as the seal.
      if (t.kind === 'textAdded' && inSeal(t.newBox)) continue;
      changes.push(
        change(pair, t.kind, {
          oldText: t.oldText,
          newText: t.newText,
          oldBox: t.oldBox && rounded(t.oldBox),
          newBox: t.newBox && rounded(t.newBox),
        }),
      );
      for (const b of [t.oldBox, t.newBox]) if (b) explained.push(b);
    }
  for (const s of seals) {
    explained.push(s.box);
    if (s.isNew) changes.push(change(pair, 'seal', { newBox: s.box }));
  }
  for (const region of visualRegions(oldRendered.raster, newRendered.raster, newRendered.scale))
    if (!explained.some((b) => overlaps(b, region, 2)))
      changes.push(change(pair, 'visual', { newBox: rounded(region) }));
  return { changes, seals };
}

function pageSeals(pair: PagePair, n: ReadPage | null, rendered: Rendered | null, oldSeals: FoundSeal[]): Seal[] {
  if (!n || !rendered) return [];
  return findSeals(rendered.raster, rendered.scale).map((s) => ({
    page: pair.newPage! + 1,
    box: rounded(s.box),
    centreMm: s.centreMm,
    isNew: !oldSeals.some((o) => Math.hypot(o.centreMm.x - s.centreMm.x, o.centreMm.y - s.centreMm.y) <= SAME_SEAL_MM),
  }));
}
