/**
 * One ZIP of every copy of one issuing, through the contract: the link, the archive's names and bytes (equal to the
 * single downloads), who may have it, and links that were tampered with or have expired.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, file } from '../../../contract';
import { entryNames } from '../../../server/src/modules/watermark/copies-zip';
import { rasterCanvas } from '../../../server/src/modules/watermark/mark/raster';
import { startTestServer, type TestServer } from '../helpers';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from '../staff';
import { sceneImage } from './generated-images';

let server: TestServer;
let chief: StaffSession;
let member: StaffSession;
let other: StaffSession;
let batchId = '';
let copies: document.WatermarkCopy[] = [];

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  member = await staffSession(server, MEMBER);
  other = await staffSession(server, '13900000000', '远山贸易有限公司');
  const recipients = await Promise.all([ADMIN, KEEPER, MEMBER].map((phone) => staffSession(server, phone)));
  const image = rasterCanvas(sceneImage(5, 240, 180)).encodeSync('png');
  const uploaded = await server.call(
    file.fileUpload,
    {},
    { token: chief.token, file: { filename: '采购合同.png', data: image } },
  );
  const issued = await server.call(
    document.addWatermark,
    { fileId: uploaded.data.fileId, recipientIds: recipients.map((r) => r.userId) },
    { token: chief.token },
  );
  expect(issued.code, issued.msg).toBe(0);
  ({ batchId, copies } = issued.data);
});
afterAll(async () => {
  await server?.close();
});

async function single(fileId: string) {
  const link = await server.call(file.fileTempUrl, { filePath: fileId }, { token: chief.token });
  return (await server.app.inject({ method: 'GET', url: link.data.tmpUrl })).rawPayload;
}

const zipLink = (session: StaffSession, id = batchId) =>
  server.call(document.issuanceZip, { batchId: id }, { token: session.token });

describe('the ZIP of one issuing', { timeout: 60_000 }, () => {
  it('lists each copy with its issuing and the number of copies it made', async () => {
    const list = await server.call(document.issuanceList, { keyword: '采购合同' }, { token: chief.token });
    expect(list.data.list).toHaveLength(3);
    for (const row of list.data.list) expect(row).toMatchObject({ batchId, batchCopies: 3 });
  });

  it('holds the three copies under <document>-<recipient>.png, byte for byte the single downloads', async () => {
    const link = await zipLink(member);
    expect(link.code, link.msg).toBe(0);
    expect(link.data).toMatchObject({ name: '采购合同.zip', copies: 3 });
    const res = await server.app.inject({ method: 'GET', url: link.data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('采购合同.zip'));
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // General purpose bit 11 of the first entry: its name is UTF-8 (Windows' Explorer shows Chinese right).
    expect(res.rawPayload.readUInt16LE(6) & 0x0800).toBe(0x0800);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(copies.map((c) => `采购合同-${c.recipientName}.png`).sort());
    for (const copy of copies) {
      const bytes = Buffer.from(entries[`采购合同-${copy.recipientName}.png`]!);
      expect(bytes.equals(await single(copy.fileId))).toBe(true);
    }
  });

  it("is not found for another unit's staff or an unknown issuing", async () => {
    expect(await zipLink(other)).toMatchObject({ code: 404, data: null });
    expect((await zipLink(chief, 'f'.repeat(16))).code).toBe(404);
  });

  it('refuses a link naming another issuing or unit, and one that has expired', async () => {
    const { url } = (await zipLink(chief)).data;
    const otherUnit = url.replace(/\/watermark-zips\/\d+\//, '/watermark-zips/999999/');
    expect((await server.app.inject({ method: 'GET', url: otherUnit })).statusCode).not.toBe(200);
    const otherBatch = url.replace(batchId, 'f'.repeat(16));
    expect((await server.app.inject({ method: 'GET', url: otherBatch })).statusCode).not.toBe(200);
    server.clock.advance(6 * 60_000);
    const expired = await server.app.inject({ method: 'GET', url });
    expect(expired.statusCode).not.toBe(200);
    expect(expired.body).toContain('"code":1003');
  });
});

describe('entry names', () => {
  it('keep Chinese, drop path separators and control characters, and number repeated names', () => {
    const copy = (recipientName: string, documentName = '合同 v2.final.pdf') => ({
      documentName,
      recipientName,
      ext: 'jpg',
    });
    expect(
      entryNames([copy('王强'), copy('王强'), copy('王强'), copy('a/b\\c\u0007:d'), copy('李', '../x\u0000.png')]),
    ).toEqual([
      '合同 v2.final-王强.jpg',
      '合同 v2.final-王强-2.jpg',
      '合同 v2.final-王强-3.jpg',
      '合同 v2.final-a_b_c_d.jpg',
      '_x_-李.jpg',
    ]);
  });
});
