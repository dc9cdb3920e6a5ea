/**
 * The platform's own accounts: add with a generated initial password that must be changed, unique user names,
 * disabling (its sessions end at once, log-in refused, never one's own account), reset password, and staff sessions
 * never reaching these calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, PASSWORD_PATTERN, sysAccount, sysOrg } from '../../contract';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, staffSession, systemToken } from './staff';

let server: TestServer;
let sys: string;

beforeAll(async () => {
  server = await startTestServer();
  sys = await systemToken(server);
});
afterAll(async () => {
  await server?.close();
});

async function ok<T>(promise: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const res = await promise;
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

const logIn = (username: string, password: string) => server.call(account.systemLogin, { username, password });

async function addAccount(username: string) {
  return ok(server.call(sysAccount.accountAdd, { username, realName: `测试${username}` }, { token: sys }));
}

describe('system accounts', () => {
  it('adds an account with an initial password it must change, and lists and finds it', async () => {
    const [department] = await ok(server.call(sysOrg.orgQuery, {}, { token: sys }));
    const added = await ok(
      server.call(
        sysAccount.accountAdd,
        { username: 'ops.li', realName: '李运维', mobile: '13700000001', departmentId: department!.id },
        { token: sys },
      ),
    );
    expect(added.initialPassword).toMatch(PASSWORD_PATTERN);

    const page = await ok(server.call(sysAccount.accountList, { keyword: '李运维' }, { token: sys }));
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      username: 'ops.li',
      mobile: '13700000001',
      departmentName: department!.name,
      disabled: false,
      passwordInitial: true,
    });

    const token = (await ok(logIn('ops.li', added.initialPassword))).token;
    expect(await ok(server.call(sysAccount.ownPasswordState, {}, { token }))).toEqual({ mustChange: true });
    expect(
      await server.call(sysAccount.changeOwnPassword, { oldPassword: 'Wrong@123', password: 'Ops@2026li' }, { token }),
    ).toMatchObject({ code: 400, msg: '原密码错误' });
    await ok(
      server.call(
        sysAccount.changeOwnPassword,
        { oldPassword: added.initialPassword, password: 'Ops@2026li' },
        { token },
      ),
    );
    expect(await ok(server.call(sysAccount.ownPasswordState, {}, { token }))).toEqual({ mustChange: false });
    expect((await logIn('ops.li', 'Ops@2026li')).code).toBe(0);
  });

  it('refuses a taken user name (ignoring case) and bad input, changing nothing', async () => {
    await addAccount('dup.user');
    const before = (await ok(server.call(sysAccount.accountList, {}, { token: sys }))).total;
    expect(
      await server.call(sysAccount.accountAdd, { username: 'DUP.user', realName: '重复' }, { token: sys }),
    ).toMatchObject({ code: 409, msg: '用户名已存在' });
    expect(
      await server.call(sysAccount.accountAdd, { username: 'bad name', realName: '空格' }, { token: sys }),
    ).toMatchObject({ code: 400 });
    expect(
      await server.call(
        sysAccount.accountAdd,
        { username: 'x.y.z', realName: '机构', departmentId: 999999 },
        { token: sys },
      ),
    ).toMatchObject({ code: 400, msg: '所选机构不存在，请重新选择' });
    expect((await ok(server.call(sysAccount.accountList, {}, { token: sys }))).total).toBe(before);
  });

  it('edits name, phone and department', async () => {
    const { id } = await addAccount('edit.me');
    await ok(server.call(sysAccount.accountUpdate, { id, realName: '改名了', mobile: '13700000002' }, { token: sys }));
    expect(await ok(server.call(sysAccount.accountDetail, { id }, { token: sys }))).toMatchObject({
      username: 'edit.me',
      realName: '改名了',
      mobile: '13700000002',
      departmentId: null,
    });
  });

  it('disabling ends the sessions at once and refuses log-in; enabling lets it in again', async () => {
    const { id, initialPassword } = await addAccount('to.disable');
    const token = (await ok(logIn('to.disable', initialPassword))).token;
    await ok(server.call(sysAccount.accountState, { id, disabled: true }, { token: sys }));

    expect((await server.call(account.systemUserInfo, {}, { token })).code).toBe(403);
    expect(await logIn('to.disable', initialPassword)).toMatchObject({ code: 400, msg: '账号已停用，请联系管理员' });
    const disabled = await ok(server.call(sysAccount.accountList, { state: 'disabled' }, { token: sys }));
    expect(disabled.list.map((a) => a.username)).toContain('to.disable');

    await ok(server.call(sysAccount.accountState, { id, disabled: false }, { token: sys }));
    expect((await logIn('to.disable', initialPassword)).code).toBe(0);
  });

  it('refuses disabling the account one is signed in with', async () => {
    const self = (await ok(server.call(account.systemUserInfo, {}, { token: sys }))).userId;
    expect(await server.call(sysAccount.accountState, { id: self, disabled: true }, { token: sys })).toMatchObject({
      code: 400,
      msg: '不能停用当前登录的账号',
    });
    expect((await ok(server.call(sysAccount.accountDetail, { id: self }, { token: sys }))).disabled).toBe(false);
  });

  it('a reset gives a new initial password: old password and sessions end, a change is forced', async () => {
    const { id, initialPassword } = await addAccount('to.reset');
    const token = (await ok(logIn('to.reset', initialPassword))).token;
    await ok(
      server.call(sysAccount.changeOwnPassword, { oldPassword: initialPassword, password: 'Reset@2026' }, { token }),
    );

    const reset = await ok(server.call(sysAccount.accountResetPassword, { id }, { token: sys }));
    expect(reset.initialPassword).toMatch(PASSWORD_PATTERN);
    expect((await server.call(account.systemUserInfo, {}, { token })).code).toBe(403);
    expect((await logIn('to.reset', 'Reset@2026')).code).toBe(400);
    const fresh = (await ok(logIn('to.reset', reset.initialPassword))).token;
    expect(await ok(server.call(sysAccount.ownPasswordState, {}, { token: fresh }))).toEqual({ mustChange: true });
  });

  it('an unknown id is not found; staff sessions never reach the calls', async () => {
    expect((await server.call(sysAccount.accountDetail, { id: 999999 }, { token: sys })).code).toBe(404);
    const chief = await staffSession(server, CHIEF);
    expect((await server.call(sysAccount.accountList, {}, { token: chief.token })).code).toBe(1003);
    expect(
      (await server.call(sysAccount.accountAdd, { username: 'staff.made', realName: '员工' }, { token: chief.token }))
        .code,
    ).toBe(1003);
    expect((await server.call(sysAccount.accountResetPassword, { id: 1 }, { token: chief.token })).code).toBe(1003);
  });
});
