/**
 * Uploads straight to object storage (an s3rver bucket on 127.0.0.1): the server plans a presigned PUT bound to a new
 * key, the type and the exact size, the client uploads with fetch, the server records the file when the object keeps
 * the promise; downloads redirect to a presigned GET. Two app instances on one database and one bucket: a file
 * uploaded through one downloads through the other.
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file } from '../../contract';
import { buildApp } from '../../server/src/app';
import { files } from '../../server/src/db/schema';
import { LocalDiskStorage } from '../../server/src/lib/file-storage';
import { S3Storage } from '../../server/src/lib/s3-storage';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startTestServer, type TestServer, HOUR } from './helpers';
import { PDF, PNG, pngDeclaring, setQuota } from './org-fixtures';
import { MEMBER, staffSession, type StaffSession } from './staff';

let s3: TestS3Server;
let server: TestServer;
let member: StaffSession;
let other: StaffSession;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ storage: () => new S3Storage(s3.settings()) });
  member = await staffSession(server, MEMBER);
  other = await staffSession(server, '13900000000', '远山贸易有限公司');
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

type Plan = Extract<file.UploadPlan, { mode: 'direct' }>;

async function planFor(token: string, data: Buffer, contentType: 'image/png' | 'application/pdf', size = data.length) {
  const res = await server.call(file.fileUploadPlan, { name: '合同.pdf', size, contentType }, { token });
  expect(res.code, res.msg).toBe(0);
  expect(res.data.mode).toBe('direct');
  return res.data as Plan;
}

/** The browser's part: one PUT of the bytes to the presigned URL with the plan's headers. */
const put = (plan: Plan, data: Buffer) =>
  fetch(plan.url, { method: 'PUT', headers: plan.headers, body: new Uint8Array(data) });

const confirm = (token: string, ticket: string) => server.call(file.fileUploadConfirm, { ticket }, { token });

/** The bucket key a ticket names (its first part is base64url JSON). */
const storageKeyOf = (ticket: string) =>
  JSON.parse(Buffer.from(ticket.split('.')[0]!, 'base64url').toString()).storageKey as string;

const fileCount = async () => (await server.deps.db.select({ id: files.id }).from(files)).length;

/** Follows a temp-url link on an app: its redirect, then the presigned GET of the bucket. */
async function download(app: FastifyInstance, link: string) {
  const res = await app.inject({ method: 'GET', url: link });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toMatch(new RegExp(`^${s3.endpoint}/seal-files/[0-9a-f]{32}\\?`));
  const object = await fetch(String(res.headers.location));
  return {
    status: object.status,
    type: object.headers.get('content-type'),
    body: Buffer.from(await object.arrayBuffer()),
  };
}

describe('uploads straight to the bucket', () => {
  it('plans, takes the PUT, records the file on confirmation and serves it by a presigned GET', async () => {
    const plan = await planFor(member.token, PDF, 'application/pdf');
    expect(plan.url).toMatch(/X-Amz-Expires=600/);
    expect(plan.url).not.toMatch(/S3RVER&|SecretAccessKey/);
    expect(plan.headers).toEqual({ 'content-type': 'application/pdf' });
    expect((await put(plan, PDF)).status).toBe(200);
    const confirmed = await confirm(member.token, plan.ticket);
    expect(confirmed.code, confirmed.msg).toBe(0);
    expect(confirmed.data).toMatchObject({ name: '合同.pdf', size: PDF.length, contentType: 'application/pdf' });
    // Confirming again (a retry after a lost answer) gives the same file, not a second one.
    const again = await confirm(member.token, plan.ticket);
    expect(again.data.fileId).toBe(confirmed.data.fileId);
    const [row] = await server.deps.db.select().from(files).where(eq(files.id, confirmed.data.fileId));
    expect(row).toMatchObject({ companyId: member.companyId, uploaderId: member.userId, size: PDF.length });

    const link = await server.call(file.fileTempUrl, { filePath: confirmed.data.fileId }, { token: member.token });
    const got = await download(server.app, link.data.tmpUrl);
    expect(got).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(got.body.equals(PDF)).toBe(true);
  });

  it("lets the console's pages reach the bucket: PUTs, and images behind redirected links", async () => {
    const res = await server.call(file.fileTempUrl, { filePath: 'f'.repeat(32) }, { token: member.token });
    const csp = String(res.response.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
  });

  it('refuses to confirm before the bytes are there, and a file larger than the limit at planning', async () => {
    const plan = await planFor(member.token, PNG, 'image/png');
    expect(await confirm(member.token, plan.ticket)).toMatchObject({ code: 400, msg: '文件尚未上传完成，请重新上传' });
    const huge = await server.call(
      file.fileUploadPlan,
      { name: 'big.pdf', size: file.FILE_MAX_BYTES + 1, contentType: 'application/pdf' },
      { token: member.token },
    );
    expect(huge).toMatchObject({ code: 413, msg: '文件大小不能超过10MB' });
  });

  it('removes an object that breaks its promise (another size or type) instead of recording it', async () => {
    const before = await fileCount();
    // A PUT of more bytes than promised (a bucket checking the signed length refuses it already; s3rver does not).
    const longer = await planFor(member.token, PNG, 'image/png');
    await put(longer, Buffer.concat([PNG, Buffer.alloc(1000)]));
    expect(await confirm(member.token, longer.ticket)).toMatchObject({
      code: 400,
      msg: '上传的文件与所选文件不一致，请重新上传',
    });
    // Text declared as a PNG, of the promised size.
    const fake = Buffer.alloc(PNG.length, 'a');
    const lying = await planFor(member.token, fake, 'image/png');
    await put(lying, fake);
    expect(await confirm(member.token, lying.ticket)).toMatchObject({
      code: 400,
      msg: '仅支持上传JPG、PNG图片或PDF文件',
    });
    expect(await fileCount()).toBe(before);
    expect(await server.deps.storage.get(storageKeyOf(longer.ticket))).toBeNull();
    expect(await server.deps.storage.get(storageKeyOf(lying.ticket))).toBeNull();
  });

  it('refuses a picture declaring more than 40 million pixels on confirmation, and removes it', async () => {
    const before = await fileCount();
    const bomb = pngDeclaring(8000, 8000);
    const plan = await planFor(member.token, bomb, 'image/png');
    await put(plan, bomb);
    expect(await confirm(member.token, plan.ticket)).toMatchObject({
      code: 413,
      msg: '图片尺寸过大，不能超过4000万像素',
    });
    expect(await fileCount()).toBe(before);
    expect(await server.deps.storage.get(storageKeyOf(plan.ticket))).toBeNull();
  });

  it('refuses an expired URL and an expired ticket', async () => {
    // Planned an hour ago by the server's clock: the bucket refuses the PUT, the server the confirmation.
    server.clock.advance(-HOUR);
    const plan = await planFor(member.token, PNG, 'image/png');
    server.clock.advance(HOUR);
    expect((await put(plan, PNG)).status).toBe(403);
    expect(await confirm(member.token, plan.ticket)).toMatchObject({ code: 400, msg: '上传已超时，请重新上传' });
  });

  it("does not confirm another unit's ticket, nor a forged one, and changes nothing", async () => {
    const before = await fileCount();
    const plan = await planFor(member.token, PNG, 'image/png');
    await put(plan, PNG);
    expect((await confirm(other.token, plan.ticket)).code).toBe(404);
    const [body] = plan.ticket.split('.');
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString());
    forged.companyId = other.companyId;
    forged.userId = other.userId;
    const forgedTicket = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${plan.ticket.split('.')[1]}`;
    expect((await confirm(other.token, forgedTicket)).code).toBe(404);
    expect(await fileCount()).toBe(before);
  });

  it("refuses a plan beyond the unit's free storage", async () => {
    await setQuota(server, member.companyId, 'freeStorageMb', 0);
    const res = await server.call(
      file.fileUploadPlan,
      { name: 'a.png', size: PNG.length, contentType: 'image/png' },
      { token: member.token },
    );
    await setQuota(server, member.companyId, 'freeStorageMb', 1024);
    expect(res.code).not.toBe(0);
  });
});

describe('two app instances on one database and one bucket', () => {
  it('serves through node B a file uploaded through node A', async () => {
    const nodeB = await buildApp({ ...server.deps, storage: new S3Storage(s3.settings()) });
    await nodeB.ready();
    try {
      const plan = await planFor(member.token, PNG, 'image/png');
      await put(plan, PNG);
      const confirmed = await confirm(member.token, plan.ticket);
      const link = await server.call(file.fileTempUrl, { filePath: confirmed.data.fileId }, { token: member.token });
      const got = await download(nodeB, link.data.tmpUrl);
      expect(got).toMatchObject({ status: 200, type: 'image/png' });
      expect(got.body.equals(PNG)).toBe(true);
    } finally {
      await nodeB.close();
    }
  });
});

describe('with local storage', () => {
  it('answers that the upload goes through the server', async () => {
    const bucket = server.deps.storage;
    server.deps.storage = new LocalDiskStorage(os.tmpdir());
    try {
      const res = await server.call(
        file.fileUploadPlan,
        { name: 'a.png', size: PNG.length, contentType: 'image/png' },
        { token: member.token },
      );
      expect(res.data).toEqual({ mode: 'server' });
    } finally {
      server.deps.storage = bucket;
    }
  });
});
