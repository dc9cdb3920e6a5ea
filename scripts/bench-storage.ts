/**
 * Storage timings: 10 MB put, get and putStream (64 KB chunks) on local disk and on an s3rver bucket on 127.0.0.1,
 * median of ROUNDS (default 5), and how fast an unreachable bucket fails.
 * Run: node --import tsx scripts/bench-storage.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage, type FileStorage } from '../server/src/lib/file-storage';
import { S3Storage } from '../server/src/lib/s3-storage';
import { startS3Server } from '../tests/support/s3-server';
import { freePort } from '../tests/support/server-process';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const data = Buffer.alloc(10 * 1024 * 1024, 7);
const chunks = () => {
  const list: Buffer[] = [];
  for (let at = 0; at < data.length; at += 64 * 1024) list.push(data.subarray(at, at + 64 * 1024));
  return Readable.from(list);
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);

const s3 = await startS3Server();
const dir = mkdtempSync(path.join(os.tmpdir(), 'seal-bench-storage-'));
const storages: Array<[string, FileStorage]> = [
  ['local disk', new LocalDiskStorage(dir)],
  ['s3rver', new S3Storage(s3.settings())],
];
for (const [name, storage] of storages) {
  const put: number[] = [];
  const get: number[] = [];
  const stream: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    put.push(await timed(() => storage.put(`put-${round}`, data)));
    get.push(await timed(() => storage.get(`put-${round}`)));
    stream.push(await timed(() => storage.putStream(`stream-${round}`, chunks())));
  }
  console.log(`${name}: 10 MB put ${median(put)} ms, get ${median(get)} ms, putStream ${median(stream)} ms`);
}
const nobody = new S3Storage(s3.settings({ endpoint: `http://127.0.0.1:${await freePort()}` }));
const failedIn = await timed(() => nobody.ping().catch(() => undefined));
console.log(`unreachable bucket (nothing listening): ping failed in ${failedIn.toFixed(0)} ms`);
rmSync(dir, { recursive: true, force: true });
await s3.close();
