import type { Page } from 'playwright-core';
import { urlOf, type Endpoint, type RequestOf, type ResponseOf } from '../../contract/endpoint';
import { httpCaller } from '../support/http-call';

/**
 * The console's calls with the session of a signed-in page (its token in localStorage), signed as the console signs
 * them: for setting up what a test starts from (a template, a submitted and approved application) without clicking
 * through screens other tests cover. JSON bodies and GET queries only.
 */
export async function consoleApi(baseUrl: string, page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('the page has no session');
  const call = await httpCaller(baseUrl);
  return async function callWithSession<E extends Endpoint>(e: E, payload: RequestOf<E>): Promise<ResponseOf<E>> {
    const envelope = await call(e, payload, { token });
    if (envelope.code !== 0) throw new Error(`${urlOf(e)}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
}
