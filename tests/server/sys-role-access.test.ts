/**
 * The platform's own roles: a system account may open and call only what its roles hold (every system module
 * refuses the rest, and a refused change changes nothing), the menu shows only those entries, a change of its roles
 * holds at its next call; the built-in role keeps everything and is never edited; roles in use, unknown roles and
 * one's own roles are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../contract';
import {
  account,
  audit,
  complaint,
  content,
  cost,
  dictionary,
  invoice,
  menu,
  platform,
  resultCodes,
  sysAccount,
  sysOrg,
  sysRole,
  type Endpoint,
} from '../../contract';
import { systemPagesOf } from '../../server/src/access/system-pages';
import { startTestServer, type TestServer } from './helpers';
import { systemToken } from './staff';

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

type Entry = menu.MenuEntry;
const flat = (tree: Entry[]): Entry[] => tree.flatMap((e) => [e, ...flat(e.children)]);

async function systemMenu() {
  return ok(server.call(sysRole.platformRoles, {}, { token: sys }));
}

async function entryId(url: string): Promise<number> {
  const entry = flat((await systemMenu()).tree).find((e) => e.url === url);
  expect(entry, url).toBeDefined();
  return entry!.id;
}

async function newAccountWith(username: string, roleIds: number[]): Promise<{ id: number; token: string }> {
  const added = await ok(server.call(sysAccount.accountAdd, { username, realName: username, roleIds }, { token: sys }));
  const login = await ok(server.call(account.systemLogin, { username, password: added.initialPassword }));
  return { id: added.id, token: login.token };
}

describe('platform roles', () => {
  it('lists every call open to system sessions under the pages that open it', () => {
    const unlisted: string[] = [];
    for (const area of Object.values(contract)) {
      if (typeof area !== 'object' || area === null) continue;
      for (const e of Object.values(area as Record<string, unknown>)) {
        const call = e as Endpoint;
        if (!call || typeof call !== 'object' || !('access' in call) || !('path' in call)) continue;
        if ((call.access === 'system' || call.access === 'any') && systemPagesOf(call).length === 0) {
          unlisted.push(call.path);
        }
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('lets an account call only what its role holds, in every system module, and shows only those menus', async () => {
    const logPage = await entryId('/log');
    const role = await ok(
      server.call(sysRole.platformRoleSave, { name: '日志查看', menuIds: [logPage] }, { token: sys }),
    );
    const auditor = await newAccountWith('log.viewer', [role.id]);

    const nav = await ok(server.call(menu.menuNav, {}, { token: auditor.token }));
    expect(flat(nav.menuList).map((e) => e.url)).toEqual(['/system', '/log']);
    expect(nav.permissions).toEqual([]);
    await ok(server.call(audit.loginLog, { pageNum: 1, pageSize: 10 }, { token: auditor.token }));
    await ok(server.call(platform.overview, {}, { token: auditor.token }));

    const refused: Array<[Endpoint, object]> = [
      [sysAccount.accountList, {}],
      [sysRole.platformRoles, {}],
      [sysRole.roleGrants, { role: 0 }],
      [platform.unitList, {}],
      [platform.certificationList, {}],
      [dictionary.dictTypeList, {}],
      [sysOrg.orgQuery, {}],
      [menu.menuList, { systemCode: menu.SYSTEM_SIDE_CODE }],
      [complaint.complaintManageList, {}],
      [cost.platformOrderList, {}],
      [invoice.issuingList, {}],
      [content.contentAdminList, {}],
    ];
    for (const [call, input] of refused) {
      const res = await server.call(call, input as never, { token: auditor.token });
      expect(res.code, call.path).toBe(resultCodes.forbidden);
    }
    // A refused change changes nothing.
    const before = await ok(server.call(sysOrg.orgQuery, {}, { token: sys }));
    const add = await server.call(sysOrg.orgSave, { name: '不应出现', parentId: null }, { token: auditor.token });
    expect(add.code).toBe(resultCodes.forbidden);
    expect(await ok(server.call(sysOrg.orgQuery, {}, { token: sys }))).toEqual(before);

    // Given the users page, the account lists accounts at its next call, but may not add one without the button.
    const usersPage = await entryId('/user');
    await ok(
      server.call(
        sysRole.platformRoleSave,
        { id: role.id, name: '日志查看', menuIds: [logPage, usersPage] },
        { token: sys },
      ),
    );
    await ok(server.call(sysAccount.accountList, {}, { token: auditor.token }));
    const addUser = await server.call(
      sysAccount.accountAdd,
      { username: 'nope', realName: 'x' },
      { token: auditor.token },
    );
    expect(addUser.code).toBe(resultCodes.forbidden);
  });

  it('keeps everything for the built-in role and refuses to change or delete it, or a role in use', async () => {
    const { roles } = await systemMenu();
    const builtIn = roles.find((r) => r.allGrants)!;
    expect(builtIn.accountCount).toBeGreaterThanOrEqual(1);
    const edit = await server.call(
      sysRole.platformRoleSave,
      { id: builtIn.id, name: 'x', menuIds: [] },
      { token: sys },
    );
    expect(edit.code).toBe(resultCodes.badRequest);
    expect((await server.call(sysRole.platformRoleDelete, { id: builtIn.id }, { token: sys })).code).toBe(
      resultCodes.badRequest,
    );

    const held = await ok(server.call(sysRole.platformRoleSave, { name: '在用角色', menuIds: [] }, { token: sys }));
    await newAccountWith('role.holder', [held.id]);
    const inUse = await server.call(sysRole.platformRoleDelete, { id: held.id }, { token: sys });
    expect(inUse.code).toBe(resultCodes.badRequest);
    expect(inUse.msg).toContain('1');
    expect((await systemMenu()).roles.some((r) => r.id === held.id)).toBe(true);

    const duplicate = await server.call(sysRole.platformRoleSave, { name: '在用角色', menuIds: [] }, { token: sys });
    expect(duplicate.code).toBe(resultCodes.conflict);
    const unused = await ok(server.call(sysRole.platformRoleSave, { name: '待删角色', menuIds: [] }, { token: sys }));
    await ok(server.call(sysRole.platformRoleDelete, { id: unused.id }, { token: sys }));
    expect((await systemMenu()).roles.some((r) => r.id === unused.id)).toBe(false);
  });

  it('refuses unknown roles and changing one’s own roles', async () => {
    const unknown = await server.call(
      sysAccount.accountAdd,
      { username: 'bad.role', realName: 'x', roleIds: [2_000_000_000] },
      { token: sys },
    );
    expect(unknown.code).toBe(resultCodes.badRequest);
    expect((await ok(server.call(sysAccount.accountList, { keyword: 'bad.role' }, { token: sys }))).total).toBe(0);

    const me = await ok(server.call(account.systemUserInfo, {}, { token: sys }));
    const mine = await ok(server.call(sysAccount.accountDetail, { id: me.userId }, { token: sys }));
    const self = await server.call(
      sysAccount.accountUpdate,
      { ...mine, mobile: mine.mobile || undefined, roleIds: [] },
      { token: sys },
    );
    expect(self.code).toBe(resultCodes.badRequest);
    expect((await ok(server.call(sysAccount.accountDetail, { id: me.userId }, { token: sys }))).roleIds).toEqual(
      mine.roleIds,
    );
  });
});
