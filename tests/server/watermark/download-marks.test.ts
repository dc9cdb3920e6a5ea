/**
 * Downloads marked for the member downloading: with the unit's switch off an application attachment goes out as it
 * was uploaded; on, as a copy issued to the downloader that detection names them by, reused on the next download,
 * listed with origin "download". A PDF over the page limit is refused naming it; another unit gets no link at all;
 * evidence reports follow their own switch.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, file, useRecord } from '../../../contract';
import { applicationFiles, applications, authorizations } from '../../../server/src/db/schema';
import { markMetadataOf } from '../../../server/src/modules/watermark/metadata';
import { rasterCanvas } from '../../../server/src/modules/watermark/mark/raster';
import { decodeImage } from '../../../server/src/modules/watermark/mark/raster';
import { startTestServer, type TestServer } from '../helpers';
import { uploadFile } from '../org-fixtures';
import { CHIEF, MEMBER, staffSession, type StaffSession } from '../staff';
import { plainPdf } from '../compare/contract-pdf';
import { jpeg, sceneImage } from './generated-images';

let server: TestServer;
let chief: StaffSession;
let member: StaffSession;
let other: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  member = await staffSession(server, MEMBER);
  other = await staffSession(server, '13900000000', '远山贸易有限公司');
});
afterAll(async () => {
  await server?.close();
});

const photo = rasterCanvas(sceneImage(7, 480, 360)).encodeSync('png');

async function setSwitches(markAttachments: boolean, markEvidence: boolean) {
  const rule = await server.call(document.ruleDetail, {}, { token: chief.token });
  const res = await server.call(
    document.ruleUpdate,
    { ...rule.data, markAttachments, markEvidence },
    { token: chief.token },
  );
  expect(res.code, res.msg).toBe(0);
  expect(res.data).toMatchObject({ markAttachments, markEvidence });
}

/** A file the member uploads and lists as an attachment of one of the unit's applications. */
async function attachment(data: Buffer, filename: string) {
  const fileId = await uploadFile(server, member.token, data, filename, 'attachment');
  const [application] = await server.deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.companyId, member.companyId))
    .orderBy(asc(applications.id))
    .limit(1);
  await server.deps.db.insert(applicationFiles).values({ applicationId: application!.id, fileId, seq: 99 });
  return fileId;
}

/** What a member's browser gets: the temp-url link, then the bytes it opens. */
async function download(session: StaffSession, fileId: string) {
  const link = await server.call(file.fileTempUrl, { filePath: fileId }, { token: session.token });
  expect(link.code, link.msg).toBe(0);
  const res = await server.app.inject({ method: 'GET', url: link.data.tmpUrl });
  return { url: link.data.tmpUrl, bytes: res.rawPayload };
}

async function detect(bytes: Buffer, filename: string) {
  const fileId = await uploadFile(server, chief.token, bytes, filename, 'attachment');
  const res = await server.call(document.detectWatermark, { fileId }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

describe('application attachments', { timeout: 120_000 }, () => {
  let png = '';
  let pngCopy: { url: string; bytes: Buffer };

  it('go out as uploaded while the switch is off (the default)', async () => {
    const rule = await server.call(document.ruleDetail, {}, { token: chief.token });
    expect(rule.data).toMatchObject({ markAttachments: false, markEvidence: false });
    png = await attachment(photo, '现场照片.png');
    expect((await download(member, png)).bytes.equals(photo)).toBe(true);
  });

  it('go out, once the switch is on, as a copy issued to the downloader that detection names them by', async () => {
    await setSwitches(true, false);
    pngCopy = await download(member, png);
    expect(pngCopy.bytes.equals(photo)).toBe(false);
    expect(pngCopy.url).not.toContain(png);
    const exact = await detect(pngCopy.bytes, 'leak.png');
    expect(exact).toMatchObject({ found: true, method: 'hash' });
    expect(exact.issuance).toMatchObject({ recipientName: '刘洋', documentName: '现场照片.png', origin: 'download' });
    // Re-encoded, the metadata and hash gone: the invisible mark still names the downloader.
    const leaked = rasterCanvas(await jpeg(await decodeImage(pngCopy.bytes), 80)).encodeSync('jpeg', 80);
    const blind = await detect(leaked, 'photo.jpg');
    expect(blind).toMatchObject({ found: true, method: 'blind' });
    expect(blind.issuance?.issuanceId).toBe(exact.issuance?.issuanceId);
  });

  it("reuse the member's copy on the next download, and list it once with origin download", async () => {
    const again = await download(member, png);
    expect(again.bytes.equals(pngCopy.bytes)).toBe(true);
    const list = await server.call(document.issuanceList, { keyword: '现场照片' }, { token: chief.token });
    expect(list.data.list).toMatchObject([{ recipientName: '刘洋', issuerName: '刘洋', origin: 'download' }]);
    expect(list.data.total).toBe(1);
    const issued = await server.call(document.issuanceList, { origin: 'issue' }, { token: chief.token });
    expect(issued.data.list.some((row) => row.documentName === '现场照片.png')).toBe(false);
    const downloads = await server.call(document.issuanceList, { origin: 'download' }, { token: chief.token });
    expect(downloads.data.list.map((row) => row.documentName)).toEqual(['现场照片.png']);
  });

  it('mark again after an administrator changes how the mark looks', async () => {
    const rule = await server.call(document.ruleDetail, {}, { token: chief.token });
    await server.call(document.ruleUpdate, { ...rule.data, opacity: 30 }, { token: chief.token });
    const remarked = await download(member, png);
    expect(remarked.bytes.equals(pngCopy.bytes)).toBe(false);
    expect((await detect(remarked.bytes, 'leak-2.png')).issuance).toMatchObject({ recipientName: '刘洋' });
    await server.call(document.ruleUpdate, rule.data, { token: chief.token });
  });

  it('mark a 1-page PDF with the id in its metadata, and refuse one over the page limit naming it', async () => {
    const pdf = await attachment(await plainPdf({ pages: 1 }), '合同.pdf');
    const copy = await download(member, pdf);
    expect(copy.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const found = await detect(copy.bytes, 'leak.pdf');
    expect(found.issuance).toMatchObject({ recipientName: '刘洋', origin: 'download' });
    expect(markMetadataOf(copy.bytes)).toBe(found.issuance?.issuanceId);
    const long = await attachment(await plainPdf({ pages: 21 }), '长合同.pdf');
    const refused = await server.call(file.fileTempUrl, { filePath: long }, { token: member.token });
    expect(refused).toMatchObject({ code: 400, msg: expect.stringContaining('超过20页') });
  });

  it("give another unit's user no link to the attachment or to the copy", async () => {
    const copyId = new URL(pngCopy.url, 'http://x').pathname.split('/').pop()!;
    for (const filePath of [png, copyId]) {
      const res = await server.call(file.fileTempUrl, { filePath }, { token: other.token });
      expect(res.data.tmpUrl).toBe('');
    }
  });
});

describe('evidence reports', { timeout: 120_000 }, () => {
  it('follow their own switch: marked for the member exporting once it is on', async () => {
    const [grant] = await server.deps.db
      .select({ empowerNo: authorizations.empowerNo })
      .from(authorizations)
      .where(eq(authorizations.companyId, chief.companyId))
      .orderBy(asc(authorizations.id))
      .limit(1);
    const exported = async () => {
      const res = await server.call(
        useRecord.useRecordExportPdf,
        { empowerNo: grant!.empowerNo },
        { token: chief.token },
      );
      expect(res.code, res.msg).toBe(0);
      return (await server.app.inject({ method: 'GET', url: res.data.tmpUrl })).rawPayload;
    };
    expect(markMetadataOf(await exported())).toBeNull();
    await setSwitches(false, true);
    const found = await detect(await exported(), 'report.pdf');
    expect(found.issuance).toMatchObject({ recipientName: '张伟', origin: 'download' });
    expect(found.issuance?.documentName).toMatch(/^用印证据报告-/);
  });
});
