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

/** Whether the text nests deeper than `max`; one pass over the characters, before anything is parsed. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
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

/** Replaces Fastify's JSON body parser by one that refuses over-deep bodies before parsing them. */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '' || nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badBody(), undefined);
    try {
      done(null, JSON.parse(text, refusePrototypeKeys));
    } catch {
      done(badBody(), undefined);
    }
  });
}
