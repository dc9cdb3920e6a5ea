/**
 * Uploads (multipart, signed text fields), type sniffing, the size limit, the free-storage quota, temp-url links that
 * expire, deletion, and another unit's files staying invisible.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, unit } from '../../contract';
import { files } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { JPEG, PDF, PNG, setQuota, uploadFile } from './org-fixtures';
import { ADMIN, CHIEF, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let member: StaffSession;
let other: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  member = await staffSession(server, MEMBER);
  other = await staffSession(server, '13900000000', '远山贸易有限公司');
});
afterAll(async () => {
  await server?.close();
});

const upload = (token: string, data: Buffer, filename = 'a.png', purpose?: 'licence' | 'attachment' | 'photo') =>
  server.call(file.fileUpload, purpose ? { purpose } : {}, { token, file: { filename, data } });

async function fetchLink(url: string) {
  return server.app.inject({ method: 'GET', url });
}

describe('uploads', () => {
  it('stores a PNG, a JPEG and a PDF by their bytes, whatever their names and declared types say', async () => {
    const png = await upload(member.token, PNG, '营业执照.png', 'licence');
    expect(png.code, png.msg).toBe(0);
    expect(png.data).toMatchObject({ name: '营业执照.png', size: PNG.length, contentType: 'image/png' });
    expect(png.data.fileId).toMatch(/^[0-9a-f]{32}$/);
    const jpeg = await server.call(
      file.fileUpload,
      {},
      { token: member.token, file: { filename: 'photo.bin', contentType: 'application/pdf', data: JPEG } },
    );
    expect(jpeg.data.contentType).toBe('image/jpeg');
    const pdf = await upload(member.token, PDF, 'C:\\Users\\me\\合同.pdf');
    expect(pdf.data).toMatchObject({ contentType: 'application/pdf', name: '合同.pdf' });
    const [row] = await server.deps.db.select().from(files).where(eq(files.id, pdf.data.fileId));
    expect(row).toMatchObject({ purpose: 'attachment', uploaderId: member.userId, companyId: member.companyId });
    expect(await server.deps.storage.get(row!.storageKey)).toEqual(PDF);
  });

  it('refuses a .png that is really text, and an empty file', async () => {
    const before = await server.deps.db.select().from(files);
    const fake = await upload(member.token, Buffer.from('this is not a picture'), 'fake.png');
    expect(fake).toMatchObject({ code: 400, msg: '仅支持上传JPG、PNG图片或PDF文件' });
    const html = await upload(member.token, Buffer.from('<html><script>alert(1)</script>'), 'x.pdf');
    expect(html.code).toBe(400);
    const en = await upload(member.token, Buffer.from('GIF89a'), 'a.gif');
    const english = await server.call(
      file.fileUpload,
      {},
      { token: member.token, file: { filename: 'a.gif', data: Buffer.from('GIF89a') }, lang: 'en-US' },
    );
    expect(en.code).toBe(400);
    expect(english.msg).toBe('Only JPG and PNG images and PDF files can be uploaded');
    const empty = await upload(member.token, Buffer.alloc(0), 'empty.png');
    expect(empty).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    expect(await server.deps.db.select().from(files)).toEqual(before);
  });

  it('refuses a request without a file part', async () => {
    const res = await server.call(file.fileUpload, { purpose: 'licence' }, { token: member.token });
    expect(res).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(file.FILE_MAX_BYTES)]);
    const before = await server.deps.db.select().from(files);
    const res = await upload(member.token, big, 'big.png');
    expect(res).toMatchObject({ status: 413, code: 413, msg: '文件大小不能超过10MB' });
    expect(await server.deps.db.select().from(files)).toEqual(before);
    // Exactly 10 MB is accepted.
    const max = Buffer.concat([PNG, Buffer.alloc(file.FILE_MAX_BYTES - PNG.length)]);
    const ok = await upload(member.token, max, 'max.png');
    expect(ok.code, ok.msg).toBe(0);
    await server.call(file.fileDelete, { fileId: ok.data.fileId }, { token: member.token });
  });

  it('checks the signature over the text fields: a changed purpose is refused', async () => {
    const res = await server.call(
      file.fileUpload,
      { purpose: 'licence' },
      { token: member.token, file: { filename: 'a.png', data: PNG }, alter: () => ({ purpose: 'photo' }) },
    );
    expect(res).toMatchObject({ code: 1001, msg: '请求签名校验失败' });
    const unsigned = await server.call(
      file.fileUpload,
      {},
      { token: member.token, file: { filename: 'a.png', data: PNG }, sign: false },
    );
    expect(unsigned.code).toBe(1001);
  });

  it('needs a unit session: no token 401', async () => {
    const res = await server.call(file.fileUpload, {}, { file: { filename: 'a.png', data: PNG } });
    expect(res.code).toBe(401);
  });

  it('the free-storage quota refuses an upload beyond it, and keeps no bytes', async () => {
    const unitFiles = await server.deps.db.select().from(files).where(eq(files.companyId, chief.companyId));
    const bytes = unitFiles.reduce((n, f) => n + f.size, 0);
    const usedMb = Math.ceil(bytes / (1024 * 1024));
    await setQuota(server, chief.companyId, 'freeStorageMb', usedMb);
    const slack = usedMb * 1024 * 1024 - bytes;
    const fits = await upload(member.token, Buffer.concat([PNG, Buffer.alloc(Math.max(0, slack - PNG.length))]));
    expect(fits.code, fits.msg).toBe(0);
    const over = await upload(member.token, PNG);
    expect(over).toMatchObject({ code: 400, msg: `单位存储空间已达上限（${usedMb}M）` });
    const quota = (await server.call(unit.quotaList, {}, { token: member.token })).data;
    expect(quota.find((q) => q.item === 'freeStorageMb')).toEqual({
      item: 'freeStorageMb',
      limit: usedMb,
      used: usedMb,
    });
    await server.call(file.fileDelete, { fileId: fits.data.fileId }, { token: member.token });
    await setQuota(server, chief.companyId, 'freeStorageMb', 1024);
  });
});

describe('temp-url links', () => {
  it('serve the bytes with their type for 5 minutes, then refuse', async () => {
    const fileId = await uploadFile(server, member.token, PNG, '执照.png');
    const res = await server.call(file.fileTempUrl, { filePath: fileId }, { token: member.token });
    expect(res.code).toBe(0);
    expect(res.data.tmpUrl).toMatch(new RegExp(`^/api/files/${fileId}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const ok = await fetchLink(res.data.tmpUrl);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.rawPayload).toEqual(PNG);

    server.clock.advance(5 * 60_000 + 1);
    const expired = await fetchLink(res.data.tmpUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 1003, msg: '文件链接无效或已过期' });
  });

  it('refuse a changed expiry, a changed signature and another file id', async () => {
    const fileId = await uploadFile(server, member.token);
    const url = (await server.call(file.fileTempUrl, { filePath: fileId }, { token: member.token })).data.tmpUrl;
    const [, exp, sig] = /exp=(\d+)&sig=([0-9a-f]+)/.exec(url)!;
    const later = url.replace(`exp=${exp}`, `exp=${Number(exp) + 3_600_000}`);
    expect((await fetchLink(later)).statusCode).toBe(403);
    const forged = url.replace(sig!, '0'.repeat(64));
    expect((await fetchLink(forged)).statusCode).toBe(403);
    const otherFile = await uploadFile(server, member.token);
    expect((await fetchLink(url.replace(fileId, otherFile))).statusCode).toBe(403);
    expect((await fetchLink(`/api/files/${fileId}`)).statusCode).toBe(403);
  });

  it('an unknown file, or another unit’s, gives an empty URL', async () => {
    const mine = await uploadFile(server, member.token);
    const unknown = await server.call(file.fileTempUrl, { filePath: 'f'.repeat(32) }, { token: member.token });
    expect(unknown).toMatchObject({ code: 0, data: { tmpUrl: '' } });
    const foreign = await server.call(file.fileTempUrl, { filePath: mine }, { token: other.token });
    expect(foreign).toMatchObject({ code: 0, data: { tmpUrl: '' } });
  });

  it('the demo licence of a certified unit can be viewed', async () => {
    const [row] = await server.deps.db.select().from(files).where(eq(files.companyId, chief.companyId)).limit(1);
    const url = (await server.call(file.fileTempUrl, { filePath: row!.id }, { token: member.token })).data.tmpUrl;
    const res = await fetchLink(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
  });
});

describe('deleting files', () => {
  it('the uploader may delete their file; the bytes go too', async () => {
    const fileId = await uploadFile(server, member.token);
    const [row] = await server.deps.db.select().from(files).where(eq(files.id, fileId));
    const res = await server.call(file.fileDelete, { fileId }, { token: member.token });
    expect(res.code).toBe(0);
    expect(await server.deps.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(await server.deps.storage.get(row!.storageKey)).toBeNull();
    expect((await server.call(file.fileDelete, { fileId }, { token: member.token })).code).toBe(404);
  });

  it('others’ files: administrators may, members may not', async () => {
    const fileId = await uploadFile(server, chief.token);
    const byMember = await server.call(file.fileDelete, { fileId }, { token: member.token });
    expect(byMember.code).toBe(1003);
    const byAdmin = await server.call(file.fileDelete, { fileId }, { token: admin.token });
    expect(byAdmin.code).toBe(0);
  });

  it('another unit’s file is not found and stays', async () => {
    const fileId = await uploadFile(server, member.token);
    const res = await server.call(file.fileDelete, { fileId }, { token: other.token });
    expect(res).toMatchObject({ code: 404, msg: '请求的资源不存在' });
    expect(await server.deps.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(1);
  });

  it('a certification’s licence cannot be deleted', async () => {
    const [row] = await server.deps.db.select().from(files).where(eq(files.companyId, chief.companyId)).limit(1);
    const res = await server.call(file.fileDelete, { fileId: row!.id }, { token: chief.token });
    expect(res).toMatchObject({ code: 400, msg: '该文件正被认证资料使用，不能删除' });
  });
});
