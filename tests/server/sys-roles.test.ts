import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, menu, resultCodes, sysRole, type ResponseOf } from '../../contract';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, MEMBER, staffSession, systemToken } from './staff';

type Entry = menu.MenuEntry;
type Grants = ResponseOf<typeof sysRole.roleGrants>;

let server: TestServer;
let sys: string;

beforeAll(async () => {
  server = await startTestServer();
  sys = await systemToken(server);
});
afterAll(async () => {
  await server?.close();
});

const MEMBER_ROLE = 3;

function flat(tree: Entry[]): Entry[] {
  return tree.flatMap((e) => [e, ...flat(e.children)]);
}

async function grantsOf(role: number): Promise<Grants> {
  const res = await server.call(sysRole.roleGrants, { role }, { token: sys });
  expect(res.code).toBe(0);
  return res.data;
}

async function save(role: 0 | 1 | 2 | 3, menuIds: number[]) {
  return server.call(sysRole.roleGrantsSave, { role, menuIds }, { token: sys });
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const byName = (grants: Grants, name: string) => flat(grants.tree).find((e) => e.name === name)!;
const byCode = (grants: Grants, code: string) => flat(grants.tree).find((e) => e.buttonCode === code)!;
const grantedNames = (grants: Grants) => {
  const held = new Set(grants.grantedIds);
  return flat(grants.tree)
    .filter((e) => held.has(e.id))
    .map((e) => e.name);
};

/** A call only apply:add holders may make; submitting a draft that does not exist answers something else than 1003. */
async function submitDraftCode(token: string): Promise<number> {
  return (await server.call(apply.applyDraftSubmit, { id: 2_000_000_000 }, { token })).code;
}

describe('sys/role/v1 grants of the staff roles', () => {
  it('reads the staff menu tree with buttons and what the member holds', async () => {
    const grants = await grantsOf(MEMBER_ROLE);
    expect(grants.tree.every((e) => e.systemCode === menu.STAFF_SYSTEM_CODE)).toBe(true);
    expect(flat(grants.tree).some((e) => e.type === 'button')).toBe(true);
    expect(grantedNames(grants)).toEqual(expect.arrayContaining(['印章管理', '用印申请', '待我使用']));
    expect(grantedNames(grants)).not.toContain('模板管理');
    expect(
      flat(grants.tree)
        .filter((e) => grants.grantedIds.includes(e.id))
        .map((e) => e.buttonCode),
    ).toContain('apply:add');
  });

  it('saves a new set that the member sees at once in menu/nav and in the permission check; a button brings its menu and group', async () => {
    const { token } = await staffSession(server, MEMBER);
    const before = await grantsOf(MEMBER_ROLE);
    expect(await submitDraftCode(token)).not.toBe(resultCodes.forbidden);

    const applyAdd = byCode(before, 'apply:add');
    const templates = byName(before, '模板管理');
    const templateButton = templates.children.find((c) => c.type === 'button');
    // Take 用印申请's apply:add away; give 模板管理 through one of its buttons only.
    const next = before.grantedIds.filter((id) => id !== applyAdd.id);
    const saved = await save(MEMBER_ROLE, [...next, ...(templateButton ? [templateButton.id] : [templates.id])]);
    expect(saved.code).toBe(0);

    const after = await grantsOf(MEMBER_ROLE);
    expect(after.grantedIds).not.toContain(applyAdd.id);
    expect(after.grantedIds).toContain(templates.id);
    expect(after.grantedIds).toContain(templates.parentId);

    const nav = await server.call(menu.menuNav, {}, { token });
    expect(nav.data.permissions).not.toContain('apply:add');
    const seal = nav.data.menuList.find((e) => e.name === '印章管理')!;
    expect(seal.children.map((e) => e.name)).toContain('模板管理');
    expect(await submitDraftCode(token)).toBe(resultCodes.forbidden);

    // Giving it back holds at once too.
    expect((await save(MEMBER_ROLE, before.grantedIds)).code).toBe(0);
    expect(sorted((await grantsOf(MEMBER_ROLE)).grantedIds)).toEqual(sorted(before.grantedIds));
    expect(await submitDraftCode(token)).not.toBe(resultCodes.forbidden);
  });

  it('refuses an unknown id or another system entry and changes nothing', async () => {
    const stored = await grantsOf(MEMBER_ROLE);
    const systemSide = await server.call(menu.menuList, { systemCode: menu.SYSTEM_SIDE_CODE }, { token: sys });
    for (const foreign of [2_000_000_000, systemSide.data[0]!.id]) {
      const res = await save(MEMBER_ROLE, [...stored.grantedIds, foreign]);
      expect(res.code).toBe(resultCodes.badRequest);
      expect(res.msg).toBe('所选菜单或按钮不存在，请刷新后重试');
    }
    expect(sorted((await grantsOf(MEMBER_ROLE)).grantedIds)).toEqual(sorted(stored.grantedIds));
  });

  it('refuses an unknown role', async () => {
    expect((await server.call(sysRole.roleGrants, { role: 7 }, { token: sys })).code).toBe(resultCodes.badRequest);
  });

  it('answers 1003 to staff sessions, the chief administrator included, and changes nothing', async () => {
    const { token } = await staffSession(server, CHIEF);
    const stored = await grantsOf(MEMBER_ROLE);
    expect((await server.call(sysRole.roleGrants, { role: 3 }, { token })).code).toBe(resultCodes.forbidden);
    const res = await server.call(sysRole.roleGrantsSave, { role: 3, menuIds: [] }, { token });
    expect(res.code).toBe(resultCodes.forbidden);
    expect(sorted((await grantsOf(MEMBER_ROLE)).grantedIds)).toEqual(sorted(stored.grantedIds));
  });
});
