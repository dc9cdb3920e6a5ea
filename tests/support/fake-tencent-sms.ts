import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  FAKE_SIGN_NAME,
  startFakeGateway,
  type FakeAnswer,
  type FakeSmsGateway,
  type VendorHandler,
} from './fake-sms-gateway';

/*
 * A local stand-in for Tencent Cloud SMS (SendSms 2021-01-11): it recomputes the TC3-HMAC-SHA256 signature from the
 * request's signed headers and body with the configured secret key, and answers in Tencent's JSON shapes (errors of
 * the call in Response.Error, a number's own failure in its SendStatusSet entry).
 */

export interface TencentKeys {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacSha256 = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** Authorization: TC3-HMAC-SHA256 Credential=<id>/<date>/sms/tc3_request, SignedHeaders=a;b, Signature=<hex>. */
function parseAuthorization(header: string | undefined) {
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  return match ? { secretId: match[1]!, date: match[2]!, signedHeaders: match[3]!, signature: match[4]! } : undefined;
}

function expectedSignature(
  headers: Record<string, string | string[] | undefined>,
  body: string,
  auth: NonNullable<ReturnType<typeof parseAuthorization>>,
  secretKey: string,
): string {
  const names = auth.signedHeaders.split(';');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${auth.signedHeaders}\n${sha256(body)}`;
  const stringToSign = `TC3-HMAC-SHA256\n${headers['x-tc-timestamp']}\n${auth.date}/sms/tc3_request\n${sha256(canonicalRequest)}`;
  const key = hmacSha256(hmacSha256(hmacSha256('TC3' + secretKey, auth.date), 'sms'), 'tc3_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

const callError = (code: string, message: string): FakeAnswer => ({
  status: 200,
  body: { Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() } },
});

const numberStatus = (phone: string, code: string, message: string): FakeAnswer => ({
  status: 200,
  body: {
    Response: {
      SendStatusSet: [
        {
          SerialNo: code === 'Ok' ? randomUUID() : '',
          PhoneNumber: phone,
          Fee: code === 'Ok' ? 1 : 0,
          SessionContext: '',
          Code: code,
          Message: message,
          IsoCode: 'CN',
        },
      ],
      RequestId: randomUUID(),
    },
  },
});

const LIMIT_MESSAGES: Record<string, string> = {
  'LimitExceeded.PhoneNumberOneHourLimit':
    'the number of sms messages sent from a single mobile number within 1 hour exceeds the upper limit',
  'LimitExceeded.PhoneNumberThirtySecondLimit':
    'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit',
  'LimitExceeded.PhoneNumberDailyLimit':
    'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
};

export function startFakeTencentSms(keys: TencentKeys): Promise<FakeSmsGateway> {
  const handle: VendorHandler = (request, behaviour, accept) => {
    const { headers } = request;
    if (headers['x-tc-action'] !== 'SendSms' || headers['x-tc-version'] !== '2021-01-11')
      return callError('InvalidAction', 'The action requested does not exist.');
    const auth = parseAuthorization(headers.authorization as string | undefined);
    if (!auth) return callError('AuthFailure.InvalidAuthorization', 'Authorization is not in the TC3 form.');
    if (auth.secretId !== keys.secretId) return callError('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const age = Math.abs(Date.now() / 1000 - Number(headers['x-tc-timestamp']));
    if (!(age <= 300)) return callError('AuthFailure.SignatureExpire', 'Signature expired.');
    if (
      behaviour.kind === 'badSignature' ||
      !auth.signedHeaders.split(';').includes('host') ||
      auth.signature !== expectedSignature(headers, request.body, auth, keys.secretKey)
    )
      return callError(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      );
    const body = JSON.parse(request.body) as {
      PhoneNumberSet: string[];
      SmsSdkAppId: string;
      SignName: string;
      TemplateId: string;
      TemplateParamSet: string[];
    };
    if (body.SmsSdkAppId !== keys.sdkAppId)
      return callError('FailedOperation.SmsSdkAppIdVerifyFail', 'The SmsSdkAppId does not belong to this account.');
    const phone = body.PhoneNumberSet[0] ?? '';
    switch (behaviour.kind) {
      case 'serverError':
        return callError('InternalError.RequestTimeException', 'Internal error, the request may be retried later.');
      case 'phoneLimited': {
        const code = behaviour.vendorCode ?? 'LimitExceeded.PhoneNumberOneHourLimit';
        return numberStatus(phone, code, LIMIT_MESSAGES[code] ?? 'limit exceeded');
      }
      case 'phoneInvalid':
        return numberStatus(phone, 'InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number');
    }
    accept({ phone, signName: body.SignName, template: body.TemplateId, params: body.TemplateParamSet });
    return numberStatus(phone, 'Ok', 'send success');
  };
  const env = {
    SMS_PROVIDER: 'tencent',
    SMS_ACCESS_KEY_ID: keys.secretId,
    SMS_ACCESS_KEY_SECRET: keys.secretKey,
    SMS_SDK_APP_ID: keys.sdkAppId,
    SMS_SIGN_NAME: FAKE_SIGN_NAME,
    SMS_CODE_TEMPLATE: '1000001',
    SMS_NOTICE_TEMPLATE: '1000002',
  };
  return startFakeGateway(handle, env, (phone) => phone.replace(/^\+86/, ''));
}
