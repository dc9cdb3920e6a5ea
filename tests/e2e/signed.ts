import { sign as signData } from 'node:crypto';
import { RUNTIME_CONFIG_URL } from '../../contract/runtime';
import type { Endpoint } from '../../contract/endpoint';
import {
  canonicalString,
  signedCallOf,
  SIGNATURE_VERSION,
  SIGNATURE_VERSION_HEADER,
  timestampKey,
  type Payload,
} from '../../contract/signing';

/** GETs a public call of the server and unwraps its envelope. */
export async function getPublic<T>(baseUrl: string, path: string): Promise<T> {
  const body = (await (await fetch(baseUrl + path)).json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * A request signer with the runtime configuration's key, so tests make their calls as the console and the devices
 * do: `sign(e, payload)` gives the timestamp parameter and the signature headers over the call to `e` (its method,
 * path and fields) and the timestamp.
 */
export async function signer(baseUrl: string) {
  const { signingKey } = await getPublic<{ signingKey: string }>(baseUrl, RUNTIME_CONFIG_URL);
  return (e: Endpoint, payload: Payload) => {
    const key = timestampKey(e.method);
    const value = String(Date.now());
    const text = canonicalString(signedCallOf(e, payload), { key, value });
    const signature = signData('sha256', Buffer.from(text), signingKey);
    return {
      query: `${key}=${value}`,
      headers: { sign: signature.toString('base64'), [SIGNATURE_VERSION_HEADER]: SIGNATURE_VERSION },
    };
  };
}
