import { urlOf, type Endpoint, type RequestOf, type ResponseOf } from '../../contract/endpoint';
import { signer } from '../e2e/signed';

export interface HttpCallOptions {
  token?: string;
  /** Extra request headers (X-Forwarded-For behind a proxy that the server trusts). */
  headers?: Record<string, string>;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * The contract's calls over HTTP to a running server, signed as the console signs them (JSON bodies and GET queries
 * only): `call(e, payload, { token })` answers the envelope whatever its code.
 */
export async function httpCaller(baseUrl: string) {
  const sign = await signer(baseUrl);
  return async function call<E extends Endpoint>(
    e: E,
    payload: RequestOf<E>,
    options: HttpCallOptions = {},
  ): Promise<Envelope<ResponseOf<E>>> {
    const fields = Object.fromEntries(
      Object.entries(payload as Record<string, unknown>).filter(([, v]) => v !== undefined),
    ) as Record<string, unknown>;
    const signed = sign(e, fields);
    const path = urlOf(e).replace(/:(\w+)/g, (_, name: string) => {
      const value = fields[name];
      delete fields[name];
      return encodeURIComponent(String(value));
    });
    const inQuery = e.method === 'GET' || e.method === 'DELETE';
    const params = inQuery
      ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()
      : '';
    const query = params ? `${params}&${signed.query}` : signed.query;
    const res = await fetch(`${baseUrl}${path}?${query}`, {
      method: e.method,
      headers: {
        clientType: '0',
        ...(options.token ? { token: options.token } : {}),
        ...signed.headers,
        ...(inQuery ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: inQuery ? undefined : JSON.stringify(fields),
    });
    return (await res.json()) as Envelope<ResponseOf<E>>;
  };
}
