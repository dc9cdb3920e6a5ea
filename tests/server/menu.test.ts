import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, menu, type RequestOf, type ResponseOf } from '../../contract';
import { roleGrants } from '../../server/src/db/schema';
import { DEMO_SUBSIDIARIES, OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';
import { invalidateGrants } from '../../server/src/caller/grants';
import { startTestServer, type TestServer } from './helpers';
import { ADMIN, CHIEF, KEEPER, MEMBER, loginStaff, staffSession, systemToken } from './staff';

type Entry = menu.MenuEntry;
type Nav = ResponseOf<typeof menu.menuNav>;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function flat(tree: Entry[]): Entry[] {
  return tree.flatMap((e) => [e, ...flat(e.children)]);
}
const names = (tree: Entry[]) => tree.map((e) => e.name);
const group = (nav: Nav, name: string) => nav.menuList.find((e) => e.name === name);

async function navOf(token: string): Promise<Nav> {
  const res = await server.call(menu.menuNav, {}, { token });
  expect(res.code).toBe(0);
  return res.data;
}

const STAFF_GROUPS = [
  '首页',
  '印章管理',
  '设备管理',
  '费用中心',
  '消息中心',
  '单位管理',
  '文档比对',
  '项目',
  '赛事',
  '服务',
];
const SEAL_CHILDREN = [
  '用印申请',
  '用印审批',
  '用印授权',
  '试盖章',
  '待我使用',
  '授权记录',
  '模板管理',
  '申请记录',
  '使用记录',
  '操作记录',
  '手机同步拍照',
  '月度统计',
  '导出记录',
];

describe('menu/nav of the staff roles (system 003)', () => {
  it('gives the chief administrator every group, 菜单管理 and every button code but menu:edit', async () => {
    const { token } = await staffSession(server, CHIEF);
    const nav = await navOf(token);
    expect(names(nav.menuList)).toEqual([...STAFF_GROUPS, '菜单管理']);
    expect(names(group(nav, '印章管理')!.children)).toEqual(SEAL_CHILDREN);
    expect(names(group(nav, '设备管理')!.children)).toEqual(['设备列表']);
    expect(names(group(nav, '单位管理')!.children)).toEqual([
      '单位信息',
      '组织管理',
      '成员管理',
      '部门管理',
      '功能配置',
      '操作日志',
    ]);
    expect(names(group(nav, '服务')!.children)).toEqual(['辅导列表', '审核列表', '资料下载', '政策资讯']);
    expect(nav.permissions).toEqual(
      expect.arrayContaining([
        'apply:add',
        'apply:approve',
        'device:bind',
        'member:add',
        'member:edit',
        'department:edit',
        'message:read',
        'companyset:edit',
        'menu:list',
      ]),
    );
    // Menus are shared by every unit: only the system side edits them, not even a chief administrator.
    expect(nav.permissions).not.toContain('menu:edit');
    expect(new Set(nav.permissions).size).toBe(nav.permissions.length);
    // Every other button code of the staff menu.
    const staffTree = await server.call(menu.menuList, { systemCode: '003' }, { token: await systemToken(server) });
    expect(staffTree.code).toBe(0);
    const allCodes = flat(staffTree.data)
      .filter((e) => e.type === 'button')
      .map((e) => e.buttonCode);
    expect(allCodes).toContain('menu:edit');
    expect([...nav.permissions].sort()).toEqual(allCodes.filter((c) => c !== 'menu:edit').sort());
  });

  it('describes each entry as the spec does: url, icon, system, routerList, counter, sorted children', async () => {
    const { token } = await staffSession(server, CHIEF);
    const nav = await navOf(token);
    const all = flat(nav.menuList);
    // menuList holds menus only; buttons come as permission codes.
    expect(all.every((e) => e.type === 'menu' && e.buttonCode === '')).toBe(true);
    expect(all.every((e) => e.systemCode === '003' && e.systemName === '印章管理平台')).toBe(true);
    const icons = ['home', 'seal', 'device', 'cost', 'message', 'unit', 'file', 'project', 'games', 'service', 'menu'];
    expect(all.every((e) => icons.includes(e.icon))).toBe(true);
    expect(nav.menuList[0]).toMatchObject({
      name: '首页',
      url: '/dashboard',
      icon: 'home',
      parentId: null,
      children: [],
    });

    const seal = group(nav, '印章管理')!;
    expect(seal).toMatchObject({ url: '/sealManage', icon: 'seal', counter: 'seal' });
    expect(group(nav, '消息中心')).toMatchObject({ url: '/message', counter: 'message' });
    expect(group(nav, '设备管理')!.counter).toBe('');
    const byName = (name: string) => all.find((e) => e.name === name)!;
    expect(byName('用印申请')).toMatchObject({
      url: '/sealManage/usingSealApplication',
      parentId: seal.id,
      icon: 'seal',
    });
    expect(byName('用印审批')).toMatchObject({
      url: '/sealManage/useaApplyexaminelist',
      routerList: '/sealManage/examinedetail',
    });
    expect(byName('设备列表')).toMatchObject({
      url: '/server/bindingseal',
      icon: 'device',
      routerList: '/server/bindingseal,/server/templatelists,/server/fileType,/server/addFileType,/server/changerecord',
    });
    expect(byName('模板管理').routerList).toBe('/sealManage/addtemplate');
    expect(byName('菜单管理')).toMatchObject({ url: '/menu', icon: 'menu', parentId: null });
    expect(byName('消息列表').url).toBe('/message/messageCenter');
    expect(byName('版本历史')).toMatchObject({ url: '/message/versionHistory', routerList: '/message/versionDetail' });
    for (const e of all) {
      const sorts = e.children.map((c) => c.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    // Every child url sits below its group's url (the system-side entries live elsewhere).
    for (const g of nav.menuList) for (const c of g.children) expect(c.url.startsWith(`${g.url}/`)).toBe(true);
  });

  it('gives the administrator everything but 功能配置 and menu:edit', async () => {
    const { token } = await staffSession(server, ADMIN);
    const nav = await navOf(token);
    expect(names(nav.menuList)).toEqual([...STAFF_GROUPS, '菜单管理']);
    expect(names(group(nav, '单位管理')!.children)).toEqual([
      '单位信息',
      '组织管理',
      '成员管理',
      '部门管理',
      '操作日志',
    ]);
    expect(names(group(nav, '印章管理')!.children)).toEqual(SEAL_CHILDREN);
    expect(nav.permissions).toContain('menu:list');
    expect(nav.permissions).toContain('member:add');
    expect(nav.permissions).not.toContain('menu:edit');
    expect(nav.permissions).not.toContain('companyset:edit');
  });

  it('gives the seal keeper 首页, 印章管理 without 模板管理, 设备管理 and 消息中心', async () => {
    const { token } = await staffSession(server, KEEPER);
    const nav = await navOf(token);
    expect(names(nav.menuList)).toEqual(['首页', '印章管理', '设备管理', '消息中心', '项目', '赛事', '服务']);
    // The keeper exports use records (record:export), so 导出记录 lists them.
    expect(names(group(nav, '印章管理')!.children)).toEqual(SEAL_CHILDREN.filter((n) => n !== '模板管理'));
    expect(nav.permissions).toEqual(
      expect.arrayContaining(['apply:add', 'apply:approve', 'message:read', 'record:export']),
    );
    // The keeper sees the devices; binding, unbinding and editing them is the administrators'.
    expect(names(group(nav, '设备管理')!.children)).toEqual(['设备列表']);
    for (const code of [
      'template:add',
      'member:add',
      'menu:list',
      'menu:edit',
      'department:edit',
      'device:bind',
      'device:edit',
    ]) {
      expect(nav.permissions).not.toContain(code);
    }
  });

  it('gives the unit member 用印申请, 待我使用, 申请记录, 使用记录 and the message centre', async () => {
    const { token } = await staffSession(server, MEMBER);
    const nav = await navOf(token);
    expect(names(nav.menuList)).toEqual(['首页', '印章管理', '消息中心', '项目', '赛事', '服务']);
    expect(names(group(nav, '印章管理')!.children)).toEqual(['用印申请', '待我使用', '申请记录', '使用记录']);
    expect(names(group(nav, '消息中心')!.children)).toEqual(['消息列表', '版本历史']);
    const all = names(flat(nav.menuList));
    expect(all).not.toContain('模板管理');
    expect(all).not.toContain('单位管理');
    expect(all).not.toContain('菜单管理');
    expect([...nav.permissions].sort()).toEqual([
      'apply:add',
      'apply:revoke',
      'authorization:activate',
      'message:read',
    ]);
  });

  it('follows the role of the chosen unit', async () => {
    // 13800000002 is the seal keeper of two units; 张伟 the chief administrator of three.
    const keeperSub = await staffSession(server, KEEPER, DEMO_SUBSIDIARIES[0]);
    expect(names((await navOf(keeperSub.token)).menuList)).toEqual([
      '首页',
      '印章管理',
      '设备管理',
      '消息中心',
      '项目',
      '赛事',
      '服务',
    ]);
    const chiefSub = await staffSession(server, CHIEF, DEMO_SUBSIDIARIES[1]);
    expect((await navOf(chiefSub.token)).menuList).toHaveLength(11);
    const otherChief = await staffSession(server, '13900000000', OTHER_UNIT);
    const otherChiefCodes = (await navOf(otherChief.token)).permissions;
    // companyset:edit is the chief administrator's alone; menu:edit no staff role holds.
    expect(otherChiefCodes).toContain('companyset:edit');
    expect(otherChiefCodes).toContain('menu:list');
    expect(otherChiefCodes).not.toContain('menu:edit');
    const otherMember = await staffSession(server, '13900000001', OTHER_UNIT);
    expect(names((await navOf(otherMember.token)).menuList)).toEqual([
      '首页',
      '印章管理',
      '消息中心',
      '项目',
      '赛事',
      '服务',
    ]);
  });

  it('answers 1004 to a staff session without a unit', async () => {
    const token = await loginStaff(server, CHIEF);
    const res = await server.call(menu.menuNav, {}, { token });
    expect(res.code).toBe(1004);
    expect(res.msg).toBe('请先选择单位');
  });

  it('needs a session', async () => {
    const res = await server.call(menu.menuNav, {});
    expect(res.code).toBe(401);
  });
});

describe('menu/nav of the system side (system 001)', () => {
  it('gives a system account the 系统管理 tree and all its button codes', async () => {
    const token = await systemToken(server);
    const nav = await navOf(token);
    expect(names(nav.menuList)).toEqual(['系统管理', '费用管理', '内容管理']);
    const system = nav.menuList[0]!;
    expect(system).toMatchObject({ url: '/system', icon: 'system', systemCode: '001', systemName: '系统管理' });
    expect(system.children.map((c) => c.url)).toEqual([
      '/user',
      '/role',
      '/log',
      '/quotas',
      '/system/reviews',
      '/dictionary',
      '/organization',
      '/menu',
      '/complaintsAdvice',
    ]);
    expect(system.children.find((c) => c.url === '/user')!.routerList).toBe('/addUser');
    expect(flat(nav.menuList).every((e) => e.type === 'menu' && e.systemCode === '001')).toBe(true);
    expect(nav.permissions).toEqual(expect.arrayContaining(['menu:list', 'menu:edit', 'user:add', 'dict:edit']));
    // The staff menu's codes are not the system side's.
    expect(nav.permissions).not.toContain('apply:add');
  });
});

describe('sys/account/v1/system/select', () => {
  it('lists the systems a menu can belong to', async () => {
    const { token } = await staffSession(server, CHIEF);
    const res = await server.call(menu.systemSelect, {}, { token });
    expect(res.code).toBe(0);
    expect(res.data).toEqual([
      { systemCode: '003', systemName: '印章管理平台' },
      { systemCode: '001', systemName: '系统管理' },
    ]);
    const sys = await server.call(menu.systemSelect, {}, { token: await systemToken(server) });
    expect(sys.data).toEqual(res.data);
  });
});

describe('menu management', () => {
  let chief: string;
  let sys: string;

  beforeAll(async () => {
    chief = (await staffSession(server, CHIEF)).token;
    sys = await systemToken(server);
  });

  async function listOf(token: string, systemCode = '003'): Promise<Entry[]> {
    const res = await server.call(menu.menuList, { systemCode }, { token });
    expect(res.code).toBe(0);
    return res.data;
  }
  const entryNamed = async (name: string, systemCode = '003') =>
    flat(await listOf(chief, systemCode)).find((e) => e.name === name)!;

  const newMenu = (over: Partial<RequestOf<typeof menu.menuSave>> = {}) => ({
    parentId: null,
    name: '测试菜单',
    url: '/testing',
    icon: 'service',
    systemCode: '003',
    routerList: '',
    type: 'menu' as const,
    buttonCode: '',
    sort: 99,
    ...over,
  });

  it('lists a whole system with its buttons', async () => {
    const tree = await listOf(chief);
    expect(names(tree)).toEqual([...STAFF_GROUPS, '菜单管理']);
    const menuMgmt = tree.find((e) => e.name === '菜单管理')!;
    expect(menuMgmt.children.map((c) => [c.type, c.buttonCode, c.name])).toEqual([
      ['button', 'menu:list', '菜单查询'],
      ['button', 'menu:edit', '菜单编辑'],
    ]);
    const buttons = flat(tree).filter((e) => e.type === 'button');
    expect(buttons.every((b) => b.url === '' && b.buttonCode !== '' && b.children.length === 0)).toBe(true);
    // The default system is the staff one.
    const byDefault = await server.call(menu.menuList, {}, { token: chief });
    expect(byDefault.data).toEqual(tree);
  });

  it('lets the system side list any system, staff only the staff menu', async () => {
    expect(names(await listOf(sys, '001'))).toEqual(['系统管理', '费用管理', '内容管理']);
    expect(names(await listOf(sys, '003'))).toContain('印章管理');
    const refused = await server.call(menu.menuList, { systemCode: '001' }, { token: chief });
    expect(refused.code).toBe(1003);
    expect(refused.msg).toBe('没有执行此操作的权限');
  });

  it('refuses the chief administrator menu edits (1003) and changes nothing', async () => {
    const before = await listOf(sys);
    const seal = flat(before).find((e) => e.name === '印章管理')!;
    const leaf = flat(before).find((e) => e.name === '试盖章')!;
    const save = await server.call(menu.menuSave, newMenu(), { token: chief });
    const update = await server.call(
      menu.menuUpdate,
      { id: seal.id, ...newMenu({ name: '改名', url: seal.url, icon: seal.icon, sort: seal.sort }) },
      { token: chief },
    );
    const remove = await server.call(menu.menuDelete, { id: leaf.id }, { token: chief });
    for (const res of [save, update, remove]) {
      expect(res.code).toBe(1003);
      expect(res.status).toBe(403);
      expect(res.msg).toBe('没有执行此操作的权限');
      expect(res.data).toBeNull();
    }
    expect(await listOf(sys)).toEqual(before);
    // The chief administrator may still look.
    expect(await listOf(chief)).toEqual(before);
  });

  it('lets the system side add, change and delete staff entries; the chief administrator holds new ones at once', async () => {
    const created = await server.call(menu.menuSave, newMenu(), { token: sys });
    expect(created.code).toBe(0);
    const groupId = created.data.id;
    const child = await server.call(
      menu.menuSave,
      newMenu({ parentId: groupId, name: '测试页面', url: '/testing/page', routerList: '/testing/detail', sort: 1 }),
      { token: sys },
    );
    expect(child.code).toBe(0);
    const button = await server.call(
      menu.menuSave,
      newMenu({
        parentId: child.data.id,
        name: '测试按钮',
        url: '',
        type: 'button',
        buttonCode: 'testing:run',
        sort: 1,
      }),
      { token: sys },
    );
    expect(button.code).toBe(0);

    let nav = await navOf(chief);
    expect(names(nav.menuList).at(-1)).toBe('测试菜单');
    expect(group(nav, '测试菜单')!.children[0]).toMatchObject({
      name: '测试页面',
      url: '/testing/page',
      routerList: '/testing/detail',
      children: [],
    });
    expect(nav.permissions).toContain('testing:run');
    // The system side's own nav is system 001's: the staff entry is not in it.
    expect(names((await navOf(sys)).menuList)).toEqual(['系统管理', '费用管理', '内容管理']);
    // Other roles hold nothing new.
    const admin = await staffSession(server, ADMIN);
    expect(names((await navOf(admin.token)).menuList)).not.toContain('测试菜单');

    const renamed = await server.call(
      menu.menuUpdate,
      { id: child.data.id, ...newMenu({ parentId: groupId, name: '测试页面二', url: '/testing/page2', sort: 2 }) },
      { token: sys },
    );
    expect(renamed.code).toBe(0);
    expect(await entryNamed('测试页面二')).toMatchObject({ url: '/testing/page2', sort: 2, parentId: groupId });

    const busy = await server.call(menu.menuDelete, { id: groupId }, { token: sys });
    expect(busy.code).toBe(400);
    expect(busy.msg).toBe('该菜单下还有子菜单或按钮，请先删除它们');
    const busyEn = await server.call(menu.menuDelete, { id: groupId }, { token: sys, lang: 'en-US' });
    expect(busyEn.msg).toBe('This menu still has entries below it; delete them first');

    for (const id of [button.data.id, child.data.id, groupId]) {
      expect((await server.call(menu.menuDelete, { id }, { token: sys })).code).toBe(0);
    }
    nav = await navOf(chief);
    expect(names(nav.menuList)).not.toContain('测试菜单');
    expect(nav.permissions).not.toContain('testing:run');
    const gone = await server.call(menu.menuDelete, { id: groupId }, { token: sys });
    expect(gone.code).toBe(404);
    expect(gone.msg).toBe('请求的资源不存在');
  });

  it('refuses an unknown parent, a button parent, a cycle, a button without code and an unknown system', async () => {
    const unknown = await server.call(menu.menuSave, newMenu({ parentId: 987654 }), { token: sys });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toBe('上级菜单不存在');
    const huge = await server.call(menu.menuSave, newMenu({ parentId: 2 ** 40 }), { token: sys });
    expect(huge.msg).toBe('上级菜单不存在');

    const menuEdit = flat(await listOf(chief)).find((e) => e.buttonCode === 'menu:edit')!;
    const underButton = await server.call(menu.menuSave, newMenu({ parentId: menuEdit.id }), { token: sys });
    expect(underButton.msg).toBe('上级菜单无效：不能是按钮、其他系统的菜单、自身或其下级菜单');

    const seal = await entryNamed('印章管理');
    const apply = await entryNamed('用印申请');
    const cycle = await server.call(
      menu.menuUpdate,
      {
        id: seal.id,
        ...newMenu({ parentId: apply.id, name: seal.name, url: seal.url, icon: seal.icon, sort: seal.sort }),
      },
      { token: sys },
    );
    expect(cycle.msg).toBe('上级菜单无效：不能是按钮、其他系统的菜单、自身或其下级菜单');
    const self = await server.call(
      menu.menuUpdate,
      { id: seal.id, ...newMenu({ parentId: seal.id, name: seal.name, url: seal.url }) },
      { token: sys },
    );
    expect(self.code).toBe(400);
    expect(self.msg).toBe('上级菜单无效：不能是按钮、其他系统的菜单、自身或其下级菜单');

    const noCode = await server.call(menu.menuSave, newMenu({ parentId: apply.id, type: 'button', buttonCode: ' ' }), {
      token: sys,
    });
    expect(noCode.msg).toBe('按钮必须填写权限标识');
    const topButton = await server.call(menu.menuSave, newMenu({ type: 'button', buttonCode: 'x:y' }), {
      token: sys,
    });
    expect(topButton.msg).toBe('上级菜单不存在');

    const otherSystem = await server.call(menu.menuSave, newMenu({ systemCode: '009' }), { token: sys });
    expect(otherSystem.msg).toBe('所属系统不存在');
    const crossSystem = await server.call(menu.menuSave, newMenu({ systemCode: '001', parentId: seal.id }), {
      token: sys,
    });
    expect(crossSystem.msg).toBe('上级菜单无效：不能是按钮、其他系统的菜单、自身或其下级菜单');

    const service = await entryNamed('服务');
    const asButton = await server.call(
      menu.menuUpdate,
      { id: seal.id, ...newMenu({ parentId: service.id, name: seal.name, type: 'button', buttonCode: 'seal:all' }) },
      { token: sys },
    );
    expect(asButton.msg).toBe('该菜单下还有子菜单或按钮，不能改为按钮或移到其他系统');

    // Nothing changed.
    expect(await entryNamed('印章管理')).toEqual(seal);
  });

  it('answers 404 for an unknown entry', async () => {
    const update = await server.call(menu.menuUpdate, { id: 987654, ...newMenu() }, { token: sys });
    expect(update.code).toBe(404);
    expect(update.msg).toBe('请求的资源不存在');
    const remove = await server.call(menu.menuDelete, { id: 2 ** 40 }, { token: sys });
    expect(remove.code).toBe(404);
    expect(remove.msg).toBe('请求的资源不存在');
  });

  it('keeps staff out of the system side menu', async () => {
    const entry = flat(await listOf(sys, '001')).find((e) => e.url === '/user')!;
    const attempts = async () => [
      await server.call(
        menu.menuUpdate,
        { id: entry.id, ...newMenu({ parentId: entry.parentId, systemCode: '001', name: '改名' }) },
        { token: chief },
      ),
      await server.call(menu.menuDelete, { id: entry.id }, { token: chief }),
      await server.call(menu.menuSave, newMenu({ systemCode: '001' }), { token: chief }),
    ];
    for (const res of await attempts()) {
      expect(res.code).toBe(1003);
      expect(res.msg).toBe('没有执行此操作的权限');
    }
    // Even a staff role that an installation granted menu:edit may not touch another system's menu.
    const menuEdit = flat(await listOf(sys)).find((e) => e.buttonCode === 'menu:edit')!;
    await server.deps.db.insert(roleGrants).values({ role: 0, menuId: menuEdit.id });
    invalidateGrants(server.deps);
    try {
      expect((await navOf(chief)).permissions).toContain('menu:edit');
      for (const res of await attempts()) {
        expect(res.code).toBe(1003);
        expect(res.msg).toBe('没有执行此操作的权限');
      }
    } finally {
      await server.deps.db.delete(roleGrants).where(and(eq(roleGrants.role, 0), eq(roleGrants.menuId, menuEdit.id)));
      invalidateGrants(server.deps);
    }
    expect((await navOf(chief)).permissions).not.toContain('menu:edit');
    expect(flat(await listOf(sys, '001')).find((e) => e.id === entry.id)!.name).toBe('用户管理');
  });

  it('lets the system side edit its own menu', async () => {
    const system = (await listOf(sys, '001'))[0]!;
    const created = await server.call(
      menu.menuSave,
      newMenu({ systemCode: '001', parentId: system.id, name: '公告管理', url: '/notice', icon: 'system' }),
      { token: sys },
    );
    expect(created.code).toBe(0);
    const nav = await navOf(sys);
    expect(names(nav.menuList[0]!.children)).toContain('公告管理');
    expect((await server.call(menu.menuDelete, { id: created.data.id }, { token: sys })).code).toBe(0);
  });

  it('refuses a revoked session (403)', async () => {
    const token = await loginStaff(server, CHIEF);
    await server.call(account.logout, {}, { token });
    expect((await server.call(menu.menuNav, {}, { token })).code).toBe(403);
  });
});
