import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type RequestOf } from '../../contract';
import { startTestServer, type TestServer } from './helpers';

type RegisterInput = RequestOf<typeof account.registerUnit>;

const CREDIT_CODE = '91320000MA1XYW0A12';

function unitNamesOf(server: TestServer, token: string) {
  return server.call(account.listUnitsByUser, {}, { token }).then((res) => {
    expect(res.code).toBe(0);
    return res.data.map((u) => u.companyName);
  });
}

describe('register a unit (general edition)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const register = (input: RegisterInput, token?: string) =>
    server.call(account.registerUnit, input, token ? { token } : {});

  it('without a session: phone + register code create the unit with the registrant as chief administrator', async () => {
    const phone = '17600000001';
    const code = await server.sendCode(phone, 'register');
    const res = await register({
      companyName: '新星科技有限公司',
      socialCreditCode: CREDIT_CODE,
      address: '江苏省南京市玄武区1号',
      contactName: '周明',
      phone,
      verificationCode: code,
    });
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.data.companyId).toEqual(expect.any(Number));

    // The registrant can now log in with a code and sees the unit, as its chief administrator.
    server.clock.advance(61_000);
    const token = await server.loginByPhone(phone);
    const units = (await server.call(account.listUnitsByUser, {}, { token })).data;
    expect(units).toEqual([
      {
        companyId: res.data.companyId,
        companyName: '新星科技有限公司',
        companyFullName: '新星科技有限公司',
        socialCreditCode: CREDIT_CODE,
        parentId: null,
        certified: false,
        role: 0,
        current: false,
      },
    ]);
    const chosen = await server.call(account.getInfo, { companyId: res.data.companyId }, { token });
    expect(chosen.code).toBe(0);
    expect(chosen.data.role).toBe(0);
    expect(chosen.data.user).toMatchObject({ realName: '周明', mobile: phone });
  });

  it('the register code is single use', async () => {
    const phone = '17600000002';
    const code = await server.sendCode(phone, 'register');
    const base = { contactName: '吴芳', phone, verificationCode: code };
    expect((await register({ companyName: '一号单位', ...base })).code).toBe(0);
    const again = await register({ companyName: '二号单位', ...base });
    expect(again.code).toBe(400);
    expect(again.msg).toBe('验证码已失效，请重新获取');
  });

  it('without a session needs a phone and a code', async () => {
    const res = await register({ companyName: '无名单位', contactName: '某人' });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('请登录，或填写手机号码和验证码');
    const wrongPurpose = await server.sendCode('17600000003', 'login');
    const refused = await register({
      companyName: '无名单位',
      contactName: '某人',
      phone: '17600000003',
      verificationCode: wrongPurpose,
    });
    expect(refused.msg).toBe('验证码已失效，请重新获取');
    const english = await server.call(
      account.registerUnit,
      { companyName: '无名单位', contactName: '某人' },
      { lang: 'en-US' },
    );
    expect(english.msg).toBe('Log in, or give a phone number and verification code');
  });

  it('an existing user registering by phone keeps the account and gains the unit', async () => {
    const phone = '13900000001';
    const code = await server.sendCode(phone, 'register');
    const res = await register({ companyName: '赵磊工作室', contactName: '另一个名字', phone, verificationCode: code });
    expect(res.code).toBe(0);
    server.clock.advance(61_000);
    const token = await server.loginByPhone(phone);
    expect(await unitNamesOf(server, token)).toEqual(['远山贸易有限公司', '赵磊工作室']);
    const me = await server.call(account.currentUser, {}, { token });
    expect(me.data.user.realName).toBe('赵磊');
  });

  it('with a session, the session user becomes chief administrator (no phone or code needed)', async () => {
    const token = await server.loginByPassword('chenjing', 'Demo@2026');
    const res = await register({ companyName: '远山物流有限公司', contactName: '陈静' }, token);
    expect(res.code).toBe(0);
    const units = (await server.call(account.listUnitsByUser, {}, { token })).data;
    expect(units.map((u) => [u.companyName, u.role])).toEqual([
      ['远山贸易有限公司', 0],
      ['远山物流有限公司', 0],
    ]);
    expect(units[1]!.socialCreditCode).toBeNull();
  });

  it('refuses a name that is taken (409) and creates nothing', async () => {
    const token = await server.loginByPassword('zhangwei', 'Demo@2026');
    const before = await unitNamesOf(server, token);
    const res = await register({ companyName: '演示科技有限公司', contactName: '张伟' }, token);
    expect(res.status).toBe(409);
    expect(res.code).toBe(409);
    expect(res.msg).toBe('单位名称已存在');
    expect(await unitNamesOf(server, token)).toEqual(before);
    // Surrounding white space does not make it another name.
    const spaced = await register({ companyName: '  远山物流有限公司 ', contactName: '张伟' }, token);
    expect(spaced.code).toBe(409);
  });

  it('checks the fields with the spec messages', async () => {
    const token = await server.loginByPassword('zhangwei', 'Demo@2026');
    const cases: Array<[RegisterInput, string]> = [
      [{ companyName: '', contactName: '张伟' }, '输入框不能为空'],
      [{ companyName: '   ', contactName: '张伟' }, '输入框不能为空'],
      [{ companyName: '单'.repeat(57), contactName: '张伟' }, '长度范围为1-56'],
      [{ companyName: '合格单位', contactName: '张伟', socialCreditCode: 'ABC123' }, '统一社会信用代码格式错误'],
      [
        { companyName: '合格单位', contactName: '张伟', socialCreditCode: '91320000MA1XYZ0A1I' },
        '统一社会信用代码格式错误',
      ],
      [{ companyName: '合格单位', contactName: '' }, '输入框不能为空'],
      [{ companyName: '合格单位', contactName: '张'.repeat(17) }, '长度不超过16个字符'],
      [{ companyName: '合格单位', contactName: '张伟', address: '址'.repeat(121) }, '长度范围为1-120'],
      [{ companyName: '合格单位', contactName: '张伟', phone: '1234' }, '手机号码格式不正确，请重新输入'],
    ];
    for (const [input, msg] of cases) {
      const res = await register(input, token);
      expect(res.code, JSON.stringify(input)).toBe(400);
      expect(res.msg, JSON.stringify(input)).toBe(msg);
    }
    const english = await server.call(
      account.registerUnit,
      { companyName: '单'.repeat(57), contactName: '张伟' },
      { token, lang: 'en-US' },
    );
    expect(english.msg).toBe('Length must be 1-56 characters');
    expect(await unitNamesOf(server, token)).not.toContain('合格单位');

    // 56 characters and an empty credit code are fine.
    const ok = await register({ companyName: '单'.repeat(56), contactName: '张伟', socialCreditCode: '' }, token);
    expect(ok.code).toBe(0);
    expect(await unitNamesOf(server, token)).toContain('单'.repeat(56));
  });
});

describe('register a unit (security edition)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ edition: 'security' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reports the edition in the runtime configuration', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(res.json<{ data: { edition: string } }>().data.edition).toBe('security');
  });

  it('refuses to create a unit and creates nothing', async () => {
    const token = await server.loginByPassword('zhangwei', 'Demo@2026');
    const before = await unitNamesOf(server, token);
    const res = await server.call(account.registerUnit, { companyName: '安全版单位', contactName: '张伟' }, { token });
    expect(res.code).toBe(1003);
    expect(res.status).toBe(403);
    expect(res.msg).toBe('当前版本不支持创建单位');
    expect(await unitNamesOf(server, token)).toEqual(before);

    const phone = '17600000009';
    const code = await server.sendCode(phone, 'register');
    const anonymous = await server.call(account.registerUnit, {
      companyName: '安全版单位',
      contactName: '某人',
      phone,
      verificationCode: code,
    });
    expect(anonymous.msg).toBe('当前版本不支持创建单位');
    // No account was made for the phone either.
    server.clock.advance(61_000);
    const loginCode = await server.sendCode(phone, 'login');
    const login = await server.call(account.loginByPhone, { phoneNumber: phone, verificationCode: loginCode });
    expect(login.msg).toBe('该手机号尚未加入任何单位，请先注册单位');

    const english = await server.call(
      account.registerUnit,
      { companyName: '安全版单位', contactName: '张伟' },
      { token, lang: 'en-US' },
    );
    expect(english.msg).toBe('This edition does not allow creating units');
  });
});
