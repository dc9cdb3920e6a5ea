import { createHmac, randomUUID } from 'node:crypto';
import type { SmsGatewaySettings } from '../../config';
import { callGateway } from './gateway-http';
import { SmsSendError, type SmsFailure, type SmsNotice, type SmsProvider } from './provider';

/**
 * Aliyun SMS (dysmsapi SendSms, version 2017-05-25): the RPC style, signed with HMAC-SHA1 over the sorted,
 * percent-encoded parameters (signature version 1.0), sent as a form POST. The code template uses ${code}, the notice
 * template ${subject}.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(
    private readonly settings: SmsGatewaySettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  sendCode(phone: string, code: string): Promise<void> {
    return this.send(phone, this.settings.codeTemplate, { code });
  }

  sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    return this.send(phone, this.settings.noticeTemplate, { subject: notice.subject });
  }

  private async send(phone: string, templateCode: string, params: Record<string, string>): Promise<void> {
    const { settings } = this;
    const answer = await callGateway(() => {
      const fields: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: settings.region,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: this.now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        PhoneNumbers: phone,
        SignName: settings.signName,
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(params),
      };
      fields.Signature = aliyunSignature('POST', fields, settings.accessKeySecret);
      return {
        url: settings.endpoint.replace(/\/?$/, '/'),
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      };
    }, settings.timeoutMs);
    const body = answer.json as { Code?: string; Message?: string };
    if (body.Code === 'OK') return;
    const code = body.Code ?? `http-${answer.status}`;
    throw new SmsSendError(aliyunFailure(code), code, mayHaveBeenSent(code, answer.status), body.Message ?? '');
  }
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

function aliyunSignature(method: string, fields: Record<string, string>, secret: string): string {
  const canonical = Object.keys(fields)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(fields[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

const PHONE_LIMITED = ['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL', 'isv.MONTH_LIMIT_CONTROL'];
const PHONE_INVALID = ['isv.MOBILE_NUMBER_ILLEGAL', 'isv.MOBILE_COUNT_OVER_LIMIT'];

function aliyunFailure(code: string): SmsFailure {
  if (PHONE_LIMITED.includes(code)) return 'phoneLimited';
  if (PHONE_INVALID.includes(code)) return 'phoneInvalid';
  return 'unavailable';
}

/** A system error or a 5xx answer does not say whether the message left; every other refusal says it did not. */
function mayHaveBeenSent(code: string, status: number): boolean {
  return code.startsWith('isp.') || status >= 500;
}
