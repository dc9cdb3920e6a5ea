/**
 * Object storage in a real browser: the built server with STORAGE=s3 on an s3rver bucket (CORS as the production
 * guide says). The console's upload piece PUTs the attachment straight to the bucket (the CSP lets the bucket in),
 * the server confirms it, and the file's link redirects to the bucket and shows the bytes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, CONSOLE_CORS, type TestS3Server } from '../support/s3-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { CHIEF_BY_PASSWORD, launchBrowser, loginToDemoUnit, watchErrors } from './browser';

/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let s3: TestS3Server;
let server: ServerProcess;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server('seal-e2e', [CONSOLE_CORS]);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'seal-e2e-s3-'));
  const bucket = s3.settings();
  server = await startServerProcess({
    from: 'dist',
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_USE_RECORDS: '5000',
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: bucket.bucket,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await s3?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('uploads straight to the bucket', () => {
  it('attaches a file to an application through the bucket and opens it from there', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: server.url });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await loginToDemoUnit(page, server.url, CHIEF_BY_PASSWORD);
    await page.goto('/sealManage/usingSealApplication');
    await page.getByRole('heading', { name: '用印申请' }).waitFor();

    const put = page.waitForResponse((r) => r.url().startsWith(s3.endpoint) && r.request().method() === 'PUT');
    const confirmed = page.waitForResponse((r) => r.url().includes('file-manage/v2/upload-confirm'));
    await page.getByLabel(/^附件/).setInputFiles({ name: '盖章页.png', mimeType: 'image/png', buffer: PNG });
    expect((await put).status()).toBe(200);
    expect(((await (await confirmed).json()) as { code: number }).code).toBe(0);
    const link = page.getByRole('link', { name: '盖章页.png' });
    await link.waitFor();

    // The link opens the file: the server's signed link redirects to a presigned GET of the bucket.
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/files\//);
    const opened = await fetch(new URL(href!, server.url));
    expect(opened.url.startsWith(s3.endpoint)).toBe(true);
    expect(Buffer.from(await opened.arrayBuffer()).equals(PNG)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
