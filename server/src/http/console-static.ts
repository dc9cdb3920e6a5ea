import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite's output folder for hashed files: a name there changes whenever its content does. */
const HASHED_DIR = 'assets';
/** What the browser may keep, and for how long, by the kind of file (see cacheControlOf). */
export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  page: 'no-cache',
  unhashed: 'public, max-age=86400, must-revalidate',
} as const;

/**
 * The cache rule of a file of the built console (`file` absolute, possibly its `.br`/`.gz` copy): hashed files are kept
 * a year without asking again (a new build has new names); index.html is revalidated on every load, so that a new build
 * is picked up at once; the other files of public/ (the province map, the icon) keep their names across builds and are
 * kept a day, then revalidated.
 */
export function cacheControlOf(clientDir: string, file: string): string {
  const relative = path.relative(clientDir, file);
  if (relative.split(path.sep)[0] === HASHED_DIR) return CACHE_CONTROL.hashed;
  if (relative.replace(/\.(br|gz)$/, '') === 'index.html') return CACHE_CONTROL.page;
  return CACHE_CONTROL.unhashed;
}

/**
 * Serves the built console from `clientDir`, each file brotli- or gzip-encoded when the request accepts it (br first,
 * then gzip, else as it is) from the copies the build wrote beside it (scripts/precompress.ts). `reply.sendFile` (the
 * SPA fallback of http/error-handler.ts) answers the same way.
 */
export async function serveConsole(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The Cache-Control header is ours (setHeaders); left on, @fastify/send would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlOf(clientDir, file));
      // The same URL answers differently by Accept-Encoding: a shared cache must not hand br to a client without it.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
