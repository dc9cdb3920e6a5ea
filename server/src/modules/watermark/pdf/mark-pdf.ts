/**
 * Watermarked copies of a PDF, one per recipient. Each page is rendered once; for each copy the rendering is marked
 * like an image (the visible tiled text, then the invisible mark on top) and the difference is laid over the page
 * (./overlay.ts). The original content streams are kept as they are, and the issuance id goes into the metadata.
 * Runs in a worker thread (./mark-pdf-worker.ts).
 */
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { documentReader, type DocumentProblem } from '../../compare';
import { embedMark } from '../mark/embed';
import { setPdfMarkMetadata } from '../metadata';
import { drawVisibleMark } from '../visible';
import { addOverlay, overlayOf } from './overlay';

export interface PdfCopyOrder {
  issuanceId: string;
  /** The visible text of this copy. */
  text: string;
}

export interface PdfMarkJob {
  bytes: Uint8Array;
  key: Uint8Array;
  copies: PdfCopyOrder[];
  /** 0..1. */
  opacity: number;
  angle: number;
  maxPages: number;
  /** Most pages of all copies together (pages times copies). */
  maxPageCopies: number;
  /** ISO time of the issuing, the copies' modification date. */
  issuedAt: string;
}

export type PdfMarkAnswer = { copies: Uint8Array[] } | { problem: DocumentProblem | 'tooManyPageCopies' };

export async function markPdf(job: PdfMarkJob): Promise<PdfMarkAnswer> {
  const { readDocument, UnreadableDocument } = await documentReader();
  let source;
  try {
    source = await readDocument(job.bytes, 'pdf', job.maxPages);
  } catch (e) {
    if (e instanceof UnreadableDocument) return { problem: e.problem };
    throw e;
  }
  try {
    if (source.pages.length * job.copies.length > job.maxPageCopies) return { problem: 'tooManyPageCopies' };
    let docs: PDFDocument[];
    try {
      // An owner password alone lets pdfjs read the file, but a copy of it must not be written: refused too.
      docs = await Promise.all(job.copies.map(() => PDFDocument.load(job.bytes, { updateMetadata: false })));
    } catch (e) {
      return { problem: e instanceof EncryptedPDFError ? 'encrypted' : 'broken' };
    }
    if (docs.some((doc) => doc.getPageCount() !== source.pages.length)) return { problem: 'broken' };
    const key = Buffer.from(job.key);
    for (const [index, page] of source.pages.entries()) {
      const { raster, transform } = await page.render();
      job.copies.forEach((copy, n) => {
        const visible = drawVisibleMark(raster, { text: copy.text, opacity: job.opacity, angle: job.angle });
        const marked = embedMark(visible.rgba, raster.width, raster.height, key, copy.issuanceId);
        const doc = docs[n]!;
        addOverlay(doc, doc.getPage(index), overlayOf(raster, marked), transform!);
      });
    }
    const copies: Uint8Array[] = [];
    for (const [n, doc] of docs.entries()) {
      setPdfMarkMetadata(doc, job.copies[n]!.issuanceId, new Date(job.issuedAt));
      copies.push(await doc.save({ useObjectStreams: false }));
    }
    return { copies };
  } finally {
    await source.close();
  }
}
