import type { Endpoint, RequestOf, ResponseOf } from '@contract/endpoint';
import { urlOf } from '@contract/endpoint';
import type { Envelope } from '@contract/envelope';
import {
  canonicalString,
  fieldText,
  signedCallOf,
  SIGNATURE_VERSION,
  SIGNATURE_VERSION_HEADER,
  timestampKey,
  type Payload,
} from '@contract/signing';
import { apiBaseUrl } from '@/config/environments';
import { currentLang } from '../i18n';
import { withLoading } from '../loading';
import { currentToken } from '../session';
import { ApiError, handleEnvelopeError, handleTransportError, type CatalogueOptions } from './errors';
import type { Decode } from './off-thread-list';
import type { Outgoing } from './transport';

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

/**
 * Drops absent fields. JSON bodies keep `null` (a nullable field such as a root department's `parentId: null` must
 * reach the server); query strings and text parts cannot carry it, so there it means absent too.
 */
function withoutEmpty(payload: Payload, keepNull: boolean): Payload {
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined && (keepNull || v !== null)));
}

function textFields(fields: Payload): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldText(v)]));
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

interface Signed {
  path: string;
  fields: Payload;
  tsKey: 'ttf' | 't';
  ts: string;
  headers: Record<string, string>;
}

/** The spec's request protocol for one record: path parameters filled, fields signed with the timestamp, headers. */
async function signRequest(e: Endpoint, payload: Payload): Promise<Signed> {
  const keepNull = e.encoding === 'json' && e.method !== 'GET' && e.method !== 'DELETE';
  const present = withoutEmpty(payload, keepNull);
  const { path, fields } = splitPath(e, present);
  const tsKey = timestampKey(e.method);
  const ts = String(Date.now());
  // The HTTP layer loads alongside the signer on the first call.
  const [{ sign }] = await Promise.all([import('./signer'), import('./transport')]);
  const signature = await sign(canonicalString(signedCallOf(e, present), { key: tsKey, value: ts }));
  const token = currentToken();
  const headers: Record<string, string> = {
    clientType: '0',
    sign: signature,
    [SIGNATURE_VERSION_HEADER]: SIGNATURE_VERSION,
    'Accept-Language': currentLang(),
  };
  if (token) headers.token = token;
  return { path, fields, tsKey, ts, headers };
}

/** Sends, then unwraps the envelope and runs the error catalogue. */
async function exchange<E extends Endpoint>(
  request: Omit<Outgoing, 'baseURL'>,
  options: CallOptions,
): Promise<ResponseOf<E>> {
  const { send } = await import('./transport');
  const { decode } = options;
  let response;
  try {
    response = await send({ baseURL: apiBaseUrl(), ...request, ...(decode && { responseType: 'arraybuffer' }) });
  } catch {
    throw handleTransportError(undefined, undefined);
  }
  const body = decode ? await decode(response.data as ArrayBuffer) : response.data;
  if (!isEnvelope(body)) {
    const text = typeof body === 'string' ? body : undefined;
    throw handleTransportError(response.status, text);
  }
  if (body.code !== 0) throw handleEnvelopeError(body.code, body.msg, options);
  return body.data as ResponseOf<E>;
}

/** One call without the overlay. */
async function signAndExchange<E extends Endpoint>(
  e: E,
  payload: RequestOf<E>,
  options: CallOptions,
): Promise<ResponseOf<E>> {
  const { path, fields, tsKey, ts, headers } = await signRequest(e, (payload ?? {}) as Payload);
  const body = e.method === 'GET' || e.method === 'DELETE' ? undefined : fields;
  let data: unknown = body;
  if (body && e.encoding === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    data = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, fieldText(v)])).toString();
  }
  return exchange<E>(
    {
      url: path,
      method: e.method,
      // A query carries text: each field exactly as it was signed.
      params: body ? { [tsKey]: ts } : { ...textFields(fields), [tsKey]: ts },
      data,
      headers,
      timeout: e.timeoutMs,
    },
    options,
  );
}

export interface CallOptions extends CatalogueOptions {
  /**
   * Hold the page's loading overlay ('拼命加载中', spec section 9) until the call settles: for the long waits the user
   * cannot work through (reading a licence, building a report).
   */
  loading?: boolean;
  /**
   * Reads the answer's bytes instead of the page's JSON parse: for answers of megabytes, which would hold the page's
   * thread for tens of milliseconds (see off-thread-list.ts).
   */
  decode?: Decode;
}

/**
 * Calls one contract record: signs it, sends the spec's headers and timestamp, unwraps the envelope and runs the
 * error catalogue. Resolves to `data`; rejects with ApiError.
 */
export function call<E extends Endpoint>(
  e: E,
  payload: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  return options.loading
    ? withLoading(() => signAndExchange(e, payload, options))
    : signAndExchange(e, payload, options);
}

/**
 * Uploads a file through a multipart record: the text fields and the timestamp are signed as call() signs them, the
 * file travels in the part named `file` (not signed). `onProgress` receives the share sent so far, 0 to 100.
 */
export async function upload<E extends Endpoint>(
  e: E,
  fields: RequestOf<E>,
  file: File,
  onProgress?: (percent: number) => void,
  options: CatalogueOptions = {},
): Promise<ResponseOf<E>> {
  const signed = await signRequest(e, (fields ?? {}) as Payload);
  const form = new FormData();
  for (const [k, v] of Object.entries(textFields(signed.fields))) form.append(k, v);
  form.append('file', file, file.name);
  return exchange<E>(
    {
      url: signed.path,
      method: e.method,
      params: { [signed.tsKey]: signed.ts },
      data: form,
      headers: signed.headers,
      timeout: e.timeoutMs,
      onUploadProgress: onProgress
        ? ({ loaded, total }) => onProgress(Math.min(100, Math.round((loaded / (total || file.size || 1)) * 100)))
        : undefined,
    },
    options,
  );
}

export { ApiError };
