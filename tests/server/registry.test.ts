/**
 * The system side's registries: the dictionary (types, entries, refusals while in use), the platform's departments
 * and their accounts, and complaints and advice from a member's submission to the platform's resolution, with the
 * member's messages at each step. Staff sessions never reach the system calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaint, dictionary, message, sysOrg } from '../../contract';
import { startTestServer, type TestServer } from './helpers';
import { PNG } from './org-fixtures';
import { CHIEF, MEMBER, staffSession, systemToken, type StaffSession } from './staff';
import { OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';

let server: TestServer;
let sys: string;
let member: StaffSession;
let chief: StaffSession;
let other: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  sys = await systemToken(server);
  member = await staffSession(server, MEMBER);
  chief = await staffSession(server, CHIEF);
  other = await staffSession(server, '13900000001', OTHER_UNIT);
});
afterAll(async () => {
  await server?.close();
});

async function ok<T>(promise: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const res = await promise;
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

const categories = (token: string) =>
  ok(server.call(dictionary.dictOptions, { typeCode: dictionary.dictTypeCodes.complaintCategory }, { token }));

describe('the dictionary', () => {
  it('holds the seeded types with their entries, and offers a type as choices to staff', async () => {
    const types = await ok(server.call(dictionary.dictTypeList, {}, { token: sys }));
    expect(types.map((t) => t.code)).toEqual(expect.arrayContaining(['complaint_category', 'industry']));
    const industry = types.find((t) => t.code === 'industry')!;
    expect(industry.count).toBe(7);
    const page = await ok(server.call(dictionary.dictList, { typeId: industry.id, pageSize: 5 }, { token: sys }));
    expect(page.total).toBe(7);
    expect(page.list).toHaveLength(5);
    expect(
      (await ok(server.call(dictionary.dictList, { typeId: industry.id, keyword: '金融' }, { token: sys }))).list,
    ).toHaveLength(1);
    expect((await categories(member.token)).map((c) => c.name)).toEqual(['功能建议', '产品故障', '服务投诉', '其他']);
  });

  it('adds, changes and deletes types and entries with unique codes', async () => {
    const typeId = (await ok(server.call(dictionary.dictAdd, { name: '测试类型', code: 'test_type' }, { token: sys })))
      .id;
    expect(await server.call(dictionary.dictAdd, { name: '重复', code: 'test_type' }, { token: sys })).toMatchObject({
      code: 409,
      msg: '编码已存在',
    });
    expect((await server.call(dictionary.dictAdd, { name: '坏', code: 'a b' }, { token: sys })).code).toBe(400);
    const entryId = (
      await ok(server.call(dictionary.dictAdd, { parentId: typeId, name: '甲', code: 'a', sort: 2 }, { token: sys }))
    ).id;
    // The same code in another type is fine, twice in one type is not.
    expect(
      (await server.call(dictionary.dictAdd, { parentId: typeId, name: '乙', code: 'a' }, { token: sys })).code,
    ).toBe(409);
    await ok(server.call(dictionary.dictUpdate, { id: entryId, name: '甲改', code: 'a2', sort: 1 }, { token: sys }));
    expect(
      await server.call(dictionary.dictUpdate, { id: typeId, name: '测试类型', code: 'renamed' }, { token: sys }),
    ).toMatchObject({ code: 400, msg: '字典类型的编码被系统引用，不能修改' });
    expect(await server.call(dictionary.dictDelete, { id: typeId }, { token: sys })).toMatchObject({
      code: 400,
      msg: '该字典类型下还有1个字典项，不能删除',
    });
    await ok(server.call(dictionary.dictDelete, { id: entryId }, { token: sys }));
    await ok(server.call(dictionary.dictDelete, { id: typeId }, { token: sys }));
    expect((await server.call(dictionary.dictDelete, { id: typeId }, { token: sys })).code).toBe(404);
  });

  it('refuses every dictionary and organisation call to staff sessions, nothing changed', async () => {
    for (const [endpoint, request] of [
      [dictionary.dictTypeList, {}],
      [dictionary.dictAdd, { name: '员工加的', code: 'staff' }],
      [sysOrg.orgQuery, {}],
      [sysOrg.orgSave, { name: '员工加的' }],
      [complaint.complaintManageList, {}],
    ] as const) {
      expect((await server.call(endpoint, request as never, { token: chief.token })).code).toBe(1003);
    }
    const types = await ok(server.call(dictionary.dictTypeList, {}, { token: sys }));
    expect(types.some((t) => t.code === 'staff')).toBe(false);
  });
});

describe('the platform departments', () => {
  it('keeps a tree, assigns accounts and refuses to delete a department with people or children', async () => {
    const tree = await ok(server.call(sysOrg.orgQuery, {}, { token: sys }));
    const top = tree.find((d) => d.name === '平台运营中心')!;
    expect(top.children.map((c) => c.name)).toEqual(['客户服务部', '审核部']);
    expect(top.accountCount).toBe(1);
    expect(await server.call(sysOrg.orgDelete, { id: top.id }, { token: sys })).toMatchObject({ code: 400 });
    const id = (await ok(server.call(sysOrg.orgSave, { parentId: top.id, name: '新部门', sort: 5 }, { token: sys })))
      .id;
    expect(await server.call(sysOrg.orgSave, { parentId: top.id, name: '新部门' }, { token: sys })).toMatchObject({
      code: 409,
      msg: '同级下已有同名机构',
    });
    expect(
      await server.call(sysOrg.orgUpdate, { id: top.id, parentId: id, name: '平台运营中心' }, { token: sys }),
    ).toMatchObject({
      code: 400,
      msg: '上级机构不能是本机构或其下级机构',
    });
    const [admin] = await ok(server.call(sysOrg.orgAccounts, { departmentId: top.id }, { token: sys }));
    await ok(server.call(sysOrg.orgAssign, { departmentId: id, accountIds: [admin!.id] }, { token: sys }));
    expect(await server.call(sysOrg.orgDelete, { id }, { token: sys })).toMatchObject({
      code: 400,
      msg: '该机构下还有1名人员，不能删除',
    });
    await ok(server.call(sysOrg.orgAssign, { departmentId: top.id, accountIds: [admin!.id] }, { token: sys }));
    await ok(server.call(sysOrg.orgDelete, { id }, { token: sys }));
    expect(
      (await server.call(sysOrg.orgAssign, { departmentId: id, accountIds: [admin!.id] }, { token: sys })).code,
    ).toBe(404);
  });
});

describe('complaints and advice', () => {
  async function upload(token: string) {
    const { file } = await import('../../contract');
    return (await ok(server.call(file.fileUpload, {}, { token, file: { filename: 'shot.png', data: PNG } }))).fileId;
  }
  const inbox = async (token: string) =>
    (await ok(server.call(message.messageList, { keyword: '投诉建议' }, { token }))).list.map((m) => m.title);

  it('goes from submission to resolution, the member told at each step and seeing the reply', async () => {
    const [advice] = await categories(member.token);
    const shot = await upload(member.token);
    const { id } = await ok(
      server.call(
        complaint.complaintSubmit,
        { categoryId: advice!.id, content: '希望增加批量导出功能', fileIds: [shot] },
        { token: member.token },
      ),
    );
    expect((await ok(server.call(complaint.complaintMine, {}, { token: member.token }))).list[0]).toMatchObject({
      id,
      state: 'pending',
      categoryName: '功能建议',
    });
    const list = await ok(
      server.call(complaint.complaintManageList, { state: 'pending', keyword: '批量导出' }, { token: sys }),
    );
    expect(list.list.map((c) => c.id)).toEqual([id]);
    const seen = await ok(server.call(complaint.complaintManageDetail, { id }, { token: sys }));
    expect(seen.screenshots).toHaveLength(1);
    expect(seen.submitterName).toBe('刘洋');

    // Resolving needs a reply first.
    expect(await server.call(complaint.complaintResolve, { id }, { token: sys })).toMatchObject({
      code: 400,
      msg: '请先回复再标记为已解决',
    });
    const [admin] = await ok(server.call(sysOrg.orgAccounts, {}, { token: sys }));
    await ok(server.call(complaint.complaintAssign, { id, assigneeId: admin!.id }, { token: sys }));
    await ok(server.call(complaint.complaintReply, { id, reply: '已列入下个版本计划' }, { token: sys }));
    await ok(server.call(complaint.complaintResolve, { id }, { token: sys }));
    expect((await server.call(complaint.complaintReply, { id, reply: '再回复' }, { token: sys })).code).toBe(400);

    const mine = await ok(server.call(complaint.complaintDetail, { id }, { token: member.token }));
    expect(mine).toMatchObject({ state: 'resolved', reply: '已列入下个版本计划', assigneeName: '系统管理员' });
    expect(mine.events.map((e) => e.kind)).toEqual(['submitted', 'assigned', 'replied', 'resolved']);
    expect(await inbox(member.token)).toEqual(
      expect.arrayContaining(['投诉建议已提交', '投诉建议处理中', '投诉建议已回复', '投诉建议已解决']),
    );
  });

  it('refuses a bad category, too many or foreign screenshots and short text, nothing saved', async () => {
    const [advice] = await categories(member.token);
    const before = (await ok(server.call(complaint.complaintMine, {}, { token: member.token }))).total;
    const types = await ok(server.call(dictionary.dictTypeList, {}, { token: sys }));
    const industry = types.find((t) => t.code === 'industry')!;
    expect(
      await server.call(
        complaint.complaintSubmit,
        { categoryId: industry.id, content: '这是一条建议' },
        { token: member.token },
      ),
    ).toMatchObject({ code: 400, msg: '所选类型不存在，请重新选择' });
    expect(
      (await server.call(complaint.complaintSubmit, { categoryId: advice!.id, content: '短' }, { token: member.token }))
        .code,
    ).toBe(400);
    const shots = await Promise.all([1, 2, 3, 4].map(() => upload(member.token)));
    expect(
      (
        await server.call(
          complaint.complaintSubmit,
          { categoryId: advice!.id, content: '四张截图的建议', fileIds: shots },
          { token: member.token },
        )
      ).code,
    ).toBe(400);
    const chiefShot = await upload(chief.token);
    expect(
      await server.call(
        complaint.complaintSubmit,
        { categoryId: advice!.id, content: '别人的截图', fileIds: [chiefShot] },
        { token: member.token },
      ),
    ).toMatchObject({ code: 400, msg: '只能添加您本人上传的截图' });
    expect((await ok(server.call(complaint.complaintMine, {}, { token: member.token }))).total).toBe(before);
  });

  it("keeps a member's complaints from other members and units, and a used category from deletion", async () => {
    const { list } = await ok(server.call(complaint.complaintMine, {}, { token: member.token }));
    const id = list[0]!.id;
    expect((await server.call(complaint.complaintDetail, { id }, { token: other.token })).code).toBe(404);
    expect((await server.call(complaint.complaintDetail, { id }, { token: chief.token })).code).toBe(404);
    expect(
      (await ok(server.call(complaint.complaintMine, {}, { token: other.token }))).list.some((c) => c.id === id),
    ).toBe(false);

    const [advice] = await categories(member.token);
    const res = await server.call(dictionary.dictDelete, { id: advice!.id }, { token: sys });
    expect(res.code).toBe(400);
    expect(res.msg).toMatch(/^该字典项正被\d+条投诉建议使用，不能删除$/);
    expect((await categories(member.token)).some((c) => c.id === advice!.id)).toBe(true);
    expect(
      (await server.call(dictionary.dictUpdate, { id: advice!.id, name: '功能建议', code: 'changed' }, { token: sys }))
        .msg,
    ).toBe('该字典项正被使用，不能修改编码');
  });
});
