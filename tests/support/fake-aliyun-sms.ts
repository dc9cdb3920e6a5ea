import { createHmac, randomUUID } from 'node:crypto';
import {
  FAKE_SIGN_NAME,
  startFakeGateway,
  type FakeAnswer,
  type FakeSmsGateway,
  type VendorHandler,
} from './fake-sms-gateway';

/*
 * A local stand-in for Aliyun SMS (dysmsapi SendSms 2017-05-25, RPC style): it recomputes the HMAC-SHA1 signature of
 * the form or query with the configured secret, refuses a reused nonce, and answers in Aliyun's JSON shapes.
 */

export interface AliyunKeys {
  accessKeyId: string;
  accessKeySecret: string;
}

/** Aliyun's percent-encoding (java.net.URLEncoder, then + to %20, * to %2A, %7E to ~). */
function popEncode(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'))
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : '%' + byte.toString(16).toUpperCase().padStart(2, '0');
    })
    .join('');
}

function expectedSignature(method: string, params: URLSearchParams, secret: string): string {
  const pairs = [...params.entries()].filter(([key]) => key !== 'Signature');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${popEncode(k)}=${popEncode(v)}`).join('&');
  const stringToSign = `${method}&%2F&${popEncode(canonical)}`;
  return createHmac('sha1', secret + '&')
    .update(stringToSign)
    .digest('base64');
}

const answer = (status: number, code: string, message: string, extra: object = {}): FakeAnswer => ({
  status,
  body: { RequestId: randomUUID().toUpperCase(), Code: code, Message: message, ...extra },
});

const vendorErrors = {
  phoneLimited: () => answer(200, 'isv.BUSINESS_LIMIT_CONTROL', '触发小时级流控Permits:5'),
  phoneInvalid: () => answer(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号'),
  serverError: () =>
    answer(500, 'InternalError', 'The request processing has failed due to some unknown error, exception or failure.'),
  badSignature: () =>
    answer(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.', {
      HostId: 'dysmsapi.aliyuncs.com',
    }),
};

export function startFakeAliyunSms(keys: AliyunKeys): Promise<FakeSmsGateway> {
  const nonces = new Set<string>();
  const handle: VendorHandler = (request, behaviour, accept) => {
    const query = new URL(request.url, 'http://fake').searchParams;
    const params = request.method === 'POST' ? new URLSearchParams(request.body) : query;
    if (params.get('Action') !== 'SendSms' || params.get('Version') !== '2017-05-25')
      return answer(400, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    if (params.get('AccessKeyId') !== keys.accessKeyId)
      return answer(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (behaviour.kind === 'badSignature') return vendorErrors.badSignature();
    if (params.get('Signature') !== expectedSignature(request.method, params, keys.accessKeySecret))
      return vendorErrors.badSignature();
    const nonce = params.get('SignatureNonce') ?? '';
    if (!nonce || nonces.has(nonce))
      return answer(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(nonce);
    if (behaviour.kind === 'phoneLimited' && behaviour.vendorCode) return answer(200, behaviour.vendorCode, '触发流控');
    if (behaviour.kind !== 'ok') return vendorErrors[behaviour.kind]();
    accept({
      phone: params.get('PhoneNumbers') ?? '',
      signName: params.get('SignName') ?? '',
      template: params.get('TemplateCode') ?? '',
      params: Object.values(JSON.parse(params.get('TemplateParam') ?? '{}') as Record<string, string>),
    });
    return answer(200, 'OK', 'OK', { BizId: `${Date.now()}^0` });
  };
  return startFakeGateway(handle, {
    SMS_PROVIDER: 'aliyun',
    SMS_ACCESS_KEY_ID: keys.accessKeyId,
    SMS_ACCESS_KEY_SECRET: keys.accessKeySecret,
    SMS_SIGN_NAME: FAKE_SIGN_NAME,
    SMS_CODE_TEMPLATE: 'SMS_100000001',
    SMS_NOTICE_TEMPLATE: 'SMS_100000002',
  });
}
