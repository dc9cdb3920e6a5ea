// Static files compressed once at build time, so that the server sends them brotli- or gzip-encoded without
// compressing on every request: each compressible file of the build output gets `<file>.br` and `<file>.gz` beside it,
// which @fastify/static (preCompressed) picks by the request's Accept-Encoding (server/src/http/console-static.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser fetches. Source maps stay as they are: only DevTools reads them. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml)$/;
/** Smaller files gain less than a compressed copy costs to keep; they are sent as they are. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings written, with the file suffix @fastify/static looks for; both at their best (slowest) level. */
export const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { name: 'gz', suffix: '.gz', compress: (data: Buffer) => gzipAsync(data, { level: 9 }) },
] as const;

export interface PrecompressSummary {
  files: number;
  /** Bytes of those files as they are, and brotli- and gzip-encoded. */
  bytes: number;
  br: number;
  gz: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes the `.br` and `.gz` copies of every compressible file under `dir` of at least MIN_BYTES. A copy that would not
 * be smaller is not written (the file is then sent as it is).
 */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, br: 0, gz: 0 };
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      summary.files++;
      summary.bytes += data.length;
      for (const { name, suffix, compress } of ENCODINGS) {
        const encoded = await compress(data);
        const kept = encoded.length < data.length;
        if (kept) await writeFile(file + suffix, encoded);
        summary[name] += kept ? encoded.length : data.length;
      }
    }),
  );
  return summary;
}

/** The Vite plugin: precompresses the client build output (public/ files included) once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const s = await precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        log(`precompressed ${s.files} files: ${kb(s.bytes)}, brotli ${kb(s.br)}, gzip ${kb(s.gz)}`);
      },
    },
  };
}
