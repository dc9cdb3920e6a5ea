import { createRequire } from 'node:module';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { Box } from './geometry';

/**
 * Reads a PDF or an image into pages: each page's size in points, a raster and its text with a box per character
 * (PDFs only: images have no text layer). Runs inside the comparison worker.
 */

export interface Raster {
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface PageText {
  /** The page's characters in reading order, lines separated by '\n'. */
  text: string;
  /** One box per character of `text` (points from the top-left). */
  boxes: Box[];
}

/** A page as read: its size and text at once, its raster drawn when asked (one page in memory at a time). */
export interface ReadPage {
  widthPt: number;
  heightPt: number;
  text: PageText;
  /** The text was read from the page's picture by OCR (it may hold misread characters), not from a text layer. */
  ocr?: boolean;
  render(): Promise<Rendered>;
  /** The page as a PNG fit for OCR (about 200 dpi), and its pixels per point. */
  scan(): Promise<Scan>;
}

export interface Scan {
  png: Buffer;
  pxPerPt: number;
}

export interface Rendered {
  raster: Raster;
  /** Pixels per point of the raster. */
  scale: number;
  /** PDF user space to raster pixels [a b c d e f] (rotation and crop box included); a PDF page's only. */
  transform?: number[];
}

export interface ReadDocument {
  pages: ReadPage[];
  close(): Promise<void>;
}

export type DocumentProblem = 'encrypted' | 'broken' | 'tooManyPages';

export class UnreadableDocument extends Error {
  constructor(readonly problem: DocumentProblem) {
    super(problem);
  }
}

/** Pages are drawn at 1.5 px per point (108 dpi): seal centres to a quarter of a millimetre, A4 at 893 x 1263. */
const RENDER_SCALE = 1.5;
/** A large page is drawn smaller so that no side exceeds this many pixels. */
const MAX_RENDER_SIDE = 2000;
/** An image is taken as a scan at 150 dpi to give its pages a size in millimetres. */
export const IMAGE_DPI = 150;
/**
 * A page without text is read by OCR from a drawing at 200 dpi (12 pt characters 33 px high, what recognition reads
 * well); an image is read at its own resolution, no side above OCR_MAX_SIDE (larger only costs time).
 */
const OCR_SCALE = 200 / 72;
const OCR_MAX_SIDE = 3600;

const pdfjsRoot = createRequire(import.meta.url)
  .resolve('pdfjs-dist/package.json')
  .replace(/package\.json$/, '');

export async function readDocument(bytes: Uint8Array, kind: 'pdf' | 'image', maxPages: number): Promise<ReadDocument> {
  if (kind === 'pdf') return readPdf(bytes, maxPages);
  const page = await readImage(bytes);
  return { pages: [page], close: async () => {} };
}

async function readImage(bytes: Uint8Array): Promise<ReadPage> {
  let image;
  try {
    image = await loadImage(Buffer.from(bytes));
  } catch {
    throw new UnreadableDocument('broken');
  }
  const scale = Math.min(1, MAX_RENDER_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  const ptPerPx = 72 / IMAGE_DPI;
  const rendered = {
    raster: { rgba: ctx.getImageData(0, 0, width, height).data, width, height },
    scale: scale / ptPerPx,
  };
  return {
    widthPt: image.width * ptPerPx,
    heightPt: image.height * ptPerPx,
    text: { text: '', boxes: [] },
    render: () => Promise.resolve(rendered),
    scan: async () => {
      const fit = Math.min(1, OCR_MAX_SIDE / Math.max(image.width, image.height));
      if (fit === 1) return { png: Buffer.from(bytes), pxPerPt: 1 / ptPerPx };
      const w = Math.round(image.width * fit);
      const h = Math.round(image.height * fit);
      const smaller = createCanvas(w, h);
      const c = smaller.getContext('2d');
      c.fillStyle = '#fff';
      c.fillRect(0, 0, w, h);
      c.drawImage(image, 0, 0, w, h);
      return { png: await smaller.encode('png'), pxPerPt: fit / ptPerPx };
    },
  };
}

async function readPdf(bytes: Uint8Array, maxPages: number): Promise<ReadDocument> {
  const task = getDocument({
    // A copy: pdfjs wants a plain Uint8Array (not a Buffer) and may detach it.
    data: new Uint8Array(bytes),
    cMapUrl: `${pdfjsRoot}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${pdfjsRoot}standard_fonts/`,
    isEvalSupported: false,
    verbosity: 0,
  });
  let pdf;
  try {
    pdf = await task.promise;
  } catch (e) {
    throw new UnreadableDocument((e as Error).name === 'PasswordException' ? 'encrypted' : 'broken');
  }
  const close = () => pdf.destroy();
  try {
    if (pdf.numPages > maxPages) throw new UnreadableDocument('tooManyPages');
    const pages: ReadPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) pages.push(await readPdfPage(await pdf.getPage(n)));
    return { pages, close };
  } catch (e) {
    await close();
    throw e instanceof UnreadableDocument ? e : new UnreadableDocument('broken');
  }
}

async function readPdfPage(page: PDFPageProxy): Promise<ReadPage> {
  const unit = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = content.items.filter((i): i is TextItem => 'str' in i && i.str.length > 0);
  return {
    widthPt: unit.width,
    heightPt: unit.height,
    text: textInReadingOrder(items, (x, y) => unit.convertToViewportPoint(x, y) as [number, number]),
    render: async () => {
      const scale = Math.min(RENDER_SCALE, MAX_RENDER_SIDE / Math.max(unit.width, unit.height));
      const { canvas, viewport } = await drawPdfPage(page, scale);
      const { width, height } = canvas;
      const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
      return { raster: { rgba, width, height }, scale, transform: viewport.transform };
    },
    scan: async () => {
      const scale = Math.min(OCR_SCALE, OCR_MAX_SIDE / Math.max(unit.width, unit.height));
      const { canvas } = await drawPdfPage(page, scale);
      return { png: await canvas.encode('png'), pxPerPt: scale };
    },
  };
}

async function drawPdfPage(page: PDFPageProxy, scale: number) {
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs draws on any 2D context; @napi-rs/canvas's matches the DOM's closely enough.
  await page.render({ canvasContext: ctx as unknown as CanvasRenderingContext2D, viewport }).promise;
  page.cleanup();
  return { canvas, viewport };
}

/**
 * A character's share of its item's width: CJK and full-width forms take a whole em, other characters about half
 * (the text layer gives only the item's width, not each glyph's).
 */
function advanceOf(c: string): number {
  return /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(c) ||
    c.length > 1
    ? 1
    : 0.55;
}

interface Placed {
  str: string;
  box: Box;
}

/**
 * Reading order: items are grouped into lines by their vertical centre (within half a line's height), lines read top
 * to bottom and items left to right. A character's box is its share of the item's width (see advanceOf).
 */
export function textInReadingOrder(items: TextItem[], toPage: (x: number, y: number) => [number, number]): PageText {
  const placed: Placed[] = items.map((item) => {
    const [x0, y0] = toPage(item.transform[4], item.transform[5]);
    const size = item.height || Math.hypot(item.transform[2], item.transform[3]);
    return { str: item.str, box: { x: x0, y: y0 - size, w: item.width, h: size } };
  });
  placed.sort((a, b) => a.box.y + a.box.h / 2 - (b.box.y + b.box.h / 2));
  const lines: Placed[][] = [];
  for (const p of placed) {
    const line = lines.at(-1);
    const centre = p.box.y + p.box.h / 2;
    const last = line?.at(-1);
    if (line && last && Math.abs(last.box.y + last.box.h / 2 - centre) < Math.max(last.box.h, p.box.h) / 2)
      line.push(p);
    else lines.push([p]);
  }
  let text = '';
  const boxes: Box[] = [];
  for (const line of lines) {
    line.sort((a, b) => a.box.x - b.box.x);
    if (text) {
      text += '\n';
      boxes.push(boxes.at(-1)!);
    }
    for (const p of line) {
      const chars = [...p.str];
      const unit = p.box.w / chars.reduce((sum, c) => sum + advanceOf(c), 0);
      let x = p.box.x;
      for (const c of chars) {
        const w = advanceOf(c) * unit;
        text += c;
        // A character outside the Basic Multilingual Plane takes two code units, each with the same box.
        for (let u = 0; u < c.length; u++) boxes.push({ x, y: p.box.y, w, h: p.box.h });
        x += w;
      }
    }
  }
  return { text, boxes };
}
