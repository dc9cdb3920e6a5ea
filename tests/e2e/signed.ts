import { sign as signData } from 'node:crypto';
import { RUNTIME_CONFIG_URL } from '../../contract/runtime';
import { canonicalString, timestampKey, type Payload } from '../../contract/signing';

/** GETs a public call of the server and unwraps its envelope. */
export async function getPublic<T>(baseUrl: string, path: string): Promise<T> {
  const body = (await (await fetch(baseUrl + path)).json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * A request signer with the runtime configuration's key, so tests make their calls as the console and the devices
 * do: `sign(fields, method)` gives the timestamp parameter and the `sign` header over the fields and the timestamp.
 */
export async function signer(baseUrl: string) {
  const { signingKey } = await getPublic<{ signingKey: string }>(baseUrl, RUNTIME_CONFIG_URL);
  return (fields: Payload, method: string) => {
    const key = timestampKey(method);
    const value = String(Date.now());
    const signature = signData('sha256', Buffer.from(canonicalString(fields, { key, value })), signingKey);
    return { query: `${key}=${value}`, sign: signature.toString('base64') };
  };
}
