/**
 * The OCR limits of one comparison (engine/ocr-pages.ts), with an engine that answers at once: at most maxPages
 * pages are read and the others counted as skipped; a page the engine fails on keeps no text and the others are
 * still read; a reading stopped by the time limit ends the reading, the pages left counted as skipped.
 */
import { describe, expect, it } from 'vitest';
import { OcrTimeout, type OcrEngine, type OcrLine } from '../../../server/src/lib/ocr/tesseract-engine';
import { ocrPages } from '../../../server/src/modules/compare/engine/ocr-pages';
import type { ReadPage } from '../../../server/src/modules/compare/engine/read-document';

const LINE = '合同金额为人民币伍拾万元';

function page(name: string, text = ''): ReadPage {
  return {
    widthPt: 100,
    heightPt: 100,
    text: { text, boxes: [...text].map(() => ({ x: 0, y: 0, w: 1, h: 1 })) },
    render: () => Promise.reject(new Error('not drawn here')),
    scan: () => Promise.resolve({ png: Buffer.from(name), pxPerPt: 2 }),
  };
}

/**
 * Reads every image as one line at (20, 40) px, 30 px high, 10 px a character; an image named in `fails` is answered
 * with its error after its delay (ms).
 */
function engine(fails: Record<string, { error: Error; afterMs?: number }> = {}): OcrEngine & { read: string[] } {
  const read: string[] = [];
  return {
    read,
    recognise: async (image, _limitMs, onProgress) => {
      const name = image.toString();
      read.push(name);
      const failure = fails[name];
      if (failure) {
        await new Promise((resolve) => setTimeout(resolve, failure.afterMs ?? 0));
        throw failure.error;
      }
      onProgress?.(0.5);
      const line: OcrLine = {
        text: LINE,
        confidence: [...LINE].map(() => 95),
        left: [...LINE].map((_, i) => 20 + i * 10),
        region: { left: 20, top: 40, width: LINE.length * 10, height: 30, rotateRadians: 0 },
      };
      return [line];
    },
    recogniseLine: () => Promise.resolve(null),
    close: () => Promise.resolve(),
  };
}

describe('OCR of the scanned pages of a comparison', () => {
  it('reads pages without text into characters with boxes in points, and leaves a text layer alone', async () => {
    const pages = [page('a'), page('digital', '第一条 合同标的'), page('b', '3')];
    const ocr = engine();
    const progress: number[] = [];
    expect(await ocrPages(pages, ocr, { maxPages: 10, limitMs: 10_000 }, (p) => progress.push(p))).toEqual({
      skipped: 0,
    });
    expect(ocr.read).toEqual(['a', 'b']);
    expect(pages.map((p) => [p.text.text, p.ocr ?? false])).toEqual([
      [LINE, true],
      ['第一条 合同标的', false],
      [LINE, true],
    ]);
    // 2 px a point: the third character starts at 20 + 2 * 10 px.
    expect(pages[0]!.text.boxes[2]).toEqual({ x: 20, y: 20, w: 5, h: 15 });
    expect(progress).toEqual([0.5, 1, 1.5, 2]);
  });

  it('reads at most maxPages pages and counts the others as skipped', async () => {
    const pages = [page('a'), page('b'), page('c')];
    const ocr = engine();
    expect(await ocrPages(pages, ocr, { maxPages: 1, limitMs: 10_000 }, () => undefined)).toEqual({ skipped: 2 });
    expect(pages.map((p) => p.ocr ?? false)).toEqual([true, false, false]);
  });

  it('leaves a page it cannot read without text and reads the next', async () => {
    const pages = [page('a'), page('b')];
    const ocr = engine({ a: { error: new Error('unreadable image') } });
    expect(await ocrPages(pages, ocr, { maxPages: 10, limitMs: 10_000 }, () => undefined)).toEqual({ skipped: 0 });
    expect(pages.map((p) => [p.text.text, p.ocr ?? false])).toEqual([
      ['', false],
      [LINE, true],
    ]);
  });

  it('stops at the time limit: the page being read and those after it are skipped', async () => {
    const pages = [page('a'), page('b'), page('c')];
    // The engine stops a reading at the job's time limit (here 50 ms) with OcrTimeout.
    const ocr = engine({ b: { error: new OcrTimeout(50), afterMs: 60 } });
    const started = Date.now();
    expect(await ocrPages(pages, ocr, { maxPages: 10, limitMs: 50 }, () => undefined)).toEqual({ skipped: 2 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(ocr.read).toEqual(['a', 'b']);
    expect(pages.map((p) => p.ocr ?? false)).toEqual([true, false, false]);
  });
});
