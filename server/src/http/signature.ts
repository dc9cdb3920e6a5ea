import { createHash, verify } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { canonicalString, resultCodes, SIGNATURE_WINDOW_MS, timestampKey, type Payload } from '../../../contract';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { signatureRepo } from '../modules/auth/repository';

function refuseSignature(key: 'e.signMissing' | 'e.signInvalid' | 'e.signStale' | 'e.signReplayed'): AppError {
  return new AppError(resultCodes.badSignature, key);
}

/** The signed payload: the query for GET and DELETE (less the timestamp), the body otherwise. */
function payloadOf(request: FastifyRequest, tsKey: string): Payload {
  if (request.method === 'GET' || request.method === 'DELETE') {
    const { [tsKey]: _ts, ...rest } = (request.query ?? {}) as Payload;
    return rest;
  }
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Payload) : {};
}

/**
 * Verifies `sign` (base64 DER, SHA256withDSA) over the canonical string, refuses a timestamp more than 300 s off and a
 * signature already used. Seen signatures are kept in the database so a replay fails on every node and after restarts.
 */
export async function verifyRequestSignature(deps: Deps, request: FastifyRequest): Promise<void> {
  const sign = request.headers.sign;
  if (typeof sign !== 'string' || sign === '') throw refuseSignature('e.signMissing');
  const tsKey = timestampKey(request.method);
  const tsRaw = (request.query as Record<string, unknown> | undefined)?.[tsKey];
  const ts = typeof tsRaw === 'string' && /^\d{10,16}$/.test(tsRaw) ? Number(tsRaw) : NaN;
  const now = deps.now().getTime();
  if (!Number.isFinite(ts) || Math.abs(now - ts) > SIGNATURE_WINDOW_MS) throw refuseSignature('e.signStale');
  const text = canonicalString(payloadOf(request, tsKey), { key: tsKey, value: tsRaw as string });
  // Node decodes base64 leniently; only the canonical spelling is accepted, so one signature has one replay key.
  const der = Buffer.from(sign, 'base64');
  if (der.length === 0 || der.toString('base64') !== sign) throw refuseSignature('e.signInvalid');
  let valid = false;
  try {
    valid = verify('sha256', Buffer.from(text), deps.keys.publicKey, der);
  } catch {
    valid = false;
  }
  if (!valid) throw refuseSignature('e.signInvalid');
  const replayKey = createHash('sha256').update(der).digest('hex');
  if (!(await signatureRepo.remember(deps.db, replayKey, deps.now()))) throw refuseSignature('e.signReplayed');
}

/** Forgets signatures older than twice the window: their timestamps are refused anyway. */
export async function pruneSeenSignatures(deps: Deps): Promise<void> {
  await signatureRepo.forgetBefore(deps.db, new Date(deps.now().getTime() - 2 * SIGNATURE_WINDOW_MS));
}
