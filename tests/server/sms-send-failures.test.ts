import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../contract';
import { loadConfig } from '../../server/src/config';
import { createSmsProvider } from '../../server/src/lib/sms';
import { startFakeAliyunSms } from '../support/fake-aliyun-sms';
import type { FakeSmsGateway } from '../support/fake-sms-gateway';
import { startTestServer, type TestServer } from './helpers';

/*
 * Log-in codes sent through a real provider (Aliyun, against its local fake) that fails: the user reads why, a code
 * whose send failed never works (even when it arrived after a time-out) and does not count against the limits.
 */

let server: TestServer;
let fake: FakeSmsGateway;

beforeAll(async () => {
  [server, fake] = await Promise.all([
    startTestServer(),
    startFakeAliyunSms({ accessKeyId: 'LTAI-test-id', accessKeySecret: 'aliyun-test-secret' }),
  ]);
  server.deps.sms = createSmsProvider(loadConfig({ APP_MODE: 'demo', SMS_TIMEOUT_MS: '1000', ...fake.env }));
});
afterAll(async () => {
  await Promise.all([server?.close(), fake?.close()]);
});

let serial = 0;
const freshIp = () => `10.30.0.${++serial}`;

function requestCode(phone: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  return server.call(account.requestCode, { phone, purpose: 'login' }, { ip: freshIp(), lang });
}

function login(phone: string, code: string) {
  return server.call(account.loginByPhone, { phoneNumber: phone, verificationCode: code });
}

describe('a log-in code through a gateway that fails', () => {
  it('is sent and logs in when the gateway accepts it', async () => {
    const res = await requestCode('13800000001');
    expect(res.envelope).toEqual({ code: 0, msg: 'success', data: { resendAfterSeconds: 60 } });
    expect((await login('13800000001', fake.lastCode('13800000001')!)).code).toBe(0);
  });

  it("says the phone gets too many messages when the vendor's flow control refuses, and does not count it", async () => {
    fake.answer('phoneLimited');
    const refused = await requestCode('13800000002');
    expect(refused).toMatchObject({ status: 429, code: 429, msg: '该手机号接收短信过于频繁，请稍后再试' });
    expect((await requestCode('13800000002', 'en-US')).msg).toBe(
      'This phone number has received too many messages; try again later',
    );
    // Nothing went out, so the 60 s wait did not start: the next try, accepted, goes through at once.
    fake.answer('ok');
    expect((await requestCode('13800000002')).code).toBe(0);
    expect((await login('13800000002', fake.lastCode('13800000002')!)).code).toBe(0);
  });

  it('says the number cannot receive messages when the vendor rejects it', async () => {
    fake.answer('phoneInvalid');
    const refused = await requestCode('13900000009');
    expect(refused).toMatchObject({ status: 400, code: 400, msg: '该手机号无法接收短信，请核对号码' });
    fake.answer('ok');
  });

  it('says the service is unavailable on a server error, and does not count it', async () => {
    fake.answer('serverError');
    const refused = await requestCode('13800000003');
    expect(refused).toMatchObject({ status: 503, code: 503, msg: '短信服务暂时不可用，请稍后再试' });
    fake.answer('ok');
    expect((await requestCode('13800000003')).code).toBe(0);
  });

  it('gives up on a gateway that hangs: a code that arrived all the same is dead', async () => {
    fake.answer('hang');
    const started = Date.now();
    const refused = await requestCode('13900000001', 'en-US');
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(refused).toMatchObject({
      status: 503,
      msg: 'The SMS service is unavailable at the moment; try again later',
    });
    fake.answer('ok');
    const arrived = fake.lastCode('13900000001')!;
    expect(arrived).toMatch(/^\d{6}$/);
    expect((await login('13900000001', arrived)).msg).toBe('验证码已失效，请重新获取');
    // Asking again gets a new code at once, and that one works.
    expect((await requestCode('13900000001')).code).toBe(0);
    expect((await login('13900000001', fake.lastCode('13900000001')!)).code).toBe(0);
  });

  it('says the service is unavailable when the gateway refuses our keys, and does not count it', async () => {
    fake.answer('badSignature');
    expect((await requestCode('13800000005')).code).toBe(503);
    fake.answer('ok');
    expect((await requestCode('13800000005')).code).toBe(0);
  });
});
