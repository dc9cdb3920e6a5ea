import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A ZIP archive built entry by entry (deflate), for files too big to hold uncompressed: a streamed entry's bytes go
 * through a deflate stream as they are produced and only the compressed bytes are kept. Each entry's header is
 * written when the entry ends (its CRC and sizes known then), so no data descriptors; no ZIP64 (entries and the
 * archive stay under 4 GiB).
 */

const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const VERSION = 20;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of a local time (what ZIP headers hold). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((Math.max(1980, at.getFullYear()) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export class ZipWriter {
  private readonly parts: Buffer[] = [];
  private readonly entries: Written[] = [];
  private offset = 0;
  private readonly time: { time: number; date: number };

  constructor(at: Date) {
    this.time = dosTime(at);
  }

  /** A small entry, compressed at once. */
  add(name: string, data: Buffer): void {
    this.append(name, [deflateRawSync(data)], crc32(data), data.length);
  }

  /** A streamed entry: write its bytes in chunks, then end it (before the next entry). */
  stream(name: string): ZipEntryStream {
    return new ZipEntryStream((chunks, crc, size) => this.append(name, chunks, crc, size));
  }

  /** The whole archive. */
  finish(): Buffer {
    const start = this.offset;
    for (const e of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      header.writeUInt16LE(UTF8_NAMES, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(this.time.time, 12);
      header.writeUInt16LE(this.time.date, 14);
      header.writeUInt32LE(e.crc, 16);
      header.writeUInt32LE(e.compressed, 20);
      header.writeUInt32LE(e.size, 24);
      header.writeUInt16LE(e.name.length, 28);
      header.writeUInt32LE(e.offset, 42);
      this.push(header, e.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.push(end);
    return Buffer.concat(this.parts);
  }

  private append(name: string, chunks: Buffer[], crc: number, size: number): void {
    const encoded = Buffer.from(name, 'utf8');
    const compressed = chunks.reduce((sum, c) => sum + c.length, 0);
    if (size > 0xffffffff || this.offset + compressed > 0xffffffff) throw new Error('zip entry too large');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.time.time, 10);
    header.writeUInt16LE(this.time.date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(compressed, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(encoded.length, 26);
    this.entries.push({ name: encoded, crc, compressed, size, offset: this.offset });
    this.push(header, encoded, ...chunks);
  }

  private push(...buffers: Buffer[]): void {
    for (const b of buffers) {
      this.parts.push(b);
      this.offset += b.length;
    }
  }
}

export class ZipEntryStream {
  private readonly deflate = createDeflateRaw();
  private readonly chunks: Buffer[] = [];
  private crc = 0;
  private size = 0;

  constructor(private readonly done: (chunks: Buffer[], crc: number, size: number) => void) {
    this.deflate.on('data', (chunk: Buffer) => this.chunks.push(chunk));
  }

  /** Resolves once the deflate stream can take more (backpressure). */
  async write(data: Buffer): Promise<void> {
    if (data.length === 0) return;
    this.crc = crc32(data, this.crc);
    this.size += data.length;
    if (!this.deflate.write(data)) await once(this.deflate, 'drain');
  }

  async end(): Promise<void> {
    this.deflate.end();
    await finished(this.deflate);
    this.done(this.chunks, this.crc, this.size);
  }
}
