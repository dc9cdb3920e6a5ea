/**
 * Approval templates per device: the seeded templates, ordered approvers who must be active members of the
 * unit, file types and use-count limits with their validation messages, no file type listed by two templates of one
 * device, the max-templates-per-device quota, update, delete, and removal with the device. Isolation between units is
 * covered by the access matrix.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, template, unit, type RequestOf } from '../../contract';
import { approvalTemplates, memberships, users } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { freshPhone, setQuota } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, staffSession, type StaffSession } from './staff';

type AddInput = RequestOf<typeof template.templateAdd>;

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let keeper: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  keeper = await staffSession(server, KEEPER);
});
afterAll(async () => {
  await server?.close();
});

const addInput = (over: Partial<AddInput> = {}): AddInput => ({
  deviceId: 'SD00200',
  name: '测试模板',
  approverIds: [keeper.userId, admin.userId],
  fileTypes: ['合同', '公函'],
  useCountLimit: 10,
  ...over,
});

async function add(over: Partial<AddInput> = {}, token = chief.token) {
  return server.call(template.templateAdd, addInput(over), { token });
}

describe('seeded templates', () => {
  it('has templates on the first 60 demo devices, approvers named and in order', async () => {
    const res = await server.call(template.templateList, { pageSize: 100 }, { token: chief.token });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.total).toBe(90);
    for (const t of res.data.list) {
      expect(t.approvers.length).toBeGreaterThanOrEqual(1);
      expect(t.approvers.every((a) => a.realName.length > 0)).toBe(true);
      expect(t.fileTypes.length).toBeGreaterThan(0);
    }
    const two = await server.call(template.templateList, { deviceId: 'SD00002' }, { token: chief.token });
    expect(two.data.total).toBe(2);
    expect(two.data.list.every((t) => t.deviceId === 'SD00002')).toBe(true);
  });
});

describe('adding, changing and deleting', () => {
  it('keeps the approvers in the given order', async () => {
    const res = await add({ approverIds: [admin.userId, keeper.userId, chief.userId] });
    expect(res.code, res.msg).toBe(0);
    const detail = await server.call(template.templateDetail, { id: res.data.id }, { token: keeper.token });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.approvers.map((a) => a.userId)).toEqual([admin.userId, keeper.userId, chief.userId]);
    expect(detail.data).toMatchObject({ deviceId: 'SD00200', fileTypes: ['合同', '公函'], useCountLimit: 10 });
  });

  it('refuses invalid approvers, file types and limits with their messages', async () => {
    expect(await add({ approverIds: [] })).toMatchObject({ msg: '请选择审批人' });
    expect(await add({ approverIds: [admin.userId, admin.userId] })).toMatchObject({ msg: '审批人不能重复' });
    expect(await add({ fileTypes: [] })).toMatchObject({ msg: '请选择文件类型' });
    expect(await add({ fileTypes: ['合同', '合同'] })).toMatchObject({ msg: '文件类型不能重复' });
    expect((await add({ useCountLimit: 0 })).code).not.toBe(0);
    expect((await add({ name: '' })).code).not.toBe(0);
    expect(await add({ approverIds: [2_000_000_000] })).toMatchObject({ code: 404 });
    expect(await add({ deviceId: 'NOPE-0000' })).toMatchObject({ code: 404 });

    const [user] = await server.deps.db
      .insert(users)
      .values({ mobile: freshPhone(), realName: '停用成员' })
      .returning({ id: users.id });
    await server.deps.db
      .insert(memberships)
      .values({ userId: user!.id, companyId: chief.companyId, role: 2, realName: '停用成员', disabled: true });
    expect(await add({ approverIds: [user!.id] })).toMatchObject({ code: 400, msg: '审批人必须是本单位的在用成员' });
  });

  it('is for administrators: the seal keeper may not add', async () => {
    expect((await add({}, keeper.token)).code).toBe(1003);
    expect((await add({ deviceId: 'SD00201' }, admin.token)).code).toBe(0);
  });

  it('changes and deletes a template', async () => {
    const created = await add({ deviceId: 'SD00202' });
    const id = created.data.id;
    const changed = await server.call(
      template.templateUpdate,
      { id, name: '改过的模板', approverIds: [chief.userId], fileTypes: ['通知'], useCountLimit: null },
      { token: admin.token },
    );
    expect(changed.code, changed.msg).toBe(0);
    const detail = await server.call(template.templateDetail, { id }, { token: chief.token });
    expect(detail.data).toMatchObject({ name: '改过的模板', fileTypes: ['通知'], useCountLimit: null });
    expect(detail.data.approvers.map((a) => a.userId)).toEqual([chief.userId]);
    expect((await server.call(template.templateDelete, { id }, { token: chief.token })).code).toBe(0);
    expect((await server.call(template.templateDetail, { id }, { token: chief.token })).code).toBe(404);
    expect((await server.call(template.templateDelete, { id }, { token: chief.token })).code).toBe(404);
  });
});

describe('file types of one device', () => {
  it('refuses a template listing a file type another template of the device lists, on add and on change', async () => {
    const first = await add({ deviceId: 'SD00203', name: '合同审批', fileTypes: ['合同', '协议'] });
    expect(first.code, first.msg).toBe(0);
    const overlapping = await add({ deviceId: 'SD00203', name: '另一个', fileTypes: ['公函', '协议'] });
    expect(overlapping).toMatchObject({
      code: 400,
      msg: '文件类型“协议”已在该设备的审批模板“合同审批”中，同一设备的审批模板不能包含相同的文件类型',
    });
    const english = await server.call(template.templateAdd, addInput({ deviceId: 'SD00203', fileTypes: ['合同'] }), {
      token: chief.token,
      lang: 'en-US',
    });
    expect(english.msg).toBe(
      'The file type "合同" is already in the device\'s approval template "合同审批"; templates of one device cannot share a file type',
    );
    // Another device may list it; a template of its own device may keep and change its own types.
    expect((await add({ deviceId: 'SD00204', fileTypes: ['协议'] })).code).toBe(0);
    const second = await add({ deviceId: 'SD00203', name: '公函审批', fileTypes: ['公函'] });
    expect(second.code, second.msg).toBe(0);
    const change = (id: number, fileTypes: string[]) =>
      server.call(
        template.templateUpdate,
        { id, name: '公函审批', approverIds: [keeper.userId], fileTypes, useCountLimit: null },
        { token: chief.token },
      );
    expect((await change(second.data.id, ['合同', '公函'])).msg).toBe(
      '文件类型“合同”已在该设备的审批模板“合同审批”中，同一设备的审批模板不能包含相同的文件类型',
    );
    expect((await change(second.data.id, ['公函', '通知'])).code).toBe(0);
    const kept = await server.call(
      template.templateUpdate,
      {
        id: first.data.id,
        name: '合同审批',
        approverIds: [admin.userId],
        fileTypes: ['协议', '合同'],
        useCountLimit: 5,
      },
      { token: chief.token },
    );
    expect(kept.code, kept.msg).toBe(0);
    const listed = await server.call(template.templateList, { deviceId: 'SD00203' }, { token: chief.token });
    const all = listed.data.list.flatMap((t) => t.fileTypes);
    expect(new Set(all).size).toBe(all.length);
  });

  it('leaves no seeded device with two templates listing one file type', async () => {
    const rows = await server.deps.db.select().from(approvalTemplates);
    const seen = new Set<string>();
    for (const t of rows) {
      for (const type of t.fileTypes) {
        const key = `${t.companyId}/${t.deviceId}/${type}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });
});

describe('the max-templates-per-device quota', () => {
  it('refuses a template beyond the limit on one device, not on another', async () => {
    await setQuota(server, chief.companyId, 'maxTemplatesPerDevice', 2);
    // SD00002 has two seeded templates.
    const full = await add({ deviceId: 'SD00002' });
    expect(full.code).toBe(400);
    expect(full.msg).toContain('2');
    expect((await add({ deviceId: 'SD00250' })).code).toBe(0);
    expect((await add({ deviceId: 'SD00250', fileTypes: ['通知'] })).code).toBe(0);
    expect(await add({ deviceId: 'SD00250', fileTypes: ['协议'] })).toMatchObject({
      code: 400,
      msg: '每台设备的审批模板数已达上限（2条）',
    });
    const quota = await server.call(unit.quotaList, {}, { token: chief.token });
    expect(quota.data.find((q) => q.item === 'maxTemplatesPerDevice')).toEqual({
      item: 'maxTemplatesPerDevice',
      limit: 2,
      used: 2,
    });
    await setQuota(server, chief.companyId, 'maxTemplatesPerDevice', 10);
  });

  it("removes a device's templates when it is unbound", async () => {
    const before = await server.deps.db.$count(approvalTemplates, eq(approvalTemplates.deviceId, 'SD00250'));
    expect(before).toBe(2);
    const res = await server.call(device.deviceUnbind, { deviceId: 'SD00250' }, { token: chief.token });
    expect(res.code, res.msg).toBe(0);
    expect(await server.deps.db.$count(approvalTemplates, eq(approvalTemplates.deviceId, 'SD00250'))).toBe(0);
  });
});
