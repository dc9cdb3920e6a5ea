import type { FastifyInstance } from 'fastify';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The contract's deepest request is a few levels; a
 * hostile body thousands of levels deep would otherwise be parsed, then overflow the stack where it is stringified
 * for the signature check (a 500 and a stack trace per request).
 */
export const MAX_JSON_DEPTH = 32;

function badBody(): Error {
  return Object.assign(new Error('invalid JSON body'), { statusCode: 400 });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether the UTF-8 bytes nest deeper than `max`; one pass, before anything is decoded or parsed. Scanning bytes is
 * exact: the structural characters are ASCII and never occur inside a multi-byte UTF-8 sequence. A hostile body is
 * refused after its first few dozen bytes instead of after decoding all of it (most of what it cost the server).
 */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

/** Keys that would reach an object's prototype when a parsed body is merged somewhere (Fastify refuses them too). */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  const reachesPrototype =
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype'));
  if (reachesPrototype) throw badBody();
  return value;
}

/** Replaces Fastify's JSON body parser by one that refuses over-deep bodies before decoding them. */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const bytes = body as Buffer;
    if (nestsDeeperThan(bytes, MAX_JSON_DEPTH)) return done(badBody(), undefined);
    const text = bytes.toString('utf8');
    if (text.trim() === '') return done(badBody(), undefined);
    try {
      done(null, JSON.parse(text, refusePrototypeKeys));
    } catch {
      done(badBody(), undefined);
    }
  });
}
