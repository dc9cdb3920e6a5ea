import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  canonicalString,
  resultCodes,
  SIGNATURE_VERSION,
  SIGNATURE_VERSION_HEADER,
  SIGNATURE_WINDOW_MS,
  timestampKey,
  urlOf,
  type Endpoint,
  type Payload,
} from '../../../contract';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import type { Db } from '../db/client';
import { grouped } from '../db/coalesce';
import { rememberSignatures } from './signature-slots';
import { verifyOnWorker } from './verify-worker';

function refuseSignature(
  key: 'e.signMissing' | 'e.signInvalid' | 'e.signStale' | 'e.signReplayed' | 'e.signVersion',
): AppError {
  return new AppError(resultCodes.badSignature, key);
}

/**
 * The signed fields as the server read them: the query for GET and DELETE (less the timestamp), the body otherwise
 * (a JSON body's values with their types, text parts as text), and the path parameters (text).
 */
function fieldsOf(request: FastifyRequest, tsKey: string): Payload {
  const params = (request.params ?? {}) as Payload;
  if (request.method === 'GET' || request.method === 'DELETE') {
    const { [tsKey]: _ts, ...rest } = (request.query ?? {}) as Payload;
    return { ...rest, ...params };
  }
  const body = request.body;
  return { ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Payload) : {}), ...params };
}

/**
 * Records the signatures of concurrent requests with one statement (group commit); each request is answered after
 * the statement committed, so a replay is refused on every node and after a restart. True for the first use of a
 * signature only, also when two copies of it are in one statement.
 */
const rememberSignature = grouped(async (db: Db, items: Array<{ key: string; at: Date }>) => {
  const inserted = await rememberSignatures(db, [...new Set(items.map((i) => i.key))], items[items.length - 1]!.at);
  return items.map(({ key }) => inserted.delete(key));
});

/**
 * Verifies `sign` (base64 DER, SHA256withDSA) over the canonical string of the call to `e`, refuses a timestamp more than 300 s off and a
 * signature already used. Seen signatures are kept in the database so a replay fails on every node and after restarts.
 */
export async function verifyRequestSignature(deps: Deps, request: FastifyRequest, e: Endpoint): Promise<void> {
  const sign = request.headers.sign;
  if (typeof sign !== 'string' || sign === '') throw refuseSignature('e.signMissing');
  // A client of an older canonical form would only ever see "invalid signature": tell it what is wrong instead.
  if (request.headers[SIGNATURE_VERSION_HEADER] !== SIGNATURE_VERSION) throw refuseSignature('e.signVersion');
  const tsKey = timestampKey(request.method);
  const tsRaw = (request.query as Record<string, unknown> | undefined)?.[tsKey];
  const ts = typeof tsRaw === 'string' && /^\d{10,16}$/.test(tsRaw) ? Number(tsRaw) : NaN;
  const now = deps.now().getTime();
  if (!Number.isFinite(ts) || Math.abs(now - ts) > SIGNATURE_WINDOW_MS) throw refuseSignature('e.signStale');
  const call = { method: request.method, path: urlOf(e), fields: fieldsOf(request, tsKey) };
  const text = canonicalString(call, { key: tsKey, value: tsRaw as string });
  // Node decodes base64 leniently; only the canonical spelling is accepted, so one signature has one replay key.
  const der = Buffer.from(sign, 'base64');
  if (der.length === 0 || der.toString('base64') !== sign) throw refuseSignature('e.signInvalid');
  if (!(await verifyOnWorker(text, deps.keys.publicKey, der))) throw refuseSignature('e.signInvalid');
  const key = createHash('sha256').update(der).digest('hex');
  if (!(await rememberSignature(deps.db, { key, at: deps.now() }))) throw refuseSignature('e.signReplayed');
}
