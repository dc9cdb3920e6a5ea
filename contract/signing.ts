/**
 * The canonical string both sides sign and verify (DESIGN section 4): every payload field plus the timestamp, keys
 * sorted ascending, `key=value` joined by `&`, objects and arrays as compact JSON, null and undefined omitted.
 */
export type Payload = Record<string, unknown>;

/** Timestamp parameter name: `ttf` on POST-like calls (query), `t` on GET. */
export function timestampKey(method: string): 'ttf' | 't' {
  return method.toUpperCase() === 'GET' ? 't' : 'ttf';
}

function valueText(value: unknown): string {
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function canonicalString(payload: Payload, timestamp: { key: string; value: string | number }): string {
  const fields: Payload = { ...payload, [timestamp.key]: timestamp.value };
  return Object.keys(fields)
    .filter((key) => fields[key] !== null && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${valueText(fields[key])}`)
    .join('&');
}

/** Largest accepted distance between the client's timestamp and the server clock. */
export const SIGNATURE_WINDOW_MS = 300_000;

export const SIGNING_ALGORITHM = 'SHA256withDSA';
