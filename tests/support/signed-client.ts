import { urlOf, type Endpoint, type RequestOf, type ResponseOf } from '../../contract/endpoint';
import { signer } from '../e2e/signed';

/** A call's answer as the server sent it: its envelope (a refusal is an answer, not an exception). */
export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Contract calls to a running server, signed as the console signs them, with a session token or none: JSON bodies
 * and GET queries only.
 */
export async function signedClient(baseUrl: string) {
  const sign = await signer(baseUrl);
  return async function call<E extends Endpoint>(
    e: E,
    payload: RequestOf<E>,
    token?: string,
  ): Promise<Answer<ResponseOf<E>>> {
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
        ...(token ? { token } : {}),
        ...signed.headers,
        ...(inQuery ? {} : { 'content-type': 'application/json' }),
      },
      body: inQuery ? undefined : JSON.stringify(fields),
    });
    return (await res.json()) as Answer<ResponseOf<E>>;
  };
}
