/**
 * Issuing watermarked copies and detecting whose copy a file is, through the contract: the exact copy, a
 * re-compressed and cropped one, an unmarked image, a PDF's copies, bad input, and another unit that learns nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, document, file } from '../../../contract';
import { rasterCanvas } from '../../../server/src/modules/watermark/mark/raster';
import { startTestServer, type TestServer } from '../helpers';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, systemToken, type StaffSession } from '../staff';
import { crop, jpeg, sceneImage } from './generated-images';
import { decodeImage } from '../../../server/src/modules/watermark/mark/raster';
import { readDocument } from '../../../server/src/modules/compare/engine/read-document';
import { contractPdf, plainPdf } from '../compare/contract-pdf';
import { resavedPdf } from './pdf-leaks';

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
let other: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  other = await staffSession(server, '13900000000', '远山贸易有限公司');
});
afterAll(async () => {
  await server?.close();
});

async function upload(token: string, data: Buffer, filename: string) {
  const res = await server.call(file.fileUpload, {}, { token, file: { filename, data } });
  expect(res.code, res.msg).toBe(0);
  return res.data.fileId;
}

async function download(session: StaffSession, fileId: string) {
  const link = await server.call(file.fileTempUrl, { filePath: fileId }, { token: session.token });
  const res = await server.app.inject({ method: 'GET', url: link.data.tmpUrl });
  return res.rawPayload;
}

const contract = rasterCanvas(sceneImage(11, 800, 600)).encodeSync('png');

describe('issuing and detecting', { timeout: 120_000 }, () => {
  let copies: document.WatermarkCopy[] = [];

  it('issues one copy per recipient, each with its own id and file', async () => {
    const fileId = await upload(chief.token, contract, '采购合同.png');
    const res = await server.call(
      document.addWatermark,
      { fileId, recipientIds: [admin.userId, keeper.userId, member.userId] },
      { token: chief.token },
    );
    expect(res.code, res.msg).toBe(0);
    copies = res.data.copies;
    expect(copies.map((c) => c.recipientId).sort()).toEqual([admin.userId, keeper.userId, member.userId].sort());
    expect(new Set(copies.map((c) => c.issuanceId)).size).toBe(3);
    expect(copies[0]!.name).toMatch(/^采购合同-.+-[0-9a-f]{12}\.png$/);
  });

  it('names the recipient of an exact copy by its hash', async () => {
    const copy = copies.find((c) => c.recipientId === keeper.userId)!;
    const bytes = await download(chief, copy.fileId);
    const res = await server.call(
      document.detectWatermark,
      { fileId: await upload(chief.token, bytes, 'leak.png') },
      { token: chief.token },
    );
    expect(res.data).toMatchObject({ found: true, method: 'hash', confidence: 1 });
    expect(res.data.issuance).toMatchObject({
      issuanceId: copy.issuanceId,
      recipientName: '王强',
      issuerName: '张伟',
      documentName: '采购合同.png',
    });
  });

  it('names the recipient of a re-compressed, cropped copy from the invisible mark', async () => {
    const copy = copies.find((c) => c.recipientId === member.userId)!;
    const leaked = await jpeg(crop(await decodeImage(await download(chief, copy.fileId)), 0.1), 70);
    const bytes = rasterCanvas(leaked).encodeSync('jpeg', 70);
    const res = await server.call(
      document.detectWatermark,
      { fileId: await upload(chief.token, bytes, 'photo.jpg') },
      { token: chief.token },
    );
    expect(res.data).toMatchObject({ found: true, method: 'blind' });
    expect(res.data.issuance).toMatchObject({ issuanceId: copy.issuanceId, recipientName: '刘洋' });
    expect(res.data.confidence).toBeGreaterThan(0.8);
  });

  it('says no mark was found on an unmarked image', async () => {
    const res = await server.call(
      document.detectWatermark,
      { fileId: await upload(chief.token, contract, 'original.png') },
      { token: chief.token },
    );
    expect(res.data).toMatchObject({ found: false, method: null, issuance: null });
  });

  it('keeps answering other calls while the search runs in its worker', async () => {
    const fileId = await upload(chief.token, contract, 'original-2.png');
    let searching = true;
    const detecting = server.call(document.detectWatermark, { fileId }, { token: chief.token }).finally(() => {
      searching = false;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(searching).toBe(true);
    const list = await server.call(document.issuanceList, {}, { token: chief.token });
    expect(list.code).toBe(0);
    // Answered while the search was still under way: the call did not wait for it, however loaded the machine.
    expect(searching).toBe(true);
    expect((await detecting).data.found).toBe(false);
    // Its audit record follows the call (it holds no call transaction).
    const log = await server.call(
      audit.operateLog,
      { companyId: chief.companyId, call: 'wm-detect' },
      { token: await systemToken(server) },
    );
    expect(log.data.list[0]).toMatchObject({
      call: 'POST watermark/water-mark/v2/wm-detect',
      resultCode: 0,
      person: '张伟',
    });
  });

  it("lists the unit's issued copies, and another unit sees none of them and cannot read them", async () => {
    const mine = await server.call(document.issuanceList, { keyword: '刘洋' }, { token: chief.token });
    expect(mine.data.total).toBe(1);
    const theirs = await server.call(document.issuanceList, {}, { token: other.token });
    expect(theirs.data.total).toBe(0);
    const copy = copies[0]!;
    const detect = await server.call(document.detectWatermark, { fileId: copy.fileId }, { token: other.token });
    expect(detect.code).toBe(404);
    const bytes = await download(chief, copy.fileId);
    const leaked = await server.call(
      document.detectWatermark,
      { fileId: await upload(other.token, bytes, 'x.png') },
      { token: other.token },
    );
    expect(leaked.data).toMatchObject({ found: false, issuance: null });
  });
});

describe('bad input', { timeout: 60_000 }, () => {
  it('refuses a broken PDF, a blank image, a broken image and a recipient of another unit, with a clear message', async () => {
    const pdf = await upload(chief.token, Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf');
    const white = rasterCanvas({
      width: 64,
      height: 64,
      rgba: new Uint8ClampedArray(64 * 64 * 4).fill(255),
    }).encodeSync('png');
    const blank = await upload(chief.token, white, 'white.png');
    const broken = await upload(chief.token, Buffer.concat([contract.subarray(0, 200)]), 'broken.png');
    const good = await upload(chief.token, contract, 'ok.png');
    const issue = (fileId: string, recipientIds = [member.userId]) =>
      server.call(document.addWatermark, { fileId, recipientIds }, { token: chief.token });
    expect(await issue(pdf)).toMatchObject({ code: 400, msg: '无法读取该PDF，文件可能已损坏' });
    expect(await issue(blank)).toMatchObject({ code: 400, msg: '图片为纯色（全白或全黑），无法嵌入或检测水印' });
    expect(await issue(broken)).toMatchObject({ code: 400, msg: '无法读取该图片，文件可能已损坏' });
    expect(await issue(good, [other.userId])).toMatchObject({ code: 400, msg: '接收人不是本单位成员' });
    const list = await server.call(document.issuanceList, { keyword: 'ok.png' }, { token: chief.token });
    expect(list.data.total).toBe(0);
  });

  it('refuses an image too large to mark by its header, naming the limit', async () => {
    const sized = (width: number, height: number) => {
      const header = Buffer.from(contract);
      header.writeUInt32BE(width, 16);
      header.writeUInt32BE(height, 20);
      return header;
    };
    // Over 40 million pixels no upload takes it at all.
    const huge = await server.call(
      file.fileUpload,
      {},
      { token: chief.token, file: { data: sized(20_000, 20_000), filename: 'huge.png' } },
    );
    expect(huge).toMatchObject({ code: 413, msg: '图片尺寸过大，不能超过4000万像素' });
    // Under it, a side longer than 8000 pixels is still too large to mark.
    const wide = await upload(chief.token, sized(9_000, 1_000), 'wide.png');
    const res = await server.call(
      document.addWatermark,
      { fileId: wide, recipientIds: [member.userId] },
      { token: chief.token },
    );
    expect(res).toMatchObject({ code: 400, msg: '图片过大：边长不超过8000像素，总像素不超过4000万' });
  });
});

/** Each page's text as pdfjs extracts it. */
async function pageTexts(bytes: Uint8Array) {
  const document = await readDocument(bytes, 'pdf', 20);
  const texts = document.pages.map((p) => p.text.text);
  await document.close();
  return texts;
}

describe('issuing a PDF', { timeout: 120_000 }, () => {
  it('gives each recipient a PDF with the same text, whose copy detection names', async () => {
    const original = await contractPdf('original');
    const fileId = await upload(chief.token, original, '采购合同.pdf');
    const res = await server.call(
      document.addWatermark,
      { fileId, recipientIds: [keeper.userId, member.userId] },
      { token: chief.token },
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.copies.map((c) => c.name)).toEqual([
      expect.stringMatching(/^采购合同-.+-[0-9a-f]{12}\.pdf$/),
      expect.stringMatching(/^采购合同-.+-[0-9a-f]{12}\.pdf$/),
    ]);
    const texts = await pageTexts(original);
    expect(texts.join('')).toContain('智能印章采购合同');
    const [keeperCopy, memberCopy] = [keeper, member].map((s) =>
      res.data.copies.find((c) => c.recipientId === s.userId)!,
    );
    const leaks = [
      {
        copy: keeperCopy!,
        bytes: await resavedPdf(await download(chief, keeperCopy!.fileId), true),
        method: 'metadata',
      },
      { copy: memberCopy!, bytes: await resavedPdf(await download(chief, memberCopy!.fileId), false), method: 'blind' },
    ];
    for (const leak of leaks) {
      expect(await pageTexts(leak.bytes)).toEqual(texts);
      const detected = await server.call(
        document.detectWatermark,
        { fileId: await upload(chief.token, leak.bytes, 'leak.pdf') },
        { token: chief.token },
      );
      expect(detected.data).toMatchObject({ found: true, method: leak.method });
      expect(detected.data.issuance).toMatchObject({
        issuanceId: leak.copy.issuanceId,
        recipientName: leak.copy.recipientName,
        documentName: '采购合同.pdf',
      });
    }
  });

  it('refuses an encrypted PDF and one over the page limits, naming them, and issues nothing', async () => {
    const issue = async (data: Buffer, name: string, recipientIds = [member.userId]) =>
      server.call(
        document.addWatermark,
        { fileId: await upload(chief.token, data, name), recipientIds },
        { token: chief.token },
      );
    expect(await issue(await plainPdf({ userPassword: 'secret' }), 'locked.pdf')).toMatchObject({
      code: 400,
      msg: 'PDF已加密，请上传未加密的版本',
    });
    expect(await issue(await plainPdf({ pages: 21 }), 'long.pdf')).toMatchObject({
      code: 400,
      msg: 'PDF不能超过20页，请拆分后再上传',
    });
    const everyone = [chief, admin, keeper, member].map((s) => s.userId);
    expect(await issue(await plainPdf({ pages: 16 }), 'many.pdf', everyone)).toMatchObject({
      code: 400,
      msg: '一次最多生成60页副本（PDF页数×接收人数），请减少接收人后分批分发',
    });
    for (const keyword of ['locked.pdf', 'long.pdf', 'many.pdf']) {
      const list = await server.call(document.issuanceList, { keyword }, { token: chief.token });
      expect(list.data.total).toBe(0);
    }
  });
});

describe('the watermark rule', () => {
  it('starts from the defaults; administrators change it, a member may not, bad values change nothing', async () => {
    expect((await server.call(document.ruleDetail, {}, { token: member.token })).data).toEqual(document.DEFAULT_RULE);
    const rule = {
      textTemplate: '{unit} 仅供{name}使用 {number}',
      opacity: 25,
      angle: 45,
      markAttachments: true,
      markEvidence: false,
    };
    expect(await server.call(document.ruleUpdate, rule, { token: member.token })).toMatchObject({ code: 1003 });
    expect(await server.call(document.ruleUpdate, { ...rule, opacity: 70 }, { token: admin.token })).toMatchObject({
      code: 400,
      msg: '不透明度须在5%到60%之间',
    });
    expect((await server.call(document.ruleDetail, {}, { token: chief.token })).data).toEqual(document.DEFAULT_RULE);
    expect((await server.call(document.ruleUpdate, rule, { token: admin.token })).data).toEqual(rule);
    expect((await server.call(document.ruleDetail, {}, { token: member.token })).data).toEqual(rule);
    expect((await server.call(document.ruleDetail, {}, { token: other.token })).data).toEqual(document.DEFAULT_RULE);
  });
});
