/**
 * Comparing two versions of a contract through the contract: the changed word, the seal and its centre, a page
 * added, identical inputs, bad input refused with its limit named, and another unit that sees nothing.
 */
import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare, file } from '../../../contract';
import { compareRecords, docJobs } from '../../../server/src/db/schema';
import { readDocument } from '../../../server/src/modules/compare/engine/read-document';
import { startTestServer, type TestServer } from '../helpers';
import { CHIEF, staffSession, type StaffSession } from '../staff';
import { AMOUNT, contractPdf, plainPdf, SEAL, type Variant } from './contract-pdf';

let server: TestServer;
let chief: StaffSession;
let other: StaffSession;
const uploaded = new Map<Variant, string>();

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  other = await staffSession(server, '13900000000', '远山贸易有限公司');
});
afterAll(async () => {
  await server?.close();
});

async function upload(data: Buffer, filename: string, token = chief.token) {
  const res = await server.call(file.fileUpload, {}, { token, file: { filename, data } });
  expect(res.code, res.msg).toBe(0);
  return res.data.fileId;
}

const contractPdfBytes = new Map<Variant, Buffer>();

async function variant(v: Variant) {
  if (!contractPdfBytes.has(v)) contractPdfBytes.set(v, await contractPdf(v));
  if (!uploaded.has(v)) uploaded.set(v, await upload(contractPdfBytes.get(v)!, `采购合同-${v}.pdf`));
  return uploaded.get(v)!;
}

/** A comparison's detail once its job ended (it runs in the background; the create call answers at once). */
async function settled(id: number, lang?: 'en-US') {
  for (;;) {
    const detail = await server.call(compare.compareDetail, { id }, { token: chief.token, lang });
    expect(detail.code, detail.msg).toBe(0);
    if (detail.data.record.state !== 'running') return detail.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function compared(before: Variant, after: Variant, type: 0 | 1 | 2 = 1) {
  const res = await server.call(
    compare.compareCreate,
    { oldFileId: await variant(before), newFileId: await variant(after), type },
    { token: chief.token },
  );
  expect(res.code, res.msg).toBe(0);
  const detail = await settled(res.data.id);
  expect(detail.record).toMatchObject({ state: 'done', progress: 100, error: null });
  return detail;
}

let stamped: Awaited<ReturnType<typeof compared>> | undefined;
/** One comparison after stamping of the original with its stamped version, made once for the tests that read it. */
const stampedOnce = async () => (stamped ??= await compared('original', 'stamped', 1));

const recordRow = async (id: number) =>
  (await server.deps.db.select().from(compareRecords).where(eq(compareRecords.id, id)))[0]!;
const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;
const recordCount = async () => (await server.deps.db.select().from(compareRecords)).length;

describe('comparing versions of a contract', { timeout: 120_000 }, () => {
  it('finds nothing between a document and itself', async () => {
    const result = await compared('original', 'original', 2);
    expect(result.changes).toEqual([]);
    expect(result.seals).toEqual([]);
    expect(result.newPages).toHaveLength(3);
    expect(result.newPages.every((p) => p.hasText && Math.round(p.widthPt) === 595)).toBe(true);
    expect(result.record).toMatchObject({ type: 2, pageChanges: 0, textChanges: 0, visualChanges: 0, seals: 0 });
  });

  it('names the changed word and finds the new seal within 2 mm of where it was drawn', async () => {
    const result = await compared('original', 'stampedEdited');
    const text = result.changes.filter((c) => c.kind.startsWith('text'));
    expect(text).toHaveLength(1);
    expect(text[0]).toMatchObject({ kind: 'textChanged', oldPage: 1, newPage: 1 });
    expect(AMOUNT.before).toContain(text[0]!.oldText);
    expect(AMOUNT.after).toContain(text[0]!.newText);
    expect(text[0]!.newBox).not.toBeNull();

    expect(result.seals).toHaveLength(1);
    const [seal] = result.seals;
    expect(seal).toMatchObject({ page: SEAL.page, isNew: true });
    expect(Math.abs(seal!.centreMm.x - SEAL.xMm)).toBeLessThanOrEqual(2);
    expect(Math.abs(seal!.centreMm.y - SEAL.yMm)).toBeLessThanOrEqual(2);
    expect(result.changes.filter((c) => c.kind === 'seal')).toHaveLength(1);
    // The seal's own words are part of the seal, not a text change.
    expect(result.changes.some((c) => c.kind === 'visual' && c.newPage === 1)).toBe(false);
    expect(result.record).toMatchObject({ textChanges: 1, seals: 1 });
  });

  it('reports a page added between two others, and the pages around it unchanged', async () => {
    const result = await compared('original', 'pageAdded', 0);
    expect(result.changes).toEqual([expect.objectContaining({ kind: 'pageAdded', oldPage: null, newPage: 3 })]);
    expect(result.oldPages).toHaveLength(3);
    expect(result.newPages).toHaveLength(4);
  });

  it('shows the rendered pages to the unit as images', async () => {
    const result = await compared('original', 'stamped');
    const link = await server.call(
      file.fileTempUrl,
      { filePath: result.newPages[2]!.imageFileId },
      { token: chief.token },
    );
    const res = await server.app.inject({ method: 'GET', url: link.data.tmpUrl });
    expect(res.headers['content-type']).toContain('image/jpeg');
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('lists the comparisons newest first, by name and type', async () => {
    const res = await server.call(compare.compareList, { pageNum: 1, pageSize: 2 }, { token: chief.token });
    expect(res.data.total).toBeGreaterThanOrEqual(4);
    expect(res.data.list).toHaveLength(2);
    expect(res.data.list[0]).toMatchObject({ newName: '采购合同-stamped.pdf', userName: '张伟', seals: 1 });
    const zero = await server.call(compare.compareList, { type: 0, keyword: 'pageAdded' }, { token: chief.token });
    expect(zero.data.list.map((r) => r.newName)).toEqual(['采购合同-pageAdded.pdf']);
  });
});

/** A scanned A4 page at 150 dpi: lines of dark "text", and a red seal ring with a star when stamped. */
function scan(stamped: boolean) {
  const px = (mm: number) => (mm / 25.4) * 150;
  const canvas = createCanvas(1240, 1754);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 1240, 1754);
  ctx.fillStyle = '#222';
  for (let line = 0; line < 30; line++) ctx.fillRect(px(25), px(30 + line * 8), px(120 + (line % 4) * 10), px(3));
  if (stamped) {
    ctx.strokeStyle = '#d4161c';
    ctx.lineWidth = px(1.2);
    ctx.beginPath();
    ctx.arc(px(SEAL.xMm), px(SEAL.yMm), px(SEAL.radiusMm), 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = '#d4161c';
    ctx.fillRect(px(SEAL.xMm - 5), px(SEAL.yMm - 5), px(10), px(10));
  }
  return canvas.encodeSync('png');
}

describe('the demo comparison', () => {
  it('is there from the start, with its word change, its seal in the expected area and its pages', async () => {
    const found = await server.call(compare.compareList, { keyword: '盖章版' }, { token: chief.token });
    expect(found.data.list).toEqual([
      expect.objectContaining({ type: 1, oldName: '采购合同.pdf', textChanges: 1, seals: 1, userName: '张伟' }),
    ]);
    const { data } = await server.call(compare.compareDetail, { id: found.data.list[0]!.id }, { token: chief.token });
    expect(data.changes.map((c) => c.kind)).toEqual(['textChanged', 'seal']);
    expect(data.placement).toEqual({ state: 'inside', offsetMm: 0 });
    const link = await server.call(
      file.fileTempUrl,
      { filePath: data.newPages[2]!.imageFileId },
      { token: chief.token },
    );
    const image = await server.app.inject({ method: 'GET', url: link.data.tmpUrl });
    expect(image.headers['content-type']).toContain('image/jpeg');
  });
});

describe('where the seal landed after stamping', { timeout: 120_000 }, () => {
  const PT = 72 / 25.4;
  /** A square of `side` mm around a centre in mm. */
  const around = (page: number, xMm: number, yMm: number, side = 20) => ({
    page,
    box: { x: (xMm - side / 2) * PT, y: (yMm - side / 2) * PT, w: side * PT, h: side * PT },
  });

  it('says inside, outside by how far, or missing, and keeps the mark for the detail', async () => {
    const { record } = await stampedOnce();
    const mark = (expected: ReturnType<typeof around> | null, token = chief.token) =>
      server.call(compare.compareExpectedArea, { id: record.id, expected }, { token, lang: 'en-US' });

    expect((await mark(around(SEAL.page, SEAL.xMm, SEAL.yMm))).data.placement).toEqual({
      state: 'inside',
      offsetMm: 0,
    });
    // 50 mm to the left: the area's right edge is 40 mm from the seal's centre.
    const outside = (await mark(around(SEAL.page, SEAL.xMm - 50, SEAL.yMm))).data.placement!;
    expect(outside.state).toBe('outside');
    expect(Math.abs(outside.offsetMm! - 40)).toBeLessThanOrEqual(2);
    const detail = await server.call(compare.compareDetail, { id: record.id }, { token: chief.token });
    expect(detail.data.expected?.page).toBe(SEAL.page);
    expect(detail.data.placement).toEqual(outside);

    expect((await mark(around(1, SEAL.xMm, SEAL.yMm))).data.placement).toEqual({ state: 'missing', offsetMm: null });
    expect((await mark(null)).data.placement).toBeNull();
    const cleared = await server.call(compare.compareDetail, { id: record.id }, { token: chief.token });
    expect(cleared.data).toMatchObject({ expected: null, placement: null });
  });

  it('refuses a page the document lacks, an area off the page and a comparison of another type', async () => {
    const { record } = await stampedOnce();
    const mark = (expected: ReturnType<typeof around>, id = record.id) =>
      server.call(compare.compareExpectedArea, { id, expected }, { token: chief.token, lang: 'en-US' });
    expect((await mark(around(4, 100, 100))).msg).toBe('The compared document has 3 pages; choose one of them');
    expect((await mark(around(1, 205, 100))).msg).toBe('The expected stamp area lies outside the page');
    const [independent] = await server.deps.db
      .insert(compareRecords)
      .values({ ...withoutId(await recordRow(record.id)), type: 2 })
      .returning({ id: compareRecords.id });
    expect((await mark(around(1, 100, 100), independent!.id)).msg).toMatch(/Only a comparison after stamping/);
    const other_ = await server.call(
      compare.compareExpectedArea,
      { id: record.id, expected: around(SEAL.page, SEAL.xMm, SEAL.yMm) },
      { token: other.token },
    );
    expect(other_.code).toBe(404);
    const after = await server.call(compare.compareDetail, { id: record.id }, { token: chief.token });
    expect(after.data.expected).toBeNull();
  });
});

describe('the comparison report', { timeout: 120_000 }, () => {
  it('is a PDF naming who and when, both digests, the seal and its position, with the pages side by side', async () => {
    const { record, newPages } = await stampedOnce();
    const res = await server.call(compare.compareReport, { id: record.id }, { token: chief.token });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.name).toBe(`文档比对报告-${record.id}.pdf`);
    const pdf = await server.app.inject({ method: 'GET', url: res.data.tmpUrl });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    if (process.env.REPORT_OUT) (await import('node:fs')).writeFileSync(process.env.REPORT_OUT, pdf.rawPayload);
    const read = await readDocument(pdf.rawPayload, 'pdf', 50);
    try {
      expect(read.pages).toHaveLength(res.data.pages);
      const text = read.pages.map((p) => p.text.text.replace(/\s+/g, '')).join('');
      const sha = (v: Variant) => createHash('sha256').update(contractPdfBytes.get(v)!).digest('hex');
      expect(text).toContain(sha('original'));
      expect(text).toContain(sha('stamped'));
      expect(text).toContain('用印后比对');
      expect(text).toContain('张伟');
      expect(text).toContain(`第${SEAL.page}页，中心距页面左边`);
      expect(text).toContain(`第1页，共${res.data.pages}页`);
      // Pages side by side: each version's pages, as thumbnails after the lists.
      expect(text).toContain('页面对照');
      expect(newPages).toHaveLength(3);
    } finally {
      await read.close();
    }
  });

  it("is not made of another unit's comparison", async () => {
    const { record } = await stampedOnce();
    const res = await server.call(compare.compareReport, { id: record.id }, { token: other.token });
    expect(res.code).toBe(404);
  });
});

describe('comparing scanned pages', { timeout: 120_000 }, () => {
  it('finds the seal on an image without a text layer, and says the pages have no text (OCR reads none from bars)', async () => {
    const res = await server.call(
      compare.compareCreate,
      { oldFileId: await upload(scan(false), '扫描件.png'), newFileId: await upload(scan(true), '扫描件-盖章.png') },
      { token: chief.token },
    );
    expect(res.code, res.msg).toBe(0);
    const data = await settled(res.data.id);
    expect(data.newPages[0]).toMatchObject({ hasText: false });
    expect(data.newPages[0]!.ocr).toBeFalsy();
    expect(data.seals).toHaveLength(1);
    expect(Math.abs(data.seals[0]!.centreMm.x - SEAL.xMm)).toBeLessThanOrEqual(2);
    expect(Math.abs(data.seals[0]!.centreMm.y - SEAL.yMm)).toBeLessThanOrEqual(2);
    expect(data.changes.map((c) => c.kind)).toEqual(['seal']);
  });
});

describe('bad input', { timeout: 120_000 }, () => {
  async function refusal(data: Buffer, name: string) {
    const before = await recordCount();
    const res = await server.call(
      compare.compareCreate,
      { oldFileId: await variant('original'), newFileId: await upload(data, name) },
      { token: chief.token, lang: 'en-US' },
    );
    expect(await recordCount()).toBe(before);
    return res;
  }

  /** What only reading the file tells ends the comparison's job failed with its message, tried once, no result. */
  async function failure(data: Buffer, name: string) {
    const res = await server.call(
      compare.compareCreate,
      { oldFileId: await variant('original'), newFileId: await upload(data, name) },
      { token: chief.token },
    );
    expect(res.code, res.msg).toBe(0);
    const { record, changes, newPages } = await settled(res.data.id, 'en-US');
    expect(record.state).toBe('failed');
    expect({ changes, newPages }).toEqual({ changes: [], newPages: [] });
    const [job] = await server.deps.db
      .select()
      .from(docJobs)
      .where(eq(docJobs.id, (await recordRow(record.id)).jobId!));
    expect(job).toMatchObject({ state: 'failed', attempts: 1, claimedBy: null });
    return record.error;
  }

  it('ends the comparison of an encrypted PDF, a broken one and one with too many pages failed, naming the limit', async () => {
    expect(await failure(await plainPdf({ userPassword: 'secret' }), 'locked.pdf')).toMatch(/encrypted/);
    expect(await failure(Buffer.from('%PDF-1.7\nnot really a pdf\n%%EOF\n'), 'broken.pdf')).toMatch(/damaged/);
    const many = await failure(await plainPdf({ pages: compare.COMPARE_MAX_PAGES + 1 }), 'long.pdf');
    expect(many).toContain(`more than ${compare.COMPARE_MAX_PAGES} pages`);
  });

  it('refuses an image wider than the limit before decoding it', async () => {
    // A PNG header of 9000 x 1000 pixels and nothing else (uploads themselves take up to 40 million pixels).
    const header = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const size = Buffer.alloc(8);
    size.writeUInt32BE(9000, 0);
    size.writeUInt32BE(1000, 4);
    const png = Buffer.concat([header, size, Buffer.from('0806000000', 'hex'), Buffer.alloc(64)]);
    const res = await refusal(png, 'huge.png');
    expect(res.msg).toContain('8000 pixels a side');
  });

  it("does not let another unit compare or open the unit's files and records", async () => {
    const res = await server.call(
      compare.compareCreate,
      { oldFileId: await variant('original'), newFileId: await variant('stamped') },
      { token: other.token },
    );
    expect(res.code).not.toBe(0);
    const list = await server.call(compare.compareList, {}, { token: other.token });
    expect(list.data.total).toBe(0);
  });
});
