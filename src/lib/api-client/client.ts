import type { Endpoint, RequestOf, ResponseOf } from '@contract/endpoint';
import { urlOf } from '@contract/endpoint';
import type { Envelope } from '@contract/envelope';
import { canonicalString, timestampKey, type Payload } from '@contract/signing';
import { apiBaseUrl } from '@/config/environments';
import { currentLang } from '../i18n';
import { currentToken } from '../session';
import { ApiError, handleEnvelopeError, handleTransportError, type CatalogueOptions } from './errors';

/** Fills `:name` segments from the payload and returns the path and the fields left to send. */
function splitPath(e: Endpoint, payload: Payload): { path: string; fields: Payload } {
  const fields = { ...payload };
  const path = urlOf(e).replace(/:(\w+)/g, (_, name: string) => {
    const value = fields[name];
    delete fields[name];
    return encodeURIComponent(String(value));
  });
  return { path, fields };
}

function withoutEmpty(payload: Payload): Payload {
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined && v !== null));
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

/**
 * Calls one contract record: signs it, sends the spec's headers and timestamp, unwraps the envelope and runs the
 * error catalogue. Resolves to `data`; rejects with ApiError.
 */
export async function call<E extends Endpoint>(
  e: E,
  payload: RequestOf<E>,
  options: CatalogueOptions = {},
): Promise<ResponseOf<E>> {
  const { path, fields } = splitPath(e, withoutEmpty((payload ?? {}) as Payload));
  const tsKey = timestampKey(e.method);
  const ts = String(Date.now());
  const body = e.method === 'GET' || e.method === 'DELETE' ? undefined : fields;
  const [{ send }, { sign }] = await Promise.all([import('./transport'), import('./signer')]);
  const signature = await sign(canonicalString(fields, { key: tsKey, value: ts }));
  const token = currentToken();
  const headers: Record<string, string> = { clientType: '0', sign: signature, 'Accept-Language': currentLang() };
  if (token) headers.token = token;
  let data: unknown = body;
  if (body && e.encoding === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    data = new URLSearchParams(
      Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    ).toString();
  }
  let response;
  try {
    response = await send({
      baseURL: apiBaseUrl(),
      url: path,
      method: e.method,
      params: body ? { [tsKey]: ts } : { ...fields, [tsKey]: ts },
      data,
      headers,
      timeout: e.timeoutMs,
    });
  } catch {
    throw handleTransportError(undefined, undefined);
  }
  if (!isEnvelope(response.data)) {
    const text = typeof response.data === 'string' ? response.data : undefined;
    throw handleTransportError(response.status, text);
  }
  if (response.data.code !== 0) throw handleEnvelopeError(response.data.code, response.data.msg, options);
  return response.data.data as ResponseOf<E>;
}

export { ApiError };
