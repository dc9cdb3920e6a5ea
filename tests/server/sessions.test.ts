import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../contract';
import { HOUR, MINUTE, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DEMO_UNIT = '演示科技有限公司';
const DEMO_UNITS = [DEMO_UNIT, '演示科技（北京）有限公司', '演示科技（深圳）有限公司'];
const OTHER_UNIT = '远山贸易有限公司';

const zhangwei = () => server.loginByPassword('zhangwei', 'Demo@2026');
const chenjing = () => server.loginByPassword('chenjing', 'Demo@2026');

async function unitsOf(token: string) {
  const res = await server.call(account.listUnitsByUser, {}, { token });
  expect(res.code).toBe(0);
  return res.data;
}

async function unitId(name: string): Promise<number> {
  const units = [...(await unitsOf(await zhangwei())), ...(await unitsOf(await chenjing()))];
  const unit = units.find((u) => u.companyName === name);
  if (!unit) throw new Error(`no unit ${name}`);
  return unit.companyId;
}

describe('session tokens', () => {
  it('a staff call without a token answers 401', async () => {
    const res = await server.call(account.listUnitsByUser, {});
    expect(res.status).toBe(401);
    expect(res.code).toBe(401);
    expect(res.msg).toBe('未登录或登录已失效');
    const english = await server.call(account.currentUser, {}, { lang: 'en-US' });
    expect(english.msg).toBe('Not logged in');
  });

  it('an unknown token answers 401', async () => {
    const res = await server.call(account.listUnitsByUser, {}, { token: 'garbage-token-that-was-never-issued' });
    expect(res.status).toBe(401);
    expect(res.code).toBe(401);
    expect(res.msg).toBe('未登录或登录已失效');
  });

  it('a token works until logout; afterwards it answers 403', async () => {
    const token = await zhangwei();
    expect((await server.call(account.currentUser, {}, { token })).code).toBe(0);
    const out = await server.call(account.logout, {}, { token });
    expect(out.envelope).toEqual({ code: 0, msg: 'success', data: null });
    const res = await server.call(account.currentUser, {}, { token });
    expect(res.status).toBe(403);
    expect(res.code).toBe(403);
    expect(res.msg).toBe('登录已在别处退出或账号已停用');
    // Logging out ends only that session.
    const other = await zhangwei();
    expect((await server.call(account.currentUser, {}, { token: other })).code).toBe(0);
  });

  it('logout without a token answers 401', async () => {
    const res = await server.call(account.logout, {});
    expect(res.code).toBe(401);
  });

  it('tokens are long random strings, different for each log-in', async () => {
    const a = await zhangwei();
    const b = await zhangwei();
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(22);
  });

  it('expires after 120 idle minutes (402)', async () => {
    const token = await zhangwei();
    server.clock.advance(119 * MINUTE);
    expect((await server.call(account.currentUser, {}, { token })).code).toBe(0);
    // The call above counted as activity: the idle time starts again.
    server.clock.advance(119 * MINUTE);
    expect((await server.call(account.currentUser, {}, { token })).code).toBe(0);
    server.clock.advance(120 * MINUTE + 1_000);
    const res = await server.call(account.currentUser, {}, { token });
    expect(res.status).toBe(401);
    expect(res.code).toBe(402);
    expect(res.msg).toBe('登录已过期');
  });

  it('expires 12 hours after log-in however active it is (402)', async () => {
    const token = await zhangwei();
    for (let i = 0; i < 7; i++) {
      server.clock.advance(100 * MINUTE);
      expect((await server.call(account.currentUser, {}, { token })).code).toBe(0);
    }
    // 11 h 40 min so far; 21 more minutes passes 12 h while idle for only 21 minutes.
    server.clock.advance(21 * MINUTE);
    const res = await server.call(account.currentUser, {}, { token });
    expect(res.code).toBe(402);
    expect(res.msg).toBe('登录已过期');
    expect((await server.call(account.currentUser, {}, { token, lang: 'en-US' })).msg).toBe('The session has expired');
  });

  it('a fresh log-in after expiry works', async () => {
    server.clock.advance(13 * HOUR);
    const token = await zhangwei();
    expect((await server.call(account.currentUser, {}, { token })).code).toBe(0);
  });
});

describe('choosing a unit', () => {
  it('lists the three demo units for 13800000000', async () => {
    const units = await unitsOf(await zhangwei());
    expect(units.map((u) => u.companyName)).toEqual(DEMO_UNITS);
    expect(units.every((u) => u.role === 0 && u.current === false)).toBe(true);
    const top = units.find((u) => u.companyName === DEMO_UNIT)!;
    expect(top.parentId).toBeNull();
    expect(units.filter((u) => u.parentId === top.companyId)).toHaveLength(2);
  });

  it('lists only 远山贸易有限公司 for 13900000000', async () => {
    const units = await unitsOf(await chenjing());
    expect(units.map((u) => u.companyName)).toEqual([OTHER_UNIT]);
    expect(units[0]).toMatchObject({ role: 0, current: false, certified: true });
  });

  it('lists a phone log-in the same as a password log-in', async () => {
    const token = await server.loginByPhone('13800000002');
    const units = await unitsOf(token);
    expect(units.map((u) => [u.companyName, u.role])).toEqual([
      [DEMO_UNIT, 2],
      ['演示科技（北京）有限公司', 2],
    ]);
  });

  it('filters top-level units and subsidiaries (list-companies)', async () => {
    const token = await zhangwei();
    const top = await server.call(account.listCompanies, { companyType: 1 }, { token });
    expect(top.data.map((u) => u.companyName)).toEqual([DEMO_UNIT]);
    const subs = await server.call(account.listCompanies, { companyType: 2 }, { token });
    expect(subs.data.map((u) => u.companyName)).toEqual(DEMO_UNITS.slice(1));
  });

  it('before choosing, the current user has no unit and no role', async () => {
    const token = await zhangwei();
    const res = await server.call(account.currentUser, {}, { token });
    expect(res.data).toEqual({
      user: { userId: expect.any(Number), realName: '张伟', mobile: '13800000000', userName: 'zhangwei' },
      unit: null,
      role: null,
    });
  });

  it('get-info binds the session to the unit and rotates the token', async () => {
    const token = await zhangwei();
    const companyId = await unitId(DEMO_UNIT);
    const res = await server.call(account.getInfo, { companyId }, { token });
    expect(res.code).toBe(0);
    expect(res.data.token).toEqual(expect.any(String));
    expect(res.data.token).not.toBe(token);
    expect(res.data.unit).toMatchObject({ companyId, companyName: DEMO_UNIT });
    expect(res.data.role).toBe(0);

    const old = await server.call(account.currentUser, {}, { token });
    expect(old.code).toBe(403);
    expect(old.msg).toBe('登录已在别处退出或账号已停用');

    const now = await server.call(account.currentUser, {}, { token: res.data.token });
    expect(now.code).toBe(0);
    expect(now.data.user.realName).toBe('张伟');
    expect(now.data.unit).toMatchObject({ companyId, companyName: DEMO_UNIT, parentId: null });
    expect(now.data.role).toBe(0);

    const units = await unitsOf(res.data.token);
    expect(units.filter((u) => u.current).map((u) => u.companyName)).toEqual([DEMO_UNIT]);
  });

  it('shows the role the user has in the chosen unit', async () => {
    const token = await server.loginByPassword('lina', 'Demo@2026');
    const res = await server.call(account.getInfo, { companyId: await unitId(DEMO_UNIT) }, { token });
    expect(res.code).toBe(0);
    expect(res.data.role).toBe(1);
    const now = await server.call(account.currentUser, {}, { token: res.data.token });
    expect(now.data.role).toBe(1);
    expect(now.data.unit?.companyName).toBe(DEMO_UNIT);
  });

  it('a unit-bound session can switch to another of its units (rotating again)', async () => {
    const first = await server.call(
      account.getInfo,
      { companyId: await unitId(DEMO_UNIT) },
      { token: await zhangwei() },
    );
    const beijing = await unitId('演示科技（北京）有限公司');
    const second = await server.call(account.getInfo, { companyId: beijing }, { token: first.data.token });
    expect(second.code).toBe(0);
    expect((await server.call(account.currentUser, {}, { token: first.data.token })).code).toBe(403);
    const now = await server.call(account.currentUser, {}, { token: second.data.token });
    expect(now.data.unit?.companyId).toBe(beijing);
  });

  it('rotating the token does not extend the 12-hour limit of the log-in', async () => {
    const token = await server.loginByPassword('chenjing', 'Demo@2026');
    const [unit] = await unitsOf(token);
    for (let i = 0; i < 6; i++) {
      server.clock.advance(110 * MINUTE);
      expect((await server.call(account.currentUser, {}, { token })).code).toBe(0);
    }
    // 11 h after log-in, choose the unit: the new token belongs to the same log-in.
    const chosen = await server.call(account.getInfo, { companyId: unit!.companyId }, { token });
    expect(chosen.code).toBe(0);
    server.clock.advance(61 * MINUTE);
    const res = await server.call(account.currentUser, {}, { token: chosen.data.token });
    expect(res.code).toBe(402);
    expect(res.msg).toBe('登录已过期');
  });

  it('refuses a unit the user is not a member of, and changes nothing', async () => {
    const token = await zhangwei();
    const other = await unitId(OTHER_UNIT);
    const res = await server.call(account.getInfo, { companyId: other }, { token });
    expect(res.code).toBe(1003);
    expect(res.status).toBe(403);
    expect(res.msg).toBe('您不是该单位的成员');
    expect(res.data).toBeNull();
    const now = await server.call(account.currentUser, {}, { token });
    expect(now.code).toBe(0);
    expect(now.data.unit).toBeNull();

    // Bound to a unit, a refused switch keeps the session and its unit.
    const bound = await server.call(account.getInfo, { companyId: await unitId(DEMO_UNIT) }, { token });
    const refused = await server.call(account.getInfo, { companyId: other }, { token: bound.data.token });
    expect(refused.msg).toBe('您不是该单位的成员');
    const still = await server.call(account.currentUser, {}, { token: bound.data.token });
    expect(still.code).toBe(0);
    expect(still.data.unit?.companyName).toBe(DEMO_UNIT);

    const english = await server.call(
      account.getInfo,
      { companyId: other },
      { token: bound.data.token, lang: 'en-US' },
    );
    expect(english.msg).toBe('You are not a member of this unit');
  });

  it('refuses a unit that does not exist the same way', async () => {
    const res = await server.call(account.getInfo, { companyId: 999_999 }, { token: await zhangwei() });
    expect(res.code).toBe(1003);
    expect(res.msg).toBe('您不是该单位的成员');
  });

  it('get-info needs a session', async () => {
    const res = await server.call(account.getInfo, { companyId: 1 });
    expect(res.code).toBe(401);
  });
});
