import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { createSmsProvider, SmsSendError, type SmsProvider } from '../../server/src/lib/sms';
import { startFakeAliyunSms } from '../support/fake-aliyun-sms';
import { FAKE_SIGN_NAME, type FakeSmsGateway } from '../support/fake-sms-gateway';
import { startFakeTencentSms } from '../support/fake-tencent-sms';
import { freePort } from '../support/server-process';

/*
 * The Aliyun and Tencent providers against local fakes that check their signatures and answer like the vendors: what
 * each answer means for the sender (sent, the phone limited, a bad number, the service unusable) and that nothing that
 * may have gone out is tried again.
 */

const TIMEOUT_MS = 1000;

const vendors = [
  {
    name: 'aliyun',
    start: () => startFakeAliyunSms({ accessKeyId: 'LTAI-test-id', accessKeySecret: 'aliyun-test-secret' }),
    limitCodes: ['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL'],
    badSignature: 'SignatureDoesNotMatch',
    invalidPhone: 'isv.MOBILE_NUMBER_ILLEGAL',
  },
  {
    name: 'tencent',
    start: () =>
      startFakeTencentSms({ secretId: 'AKID-test-id', secretKey: 'tencent-test-secret', sdkAppId: '1400000001' }),
    limitCodes: ['LimitExceeded.PhoneNumberOneHourLimit', 'LimitExceeded.PhoneNumberThirtySecondLimit'],
    badSignature: 'AuthFailure.SignatureFailure',
    invalidPhone: 'InvalidParameterValue.IncorrectPhoneNumber',
  },
];

function providerFor(env: Record<string, string>): SmsProvider {
  return createSmsProvider(loadConfig({ APP_MODE: 'demo', SMS_TIMEOUT_MS: String(TIMEOUT_MS), ...env }));
}

async function failureOf(sending: Promise<void>): Promise<SmsSendError> {
  const error = await sending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe.each(vendors)('$name SMS provider', (vendor) => {
  let fake: FakeSmsGateway;
  let provider: SmsProvider;
  beforeAll(async () => {
    fake = await vendor.start();
    provider = providerFor(fake.env);
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.answer('ok');
    vi.restoreAllMocks();
  });

  it('sends a code and a notice, signed, with the sign name and templates of the settings', async () => {
    await provider.sendCode('13800000001', '123456');
    await provider.sendNotice('13800000001', { subject: 'SQ20260001' });
    expect(fake.received).toEqual([
      { phone: '13800000001', signName: FAKE_SIGN_NAME, template: fake.env.SMS_CODE_TEMPLATE, params: ['123456'] },
      {
        phone: '13800000001',
        signName: FAKE_SIGN_NAME,
        template: fake.env.SMS_NOTICE_TEMPLATE,
        params: ['SQ20260001'],
      },
    ]);
  });

  it('is refused with a wrong secret: the service is unusable, and nothing went out', async () => {
    const wrong = providerFor({ ...fake.env, SMS_ACCESS_KEY_SECRET: 'not-the-secret' });
    const error = await failureOf(wrong.sendCode('13800000002', '111111'));
    expect(error).toMatchObject({ failure: 'unavailable', vendorCode: vendor.badSignature, mayHaveBeenSent: false });
    fake.answer('badSignature');
    expect((await failureOf(provider.sendCode('13800000002', '111111'))).vendorCode).toBe(vendor.badSignature);
    expect(fake.received.filter((sms) => sms.phone === '13800000002')).toEqual([]);
  });

  it("maps the vendor's flow control to a limited phone", async () => {
    for (const code of vendor.limitCodes) {
      fake.answer('phoneLimited', code);
      const error = await failureOf(provider.sendCode('13800000003', '222222'));
      expect(error).toMatchObject({ failure: 'phoneLimited', vendorCode: code, mayHaveBeenSent: false });
    }
  });

  it('maps a number the vendor cannot deliver to', async () => {
    fake.answer('phoneInvalid');
    const error = await failureOf(provider.sendCode('13800000004', '333333'));
    expect(error).toMatchObject({ failure: 'phoneInvalid', vendorCode: vendor.invalidPhone });
  });

  it('does not retry a server error: the message may have gone out', async () => {
    fake.answer('serverError');
    const before = fake.requests();
    const error = await failureOf(provider.sendCode('13800000005', '444444'));
    expect(error).toMatchObject({ failure: 'unavailable', mayHaveBeenSent: true });
    expect(fake.requests() - before).toBe(1);
  });

  it('gives up on a gateway that does not answer within the time-out, without retrying', async () => {
    fake.answer('hang');
    const before = fake.requests();
    const started = Date.now();
    const error = await failureOf(provider.sendCode('13800000006', '555555'));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(error).toMatchObject({ failure: 'unavailable', vendorCode: 'timeout', mayHaveBeenSent: true });
    expect(fake.requests() - before).toBe(1);
  });

  it('tries a refused connection once more (nothing arrived), then reports the service unusable', async () => {
    const closed = providerFor({ ...fake.env, SMS_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const error = await failureOf(closed.sendCode('13800000007', '666666'));
    expect(error).toMatchObject({ failure: 'unavailable', vendorCode: 'unreachable', mayHaveBeenSent: false });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('SMS gateway settings', () => {
  it('refuses an incomplete gateway, naming what is missing', () => {
    expect(() => loadConfig({ APP_MODE: 'demo', SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      /SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_SECRET \(or SMS_ACCESS_KEY_SECRET_FILE\), SMS_SIGN_NAME, SMS_CODE_TEMPLATE, SMS_NOTICE_TEMPLATE/,
    );
    expect(() => loadConfig({ APP_MODE: 'demo', SMS_PROVIDER: 'tencent' })).toThrow(/SMS_SDK_APP_ID/);
    expect(() => loadConfig({ APP_MODE: 'demo', SMS_PROVIDER: 'smtp' })).toThrow(
      "SMS_PROVIDER must be aliyun, tencent or console, got 'smtp'",
    );
  });

  it('production lists an incomplete gateway among its problems', () => {
    expect(() => loadConfig({ APP_MODE: 'production', SMS_PROVIDER: 'tencent', SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      /Production configuration is incomplete:[\s\S]*- SMS_PROVIDER=tencent needs SMS_ACCESS_KEY_SECRET/,
    );
  });
});
