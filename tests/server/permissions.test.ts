import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menu, type RequestOf } from '../../contract';
import { memberships } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { ADMIN, CHIEF, KEEPER, MEMBER, loginStaff, staffSession, systemToken, type StaffSession } from './staff';

let server: TestServer;
const staff: Record<string, StaffSession> = {};
let sys: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const phone of [CHIEF, ADMIN, KEEPER, MEMBER]) staff[phone] = await staffSession(server, phone);
  sys = await systemToken(server);
});
afterAll(async () => {
  await server?.close();
});

function flat(tree: menu.MenuEntry[]): menu.MenuEntry[] {
  return tree.flatMap((e) => [e, ...flat(e.children)]);
}

/** The whole staff menu as the system side sees it (the reference for "nothing changed"). */
async function staffMenu(): Promise<menu.MenuEntry[]> {
  const res = await server.call(menu.menuList, { systemCode: '003' }, { token: sys });
  expect(res.code).toBe(0);
  return res.data;
}

const draft = (over: Partial<RequestOf<typeof menu.menuSave>> = {}): RequestOf<typeof menu.menuSave> => ({
  parentId: null,
  name: '权限测试',
  url: '/permission-test',
  icon: 'service',
  systemCode: '003',
  routerList: '',
  type: 'menu',
  buttonCode: '',
  sort: 50,
  ...over,
});

describe('permission enforcement per role', () => {
  // Menus are shared by every unit: no staff role edits them, the chief administrator included.
  const cases = [
    { who: 'chief administrator', phone: CHIEF, list: 0 },
    { who: 'administrator', phone: ADMIN, list: 0 },
    { who: 'seal keeper', phone: KEEPER, list: 1003 },
    { who: 'unit member', phone: MEMBER, list: 1003 },
  ];

  for (const c of cases) {
    it(`${c.who}: menu/list ${c.list}, menu/save 1003`, async () => {
      const token = staff[c.phone]!.token;
      const before = await staffMenu();
      const list = await server.call(menu.menuList, {}, { token });
      expect(list.code).toBe(c.list);
      if (c.list === 0) expect(list.data).toEqual(before);
      else expect(list.msg).toBe('没有执行此操作的权限');
      const saved = await server.call(menu.menuSave, draft(), { token });
      expect(saved.code).toBe(1003);
      expect(saved.status).toBe(403);
      expect(saved.msg).toBe('没有执行此操作的权限');
      expect(saved.data).toBeNull();
      expect(await staffMenu()).toEqual(before);
    });
  }

  it('a member can neither add, change nor delete an entry, and nothing changes', async () => {
    const token = staff[MEMBER]!.token;
    const before = await staffMenu();
    const apply = flat(before).find((e) => e.url === '/sealManage/usingSealApplication')!;
    const save = await server.call(menu.menuSave, draft({ parentId: apply.id }), { token });
    const update = await server.call(menu.menuUpdate, { id: apply.id, ...draft({ name: '改名' }) }, { token });
    const remove = await server.call(menu.menuDelete, { id: apply.id }, { token });
    for (const res of [save, update, remove]) {
      expect(res.code).toBe(1003);
      expect(res.status).toBe(403);
    }
    const en = await server.call(menu.menuSave, draft(), { token, lang: 'en-US' });
    expect(en.msg).toBe('You are not allowed to do this');
    expect(await staffMenu()).toEqual(before);
    // A refusal is not a log-out: the session still works.
    expect((await server.call(menu.menuNav, {}, { token })).code).toBe(0);
  });

  it('checks the permission before the input: an invalid request of a member is refused, not validated', async () => {
    for (const phone of [MEMBER, CHIEF]) {
      const res = await server.call(menu.menuSave, draft({ name: '' }), { token: staff[phone]!.token });
      expect(res.code).toBe(1003);
      expect(res.msg).toBe('没有执行此操作的权限');
    }
    // The system account holds menu:edit, so its invalid request is validated.
    const system = await server.call(menu.menuSave, draft({ name: '' }), { token: sys });
    expect(system.code).toBe(400);
    expect(system.msg).toBe('输入框不能为空');
  });

  it('the administrator may list but not edit', async () => {
    const token = staff[ADMIN]!.token;
    const entry = flat(await staffMenu()).find((e) => e.url === '/service/datum')!;
    const res = await server.call(menu.menuUpdate, { id: entry.id, ...draft({ name: '改名' }) }, { token });
    expect(res.code).toBe(1003);
    expect(res.msg).toBe('没有执行此操作的权限');
    const remove = await server.call(menu.menuDelete, { id: entry.id }, { token });
    expect(remove.code).toBe(1003);
    expect(remove.msg).toBe('没有执行此操作的权限');
  });

  it('the system side holds menu:list and menu:edit', async () => {
    const saved = await server.call(menu.menuSave, draft(), { token: sys });
    expect(saved.code).toBe(0);
    expect((await server.call(menu.menuDelete, { id: saved.data.id }, { token: sys })).code).toBe(0);
  });

  it('a staff session without a unit gets 1004, no session 401', async () => {
    const token = await loginStaff(server, CHIEF);
    const res = await server.call(menu.menuList, {}, { token });
    expect(res.code).toBe(1004);
    expect((await server.call(menu.menuSave, draft(), { token })).code).toBe(1004);
    expect((await server.call(menu.menuList, {})).code).toBe(401);
  });

  it('system/select needs no permission', async () => {
    const res = await server.call(menu.systemSelect, {}, { token: staff[MEMBER]!.token });
    expect(res.code).toBe(0);
    expect(res.data.map((s) => s.systemCode)).toEqual(['003', '001']);
  });
});

describe('grants come from the database', () => {
  it('a changed button code takes effect at once', async () => {
    const admin = staff[ADMIN]!.token;
    expect((await server.call(menu.menuList, {}, { token: admin })).code).toBe(0);
    const button = flat(await staffMenu()).find((e) => e.buttonCode === 'menu:list')!;
    const rename = (buttonCode: string) =>
      server.call(
        menu.menuUpdate,
        {
          id: button.id,
          ...draft({ parentId: button.parentId, name: button.name, type: 'button', buttonCode, sort: button.sort }),
        },
        { token: sys },
      );
    expect((await rename('menu:query')).code).toBe(0);
    expect((await server.call(menu.menuList, {}, { token: admin })).code).toBe(1003);
    expect((await server.call(menu.menuNav, {}, { token: admin })).data.permissions).toContain('menu:query');
    expect((await rename('menu:list')).code).toBe(0);
    expect((await server.call(menu.menuList, {}, { token: admin })).code).toBe(0);
  });

  it('a deleted button takes its grants with it', async () => {
    const chief = staff[CHIEF]!.token;
    const parent = flat(await staffMenu()).find((e) => e.url === '/service/datum')!;
    const saved = await server.call(
      menu.menuSave,
      draft({ parentId: parent.id, name: '下载', url: '', type: 'button', buttonCode: 'datum:download' }),
      { token: sys },
    );
    expect(saved.code).toBe(0);
    // A new staff entry is granted to the chief administrator at once.
    expect((await server.call(menu.menuNav, {}, { token: chief })).data.permissions).toContain('datum:download');
    expect((await server.call(menu.menuDelete, { id: saved.data.id }, { token: sys })).code).toBe(0);
    expect((await server.call(menu.menuNav, {}, { token: chief })).data.permissions).not.toContain('datum:download');
  });

  it('a member no longer in the unit is sent back to choose a unit', async () => {
    const { token, userId, companyId } = staff[KEEPER]!;
    await server.deps.db
      .update(memberships)
      .set({ disabled: true })
      .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
    const nav = await server.call(menu.menuNav, {}, { token });
    expect(nav.code).toBe(400);
    expect(nav.msg).toBe('此用户不存在！');
    expect((await server.call(menu.menuList, {}, { token })).msg).toBe('此用户不存在！');
  });
});
