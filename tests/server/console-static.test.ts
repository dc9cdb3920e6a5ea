/**
 * The built console as a browser gets it: precompressed at build (scripts/precompress.ts), sent brotli- or
 * gzip-encoded by the request's Accept-Encoding with `Vary: Accept-Encoding`, hashed files cached for a year,
 * index.html (and every console route answering with it) revalidated on each load, the province map a day.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from '../../scripts/precompress';
import { CACHE_CONTROL } from '../../server/src/http/console-static';
import { startTestServer, type TestServer } from './helpers';

const root = mkdtempSync(path.join(os.tmpdir(), 'console-static-'));
const clientDir = path.join(root, 'dist', 'client');
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');
/** A build output in miniature: a hashed script, the page, the province map and an icon too small to compress. */
const files = {
  'index.html': `<!doctype html><html><head>${lines(40, (i) => `<meta name="m${i}" content="console">`)}</head></html>`,
  'assets/index-B2x9QmKe.js': lines(400, (i) => `export const value${i} = () => console.log('value ${i}');`),
  'geo/china-provinces.geo.json': JSON.stringify({
    type: 'FeatureCollection',
    features: Array.from({ length: 200 }, (_, i) => ({ type: 'Feature', properties: { name: `p${i}` } })),
  }),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const SCRIPT = '/assets/index-B2x9QmKe.js';
const original = (url: string) => Buffer.from(files[url.slice(1) as keyof typeof files]);

let server: TestServer;

beforeAll(async () => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    writeFileSync(path.join(clientDir, name), text);
  }
  await precompressDir(clientDir);
  server = await startTestServer({ serveConsole: true, config: { rootDir: root } });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? headers : { 'accept-encoding': acceptEncoding, ...headers },
  });

describe('precompressing the build output', () => {
  it('writes a brotli and a gzip copy beside each compressible file, none for one too small to gain', () => {
    expect(original('/favicon.svg').length).toBeLessThan(MIN_BYTES);
    for (const name of Object.keys(files)) {
      const file = path.join(clientDir, name);
      const small = name === 'favicon.svg';
      expect(existsSync(`${file}.br`), `${name}.br`).toBe(!small);
      expect(existsSync(`${file}.gz`), `${name}.gz`).toBe(!small);
      if (small) continue;
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(readFileSync(file));
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(readFileSync(file));
    }
  });
});

describe('serving the console', () => {
  it('sends brotli when the browser accepts it, with the type of the file and a year of caching', async () => {
    const res = await get(SCRIPT, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(original(SCRIPT).length / 3);
    expect(brotliDecompressSync(res.rawPayload)).toEqual(original(SCRIPT));
  });

  it('sends gzip to a client that accepts gzip but not brotli', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'deflate, gzip;q=0.5']) {
      const res = await get(SCRIPT, acceptEncoding);
      expect(res.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.rawPayload)).toEqual(original(SCRIPT));
    }
  });

  it('sends the file as it is without Accept-Encoding, or when it asks for identity only', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get(SCRIPT, acceptEncoding);
      expect(res.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload).toEqual(original(SCRIPT));
    }
  });

  it('answers a console route with index.html, compressed and revalidated on every load', async () => {
    for (const url of ['/dashboard', '/sealManage/useCordlist?page=2']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload)).toEqual(original('/index.html'));
    }
    const plain = await get('/dashboard');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.rawPayload).toEqual(original('/index.html'));
  });

  it('sends the province map compressed, kept a day and then revalidated by its ETag', async () => {
    const url = '/geo/china-provinces.geo.json';
    const res = await get(url, 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL.unhashed);
    expect(res.headers['cache-control']).toMatch(/max-age=86400.*must-revalidate/);
    expect(brotliDecompressSync(res.rawPayload)).toEqual(original(url));
    const again = await get(url, 'gzip, br', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a file without a compressed copy as it is, whatever the browser accepts', async () => {
    const res = await get('/favicon.svg', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(original('/favicon.svg'));
  });

  it('still answers an unknown API path with the JSON envelope, not the console', async () => {
    const res = await get('/api/no-such-thing', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: expect.any(Number), data: null });
  });
});
