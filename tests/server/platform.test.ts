/**
 * The system side's platform administration through the contract: home figures, the units overview, disabling and
 * enabling a unit, quota limits and applications, certification reviews; and that neither side reaches the other's
 * calls.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, complaint, message, platform, unit, useRecord } from '../../contract';
import { deviceTokenOf } from '../../server/src/caller/device';
import { devices, quotaApplications } from '../../server/src/db/schema';
import { OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';
import { startTestServer, type TestServer } from './helpers';
import { CREDIT_CODE, setQuota, uploadFile } from './org-fixtures';

/** A credit code no unit holds (CREDIT_CODE is the demo unit's). */
const FREE_CODE = CREDIT_CODE.replace('A001', 'A005');
import { ADMIN, CHIEF, loginStaff, MEMBER, staffSession, systemToken, type StaffSession } from './staff';

let server: TestServer;
let sys: string;
let chief: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  sys = await systemToken(server);
  chief = await staffSession(server, CHIEF);
});
afterAll(async () => {
  await server?.close();
});

const asSystem = <E extends Parameters<TestServer['call']>[0]>(e: E, payload: Parameters<TestServer['call']>[1]) =>
  server.call(e, payload as never, { token: sys });

describe('system home and units overview', () => {
  it('counts the units, certified units, devices, and the reviews waiting', async () => {
    const res = await server.call(platform.overview, {}, { token: sys });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.units).toBeGreaterThanOrEqual(4);
    expect(res.data.certifiedUnits).toBeGreaterThanOrEqual(1);
    expect(res.data.certifiedUnits).toBeLessThanOrEqual(res.data.units);
    expect(res.data.devices).toBeGreaterThanOrEqual(300);
    expect(res.data.devicesOnline).toBeLessThanOrEqual(res.data.devices);
    expect(res.data.usesToday).toBeGreaterThanOrEqual(0);
  });

  it('counts the complaints not resolved yet, and one fewer once one is resolved', async () => {
    const open = async () => (await server.call(platform.overview, {}, { token: sys })).data.waiting.complaints;
    const totalIn = async (state: 'pending' | 'processing') =>
      (await server.call(complaint.complaintManageList, { state, pageSize: 1 }, { token: sys })).data.total;
    const before = await open();
    expect(before).toBeGreaterThan(0);
    expect(before).toBe((await totalIn('pending')) + (await totalIn('processing')));
    const [first] = (await server.call(complaint.complaintManageList, { state: 'pending' }, { token: sys })).data.list;
    // A complaint is resolved after a reply.
    await server.call(complaint.complaintReply, { id: first!.id, reply: '已处理，谢谢反馈' }, { token: sys });
    const resolved = await server.call(complaint.complaintResolve, { id: first!.id }, { token: sys });
    expect(resolved.code, resolved.msg).toBe(0);
    expect(await open()).toBe(before - 1);
  });

  it('lists every unit with members, devices and limits; searches and pages', async () => {
    const all = await server.call(platform.unitList, { pageSize: 100 }, { token: sys });
    expect(all.code, all.msg).toBe(0);
    const demo = all.data.list.find((u) => u.companyId === chief.companyId)!;
    expect(demo).toMatchObject({ certState: 2, disabled: false, deviceLimit: expect.any(Number) });
    expect(demo.deviceCount).toBeGreaterThanOrEqual(300);
    expect(demo.memberCount).toBeGreaterThanOrEqual(4);
    const found = await server.call(platform.unitList, { keyword: '远山' }, { token: sys });
    expect(found.data.list.map((u) => u.companyName)).toEqual([OTHER_UNIT]);
    const paged = await server.call(platform.unitList, { pageSize: 2, pageNum: 2 }, { token: sys });
    expect(paged.data.list).toHaveLength(2);
    expect(paged.data.total).toBe(all.data.total);
  });
});

describe('disabling a unit', () => {
  it('ends its sessions, refuses its members and devices, and enabling lets them back in', async () => {
    const other = await staffSession(server, '13900000000', OTHER_UNIT);
    const [device] = await server.deps.db
      .select({ deviceId: devices.deviceId })
      .from(devices)
      .where(eq(devices.companyId, other.companyId))
      .limit(1);
    const headers = { deviceId: device!.deviceId, deviceToken: deviceTokenOf(server.deps.secret, device!.deviceId) };
    expect((await server.call(useRecord.deviceStatus, { online: true }, { headers })).code).toBe(0);

    const off = await server.call(platform.unitDisable, { companyId: other.companyId, disabled: true }, { token: sys });
    expect(off.code, off.msg).toBe(0);
    const afterOff = await server.call(unit.companyManage, {}, { token: other.token });
    expect(afterOff.status).toBe(403);
    const token = await loginStaff(server, '13900000000');
    const choose = await server.call(account.getInfo, { companyId: other.companyId }, { token });
    expect(choose).toMatchObject({ code: 1003, msg: '该单位已停用' });
    const gateway = await server.call(useRecord.deviceStatus, { online: true }, { headers });
    expect(gateway).toMatchObject({ code: 1003, msg: '该单位已停用' });
    const listed = await server.call(platform.unitList, { standing: 'disabled' }, { token: sys });
    expect(listed.data.list.map((u) => u.companyId)).toContain(other.companyId);

    const on = await server.call(platform.unitDisable, { companyId: other.companyId, disabled: false }, { token: sys });
    expect(on.code).toBe(0);
    expect((await server.call(account.getInfo, { companyId: other.companyId }, { token })).code).toBe(0);
    expect((await server.call(useRecord.deviceStatus, { online: true }, { headers })).code).toBe(0);
  });

  it('answers not found for a unit that does not exist', async () => {
    const res = await server.call(platform.unitDisable, { companyId: 999_999, disabled: true }, { token: sys });
    expect(res.code).toBe(404);
  });
});

describe('quota limits set by the platform', () => {
  it('shows the 8 items with limit, default and use; refuses a limit below the use and keeps the old one', async () => {
    const res = await server.call(platform.unitQuotas, { companyId: chief.companyId }, { token: sys });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.items).toHaveLength(8);
    const members = res.data.items.find((i) => i.item === 'usersPerUnit')!;
    expect(members.defaultLimit).toBe(200);
    const below = await server.call(
      platform.quotaSet,
      { companyId: chief.companyId, item: 'usersPerUnit', limit: members.used - 1 },
      { token: sys },
    );
    expect(below).toMatchObject({ code: 400, msg: `上限不能低于该单位已使用的数量（${members.used}）` });
    const unchanged = await server.call(unit.quotaList, {}, { token: chief.token });
    expect(unchanged.data.find((i) => i.item === 'usersPerUnit')!.limit).toBe(members.limit);
    const bad = await server.call(
      platform.quotaSet,
      { companyId: chief.companyId, item: 'usersPerUnit', limit: -1 },
      { token: sys },
    );
    expect(bad).toMatchObject({ code: 400, msg: '请输入0到1000000之间的整数' });
  });

  it('sets an item below the default (down to the use) and above it; the unit sees it at once', async () => {
    const res = await server.call(platform.unitQuotas, { companyId: chief.companyId }, { token: sys });
    const departments = res.data.items.find((i) => i.item === 'departmentsPerUnit')!;
    for (const limit of [departments.used, 500]) {
      const set = await server.call(
        platform.quotaSet,
        { companyId: chief.companyId, item: 'departmentsPerUnit', limit },
        { token: sys },
      );
      expect(set.code, set.msg).toBe(0);
      const seen = await server.call(unit.quotaList, {}, { token: chief.token });
      expect(seen.data.find((i) => i.item === 'departmentsPerUnit')!.limit).toBe(limit);
    }
  });
});

describe('quota applications', () => {
  it('follows RUNNING/INITIAL -> COMPLETED/PASS: the new limit applies at once and the applicant is told', async () => {
    await setQuota(server, chief.companyId, 'bindableSeals', 400);
    const notMore = await server.call(
      platform.quotaApply,
      { item: 'bindableSeals', requestedLimit: 400, reason: '新增分公司' },
      { token: chief.token },
    );
    expect(notMore).toMatchObject({ code: 400, msg: '申请的上限须高于当前上限（400）' });
    const applied = await server.call(
      platform.quotaApply,
      { item: 'bindableSeals', requestedLimit: 600, reason: '新增分公司' },
      { token: chief.token },
    );
    expect(applied.code, applied.msg).toBe(0);
    const twice = await server.call(
      platform.quotaApply,
      { item: 'bindableSeals', requestedLimit: 700, reason: '再申请' },
      { token: chief.token },
    );
    expect(twice).toMatchObject({ code: 409, msg: '该配额已有审核中的申请，请耐心等待' });

    const mine = await server.call(platform.quotaApplyList, {}, { token: chief.token });
    expect(mine.data.list[0]).toMatchObject({
      id: applied.data.id,
      state: 'RUNNING',
      infoState: 'INITIAL',
      currentLimit: 400,
      requestedLimit: 600,
      applicantName: '张伟',
    });
    const waiting = await server.call(platform.quotaApplyList, { state: 'RUNNING' }, { token: sys });
    expect(waiting.data.list.map((a) => a.id)).toContain(applied.data.id);

    const passed = await server.call(platform.quotaApplyReview, { id: applied.data.id, pass: true }, { token: sys });
    expect(passed.code, passed.msg).toBe(0);
    const count = await server.call(unit.deviceCount, {}, { token: chief.token });
    expect(count.data.limit).toBe(600);
    const after = await server.call(platform.quotaApplyList, {}, { token: chief.token });
    expect(after.data.list[0]).toMatchObject({ state: 'COMPLETED', infoState: 'PASS' });
    const again = await server.call(platform.quotaApplyReview, { id: applied.data.id, pass: true }, { token: sys });
    expect(again).toMatchObject({ code: 409, msg: '该申请已审核' });
    const messages = await server.call(message.messageList, { keyword: '配额申请已通过' }, { token: chief.token });
    expect(messages.data.list[0]?.content).toContain('可绑定印章：600');
  });

  it('a rejection needs a reason, keeps the limit and tells the applicant why', async () => {
    const admin = await staffSession(server, ADMIN);
    const applied = await server.call(
      platform.quotaApply,
      { item: 'freeSmsReminders', requestedLimit: 5000, reason: '短信提醒较多' },
      { token: admin.token },
    );
    expect(applied.code, applied.msg).toBe(0);
    const noReason = await server.call(platform.quotaApplyReview, { id: applied.data.id, pass: false }, { token: sys });
    expect(noReason).toMatchObject({ code: 400, msg: '请填写驳回原因' });
    const rejected = await server.call(
      platform.quotaApplyReview,
      { id: applied.data.id, pass: false, reason: '用量不足以支持' },
      { token: sys },
    );
    expect(rejected.code).toBe(0);
    const [row] = await server.deps.db
      .select()
      .from(quotaApplications)
      .where(eq(quotaApplications.id, applied.data.id));
    expect(row).toMatchObject({ state: 'COMPLETED', infoState: 'REJECT', rejectReason: '用量不足以支持' });
    const quotas = await server.call(unit.quotaList, {}, { token: admin.token });
    expect(quotas.data.find((i) => i.item === 'freeSmsReminders')!.limit).toBe(1000);
    const messages = await server.call(message.messageList, { keyword: '用量不足以支持' }, { token: admin.token });
    expect(messages.data.list[0]?.title).toBe('配额申请被驳回');
    // The item is open again for a new application.
    const next = await server.call(
      platform.quotaApply,
      { item: 'freeSmsReminders', requestedLimit: 3000, reason: '重新申请' },
      { token: admin.token },
    );
    expect(next.code).toBe(0);
  });

  it('a member without the unit-edit grant cannot apply; another unit sees none of these applications', async () => {
    const member = await staffSession(server, MEMBER);
    const res = await server.call(
      platform.quotaApply,
      { item: 'usersPerUnit', requestedLimit: 900, reason: '扩编' },
      { token: member.token },
    );
    expect(res.code).toBe(1003);
    const other = await staffSession(server, '13900000000', OTHER_UNIT);
    const list = await server.call(platform.quotaApplyList, {}, { token: other.token });
    expect(list.data.list.every((a) => a.companyId === other.companyId)).toBe(true);
  });
});

describe('certification review', () => {
  it('rejects with a reason, the unit resubmits, then passes; its administrators get a message each time', async () => {
    const created = await server.call(unit.subsidiaryAdd, { companyName: '审核测试有限公司' }, { token: chief.token });
    expect(created.code).toBe(0);
    const sub = await staffSession(server, CHIEF, '审核测试有限公司');
    const submit = async () => {
      const licenceFileId = await uploadFile(server, sub.token);
      const res = await server.call(
        unit.certificationApply,
        { companyFullName: '审核测试有限公司', socialCreditCode: FREE_CODE, legalPerson: '张伟', licenceFileId },
        { token: sub.token },
      );
      expect(res.code, res.msg).toBe(0);
      return res.data.id;
    };
    const first = await submit();
    const waiting = await server.call(platform.certificationList, { state: 1, keyword: '审核测试' }, { token: sys });
    expect(waiting.data.list.map((c) => c.id)).toEqual([first]);
    const link = await server.call(platform.certificationLicenceUrl, { id: first }, { token: sys });
    expect(link.data.url).toMatch(/^\/api\//);

    const noReason = await server.call(platform.certificationReview, { id: first, pass: false }, { token: sys });
    expect(noReason).toMatchObject({ code: 400, msg: '请填写驳回原因' });
    const reject = await server.call(
      platform.certificationReview,
      { id: first, pass: false, reason: '营业执照不清晰' },
      { token: sys },
    );
    expect(reject.code, reject.msg).toBe(0);
    const rejected = await server.call(unit.certificationInfo, { id: 0 }, { token: sub.token });
    expect(rejected.data).toMatchObject({ state: 3, rejectReason: '营业执照不清晰' });
    const told = await server.call(message.messageList, { keyword: '营业执照不清晰' }, { token: sub.token });
    expect(told.data.list[0]?.title).toBe('单位认证被驳回');

    const second = await submit();
    const pass = await server.call(platform.certificationReview, { id: second, pass: true }, { token: sys });
    expect(pass.code).toBe(0);
    expect((await server.call(unit.companyManage, {}, { token: sub.token })).data.certState).toBe(2);
    const twice = await server.call(platform.certificationReview, { id: second, pass: true }, { token: sys });
    expect(twice).toMatchObject({ code: 409, msg: '该申请已审核' });
    const missing = await server.call(platform.certificationReview, { id: 999_999, pass: true }, { token: sys });
    expect(missing.code).toBe(404);
  });
});

describe('isolation of the two sides', () => {
  it('staff sessions get 1003 from every system call and change nothing', async () => {
    const before = await server.deps.db
      .select()
      .from(quotaApplications)
      .where(and(eq(quotaApplications.companyId, chief.companyId)));
    const calls = [
      () => server.call(platform.overview, {}, { token: chief.token }),
      () => server.call(platform.unitList, {}, { token: chief.token }),
      () => server.call(platform.unitDisable, { companyId: chief.companyId, disabled: true }, { token: chief.token }),
      () => server.call(platform.unitQuotas, { companyId: chief.companyId }, { token: chief.token }),
      () =>
        server.call(
          platform.quotaSet,
          { companyId: chief.companyId, item: 'usersPerUnit', limit: 100_000 },
          { token: chief.token },
        ),
      () => server.call(platform.quotaApplyReview, { id: before[0]!.id, pass: true }, { token: chief.token }),
      () => server.call(platform.certificationList, {}, { token: chief.token }),
      () => server.call(platform.certificationReview, { id: 1, pass: true }, { token: chief.token }),
      () => server.call(platform.certificationLicenceUrl, { id: 1 }, { token: chief.token }),
    ];
    for (const run of calls) expect((await run()).code).toBe(1003);
    const after = await server.deps.db
      .select()
      .from(quotaApplications)
      .where(eq(quotaApplications.companyId, chief.companyId));
    expect(after).toEqual(before);
    expect((await server.call(unit.companyManage, {}, { token: chief.token })).code).toBe(0);
  });

  it('a system session acts inside no unit', async () => {
    expect((await server.call(unit.quotaList, {}, { token: sys })).code).toBe(1003);
    const apply = await asSystem(platform.quotaApply, { item: 'usersPerUnit', requestedLimit: 900, reason: '扩编' });
    expect(apply.code).toBe(1003);
    expect((await server.call(unit.companyManage, {}, { token: sys })).code).toBe(1003);
  });
});
