/** Departments: a tree per unit, with the rules of org/v1 add, update (rename, move) and delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { org } from '../../contract';
import { startTestServer, type TestServer } from './helpers';
import { membersOf, setQuota } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
});
afterAll(async () => {
  await server?.close();
});

function flat(tree: org.Department[]): org.Department[] {
  return tree.flatMap((d) => [d, ...flat(d.children)]);
}

async function tree(token = chief.token) {
  const res = await server.call(org.orgList, {}, { token });
  expect(res.code).toBe(0);
  return res.data;
}

async function named(name: string) {
  const found = flat(await tree()).find((d) => d.name === name);
  if (!found) throw new Error(`no department ${name}`);
  return found;
}

describe('the department tree', () => {
  it('lists the seeded tree with member counts, for every member of the unit', async () => {
    const member = await staffSession(server, MEMBER);
    const top = await tree(member.token);
    expect(top.map((d) => d.name)).toEqual(['总经办', '行政部', '财务部', '法务部', '人力资源部', '市场部', '技术部']);
    const market = top.find((d) => d.name === '市场部')!;
    expect(market.children.map((d) => d.name)).toEqual(['品牌推广组', '渠道拓展组']);
    expect(market.children[0]).toMatchObject({ parentId: market.id, memberCount: 7 });
    const total = flat(top).reduce((n, d) => n + d.memberCount, 0);
    expect(total).toBe(60);
  });

  it('add: at the top or below a department, sorted last; name rules and duplicates', async () => {
    const tech = await named('技术部');
    const added = await server.call(org.orgAdd, { name: '前端组', parentId: tech.id }, { token: admin.token });
    expect(added.code).toBe(0);
    const second = await server.call(org.orgAdd, { name: '后端组', parentId: tech.id }, { token: admin.token });
    const children = (await named('技术部')).children;
    expect(children.map((c) => [c.name, c.sort])).toEqual([
      ['前端组', 1],
      ['后端组', 2],
    ]);
    expect(children[1]!.id).toBe(second.data.id);

    const dup = await server.call(org.orgAdd, { name: '前端组', parentId: tech.id }, { token: admin.token });
    expect(dup).toMatchObject({ code: 409, msg: '同一上级部门下已有同名部门' });
    // The same name elsewhere in the tree is fine.
    const elsewhere = await server.call(org.orgAdd, { name: '前端组', parentId: null }, { token: admin.token });
    expect(elsewhere.code).toBe(0);
    await server.call(org.orgDelete, { id: elsewhere.data.id }, { token: admin.token });

    const empty = await server.call(org.orgAdd, { name: ' ', parentId: null }, { token: admin.token });
    expect(empty).toMatchObject({ code: 400, msg: '输入框不能为空' });
    const long = await server.call(org.orgAdd, { name: '部'.repeat(18), parentId: null }, { token: admin.token });
    expect(long).toMatchObject({ code: 400, msg: '长度范围为1-17' });
    const ok17 = await server.call(org.orgAdd, { name: '部'.repeat(17), parentId: null }, { token: admin.token });
    expect(ok17.code).toBe(0);
    await server.call(org.orgDelete, { id: ok17.data.id }, { token: admin.token });
    const unknownParent = await server.call(org.orgAdd, { name: '孤儿', parentId: 999_999 }, { token: admin.token });
    expect(unknownParent.code).toBe(404);
  });

  it('seal keepers and members cannot edit departments (department:edit)', async () => {
    const before = await tree();
    for (const phone of [KEEPER, MEMBER]) {
      const s = await staffSession(server, phone);
      const res = await server.call(org.orgAdd, { name: '越权部门', parentId: null }, { token: s.token });
      expect(res).toMatchObject({ code: 1003, msg: '没有执行此操作的权限' });
      const del = await server.call(org.orgDelete, { id: before[0]!.id }, { token: s.token });
      expect(del.code).toBe(1003);
    }
    expect(await tree()).toEqual(before);
  });

  it('update: rename, move below another department, and back to the top', async () => {
    const front = await named('前端组');
    const market = await named('市场部');
    const moved = await server.call(
      org.orgUpdate,
      { id: front.id, name: '前端开发组', parentId: market.id },
      { token: admin.token },
    );
    expect(moved.code).toBe(0);
    expect((await named('市场部')).children.map((c) => c.name)).toEqual(['品牌推广组', '渠道拓展组', '前端开发组']);
    const top = await server.call(
      org.orgUpdate,
      { id: front.id, name: '前端开发组', parentId: null, sort: 0 },
      { token: admin.token },
    );
    expect(top.code).toBe(0);
    expect((await tree())[0]!.name).toBe('前端开发组');
  });

  it('update refuses moving a department under itself or one of its descendants', async () => {
    const market = await named('市场部');
    const brand = await named('品牌推广组');
    const sub = await server.call(org.orgAdd, { name: '新媒体小组', parentId: brand.id }, { token: admin.token });
    const before = await tree();
    for (const parentId of [market.id, brand.id, sub.data.id]) {
      const res = await server.call(org.orgUpdate, { id: market.id, name: '市场部', parentId }, { token: admin.token });
      expect(res).toMatchObject({ code: 400, msg: '不能把部门移动到它自身或它的下级部门之下' });
    }
    const en = await server.call(
      org.orgUpdate,
      { id: market.id, name: '市场部', parentId: sub.data.id },
      { token: admin.token, lang: 'en-US' },
    );
    expect(en.msg).toBe('A department cannot move under itself or one of its sub-departments');
    expect(await tree()).toEqual(before);
    const sibling = await server.call(
      org.orgUpdate,
      { id: brand.id, name: '渠道拓展组', parentId: market.id },
      { token: admin.token },
    );
    expect(sibling).toMatchObject({ code: 409, msg: '同一上级部门下已有同名部门' });
    await server.call(org.orgDelete, { id: sub.data.id }, { token: admin.token });
  });

  it('delete refuses a department with sub-departments or with members', async () => {
    const market = await named('市场部');
    const withChildren = await server.call(org.orgDelete, { id: market.id }, { token: chief.token });
    expect(withChildren).toMatchObject({ code: 400, msg: '该部门下还有子部门，请先删除或移走子部门' });
    const finance = await named('财务部');
    const withMembers = await server.call(org.orgDelete, { id: finance.id }, { token: chief.token });
    expect(withMembers).toMatchObject({ code: 400, msg: '该部门下还有成员，请先将成员移出该部门' });
    const members = await membersOf(server, chief.companyId);
    expect(members.filter((m) => m.departmentId === finance.id)).toHaveLength(6);

    const back = await named('后端组');
    expect((await server.call(org.orgDelete, { id: back.id }, { token: chief.token })).code).toBe(0);
    expect(flat(await tree()).some((d) => d.name === '后端组')).toBe(false);
    expect((await server.call(org.orgDelete, { id: back.id }, { token: chief.token })).code).toBe(404);
  });

  it('the departments-per-unit quota refuses the department beyond it, with its message', async () => {
    const count = flat(await tree()).length;
    await setQuota(server, chief.companyId, 'departmentsPerUnit', count + 1);
    const first = await server.call(org.orgAdd, { name: '配额内', parentId: null }, { token: admin.token });
    expect(first.code).toBe(0);
    const second = await server.call(org.orgAdd, { name: '配额外', parentId: null }, { token: admin.token });
    expect(second).toMatchObject({ code: 400, msg: `单位部门数已达上限（${count + 1}个）` });
    expect(flat(await tree())).toHaveLength(count + 1);
    await setQuota(server, chief.companyId, 'departmentsPerUnit', 50);
  });
});
