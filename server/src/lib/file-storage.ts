import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live. The database keeps each file's record and storage key; the storage only maps keys to
 * bytes. Local disk now; an S3-compatible storage (DESIGN section 2) implements the same calls.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, data: Buffer): Promise<void>;
  /** Stores what a stream yields (a large generated file) without holding it in memory; resolves to its size. */
  putStream(key: string, data: NodeJS.ReadableStream): Promise<number>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the storage can take files now, rejects saying why otherwise (readiness, /api/health/ready). */
  ping(): Promise<void>;
}

/** Storage keys are made by the server: letters, digits, '-', '_' and one level of '/'. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)?$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key '${key}'`);
  return key;
}

/** Files in one folder (DATA_DIR/files by default), one file per key. */
export class LocalDiskStorage implements FileStorage {
  readonly name = 'local';

  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    return path.join(this.dir, ...checkedKey(key).split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name first, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, data, { mode: 0o600 });
    await rename(partial, file);
  }

  async putStream(key: string, data: NodeJS.ReadableStream): Promise<number> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
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

  /** The folder takes a file: one is written and removed (a full or read-only disk fails here). */
  async ping(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const probe = path.join(this.dir, `.ping-${process.pid}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  }
}

export function createFileStorage(filesDir: string): FileStorage {
  return new LocalDiskStorage(filesDir);
}
