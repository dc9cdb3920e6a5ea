import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../contract';
import { MINUTE, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PASSWORD = 'Demo@2026';
const BAD_CREDENTIALS = '用户名或密码错误';
const CODE_GONE = '验证码已失效，请重新获取';

function byUsername(username: string, password: string, lang?: 'en-US') {
  return server.call(account.loginByUsername, { username, password }, lang ? { lang } : {});
}
function pc(username: string, password: string) {
  return server.call(account.loginPc, { username, password });
}
function changePassword(phone: string, password: string, verificationCode: string) {
  return server.call(account.changePassword, { username: phone, password, verificationCode });
}

describe('password log-in', () => {
  it('logs zhangwei in with the demo password', async () => {
    const res = await byUsername('zhangwei', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      token: expect.any(String),
      userId: expect.any(Number),
      realName: '张伟',
      mobile: '13800000000',
    });
    expect((await server.call(account.currentUser, {}, { token: res.data.token })).code).toBe(0);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await byUsername('zhangwei', 'Demo@2025');
    expect(wrong.code).toBe(400);
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toBe(BAD_CREDENTIALS);
    const unknown = await byUsername('nobody-here', PASSWORD);
    expect(unknown.envelope).toEqual(wrong.envelope);
    expect((await byUsername('zhangwei', 'nope', 'en-US')).msg).toBe('Wrong user name or password');
  });

  it('login-by-username does not take a phone number; login-pc does', async () => {
    expect((await byUsername('13800000001', PASSWORD)).msg).toBe(BAD_CREDENTIALS);
    const res = await pc('13800000001', PASSWORD);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ realName: '李娜', mobile: '13800000001' });
    expect((await pc('lina', PASSWORD)).code).toBe(0);
  });

  it('an account without a password cannot log in with one', async () => {
    const res = await pc('13800000002', PASSWORD);
    expect(res.code).toBe(400);
    expect(res.msg).toBe(BAD_CREDENTIALS);
  });

  it('validates the fields', async () => {
    expect((await byUsername('', PASSWORD)).msg).toBe('请输入用户名');
    expect((await byUsername('zhangwei', '')).msg).toBe('请输入密码');
  });

  it('locks the account after 5 wrong passwords, even for the right one, for 15 minutes', async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await byUsername('chenjing', `wrong-${i}`);
      expect(res.msg).toBe(BAD_CREDENTIALS);
    }
    const fifth = await byUsername('chenjing', 'wrong-5');
    expect(fifth.code).toBe(429);
    expect(fifth.status).toBe(429);
    expect(fifth.msg).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');

    const right = await byUsername('chenjing', PASSWORD);
    expect(right.code).toBe(429);
    expect(right.msg).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    // The same account through the PC log-in with its phone number.
    expect((await pc('13900000000', PASSWORD)).msg).toMatch(/^密码错误次数过多，账号已锁定/);
    expect((await byUsername('chenjing', PASSWORD, 'en-US')).msg).toBe(
      'Too many wrong passwords; the account is locked for 15 minutes',
    );

    server.clock.advance(10 * MINUTE);
    expect((await byUsername('chenjing', PASSWORD)).msg).toBe('密码错误次数过多，账号已锁定，请5分钟后再试');

    server.clock.advance(5 * MINUTE + 1_000);
    const after = await byUsername('chenjing', PASSWORD);
    expect(after.code).toBe(0);
    // The count starts again after a good log-in: one wrong password is just wrong.
    expect((await byUsername('chenjing', 'wrong-again')).msg).toBe(BAD_CREDENTIALS);
    expect((await byUsername('chenjing', PASSWORD)).code).toBe(0);
  });

  it('locks the account when 10 wrong passwords arrive at the same time', async () => {
    const parallel = await Promise.all(Array.from({ length: 10 }, (_, i) => pc('13900000000', `guess-${i}`)));
    expect(parallel.every((r) => r.code !== 0)).toBe(true);
    const right = await pc('13900000000', PASSWORD);
    expect(right.code).toBe(429);
    expect(right.msg).toMatch(/^密码错误次数过多，账号已锁定/);
  });

  it('another account is not affected by a lock', async () => {
    for (let i = 0; i < 5; i++) await byUsername('zhangwei', 'bad-password');
    expect((await byUsername('zhangwei', PASSWORD)).code).toBe(429);
    expect((await byUsername('lina', PASSWORD)).code).toBe(0);
  });
});

describe('changing the password', () => {
  it('check-password says only an account still on its initial password must change it', async () => {
    // 李娜 still has the initial password.
    const token = await server.loginByPassword('lina', PASSWORD);
    const res = await server.call(account.checkPassword, {}, { token });
    expect(res.envelope).toEqual({ code: 0, msg: 'success', data: { mustChange: true } });
    // zhangwei's password is not an initial one (he was locked above, so he logs in by SMS: the answer is the
    // account's, whatever the log-in).
    const zhangwei = await server.loginByPhone('13800000000');
    expect((await server.call(account.checkPassword, {}, { token: zhangwei })).envelope).toEqual({
      code: 0,
      msg: 'success',
      data: { mustChange: false },
    });
    // An account without a password logs in by SMS only: there is no initial password to replace.
    const noPassword = await server.loginByPhone('13800000003');
    expect((await server.call(account.checkPassword, {}, { token: noPassword })).envelope).toEqual({
      code: 0,
      msg: 'success',
      data: { mustChange: false },
    });
  });

  it('check-password needs a session', async () => {
    expect((await server.call(account.checkPassword, {})).code).toBe(401);
  });

  it('refuses passwords that break the rule', async () => {
    const cases: Array<[string, string]> = [
      ['abcdefgh', '密码格式输入不正确！'], // letters only
      ['abcd1234', '密码格式输入不正确！'], // no special character
      ['Abcdefg@', '密码格式输入不正确！'], // no digit
      ['12345678@', '密码格式输入不正确！'], // no letter
      ['Abc 1234@', '密码格式输入不正确！'], // a character outside the rule
      ['Ab1@', '长度必须为8到16个字符'],
      ['Abcdefgh1234567@x', '长度必须为8到16个字符'], // 17
      ['', '请输入新密码'],
    ];
    for (const [password, msg] of cases) {
      const res = await changePassword('13800000001', password, '123456');
      expect(res.code, password).toBe(400);
      expect(res.msg, password).toBe(msg);
    }
    const english = await server.call(
      account.changePassword,
      { username: '13800000001', password: 'abcdefgh', verificationCode: '123456' },
      { lang: 'en-US' },
    );
    expect(english.msg).toBe('The password format is incorrect!');
  });

  it('needs a phone number and a code sent for the password purpose', async () => {
    expect((await changePassword('lina', 'NewPass@2027', '123456')).msg).toBe('手机号码格式不正确，请重新输入');
    expect((await changePassword('13800000001', 'NewPass@2027', '12345')).msg).toBe('验证码为6位数字');
    expect((await changePassword('13800000001', 'NewPass@2027', '123456')).msg).toBe(CODE_GONE);
    server.clock.advance(61_000);
    const loginCode = await server.sendCode('13800000001', 'login');
    expect((await changePassword('13800000001', 'NewPass@2027', loginCode)).msg).toBe(CODE_GONE);
  });

  it('sets the password with a password code, ends every session, and the new password logs in', async () => {
    const phone = '13800000001';
    const plain = await server.loginByPassword('lina', PASSWORD);
    const second = await server.loginByPassword('lina', PASSWORD);
    const [unit] = (await server.call(account.listUnitsByUser, {}, { token: second })).data;
    const chose = await server.call(account.getInfo, { companyId: unit!.companyId }, { token: second });
    expect(chose.code).toBe(0);
    const bound = chose.data.token;

    server.clock.advance(61_000);
    const code = await server.sendCode(phone, 'password');
    const weak = await changePassword(phone, 'weakpass', code);
    expect(weak.msg).toBe('密码格式输入不正确！');

    const res = await changePassword(phone, 'NewPass@2027', code);
    expect(res.envelope).toEqual({ code: 0, msg: 'success', data: null });

    for (const token of [plain, bound]) {
      const after = await server.call(account.currentUser, {}, { token });
      expect(after.code).toBe(403);
      expect(after.msg).toBe('登录已在别处退出或账号已停用');
    }

    expect((await byUsername('lina', PASSWORD)).msg).toBe(BAD_CREDENTIALS);
    const fresh = await byUsername('lina', 'NewPass@2027');
    expect(fresh.code).toBe(0);
    expect((await pc(phone, 'NewPass@2027')).code).toBe(0);
    const check = await server.call(account.checkPassword, {}, { token: fresh.data.token });
    expect(check.data).toEqual({ mustChange: false });

    // The code was used up.
    expect((await changePassword(phone, 'Other@2028x', code)).msg).toBe(CODE_GONE);
  });

  it('gives an account without a password its first one', async () => {
    const phone = '13800000002';
    const code = await server.sendCode(phone, 'password');
    expect((await changePassword(phone, 'First#pass1', code)).code).toBe(0);
    const res = await pc(phone, 'First#pass1');
    expect(res.code).toBe(0);
    expect(res.data.realName).toBe('王强');
    // A password the account chose itself is not an initial one.
    expect((await server.call(account.checkPassword, {}, { token: res.data.token })).data).toEqual({
      mustChange: false,
    });
  });

  it('unlocks a locked account', async () => {
    // zhangwei was locked above.
    expect((await byUsername('zhangwei', PASSWORD)).code).toBe(429);
    const code = await server.sendCode('13800000000', 'password');
    expect((await changePassword('13800000000', 'Reset@2027', code)).code).toBe(0);
    expect((await byUsername('zhangwei', 'Reset@2027')).code).toBe(0);
  });
});
