/**
 * Scanned pages (no text layer) are read by OCR in the comparison's worker: a changed word on a scanned contract is
 * listed as a text change with its place on the page, the pages are marked as read by OCR, and the job's progress
 * advances while it reads; a digital PDF keeps its own text layer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare, realtime as rt, type realtime } from '../../../contract';
import { docJobs } from '../../../server/src/db/schema';
import { startTestServer, type TestServer } from '../helpers';
import { uploadAs } from './upload';
import { CHIEF, staffSession, type StaffSession } from '../staff';
import { AMOUNT, contractPdf } from './contract-pdf';
import { imageOnlyPdf, SCAN_DPI, scannedPage, type ScanOptions } from './scanned-page';

/** Small pages of few lines: OCR takes seconds per page. */
const SMALL: ScanOptions = { widthMm: 120, heightMm: 50, lines: 4 };
/** The amount is on the fourth line (scanned-page.ts): its top and height in pixels of the 200 dpi scan. */
const AMOUNT_LINE = { topPx: Math.round((15 / 25.4) * SCAN_DPI) + 3 * 2 * 33, heightPx: 33 };

let server: TestServer;
let chief: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
});
afterAll(async () => {
  await server?.close();
});

const upload = (data: Buffer, filename: string) => uploadAs(server, chief.token, data, filename);

async function compared(oldFileId: string, newFileId: string) {
  const res = await server.call(compare.compareCreate, { oldFileId, newFileId, type: 0 }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  for (;;) {
    const detail = await server.call(compare.compareDetail, { id: res.data.id }, { token: chief.token });
    expect(detail.code, detail.msg).toBe(0);
    if (detail.data.record.state !== 'running') {
      expect(detail.data.record).toMatchObject({ state: 'done', error: null });
      return detail.data;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Detail = Awaited<ReturnType<typeof compared>>;
const textChanges = (d: Detail) => d.changes.filter((c) => c.kind.startsWith('text'));

/** The changed amount is named among the text changes, its box on the amount's line of the page. */
function expectAmountChange(d: Detail, ptPerPx: { old: number; new: number }) {
  const change = textChanges(d).find((c) => c.oldText.includes('伍') && c.newText.includes('捌'));
  expect(change, JSON.stringify(d.changes)).toMatchObject({ kind: 'textChanged', oldPage: 1, newPage: 1 });
  for (const [box, scale] of [
    [change!.oldBox!, ptPerPx.old],
    [change!.newBox!, ptPerPx.new],
  ] as const) {
    const middle = box.y + box.h / 2;
    expect(middle).toBeGreaterThan(AMOUNT_LINE.topPx * scale);
    expect(middle).toBeLessThan((AMOUNT_LINE.topPx + AMOUNT_LINE.heightPx) * scale);
  }
}

describe('comparing scanned contracts read by OCR', { timeout: 120_000 }, () => {
  it('names the changed word of two scanned images, marks both pages, and counts OCR in the progress', async () => {
    const head = (await server.call(rt.realtimeEvents, { afterId: 0, limit: 1 }, { token: chief.token })).data.headId;
    const d = await compared(
      await upload(scannedPage(SMALL), '扫描合同.png'),
      await upload(scannedPage({ ...SMALL, edited: true }), '扫描合同-改.png'),
    );
    // An image is taken as 150 dpi: a pixel is 72/150 pt.
    expectAmountChange(d, { old: 72 / 150, new: 72 / 150 });
    expect(textChanges(d)).toHaveLength(1);
    expect([...d.oldPages, ...d.newPages]).toEqual([
      expect.objectContaining({ hasText: true, ocr: true }),
      expect.objectContaining({ hasText: true, ocr: true }),
    ]);
    expect(d.ocrSkipped).toBe(0);
    expect(d.record.textChanges).toBe(1);

    // Reading the two pages is most of the job's steps: its progress moved while they were read, never back.
    const [job] = await server.deps.db.select().from(docJobs).where(eq(docJobs.id, d.record.jobId!));
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
    const events = (await server.call(rt.realtimeEvents, { afterId: head, limit: 500 }, { token: chief.token })).data
      .list;
    const progress = events
      .filter((e): e is Extract<realtime.UnitEvent, { type: 'job' }> => e.type === 'job' && e.job.id === job!.id)
      .map((e) => e.job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(
      progress.some((p) => p > 5 && p < 90),
      `progress ${progress.join(',')}`,
    ).toBe(true);
  });

  it('reads a PDF that holds only a scanned picture like an image', async () => {
    const png = scannedPage(SMALL);
    const [width, height] = [SMALL.widthMm!, SMALL.heightMm!].map((mm) => Math.round((mm / 25.4) * SCAN_DPI));
    const d = await compared(
      await upload(await imageOnlyPdf(png, width!, height!), '扫描合同.pdf'),
      await upload(scannedPage({ ...SMALL, edited: true }), '扫描合同-改.png'),
    );
    // The PDF's page is the picture at 200 dpi; the image is taken as 150 dpi.
    expectAmountChange(d, { old: 72 / SCAN_DPI, new: 72 / 150 });
    expect(d.oldPages[0]).toMatchObject({ hasText: true, ocr: true });
    expect(d.newPages[0]).toMatchObject({ hasText: true, ocr: true });
  });

  it('keeps the text layer of a digital PDF: no page is read by OCR', async () => {
    const d = await compared(
      await upload(await contractPdf('original'), '采购合同.pdf'),
      await upload(await contractPdf('edited'), '采购合同-改.pdf'),
    );
    expect([...d.oldPages, ...d.newPages].every((p) => p.hasText && !p.ocr)).toBe(true);
    expect(textChanges(d)).toEqual([
      expect.objectContaining({ kind: 'textChanged', oldText: expect.stringContaining(AMOUNT.before[0]!) }),
    ]);
  });
});
