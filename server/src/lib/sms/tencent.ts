import { createHash, createHmac } from 'node:crypto';
import type { SmsGatewaySettings } from '../../config';
import { callGateway } from './gateway-http';
import { SmsSendError, type SmsFailure, type SmsNotice, type SmsProvider } from './provider';

const SERVICE = 'sms';
const CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Tencent Cloud SMS (SendSms, API version 2021-01-11), signed with TC3-HMAC-SHA256 over the content type, the host and
 * the body's hash. The code template's one parameter is the code, the notice template's one parameter the subject.
 * Mainland numbers are sent as +86.
 */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(
    private readonly settings: SmsGatewaySettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  sendCode(phone: string, code: string): Promise<void> {
    return this.send(phone, this.settings.codeTemplate, [code]);
  }

  sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    return this.send(phone, this.settings.noticeTemplate, [notice.subject]);
  }

  private async send(phone: string, templateId: string, params: string[]): Promise<void> {
    const { settings } = this;
    const body = JSON.stringify({
      PhoneNumberSet: [phone.startsWith('+') ? phone : `+86${phone}`],
      SmsSdkAppId: settings.sdkAppId,
      SignName: settings.signName,
      TemplateId: templateId,
      TemplateParamSet: params,
    });
    const url = new URL(settings.endpoint);
    const answer = await callGateway(() => {
      const timestamp = Math.floor(this.now().getTime() / 1000);
      return {
        url: url.toString(),
        method: 'POST',
        headers: {
          authorization: tc3Authorization(settings, url.host, body, timestamp),
          'content-type': CONTENT_TYPE,
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': settings.region,
        },
        body,
      };
    }, settings.timeoutMs);
    const response = (answer.json as { Response?: TencentResponse }).Response;
    const error = response?.Error ?? failedStatus(response);
    if (!error && response?.SendStatusSet?.length) return;
    const code = error?.Code ?? `http-${answer.status}`;
    throw new SmsSendError(tencentFailure(code), code, mayHaveBeenSent(code, answer.status), error?.Message ?? '');
  }
}

interface TencentResponse {
  Error?: { Code: string; Message: string };
  SendStatusSet?: Array<{ Code: string; Message: string }>;
}

/** The one number's own status when it is not "Ok" (the call as a whole succeeded). */
function failedStatus(response: TencentResponse | undefined) {
  const status = response?.SendStatusSet?.[0];
  return status && status.Code !== 'Ok' ? status : undefined;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

function tc3Authorization(settings: SmsGatewaySettings, host: string, body: string, timestamp: number): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = ['POST', '/', '', `content-type:${CONTENT_TYPE}\nhost:${host}\n`, signedHeaders].join('\n');
  const scope = `${date}/${SERVICE}/tc3_request`;
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(timestamp),
    scope,
    sha256Hex(`${canonicalRequest}\n${sha256Hex(body)}`),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${settings.accessKeySecret}`, date), SERVICE), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

function tencentFailure(code: string): SmsFailure {
  if (code.startsWith('LimitExceeded.PhoneNumber')) return 'phoneLimited';
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber' || code === 'FailedOperation.PhoneNumberInBlacklist')
    return 'phoneInvalid';
  return 'unavailable';
}

/** An internal error or a 5xx answer does not say whether the message left; every other refusal says it did not. */
function mayHaveBeenSent(code: string, status: number): boolean {
  return code.startsWith('InternalError') || status >= 500;
}
