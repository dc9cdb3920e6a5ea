import type { Page } from 'playwright-core';
import { urlOf, type Endpoint, type RequestOf, type ResponseOf } from '../../contract/endpoint';
import { signer } from './signed';

/**
 * The console's calls with the session of a signed-in page (its token in localStorage), signed as the console signs
 * them: for setting up what a test starts from (a template, a submitted and approved application) without clicking
 * through screens other tests cover. JSON bodies and GET queries only.
 */
export async function consoleApi(baseUrl: string, page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('the page has no session');
  const sign = await signer(baseUrl);
  return async function call<E extends Endpoint>(e: E, payload: RequestOf<E>): Promise<ResponseOf<E>> {
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
        token,
        ...signed.headers,
        ...(inQuery ? {} : { 'content-type': 'application/json' }),
      },
      body: inQuery ? undefined : JSON.stringify(fields),
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: ResponseOf<E> };
    if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
}
