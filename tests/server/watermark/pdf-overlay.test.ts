/**
 * A PDF copy rendered equals the marked rendering of its original within a grey level, whatever the page's rotation
 * and box, and keeps its text: the overlay lands on the rendering's pixels exactly.
 */
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../server/src/modules/compare/engine/read-document';
import { embedMark, luma } from '../../../server/src/modules/watermark/mark/embed';
import { markPdf } from '../../../server/src/modules/watermark/pdf/mark-pdf';
import { drawVisibleMark } from '../../../server/src/modules/watermark/visible';

const key = Buffer.alloc(32, 3);
const order = { issuanceId: '0a1b2c3d4e5f', text: '演示科技有限公司 刘洋 0a1b2c3d4e5f' };
const style = { opacity: 0.2, angle: -30 };

/** Two pages: one turned a quarter, one whose media box does not start at the origin. */
async function turnedPdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [rotation, box] of [
    [90, [0, 0, 595, 842]],
    [0, [30, 40, 600, 500]],
  ] as const) {
    const page = doc.addPage();
    page.setMediaBox(box[0], box[1], box[2], box[3]);
    page.setRotation(degrees(rotation));
    for (let i = 0; i < 12; i++)
      page.drawText(`Clause ${i + 1} of the contract`, { x: box[0] + 30, y: box[1] + 30 + i * 28, size: 14, font });
    page.drawRectangle({ x: box[0] + 60, y: box[1] + 60, width: 90, height: 60, color: rgb(0.8, 0.1, 0.1) });
  }
  return doc.save();
}

describe('PDF overlay', () => {
  it('renders as the marked page, turned or offset, with the same text', { timeout: 30_000 }, async () => {
    const original = await turnedPdf();
    const answer = await markPdf({
      bytes: original,
      key,
      copies: [order],
      ...style,
      maxPages: 20,
      maxPageCopies: 60,
      issuedAt: '2026-11-26T02:00:00.000Z',
    });
    if ('problem' in answer) throw new Error(answer.problem);
    const before = await readDocument(original, 'pdf', 20);
    const after = await readDocument(answer.copies[0]!, 'pdf', 20);
    for (const [n, page] of before.pages.entries()) {
      expect(after.pages[n]!.text.text).toBe(page.text.text);
      const plain = (await page.render()).raster;
      const copy = (await after.pages[n]!.render()).raster;
      const visible = drawVisibleMark(plain, { text: order.text, ...style });
      const expected = embedMark(visible.rgba, plain.width, plain.height, key, order.issuanceId);
      let worst = 0;
      for (let p = 0; p < expected.length; p += 4) {
        const want = luma(expected[p]!, expected[p + 1]!, expected[p + 2]!);
        worst = Math.max(worst, Math.abs(want - luma(copy.rgba[p]!, copy.rgba[p + 1]!, copy.rgba[p + 2]!)));
      }
      expect(worst).toBeLessThanOrEqual(2);
    }
    await before.close();
    await after.close();
  });
});
