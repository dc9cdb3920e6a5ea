import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live. The database keeps each file's record and storage key; the storage only maps keys to
 * bytes. Local disk (this file) or an S3-compatible bucket (s3-storage.ts), chosen by STORAGE (storage-of-config.ts).
 */
export interface FileStorage {
  readonly name: string;
  /** Resolves when the storage can take writes now (the readiness check); rejects with the reason otherwise. */
  ping(): Promise<void>;
  /** Present when browsers may move bytes to and from the storage themselves (a bucket), by presigned URLs. */
  readonly direct?: DirectTransfer;
  put(key: string, data: Buffer): Promise<void>;
  /** Stores what a stream yields (a large generated file) without holding it in memory; resolves to its size. */
  putStream(key: string, data: NodeJS.ReadableStream): Promise<number>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** What a bucket offers beyond keys and bytes: short-lived URLs for one browser transfer, and what an object is. */
export interface DirectTransfer {
  /** Where browsers reach the bucket (scheme, host and port): the console's CSP lets it in. */
  readonly origin: string;
  /**
   * A URL that takes one PUT of exactly `size` bytes of `contentType` at `key`, from `signedAt` (the server's clock)
   * until `expiresInSeconds` pass.
   */
  presignPut(key: string, object: ObjectPromise & { expiresInSeconds: number; signedAt: Date }): Promise<PresignedPut>;
  /** A URL that reads `key` from `signedAt` until `expiresInSeconds` pass, answered with this type and disposition. */
  presignGet(
    key: string,
    response: { expiresInSeconds: number; signedAt: Date; contentType: string; contentDisposition: string },
  ): Promise<string>;
  /** The size and declared type of what `key` holds, or null when it holds nothing. */
  stat(key: string): Promise<ObjectPromise | null>;
  /** The first `bytes` bytes of `key` (fewer when it is shorter), or null when it holds nothing. */
  readStart(key: string, bytes: number): Promise<Buffer | null>;
}

export interface ObjectPromise {
  contentType: string;
  size: number;
}

/** The request a browser makes with a presigned PUT: these headers are part of the signature. */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
}

/** Storage keys are made by the server: letters, digits, '-', '_' and one level of '/'. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)?$/;

export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key '${key}'`);
  return key;
}

/** A temporary name of its own for each write: two writes to one key never share (and corrupt) one partial file. */
function partialName(file: string): string {
  return `${file}.${process.pid}.${randomBytes(6).toString('hex')}.partial`;
}

/** Files in one folder (DATA_DIR/files by default), one file per key. */
export class LocalDiskStorage implements FileStorage {
  readonly name = 'local';

  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    return path.join(this.dir, ...checkedKey(key).split('/'));
  }

  async ping(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.W_OK);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name first, so a reader never sees half a file.
    const partial = partialName(file);
    await writeFile(partial, data, { mode: 0o600 });
    await rename(partial, file);
  }

  async putStream(key: string, data: NodeJS.ReadableStream): Promise<number> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = partialName(file);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(data, counter, createWriteStream(partial, { mode: 0o600 }));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, file);
    return size;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
