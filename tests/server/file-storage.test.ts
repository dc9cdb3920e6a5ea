/**
 * One suite for every FileStorage: local disk and an S3-compatible bucket (s3rver on 127.0.0.1). What a caller
 * notices: bytes come back as they went in, missing keys are null, bad keys are refused, concurrent writes to one key
 * leave one whole value, and an unreachable bucket fails quickly with a clear error.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { LocalDiskStorage, type FileStorage } from '../../server/src/lib/file-storage';
import { storageOfConfig } from '../../server/src/lib/storage-of-config';
import { bucketOrigin, S3Storage, StorageUnavailableError } from '../../server/src/lib/s3-storage';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { freePort } from '../support/server-process';

const MB = 1024 * 1024;

function bytes(size: number, seed: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) data[i] = (i / 4096 + seed) % 256;
  data.fill(seed % 256, 0, Math.min(size, 16));
  return data;
}

/** A stream yielding the data in 64 KB chunks, as a generated export would. */
function chunked(data: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += 64 * 1024) chunks.push(data.subarray(i, i + 64 * 1024));
  return Readable.from(chunks);
}

let s3: TestS3Server;
let localDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  localDir = mkdtempSync(path.join(os.tmpdir(), 'seal-storage-'));
});

afterAll(async () => {
  await s3?.close();
  if (localDir) rmSync(localDir, { recursive: true, force: true });
});

/**
 * `atomic`: a write replaces the value at once. S3 does; s3rver (the test's bucket) writes objects in place, so racing
 * writes to one key can mix there: on it the race only has to succeed and leave a value of full length.
 */
const kinds: Array<[string, { make: () => FileStorage; atomic: boolean }]> = [
  ['local disk', { make: () => new LocalDiskStorage(localDir), atomic: true }],
  // A 5 MiB part size, so the few-MB stream below goes up as a multipart upload.
  ['S3 bucket', { make: () => new S3Storage(s3.settings({ partBytes: 5 * MB })), atomic: false }],
];

describe.each(kinds)('FileStorage on %s', (_kind, { make, atomic }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('is ready, and gives back what was put until it is deleted', async () => {
    await storage.ping();
    const data = bytes(1000, 1);
    await storage.put('abc123', data);
    expect(await storage.get('abc123')).toEqual(data);
    await storage.put('folder/abc-1.pdf', data);
    expect(await storage.get('folder/abc-1.pdf')).toEqual(data);
    await storage.delete('abc123');
    expect(await storage.get('abc123')).toBeNull();
  });

  it('answers null for a missing key and deletes a missing key without complaint', async () => {
    expect(await storage.get('never-written')).toBeNull();
    await expect(storage.delete('never-written')).resolves.toBeUndefined();
  });

  it('refuses keys the server never makes', async () => {
    for (const key of ['', '../escape', 'a/b/c', 'a/../b', 'with space', '/abs']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });

  it('keeps a few-MB object whole, put at once or streamed', async () => {
    const large = bytes(6 * MB + 123, 7);
    await storage.put('large-put', large);
    expect((await storage.get('large-put'))?.equals(large)).toBe(true);
    expect(await storage.putStream('large-stream', chunked(large))).toBe(large.length);
    expect((await storage.get('large-stream'))?.equals(large)).toBe(true);
    expect(await storage.putStream('small-stream', chunked(Buffer.from('tiny')))).toBe(4);
    expect((await storage.get('small-stream'))?.toString()).toBe('tiny');
  });

  it('leaves one whole value when several writes to one key race', async () => {
    const values = [1, 2, 3, 4, 5].map((seed) => bytes(512 * 1024, seed));
    await Promise.all(values.map((value) => storage.put('raced', value)));
    const stored = await storage.get('raced');
    if (atomic) expect(values.some((value) => stored?.equals(value))).toBe(true);
    else expect(stored?.length).toBe(512 * 1024);
  });

  it('stores nothing when the stream fails', async () => {
    const failing = Readable.from(
      (async function* () {
        yield bytes(6 * MB, 3);
        throw new Error('source broke');
      })(),
    );
    await expect(storage.putStream('broken-stream', failing)).rejects.toThrow('source broke');
    expect(await storage.get('broken-stream')).toBeNull();
  });
});

describe('an unreachable bucket', () => {
  let silent: Server;
  let silentPort: number;
  const held = new Set<Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers: a bucket behind a dead proxy.
    silent = createServer((socket) => held.add(socket));
    silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('fails fast with an error naming the bucket when nothing listens', async () => {
    const port = await freePort();
    const storage = new S3Storage(s3.settings({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 1000 }));
    const started = Date.now();
    await expect(storage.put('abc', Buffer.from('x'))).rejects.toThrow(StorageUnavailableError);
    await expect(storage.ping()).rejects.toThrow(/bucket 'seal-files' unavailable \(HeadBucket\)/);
    await expect(storage.get('abc')).rejects.toThrow(StorageUnavailableError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives up after its time-out when the bucket does not answer', async () => {
    const storage = new S3Storage(s3.settings({ endpoint: `http://127.0.0.1:${silentPort}`, timeoutMs: 500 }));
    const started = Date.now();
    await expect(storage.get('abc')).rejects.toThrow(/unavailable \(GetObject\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses wrong credentials as unavailable, not as a missing object', async () => {
    // s3rver checks the access key id (not a version 4 signature): an unknown one is refused.
    const storage = new S3Storage(s3.settings({ accessKeyId: 'UNKNOWN' }));
    await expect(storage.get('abc')).rejects.toThrow(StorageUnavailableError);
    await expect(storage.ping()).rejects.toThrow(StorageUnavailableError);
  });
});

describe('choosing the storage by settings', () => {
  const production = {
    APP_MODE: 'production',
    DATABASE_URL: 'postgres://x',
    SMS_PROVIDER: 'aliyun',
    SMS_ACCESS_KEY_ID: 'id',
    SMS_ACCESS_KEY_SECRET: 'secret',
    SMS_SIGN_NAME: '演示',
    SMS_CODE_TEMPLATE: 'SMS_1',
    SMS_NOTICE_TEMPLATE: 'SMS_2',
    SIGNING_PRIVATE_KEY_FILE: 'a',
    SIGNING_PUBLIC_KEY_FILE: 'b',
    AUDIT_SIGNING_KEY_FILE: 'c',
    APP_SECRET: 'd',
  };

  it('keeps files on local disk unless STORAGE=s3', () => {
    const config = loadConfig({});
    expect(config.storage).toBe('local');
    expect(storageOfConfig(config).name).toBe('local');
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE must be local or s3/);
  });

  it('refuses a bucket without its name or credentials, in production and in demo', () => {
    expect(() => loadConfig({ ...production, STORAGE: 's3' })).toThrow(
      /STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID \(or S3_ACCESS_KEY_ID_FILE\), S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it("names the bucket's origin for the console's CSP", () => {
    const bucket = { bucket: 'files', region: 'cn-north-1' };
    expect(bucketOrigin({ ...bucket, endpoint: undefined, forcePathStyle: false })).toBe(
      'https://files.s3.cn-north-1.amazonaws.com',
    );
    expect(bucketOrigin({ ...bucket, endpoint: 'https://oss.example.com', forcePathStyle: false })).toBe(
      'https://files.oss.example.com',
    );
    expect(bucketOrigin({ ...bucket, endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true })).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('reads the secret key from a file and picks the bucket', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'seal-s3-secret-'));
    writeFileSync(path.join(dir, 'secret'), 'from-file\n');
    const config = loadConfig({
      ...production,
      STORAGE: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY_FILE: path.join(dir, 'secret'),
    });
    rmSync(dir, { recursive: true, force: true });
    expect(config.s3).toMatchObject({ bucket: 'files', secretAccessKey: 'from-file', forcePathStyle: true });
    expect(storageOfConfig(config).name).toBe('s3');
  });
});
