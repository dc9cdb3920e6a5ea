import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted, no white space, `undefined` fields left out; the one form a record is hashed
 * and a chain head signed in, so verification recomputes exactly what appending computed.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The hash a chain starts from (its record 1 names it as previous). */
export function genesisHash(chain: string): string {
  return createHash('sha256').update(`audit-chain:${chain}`).digest('hex');
}

/** A record's hash: SHA-256 over the previous record's hash and the record's canonical JSON. */
export function recordHash(prevHash: string, content: object): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(content)).digest('hex');
}
