import { urlOf, type Endpoint } from './endpoint';

/**
 * The canonical string both sides sign and verify (DESIGN section 4). It binds the whole call: the form's version,
 * the method, the record's path (its URL template, path parameters being fields), then every field with the
 * timestamp as a JSON array of [key, value] pairs sorted by key. A JSON body's values keep their types (1 is not
 * "1"); a query, a form and multipart text parts carry text, and so do path parameters. Being JSON, no value can
 * pass for another field ("a&b=c" stays one value). Absent (undefined) fields are left out.
 */
export type Payload = Record<string, unknown>;

/** The form of the canonical string, sent in the SIGNATURE_VERSION_HEADER; a client of another form is refused. */
export const SIGNATURE_VERSION = '2';
export const SIGNATURE_VERSION_HEADER = 'sign-version';

/** Timestamp parameter name: `ttf` on POST-like calls (query), `t` on GET. */
export function timestampKey(method: string): 'ttf' | 't' {
  return method.toUpperCase() === 'GET' ? 't' : 'ttf';
}

/** A field as text, the way a query string or a text part carries it: objects and arrays as compact JSON. */
export function fieldText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface SignedCall {
  method: string;
  /** The record's URL template (urlOf), e.g. /api/account-enterprise/user/v1/:userId/detail. */
  path: string;
  /** Every field as the server reads it (path parameters included), less the timestamp. */
  fields: Payload;
}

export function canonicalString(call: SignedCall, timestamp: { key: string; value: string | number }): string {
  const entries = Object.entries({ ...call.fields, [timestamp.key]: String(timestamp.value) })
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [`v${SIGNATURE_VERSION}`, call.method.toUpperCase(), call.path, JSON.stringify(entries)].join('\n');
}

/**
 * The signed call of a record's request as a client sends it: a JSON body keeps its values (null included, which
 * a nullable field needs); everything else travels as text, where null cannot travel and so means absent.
 */
export function signedCallOf(e: Endpoint, payload: Payload): SignedCall {
  const asText = e.method === 'GET' || e.method === 'DELETE' || e.encoding !== 'json';
  const params = new Set([...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
  const fields: Payload = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || ((asText || params.has(key)) && value === null)) continue;
    fields[key] = asText || params.has(key) ? fieldText(value) : value;
  }
  return { method: e.method, path: urlOf(e), fields };
}

/** Largest accepted distance between the client's timestamp and the server clock. */
export const SIGNATURE_WINDOW_MS = 300_000;

export const SIGNING_ALGORITHM = 'SHA256withDSA';
