import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../contract';
import { DAY, HOUR, MINUTE, startTestServer, wrongCode, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Every test uses its own phone and address, so the per-phone and per-IP counters do not mix. */
let serial = 0;
function freshPhone(): string {
  serial += 1;
  return `1770000${String(serial).padStart(4, '0')}`;
}
function freshIp(): string {
  serial += 1;
  return `10.20.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
}

const TOO_SOON = /^验证码发送过于频繁，请\d+秒后再试$/;
const CAP = '验证码发送次数已达上限，请稍后再试';

function requestCode(phone: string, ip: string, purpose: 'login' | 'password' | 'register' = 'login') {
  return server.call(account.requestCode, { phone, purpose }, { ip });
}

function loginByPhone(phone: string, code: string) {
  return server.call(account.loginByPhone, { phoneNumber: phone, verificationCode: code });
}

describe('sending codes', () => {
  it('sends six random digits to the outbox and says when to resend', async () => {
    const phone = '13800000003';
    const res = await requestCode(phone, freshIp());
    expect(res.status).toBe(200);
    expect(res.envelope).toEqual({ code: 0, msg: 'success', data: { resendAfterSeconds: 60 } });
    expect(server.sms.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('refuses a second code for the same phone within 60 s (429, says how many seconds)', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    expect((await requestCode(phone, ip)).code).toBe(0);
    server.clock.advance(20_000);
    const again = await requestCode(phone, freshIp());
    expect(again.status).toBe(429);
    expect(again.code).toBe(429);
    expect(again.msg).toMatch(TOO_SOON);
    expect(again.msg).toContain('秒');
    expect(again.msg).toBe('验证码发送过于频繁，请40秒后再试');
    expect(server.sms.codes(phone)).toHaveLength(1);
    // Another purpose does not get around the wait either.
    expect((await requestCode(phone, ip, 'password')).msg).toMatch(TOO_SOON);
    server.clock.advance(40_000);
    expect((await requestCode(phone, ip)).code).toBe(0);
    expect(server.sms.codes(phone)).toHaveLength(2);
  });

  it('says it in English too', async () => {
    const phone = freshPhone();
    await requestCode(phone, freshIp());
    const again = await server.call(account.requestCode, { phone }, { lang: 'en-US', ip: freshIp() });
    expect(again.code).toBe(429);
    expect(again.msg).toBe('Codes are sent too often, try again in 60 s');
  });

  it('caps codes per phone per hour (5) and per day (10)', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(phone, ip)).code).toBe(0);
      server.clock.advance(61_000);
    }
    const sixth = await requestCode(phone, freshIp());
    expect(sixth.code).toBe(429);
    expect(sixth.msg).toBe(CAP);
    expect(server.sms.codes(phone)).toHaveLength(5);

    // An hour after the first code the hourly window has room again ...
    server.clock.advance(HOUR - 5 * 61_000 + 1_000);
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(phone, ip)).code).toBe(0);
      server.clock.advance(61_000);
    }
    // ... but ten a day is the most, whatever the hour.
    server.clock.advance(HOUR);
    const eleventh = await requestCode(phone, freshIp());
    expect(eleventh.code).toBe(429);
    expect(eleventh.msg).toBe(CAP);
    expect(server.sms.codes(phone)).toHaveLength(10);

    server.clock.advance(DAY);
    expect((await requestCode(phone, ip)).code).toBe(0);
  });

  it('caps codes per address per hour (30) and per day (100), across phones', async () => {
    const ip = freshIp();
    let sent = 0;
    const sendBatch = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const res = await requestCode(freshPhone(), ip);
        expect(res.code).toBe(0);
        sent += 1;
      }
    };
    await sendBatch(30);
    const over = await requestCode(freshPhone(), ip);
    expect(over.code).toBe(429);
    expect(over.msg).toBe(CAP);
    // Another address is not affected.
    expect((await requestCode(freshPhone(), freshIp())).code).toBe(0);

    for (let hour = 0; hour < 3; hour++) {
      server.clock.advance(HOUR + MINUTE);
      await sendBatch(Math.min(30, 100 - sent));
    }
    expect(sent).toBe(100);
    server.clock.advance(HOUR + MINUTE);
    const overDay = await requestCode(freshPhone(), ip);
    expect(overDay.code).toBe(429);
    expect(overDay.msg).toBe(CAP);

    server.clock.advance(DAY);
    expect((await requestCode(freshPhone(), ip)).code).toBe(0);
  });

  it('answers an unknown phone exactly like a known one', async () => {
    const known = await requestCode('13800000002', freshIp());
    const unknown = await requestCode('17712345678', freshIp());
    expect(unknown.status).toBe(known.status);
    expect(unknown.envelope).toEqual(known.envelope);
    expect(known.envelope).toEqual({ code: 0, msg: 'success', data: { resendAfterSeconds: 60 } });
    // ... and it is throttled the same way.
    const knownAgain = await requestCode('13800000002', freshIp());
    const unknownAgain = await requestCode('17712345678', freshIp());
    expect(unknownAgain.envelope).toEqual(knownAgain.envelope);
    expect(unknownAgain.code).toBe(429);
  });

  it('refuses a malformed phone number', async () => {
    for (const phone of ['12345', '23800000000', '1380000000a', '138000000001']) {
      const res = await requestCode(phone, freshIp());
      expect(res.code).toBe(400);
      expect(res.status).toBe(400);
      expect(res.msg).toBe('手机号码格式不正确，请重新输入');
    }
    const empty = await requestCode('', freshIp());
    expect(empty.msg).toBe('手机号码不能为空');
    const missing = await server.call(account.requestCode, {} as never, { ip: freshIp() });
    expect(missing.code).toBe(400);
    expect(missing.msg).toBe('请输入手机号码');
    const english = await server.call(account.requestCode, { phone: '12345' }, { lang: 'en-US', ip: freshIp() });
    expect(english.msg).toBe('Wrong phone number format, please enter it again');
  });
});

describe('logging in with a code', () => {
  it('logs in with the right code, once', async () => {
    const phone = '13800000001';
    const code = await server.sendCode(phone, 'login', freshIp());
    const res = await loginByPhone(phone, code);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ realName: '李娜', mobile: phone, token: expect.any(String) });
    const again = await loginByPhone(phone, code);
    expect(again.code).toBe(400);
    expect(again.msg).toBe('验证码已失效，请重新获取');
  });

  it('refuses a wrong code with its message', async () => {
    const phone = '13800000002';
    server.clock.advance(61_000);
    const code = await server.sendCode(phone, 'login', freshIp());
    const wrong = await loginByPhone(phone, wrongCode(code));
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('验证码错误');
    expect((await loginByPhone(phone, code)).code).toBe(0);
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = '13900000001';
    const code = await server.sendCode(phone, 'login', freshIp());
    server.clock.advance(5 * MINUTE + 1_000);
    const res = await loginByPhone(phone, code);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('验证码已失效，请重新获取');
  });

  it('accepts a code just before 5 minutes', async () => {
    const phone = '13900000001';
    server.clock.advance(61_000);
    const code = await server.sendCode(phone, 'login', freshIp());
    server.clock.advance(5 * MINUTE - 5_000);
    expect((await loginByPhone(phone, code)).code).toBe(0);
  });

  it('after 5 wrong codes refuses even the right one, until a new code is sent', async () => {
    const phone = '13800000000';
    const code = await server.sendCode(phone, 'login', freshIp());
    const wrong = wrongCode(code);
    for (let i = 1; i <= 4; i++) {
      const res = await loginByPhone(phone, wrong);
      expect(res.msg).toBe('验证码错误');
    }
    const fifth = await loginByPhone(phone, wrong);
    expect(fifth.code).toBe(400);
    expect(fifth.msg).toBe('验证码已失效，请重新获取');
    const right = await loginByPhone(phone, code);
    expect(right.code).toBe(400);
    expect(right.msg).toBe('验证码已失效，请重新获取');

    server.clock.advance(61_000);
    const fresh = await server.sendCode(phone, 'login', freshIp());
    const res = await loginByPhone(phone, fresh);
    expect(res.code).toBe(0);
    expect(res.data.realName).toBe('张伟');
  });

  it('only the newest code counts', async () => {
    const phone = '13800000003';
    server.clock.advance(61_000);
    const first = await server.sendCode(phone, 'login', freshIp());
    server.clock.advance(61_000);
    const second = await server.sendCode(phone, 'login', freshIp());
    if (first !== second) {
      const old = await loginByPhone(phone, first);
      expect(old.code).toBe(400);
      expect(old.msg).toBe('验证码错误');
    }
    expect((await loginByPhone(phone, second)).code).toBe(0);
  });

  it('a code sent for another purpose does not log in', async () => {
    const phone = '13900000000';
    const code = await server.sendCode(phone, 'password', freshIp());
    const res = await loginByPhone(phone, code);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('验证码已失效，请重新获取');
  });

  it('a phone without an account cannot log in, even with its code', async () => {
    const phone = freshPhone();
    const code = await server.sendCode(phone, 'login', freshIp());
    const res = await loginByPhone(phone, code);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('该手机号尚未加入任何单位，请先注册单位');
  });

  it('refuses malformed codes with the validation message', async () => {
    const phone = '13800000001';
    for (const bad of ['12345', '1234567', '12a456']) {
      const res = await loginByPhone(phone, bad);
      expect(res.code).toBe(400);
      expect(res.msg).toBe('验证码为6位数字');
    }
    const empty = await loginByPhone(phone, '');
    expect(empty.msg).toBe('请输入验证码');
    const english = await server.call(
      account.loginByPhone,
      { phoneNumber: phone, verificationCode: '12a456' },
      { lang: 'en-US' },
    );
    expect(english.msg).toBe('The verification code has 6 digits');
    const badPhone = await loginByPhone('1380000', '123456');
    expect(badPhone.msg).toBe('手机号码格式不正确，请重新输入');
  });
});
