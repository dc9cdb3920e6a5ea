import { createHmac } from 'node:crypto';

/*
 * The Nuonuo open platform's request envelope (诺诺开放平台, shared by its official SDKs): a POST to the services URL
 * (https://sdk.nuonuo.com/open/v1/services) with the query senid, nonce, timestamp (seconds) and appkey; headers
 * X-Nuonuo-Sign, accessToken, userTax (the seller's tax number) and method; the JSON body is the method's content.
 * The signature is HMAC-SHA1 with the app secret, base64, over
 *   a=<3rd path segment>&l=<2nd>&p=<1st>&k=<appkey>&i=<senid>&n=<nonce>&t=<timestamp>&f=<body>
 * ("open", "v1", "services" for the standard URL). The fake vendor in the tests checks the same string.
 */

/** The path segments the signature names: /open/v1/services → { p: 'open', l: 'v1', a: 'services' }. */
function pathParts(url: URL) {
  const [p = '', l = '', a = ''] = url.pathname.split('/').filter(Boolean);
  return { p, l, a };
}

export interface SignedParts {
  appKey: string;
  senid: string;
  nonce: string;
  timestamp: string;
  body: string;
}

/** The X-Nuonuo-Sign of one request. */
export function nuonuoSign(url: URL, appSecret: string, parts: SignedParts): string {
  const { p, l, a } = pathParts(url);
  const text =
    `a=${a}&l=${l}&p=${p}&k=${parts.appKey}&i=${parts.senid}` +
    `&n=${parts.nonce}&t=${parts.timestamp}&f=${parts.body}`;
  return createHmac('sha1', appSecret).update(text, 'utf8').digest('base64');
}

/** Nuonuo's answer: code 'E0000' is success; any other code comes with a describe text. */
export interface NuonuoAnswer<T> {
  code: string;
  describe?: string;
  result?: T;
}

export const NUONUO_OK = 'E0000';

/*
 * Codes the platform answers for a request it will not take from us (a bad signature, an expired or wrong token,
 * an unknown app key or tax number). The docs we could reach name the 0703xx/0100xx families without a complete
 * list; these are the ones we assume, and the fake uses them.
 */
export const NUONUO_AUTH_CODES: readonly string[] = ['070301', '070302', '070303', '010001', '010002'];

/** queryInvoiceResult's status: 2 issued; 20/21 being issued or signed; 22/24/3… failed. */
export const NUONUO_STATUS = { issued: '2', pending: ['20', '21'] } as const;
