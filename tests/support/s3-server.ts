import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/src/lib/s3-storage';
import { freePort } from './server-process';

export interface TestS3Server {
  endpoint: string;
  /** Settings of a client of the test bucket (s3rver's fixed credentials), with any overrides. */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  close(): Promise<void>;
}

/** A bucket's CORS rules letting a console of any origin PUT uploads and GET files, as a production bucket would. */
export const CONSOLE_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod>
<AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * An S3-compatible server (s3rver) on 127.0.0.1, a free port and a temporary folder, with one empty bucket and the
 * given bucket configurations (e.g. CONSOLE_CORS).
 */
export async function startS3Server(bucket = 'seal-files', configs: string[] = []): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'seal-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (overrides = {}) => ({
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      ...overrides,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
