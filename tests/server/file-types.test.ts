/**
 * The unit's file-type catalogue: the seeded types with their template counts, adding with unique names,
 * renaming (templates follow), deleting (refused while a template lists the type), who may change it, and the
 * template rules that depend on it: file types from the catalogue, approvers who may approve. Isolation between units
 * is covered by the access matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileType, template } from '../../contract';
import { startTestServer, type TestServer } from './helpers';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let keeper: StaffSession;
let member: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
});
afterAll(async () => {
  await server?.close();
});

async function list(keyword?: string, token = chief.token) {
  const res = await server.call(fileType.fileTypeList, keyword === undefined ? {} : { keyword }, { token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function add(name: string, remark?: string, token = chief.token) {
  return server.call(fileType.fileTypeAdd, { name, ...(remark ? { remark } : {}) }, { token });
}

describe('the catalogue', () => {
  it('holds the seeded types, by name, with how many templates list each', async () => {
    const all = await list(undefined, member.token);
    const names = all.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['合同', '协议', '财务报表', '公函', '通知', '其他']));
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    expect(all.find((t) => t.name === '合同')!.templateCount).toBeGreaterThan(0);
    expect(all.find((t) => t.name === '其他')!.templateCount).toBe(0);
    expect((await list('财务')).map((t) => t.name)).toEqual(['财务报表']);
  });

  it('adds a type with a unique name, for administrators only', async () => {
    const res = await add('授权委托书', '对外授权使用');
    expect(res.code, res.msg).toBe(0);
    expect((await list('授权委托书'))[0]).toMatchObject({ id: res.data.id, remark: '对外授权使用', templateCount: 0 });
    expect(await add('授权委托书')).toMatchObject({ code: 409, msg: '文件类型名称已存在' });
    expect(await add(' 授权委托书 ')).toMatchObject({ code: 409 });
    expect((await add('')).code).toBe(400);
    expect((await add('甲'.repeat(33))).code).toBe(400);
    expect((await add('保管人加的', undefined, keeper.token)).code).toBe(1003);
    expect((await add('成员加的', undefined, member.token)).code).toBe(1003);
    expect((await add('管理员加的', undefined, admin.token)).code).toBe(0);
    // Two adds of one name at once: one passes.
    const both = await Promise.all([add('同时添加'), add('同时添加', '另一个')]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 409]);
  });

  it('renames a type, and the templates that list it follow', async () => {
    const created = await add('旧名称');
    const tpl = await server.call(
      template.templateAdd,
      {
        deviceId: 'SD00210',
        name: '改名测试',
        approverIds: [keeper.userId],
        fileTypes: ['合同', '旧名称'],
        useCountLimit: null,
      },
      { token: chief.token },
    );
    expect(tpl.code, tpl.msg).toBe(0);
    expect((await list('旧名称'))[0]!.templateCount).toBe(1);
    expect(
      await server.call(fileType.fileTypeUpdate, { id: created.data.id, name: '合同' }, { token: chief.token }),
    ).toMatchObject({ code: 409, msg: '文件类型名称已存在' });
    const renamed = await server.call(
      fileType.fileTypeUpdate,
      { id: created.data.id, name: '新名称', remark: '改过名' },
      { token: admin.token },
    );
    expect(renamed.code, renamed.msg).toBe(0);
    const detail = await server.call(template.templateDetail, { id: tpl.data.id }, { token: chief.token });
    expect(detail.data.fileTypes).toEqual(['合同', '新名称']);
    expect((await list('新名称'))[0]).toMatchObject({ remark: '改过名', templateCount: 1 });
    // Keeping the name and changing the remark only.
    const same = await server.call(
      fileType.fileTypeUpdate,
      { id: created.data.id, name: '新名称' },
      { token: chief.token },
    );
    expect(same.code, same.msg).toBe(0);
    expect((await list('新名称'))[0]!.remark).toBeNull();
    expect(
      (await server.call(fileType.fileTypeUpdate, { id: created.data.id, name: 'x' }, { token: keeper.token })).code,
    ).toBe(1003);
    expect(
      (await server.call(fileType.fileTypeUpdate, { id: 2_000_000_000, name: 'x' }, { token: chief.token })).code,
    ).toBe(404);
  });

  it('deletes a type no template lists, and refuses one that is listed', async () => {
    const [contract] = await list('合同');
    const refused = await server.call(fileType.fileTypeDelete, { id: contract!.id }, { token: chief.token });
    expect(refused).toMatchObject({
      code: 400,
      msg: `该文件类型正被${contract!.templateCount}个审批模板使用，不能删除`,
    });
    const spare = await add('待删除');
    expect((await server.call(fileType.fileTypeDelete, { id: spare.data.id }, { token: keeper.token })).code).toBe(
      1003,
    );
    expect((await server.call(fileType.fileTypeDelete, { id: spare.data.id }, { token: chief.token })).code).toBe(0);
    expect(await list('待删除')).toEqual([]);
    expect((await server.call(fileType.fileTypeDelete, { id: spare.data.id }, { token: chief.token })).code).toBe(404);
  });
});

describe('the template rules that use it', () => {
  const input = (over: Partial<Parameters<typeof template.templateAdd.request.parse>[0]> = {}) => ({
    deviceId: 'SD00220',
    name: '规则测试',
    approverIds: [keeper.userId],
    fileTypes: ['合同'],
    useCountLimit: null,
    ...over,
  });

  it('takes file types from the catalogue only', async () => {
    const res = await server.call(template.templateAdd, input({ fileTypes: ['合同', '不存在的类型'] }), {
      token: chief.token,
    });
    expect(res).toMatchObject({ code: 400, msg: '文件类型“不存在的类型”不存在，请先在文件类型中添加' });
    const created = await server.call(template.templateAdd, input(), { token: chief.token });
    expect(created.code, created.msg).toBe(0);
    const changed = await server.call(
      template.templateUpdate,
      { id: created.data.id, name: '规则测试', approverIds: [keeper.userId], fileTypes: ['虚构'], useCountLimit: null },
      { token: chief.token },
    );
    expect(changed).toMatchObject({ code: 400, msg: '文件类型“虚构”不存在，请先在文件类型中添加' });
  });

  it('refuses an approver whose role may not approve', async () => {
    const res = await server.call(template.templateAdd, input({ approverIds: [keeper.userId, member.userId] }), {
      token: chief.token,
    });
    expect(res).toMatchObject({ code: 400, msg: '审批人必须具有审批权限：刘洋没有审批权限' });
    const ok = await server.call(
      template.templateAdd,
      input({ deviceId: 'SD00221', approverIds: [admin.userId, chief.userId] }),
      {
        token: chief.token,
      },
    );
    expect(ok.code, ok.msg).toBe(0);
  });
});
