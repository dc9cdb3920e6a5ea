import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, file } from '../../contract';
import { loadConfig } from '../../server/src/config';
import { startTestServer, type TestServer } from './helpers';
import { PDF, PNG, uploadFile } from './org-fixtures';
import { MEMBER, staffSession } from './staff';

const root = mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
let server: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(root, 'dist', 'client'), { recursive: true });
  writeFileSync(path.join(root, 'dist', 'client', 'index.html'), '<!doctype html><html><body>console</body></html>');
  server = await startTestServer({ serveConsole: true, config: { rootDir: root } });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it('a console page may not be framed and runs only its own scripts', async () => {
    for (const url of ['/', '/approval/list', '/index.html']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectCommonHeaders(res.headers);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('API answers carry them too, errors included', async () => {
    expectCommonHeaders((await server.app.inject({ method: 'GET', url: '/api/health' })).headers);
    const refused = await server.call(account.currentUser, {});
    expect(refused.code).not.toBe(0);
    expectCommonHeaders(refused.response.headers);
  });

  it("a user's picture opens sandboxed; a PDF is not framed", async () => {
    const member = await staffSession(server, MEMBER);
    const link = async (data: Buffer, name: string) => {
      const fileId = await uploadFile(server, member.token, data, name);
      const url = (await server.call(file.fileTempUrl, { filePath: fileId }, { token: member.token })).data.tmpUrl;
      return server.app.inject({ method: 'GET', url });
    };
    const picture = await link(PNG, 'a.png');
    expect(picture.statusCode).toBe(200);
    expectCommonHeaders(picture.headers);
    expect(String(picture.headers['content-security-policy'])).toMatch(/^sandbox;/);
    const pdf = await link(PDF, 'a.pdf');
    expect(String(pdf.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('the API description', () => {
  it('is served in demo and kept private in production unless API_DOCS=true', async () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect((await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    const hidden = await startTestServer({ config: { apiDocs: false } });
    try {
      expect((await hidden.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
      expect((await hidden.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await hidden.close();
    }
  });
});
