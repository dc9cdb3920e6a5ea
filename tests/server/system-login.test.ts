import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, message } from '../../contract';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const SYSADMIN = { username: 'sysadmin', password: 'Sys@2026admin' };
const SYSADMIN_INFO = {
  username: 'sysadmin',
  orgName: '平台运营中心',
  userId: expect.any(Number),
  orgId: 1,
  realName: '系统管理员',
  mobile: '13700000000',
};

async function systemToken(): Promise<string> {
  const res = await server.call(account.systemLogin, SYSADMIN);
  expect(res.code).toBe(0);
  return res.data.token;
}

describe('system-side log-in', () => {
  it('logs sysadmin in and returns the account', async () => {
    const res = await server.call(account.systemLogin, SYSADMIN);
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ token: expect.any(String), ...SYSADMIN_INFO });
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    const wrong = await server.call(account.systemLogin, { username: 'sysadmin', password: 'Sys@2026' });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('用户名或密码错误');
    const unknown = await server.call(account.systemLogin, { username: 'root', password: 'Sys@2026admin' });
    expect(unknown.envelope).toEqual(wrong.envelope);
  });

  it('staff passwords do not open the system side', async () => {
    const res = await server.call(account.systemLogin, { username: 'zhangwei', password: 'Demo@2026' });
    expect(res.msg).toBe('用户名或密码错误');
  });

  it('the system token reads the system user info', async () => {
    const token = await systemToken();
    const res = await server.call(account.systemUserInfo, {}, { token });
    expect(res.code).toBe(0);
    expect(res.data).toEqual(SYSADMIN_INFO);
  });

  it('the system token is refused on staff calls (1003), without ending the session', async () => {
    const token = await systemToken();
    const res = await server.call(account.listUnitsByUser, {}, { token });
    expect(res.code).toBe(1003);
    expect(res.status).toBe(403);
    expect(res.msg).toBe('没有执行此操作的权限');
    const choose = await server.call(account.getInfo, { companyId: 1 }, { token });
    expect(choose.code).toBe(1003);
    const current = await server.call(account.currentUser, {}, { token, lang: 'en-US' });
    expect(current.code).toBe(1003);
    expect(current.msg).toBe('You are not allowed to do this');
    expect((await server.call(account.systemUserInfo, {}, { token })).code).toBe(0);
  });

  it('the system token is refused the unit message count (no unit, no messages) but reads version history', async () => {
    const token = await systemToken();
    const unread = await server.call(message.messageCountUnread, {}, { token });
    expect(unread.status).toBe(403);
    expect(unread.code).toBe(1003);
    const versions = await server.call(message.versionList, { pageNum: 1, pageSize: 10, type: 0 }, { token });
    expect(versions.code).toBe(0);
    expect(versions.data.total).toBeGreaterThan(0);
  });

  it('a staff token is refused on the system user info (1003)', async () => {
    const token = await server.loginByPassword('zhangwei', 'Demo@2026');
    const res = await server.call(account.systemUserInfo, {}, { token });
    expect(res.code).toBe(1003);
    expect(res.msg).toBe('没有执行此操作的权限');
    expect((await server.call(account.listUnitsByUser, {}, { token })).code).toBe(0);
  });

  it('the system user info needs a token', async () => {
    const res = await server.call(account.systemUserInfo, {});
    expect(res.code).toBe(401);
    expect(res.msg).toBe('未登录或登录已失效');
  });

  it('a system session logs out like a staff one', async () => {
    const token = await systemToken();
    expect((await server.call(account.logout, {}, { token })).code).toBe(0);
    const res = await server.call(account.systemUserInfo, {}, { token });
    expect(res.code).toBe(403);
    expect(res.msg).toBe('登录已在别处退出或账号已停用');
  });

  it('locks the system account after 5 wrong passwords', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await server.call(account.systemLogin, { username: 'sysadmin', password: `x${i}` })).code).toBe(400);
    }
    const fifth = await server.call(account.systemLogin, { username: 'sysadmin', password: 'x5' });
    expect(fifth.code).toBe(429);
    expect(fifth.msg).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    expect((await server.call(account.systemLogin, SYSADMIN)).code).toBe(429);
    server.clock.advance(15 * 60_000 + 1_000);
    expect((await server.call(account.systemLogin, SYSADMIN)).code).toBe(0);
  });
});
