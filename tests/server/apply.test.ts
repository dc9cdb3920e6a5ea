/**
 * Seal-use applications v2 through the HTTP API: submission and its refusals, the approval chain in order (only the
 * current approver acts), rejection, revocation, re-notification, stale versions and two approvals at once, who sees
 * what, drafts, attachments, the message centre, the counters and the realtime event; and a property test that plays
 * random actions of random staff against the invariants. Isolation between units is in the access matrix.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, apply, device, file, message, template, type RequestOf } from '../../contract';
import { memberships, users } from '../../server/src/db/schema';
import { HOUR, startTestServer, type TestServer } from './helpers';
import { freshPhone, JPEG, otherUnitId, PDF, setQuota, uploadFile } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

type SaveInput = RequestOf<typeof apply.applySave>;
type ApplyState = apply.ApplyState;

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
/** Another member (role 3) of the demo unit, neither applicant nor approver of the tests' applications. */
let outsider: StaffSession;
/** A bound device whose template is approved by the keeper, the administrator and the chief, in that order. */
const CHAIN_DEVICE = 'AT-CHAIN-01';
let events: Array<{ room: string; event: string; payload: unknown }> = [];

async function extraMember(role: 1 | 2 | 3, disabled = false): Promise<StaffSession & { mobile: string }> {
  const db = server.deps.db;
  const mobile = freshPhone();
  const [user] = await db
    .insert(users)
    .values({ mobile, realName: `测试${role}号` })
    .returning({ id: users.id });
  await db
    .insert(memberships)
    .values({ userId: user!.id, companyId: chief.companyId, role, realName: `测试${role}号` });
  server.clock.advance(61_000);
  const token = await server.loginByPhone(mobile);
  const chosen = await server.call(account.getInfo, { companyId: chief.companyId }, { token });
  expect(chosen.code, chosen.msg).toBe(0);
  if (disabled) {
    await db.update(memberships).set({ disabled: true }).where(eq(memberships.userId, user!.id));
  }
  return { token: chosen.data.token, userId: user!.id, companyId: chief.companyId, mobile };
}

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  outsider = await extraMember(3);
  const bound = await server.call(
    device.deviceBind,
    { deviceId: CHAIN_DEVICE, name: '审批链测试章', model: 'V5', deviceType: 1 },
    { token: chief.token },
  );
  expect(bound.code, bound.msg).toBe(0);
  const tpl = await server.call(
    template.templateAdd,
    {
      deviceId: CHAIN_DEVICE,
      name: '三级审批',
      approverIds: [keeper.userId, admin.userId, chief.userId],
      fileTypes: ['合同', '公函'],
      useCountLimit: 10,
    },
    { token: chief.token },
  );
  expect(tpl.code, tpl.msg).toBe(0);
  // A stand-in for socket.io that keeps what would be sent to a room (the unit events of contract/realtime.ts).
  const rooms = (room: string | string[]) => ({
    except: () => rooms(room),
    emit: (event: string, payload: unknown) => {
      for (const r of [room].flat()) events.push({ room: r, event, payload });
      return true;
    },
  });
  server.deps.realtime = { to: rooms } as never;
});
afterAll(async () => {
  await server?.close();
});

const saveInput = (over: Partial<SaveInput> = {}): SaveInput => ({
  deviceId: CHAIN_DEVICE,
  fileType: '合同',
  copies: 2,
  useCount: 3,
  reason: '与供应商签订采购合同',
  ...over,
});

async function submit(over: Partial<SaveInput> = {}, who: StaffSession = member) {
  return server.call(apply.applySave, saveInput(over), { token: who.token });
}

async function submitted(over: Partial<SaveInput> = {}, who: StaffSession = member): Promise<number> {
  const res = await submit(over, who);
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}

async function detail(id: number, who: StaffSession = member) {
  const res = await server.call(apply.applyDetailInfo, { id }, { token: who.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function act(id: number, who: StaffSession, result: 'approved' | 'rejected' = 'approved', comment?: string) {
  return server.call(apply.applyApprove, { id, result, ...(comment ? { comment } : {}) }, { token: who.token });
}

async function messagesOf(who: StaffSession, keyword: string, lang?: 'zh-CN' | 'en-US') {
  const res = await server.call(message.messageList, { keyword, pageSize: 50 }, { token: who.token, lang });
  expect(res.code, res.msg).toBe(0);
  return res.data.list;
}

describe('the approval chain', () => {
  it('goes through the approvers in order, telling each and the applicant, to COMPLETED', async () => {
    events = [];
    const before = await server.call(apply.applyCountUnread, {}, { token: keeper.token });
    const id = await submitted();
    expect(events.filter((e) => (e.payload as { type: string }).type === 'apply')).toEqual([
      {
        room: `unit:${chief.companyId}`,
        event: 'unit-event',
        payload: { id: expect.any(Number), at: expect.any(String), type: 'apply', apply: { id, state: 'WAITING' } },
      },
    ]);
    const first = await detail(id);
    expect(first).toMatchObject({
      state: 'WAITING',
      outcome: null,
      currentApproverId: keeper.userId,
      currentApproverName: '王强',
      approvedSteps: 0,
      totalSteps: 3,
      templateName: '三级审批',
      deviceName: '审批链测试章',
      applicantName: '刘洋',
      version: 0,
      actions: { approve: false, reject: false, revoke: true, renotify: false },
    });
    expect(first.applyNo).toMatch(/^SQ\d{8}\d{6}$/);
    expect(first.steps.map((s) => [s.approverId, s.result])).toEqual([
      [keeper.userId, null],
      [admin.userId, null],
      [chief.userId, null],
    ]);
    expect(first.steps[0]!.notifiedAt).not.toBeNull();
    expect(first.steps[1]!.notifiedAt).toBeNull();

    // The keeper is told and has it pending; the administrator is not asked yet.
    const after = await server.call(apply.applyCountUnread, {}, { token: keeper.token });
    expect(after.data.approveAll).toBe(before.data.approveAll + 1);
    const pending = await server.call(apply.applyApproveList, { keyword: first.applyNo }, { token: keeper.token });
    expect(pending.data.list.map((a) => a.id)).toEqual([id]);
    expect(
      (await server.call(apply.applyApproveList, { keyword: first.applyNo }, { token: admin.token })).data.total,
    ).toBe(0);
    // The keeper is asked, the applicant gets a confirmation; each message opens the application.
    const asked = await messagesOf(keeper, first.applyNo);
    expect(asked.map((m) => [m.title, m.target])).toEqual([['用印申请待审批', { kind: 'application', id }]]);
    expect(asked[0]!.content).toBe(`刘洋提交的用印申请（${first.applyNo}，合同，审批链测试章）等待您审批`);
    const confirmed = await messagesOf(member, first.applyNo);
    expect(confirmed.map((m) => [m.title, m.content, m.target])).toEqual([
      [
        '用印申请已提交',
        `您的用印申请（${first.applyNo}，合同，审批链测试章）已提交，等待王强审批`,
        { kind: 'application', id },
      ],
    ]);
    // The same messages in English for a reader whose console is in English (names and data stay as they are).
    const what = `${first.applyNo}, 合同, 审批链测试章`;
    expect((await messagesOf(keeper, first.applyNo, 'en-US')).map((m) => [m.title, m.content])).toEqual([
      [
        'Seal-use application to approve',
        `The seal-use application (${what}) submitted by 刘洋 waits for your approval`,
      ],
    ]);
    expect((await messagesOf(member, first.applyNo, 'en-US')).map((m) => [m.title, m.content])).toEqual([
      [
        'Seal-use application submitted',
        `Your seal-use application (${what}) was submitted and waits for approval by 王强`,
      ],
    ]);
    expect(await messagesOf(member, first.applyNo, 'zh-CN')).toEqual(confirmed);
    expect((await detail(id, keeper)).actions).toEqual({ approve: true, reject: true, revoke: false, renotify: false });

    // Only the current approver may approve: the administrator is refused and nothing changes.
    const early = await act(id, admin);
    expect(early).toMatchObject({ code: 400, msg: '您不是该申请的当前审批人' });
    expect((await detail(id)).version).toBe(0);

    expect(await act(id, keeper)).toMatchObject({ code: 0, data: { state: 'RUNNING' } });
    expect(await act(id, keeper)).toMatchObject({ code: 400, msg: '您已审批过该申请' });
    const running = await detail(id, admin);
    expect(running).toMatchObject({ state: 'RUNNING', approvedSteps: 1, currentApproverId: admin.userId, version: 1 });
    expect((await messagesOf(admin, first.applyNo)).map((m) => m.title)).toEqual(['用印申请待审批']);
    const progress = await messagesOf(member, first.applyNo);
    expect(progress.map((m) => m.title)).toEqual(['用印申请审批进度', '用印申请已提交']);
    expect(progress[0]!.content).toBe(
      `您的用印申请（${first.applyNo}，合同，审批链测试章）已由王强审批通过，等待李娜审批`,
    );
    expect((await messagesOf(member, first.applyNo, 'en-US'))[0]).toMatchObject({
      title: 'Seal-use application progress',
      content: `Your seal-use application (${what}) was approved by 王强 and waits for approval by 李娜`,
    });

    // The applicant has an unread change until they look at it.
    const mine = await server.call(apply.applyList, { keyword: first.applyNo }, { token: member.token });
    expect(mine.data.list[0]!.unread).toBe(true);
    const unread = (await server.call(apply.applyCountUnread, {}, { token: member.token })).data.applyAll;
    await detail(id);
    expect((await server.call(apply.applyCountUnread, {}, { token: member.token })).data.applyAll).toBe(unread - 1);

    expect(await act(id, admin)).toMatchObject({ code: 0, data: { state: 'RUNNING' } });
    expect(await act(id, chief, 'approved', '同意')).toMatchObject({ code: 0, data: { state: 'COMPLETED' } });
    const done = await detail(id, chief);
    expect(done).toMatchObject({ state: 'COMPLETED', approvedSteps: 3, currentApproverId: null, version: 3 });
    expect(done.steps.map((s) => s.result)).toEqual(['approved', 'approved', 'approved']);
    expect(done.steps[2]!.comment).toBe('同意');
    expect(done.actions).toEqual({ approve: false, reject: false, revoke: false, renotify: false });
    expect(await act(id, chief)).toMatchObject({ code: 400, msg: '该申请已审批通过' });

    const told = await server.call(apply.applyNotifyList, { id }, { token: member.token });
    expect(told.data.map((n) => [n.kind, n.recipientId])).toEqual([
      ['submitted', member.userId],
      ['submitted', keeper.userId],
      ['approved', member.userId],
      ['submitted', admin.userId],
      ['approved', member.userId],
      ['submitted', chief.userId],
      ['completed', member.userId],
      ['completed', keeper.userId],
      ['completed', admin.userId],
    ]);
    expect(told.data.every((n) => n.recipientName.length > 0)).toBe(true);
    expect((await messagesOf(member, first.applyNo))[0]).toMatchObject({
      title: '用印申请已通过',
      content: `您的用印申请（${first.applyNo}，合同，审批链测试章）已全部审批通过`,
      target: { kind: 'application', id },
    });
    // The approvers before the last learn the outcome too; the last one acted on it.
    for (const earlier of [keeper, admin]) {
      expect((await messagesOf(earlier, first.applyNo))[0]).toMatchObject({
        title: '用印申请已通过',
        content: `您审批过的刘洋的用印申请（${first.applyNo}，合同，审批链测试章）已全部审批通过`,
        target: { kind: 'application', id },
      });
    }
    expect((await messagesOf(chief, first.applyNo)).map((m) => m.title)).toEqual(['用印申请待审批']);
    const changes = events.map((e) => e.payload as { type: string; apply?: { state: ApplyState } });
    expect(changes.filter((e) => e.type === 'apply').map((e) => e.apply!.state)).toEqual([
      'WAITING',
      'RUNNING',
      'RUNNING',
      'COMPLETED',
    ]);
    const status = await server.call(apply.applyCurrentStatus, { id }, { token: member.token });
    expect(status.data).toEqual({
      state: 'COMPLETED',
      outcome: null,
      currentApproverId: null,
      currentApproverName: null,
      version: 3,
    });
  });

  it('ends on a rejection with its reason, which is required; the applicant and earlier approvers are told', async () => {
    const id = await submitted();
    expect(await act(id, keeper)).toMatchObject({ code: 0 });
    expect(await act(id, admin, 'rejected')).toMatchObject({ code: 400, msg: '驳回时请填写驳回原因（2-200个字符）' });
    expect(await act(id, admin, 'rejected', ' 差 ')).toMatchObject({ code: 400 });
    expect(await act(id, admin, 'rejected', '材料不完整')).toMatchObject({ code: 0, data: { state: 'TERMINATED' } });
    const d = await detail(id);
    expect(d).toMatchObject({ state: 'TERMINATED', outcome: 'rejected', currentApproverId: null, unread: false });
    expect(d.steps[1]).toMatchObject({ result: 'rejected', comment: '材料不完整' });
    expect(await act(id, chief)).toMatchObject({ code: 400, msg: '该申请已被驳回' });
    const what = `${d.applyNo}，合同，审批链测试章`;
    expect((await messagesOf(member, d.applyNo))[0]).toMatchObject({
      title: '用印申请被驳回',
      content: `您的用印申请（${what}）被李娜驳回，原因：材料不完整`,
      target: { kind: 'application', id },
    });
    expect((await messagesOf(keeper, d.applyNo))[0]).toMatchObject({
      title: '用印申请被驳回',
      content: `您审批过的刘洋的用印申请（${what}）被李娜驳回，原因：材料不完整`,
      target: { kind: 'application', id },
    });
    const inEnglish = `${d.applyNo}, 合同, 审批链测试章`;
    expect((await messagesOf(keeper, d.applyNo, 'en-US'))[0]).toMatchObject({
      title: 'Seal-use application rejected',
      content: `The seal-use application of 刘洋 (${inEnglish}) that you approved was rejected by 李娜. Reason: 材料不完整`,
    });
    // The one who rejected, and the approver never reached, get nothing more.
    expect((await messagesOf(admin, d.applyNo)).map((m) => m.title)).toEqual(['用印申请待审批']);
    expect(await messagesOf(chief, d.applyNo)).toEqual([]);
  });

  it('is revoked by the applicant only, while open; the current approver and the applicant are told', async () => {
    const id = await submitted();
    expect(await act(id, keeper)).toMatchObject({ code: 0 });
    const byOther = await server.call(apply.applyRevoke, { id }, { token: keeper.token });
    expect(byOther).toMatchObject({ code: 400, msg: '只有申请人可以撤回申请' });
    expect(await server.call(apply.applyRevoke, { id }, { token: member.token })).toMatchObject({
      code: 0,
      data: { state: 'TERMINATED' },
    });
    const d = await detail(id);
    expect(d).toMatchObject({ state: 'TERMINATED', outcome: 'revoked', approvedSteps: 1 });
    expect(await server.call(apply.applyRevoke, { id }, { token: member.token })).toMatchObject({
      code: 400,
      msg: '该申请已被撤回',
    });
    expect(await act(id, admin)).toMatchObject({ code: 400, msg: '该申请已被撤回' });
    const what = `${d.applyNo}，合同，审批链测试章`;
    expect((await messagesOf(admin, d.applyNo))[0]).toMatchObject({
      title: '用印申请已撤回',
      content: `刘洋撤回了用印申请（${what}）`,
      target: { kind: 'application', id },
    });
    expect((await messagesOf(member, d.applyNo))[0]).toMatchObject({
      title: '用印申请已撤回',
      content: `您已撤回用印申请（${what}）`,
      target: { kind: 'application', id },
    });
    expect((await messagesOf(keeper, d.applyNo)).map((m) => m.title)).toEqual(['用印申请待审批']);
  });

  it('re-notifies the current approver at most once a minute, on the applicant’s word only', async () => {
    const id = await submitted();
    expect(await server.call(apply.applyRenotify, { id }, { token: member.token })).toMatchObject({
      code: 400,
      msg: '提醒过于频繁，请60秒后再试',
    });
    server.clock.advance(45_000);
    expect((await server.call(apply.applyRenotify, { id }, { token: member.token })).msg).toBe(
      '提醒过于频繁，请15秒后再试',
    );
    server.clock.advance(16_000);
    const before = (await detail(id)).steps[0]!.notifiedAt;
    expect(await server.call(apply.applyRenotify, { id }, { token: member.token })).toMatchObject({ code: 0 });
    const d = await detail(id);
    expect(d.steps[0]!.notifiedAt).not.toBe(before);
    expect(d.version).toBe(0);
    expect((await messagesOf(keeper, d.applyNo)).map((m) => m.title)).toContain('用印申请催办');
    expect(await server.call(apply.applyRenotify, { id }, { token: keeper.token })).toMatchObject({
      code: 400,
      msg: '只有申请人可以提醒审批人',
    });
  });

  it('refuses a stale version, and of two approvals at once exactly one passes', async () => {
    const id = await submitted();
    const stale = await server.call(
      apply.applyApprove,
      { id, result: 'approved', version: 7 },
      { token: keeper.token },
    );
    expect(stale).toMatchObject({ code: 409, msg: '该申请已被他人处理，请刷新后重试' });
    const now = server.clock.now().getTime();
    const both = await Promise.all([
      server.call(apply.applyApprove, { id, result: 'approved', version: 0 }, { token: keeper.token, timestamp: now }),
      server.call(
        apply.applyApprove,
        { id, result: 'approved', version: 0 },
        { token: keeper.token, timestamp: now + 1 },
      ),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 409]);
    const d = await detail(id);
    expect(d).toMatchObject({ state: 'RUNNING', approvedSteps: 1, version: 1, currentApproverId: admin.userId });
    const told = await server.call(apply.applyNotifyList, { id }, { token: member.token });
    expect(told.data.filter((n) => n.kind === 'approved')).toHaveLength(1);
    // Two different approvers racing: the administrator's own turn and the keeper's already-used one.
    const race = await Promise.all([act(id, admin), act(id, keeper)]);
    expect(race.map((r) => r.code).sort()).toEqual([0, 400]);
    expect((await detail(id)).approvedSteps).toBe(2);
  });
});

describe('submitting', () => {
  it('refuses what the rules refuse, each with its message', async () => {
    expect(await submit({ deviceId: 'NOPE-0001' })).toMatchObject({ code: 404 });
    expect(await submit({ deviceId: 'YS00001' })).toMatchObject({ code: 404 });
    expect(await submit({ fileType: '发票' })).toMatchObject({
      code: 400,
      msg: '该设备没有适用于此文件类型的审批模板',
    });
    expect(await submit({ useCount: 11 })).toMatchObject({ code: 400, msg: '授权次数不能超过审批模板限制的10次' });
    expect(await submit({ reason: '短' })).toMatchObject({ code: 400, msg: '长度范围为2-1000' });
    expect(await submit({ copies: 0 })).toMatchObject({ code: 400, msg: '文件份数必须大于0' });
    expect(await submit({ useCount: 0 })).toMatchObject({ code: 400, msg: '授权次数不能为0' });
    expect(await submit({ useCount: 1.5 })).toMatchObject({ code: 400, msg: '授权次数必须是整数' });
    // The keeper is the only approver of the first demo device's template: they cannot apply on it themselves.
    expect(await submit({ deviceId: 'SD00001' }, keeper)).toMatchObject({
      code: 400,
      msg: '审批模板中没有除您以外的审批人，无法提交',
    });
    // The applicant is left out of the chain.
    const own = await submitted({}, admin);
    expect((await detail(own, admin)).steps.map((s) => s.approverId)).toEqual([keeper.userId, chief.userId]);
  });

  it("refuses a device whose service has expired, the unit's single-use quota and an inactive approver", async () => {
    const { devices, approvalTemplates } = await import('../../server/src/db/schema');
    const db = server.deps.db;
    const ended = await server.call(
      device.deviceBind,
      { deviceId: 'AT-EXPIRED-1', name: '过期章', model: 'V5', deviceType: 1 },
      { token: chief.token },
    );
    expect(ended.code, ended.msg).toBe(0);
    await db.insert(approvalTemplates).values({
      companyId: chief.companyId,
      deviceId: 'AT-EXPIRED-1',
      name: '过期模板',
      approverIds: [keeper.userId],
      fileTypes: ['合同'],
    });
    await db
      .update(devices)
      .set({ serviceEndTime: new Date(server.clock.now().getTime() - 1000) })
      .where(eq(devices.deviceId, 'AT-EXPIRED-1'));
    expect(await submit({ deviceId: 'AT-EXPIRED-1' })).toMatchObject({
      code: 400,
      msg: '该设备的服务已到期，不能申请用印',
    });
    await db.update(devices).set({ serviceEndTime: null }).where(eq(devices.deviceId, 'AT-EXPIRED-1'));
    expect((await submit({ deviceId: 'AT-EXPIRED-1' })).msg).toBe('该设备的服务已到期，不能申请用印');

    await setQuota(server, chief.companyId, 'maxSingleAuthUses', 2);
    expect(await submit({ useCount: 3 })).toMatchObject({ code: 400, msg: '单次授权次数不能超过2次' });
    await setQuota(server, chief.companyId, 'maxSingleAuthUses', 500);

    const gone = await extraMember(2);
    await server.call(
      device.deviceBind,
      { deviceId: 'AT-GONE-01', name: '停用审批人章', model: 'V5', deviceType: 1 },
      { token: chief.token },
    );
    await db.insert(approvalTemplates).values({
      companyId: chief.companyId,
      deviceId: 'AT-GONE-01',
      name: '停用审批人模板',
      approverIds: [gone.userId],
      fileTypes: ['合同'],
    });
    await db.update(memberships).set({ disabled: true }).where(eq(memberships.userId, gone.userId));
    expect(await submit({ deviceId: 'AT-GONE-01' })).toMatchObject({
      code: 400,
      msg: '审批人测试2号已停用或已不在本单位，请联系管理员修改审批模板',
    });
  });

  it('speaks English when asked', async () => {
    const res = await server.call(apply.applySave, saveInput({ fileType: '发票' }), {
      token: member.token,
      lang: 'en-US',
    });
    expect(res.msg).toBe('The device has no approval template for this file type');
  });

  it('uses the oldest template listing the file type when data from before the overlap rule hold two', async () => {
    const { approvalTemplates } = await import('../../server/src/db/schema');
    const deviceId = 'AT-LEGACY-1';
    const bound = await server.call(
      device.deviceBind,
      { deviceId, name: '旧数据章', model: 'V5', deviceType: 1 },
      { token: chief.token },
    );
    expect(bound.code, bound.msg).toBe(0);
    const at = server.clock.now().getTime();
    // Inserted directly: the template service refuses the overlap now. The newer one has the smaller id here.
    await server.deps.db.insert(approvalTemplates).values([
      {
        companyId: chief.companyId,
        deviceId,
        name: '新模板',
        approverIds: [admin.userId],
        fileTypes: ['合同'],
        createdAt: new Date(at - 1000),
      },
      {
        companyId: chief.companyId,
        deviceId,
        name: '旧模板',
        approverIds: [keeper.userId],
        fileTypes: ['合同', '公函'],
        createdAt: new Date(at - 2000),
      },
    ]);
    const d = await detail(await submitted({ deviceId }));
    expect(d).toMatchObject({ templateName: '旧模板', currentApproverId: keeper.userId });
  });

  it('numbers an application by its day in UTC+8, whatever the server’s zone', async () => {
    const was = server.clock.now();
    // 00:05 in UTC+8 of the clock's day there: still the day before in UTC.
    const day = new Date(was.getTime() + 8 * HOUR).toISOString().slice(0, 10);
    server.clock.set(new Date(`${day}T00:05:00+08:00`));
    try {
      const d = await detail(await submitted());
      expect(d.applyNo.slice(0, 10)).toBe(`SQ${day.replace(/-/g, '')}`);
      expect(d.submittedAt.slice(0, 10)).not.toBe(day);
    } finally {
      server.clock.set(was);
    }
  });
});

describe('who sees what', () => {
  it('shows a member their own and what they approve; others of the unit to roles 0-2', async () => {
    const id = await submitted();
    const applyNo = (await detail(id)).applyNo;
    expect((await server.call(apply.applyDetailInfo, { id }, { token: outsider.token })).code).toBe(404);
    expect((await server.call(apply.applyNotifyList, { id }, { token: outsider.token })).code).toBe(404);
    expect((await server.call(apply.applyCurrentStatus, { id }, { token: outsider.token })).code).toBe(404);
    expect((await server.call(apply.applyRevoke, { id }, { token: outsider.token })).code).toBe(404);
    expect((await server.call(apply.applyList, { keyword: applyNo }, { token: outsider.token })).data.total).toBe(0);
    expect((await server.call(apply.applyApproveList, {}, { token: outsider.token })).code).toBe(1003);
    for (const who of [chief, admin, keeper]) {
      expect((await server.call(apply.applyDetailInfo, { id }, { token: who.token })).code).toBe(0);
      expect((await server.call(apply.applyList, { keyword: applyNo }, { token: who.token })).data.total).toBe(1);
      expect(
        (await server.call(apply.applyList, { keyword: applyNo, mine: true }, { token: who.token })).data.total,
      ).toBe(0);
    }
    // The member's list is their own, whatever they ask.
    const list = await server.call(apply.applyList, { pageSize: 100 }, { token: member.token });
    expect(list.data.list.every((a) => a.applicantId === member.userId)).toBe(true);
    const unit = await server.call(apply.applyList, { pageSize: 100 }, { token: keeper.token });
    expect(unit.data.total).toBeGreaterThan(500);
    expect(new Set(unit.data.list.map((a) => a.applicantId)).size).toBeGreaterThan(1);
  });

  it('filters the lists by state, device, keyword and day, newest first', async () => {
    const all = await server.call(apply.applyList, { pageSize: 100, state: 'COMPLETED' }, { token: chief.token });
    expect(all.data.list.every((a) => a.state === 'COMPLETED')).toBe(true);
    const times = all.data.list.map((a) => a.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const onDevice = await server.call(
      apply.applyList,
      { deviceId: CHAIN_DEVICE, pageSize: 100 },
      { token: chief.token },
    );
    expect(onDevice.data.total).toBeGreaterThan(0);
    expect(onDevice.data.list.every((a) => a.deviceId === CHAIN_DEVICE)).toBe(true);
    const byName = await server.call(apply.applyList, { keyword: '刘洋', pageSize: 5 }, { token: chief.token });
    expect(byName.data.list.every((a) => a.applicantName === '刘洋')).toBe(true);
    const day = server.clock.now();
    const today = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const recent = await server.call(
      apply.applyList,
      { dateFrom: today, dateTo: today, pageSize: 100 },
      { token: chief.token },
    );
    expect(recent.data.total).toBeGreaterThan(0);
    expect(recent.data.total).toBeLessThan(all.data.total + 100);
    const done = await server.call(apply.applyApproveList, { scope: 'done', pageSize: 100 }, { token: keeper.token });
    expect(done.data.total).toBeGreaterThan(0);
    for (const a of done.data.list.slice(0, 10)) {
      const d = await detail(a.id, keeper);
      expect(d.steps.some((s) => s.approverId === keeper.userId && s.result !== null)).toBe(true);
    }
  });
});

describe('attachments', () => {
  it("lists the applicant's uploads, refuses another user's file, and keeps attached files", async () => {
    const pdf = await uploadFile(server, member.token, PDF, '合同扫描件.pdf', 'attachment');
    const jpg = await uploadFile(server, member.token, JPEG, '现场照片.jpg', 'attachment');
    const id = await submitted({ fileIds: [pdf, jpg] });
    const d = await detail(id, keeper);
    expect(d.attachments).toEqual([
      { fileId: pdf, name: '合同扫描件.pdf', size: PDF.length, contentType: 'application/pdf' },
      { fileId: jpg, name: '现场照片.jpg', size: JPEG.length, contentType: 'image/jpeg' },
    ]);
    const keepers = await uploadFile(server, keeper.token, PDF, '别人的.pdf', 'attachment');
    expect(await submit({ fileIds: [keepers] })).toMatchObject({ code: 400, msg: '只能添加您本人上传的附件' });
    const licence = await uploadFile(server, member.token, PDF, 'licence.pdf', 'licence');
    expect(await submit({ fileIds: [licence] })).toMatchObject({ code: 400, msg: '只能添加您本人上传的附件' });
    expect(await submit({ fileIds: ['0'.repeat(32)] })).toMatchObject({ code: 404 });
    expect(await server.call(file.fileDelete, { fileId: pdf }, { token: member.token })).toMatchObject({
      code: 400,
      msg: '该文件是用印申请的附件，不能删除',
    });
  });
});

describe('drafts', () => {
  it('keeps what was typed, is its owner’s only, submits with the rules of save and deletes with its files', async () => {
    const empty = await server.call(apply.applySaveDraft, {}, { token: member.token });
    expect(empty.code, empty.msg).toBe(0);
    const drafts = await server.call(apply.applyDrafts, { userId: member.userId }, { token: member.token });
    expect(drafts.data.find((d) => d.id === empty.data.id)).toMatchObject({
      deviceId: null,
      fileType: null,
      copies: null,
      reason: '',
    });
    expect((await server.call(apply.applyDrafts, { userId: member.userId }, { token: keeper.token })).code).toBe(404);
    expect((await server.call(apply.applyDeleteDraft, { id: empty.data.id }, { token: keeper.token })).code).toBe(404);
    expect((await server.call(apply.applyDraftSubmit, { id: empty.data.id }, { token: keeper.token })).code).toBe(404);
    expect((await server.call(apply.applyDetailInfo, { id: empty.data.id }, { token: member.token })).code).toBe(404);

    expect(await server.call(apply.applyDraftSubmit, { id: empty.data.id }, { token: member.token })).toMatchObject({
      code: 400,
      msg: '请选择印章设备',
    });
    const typed = await server.call(
      apply.applySaveDraft,
      { id: empty.data.id, deviceId: CHAIN_DEVICE, fileType: '公函', copies: 0, reason: '草稿事由' },
      { token: member.token },
    );
    expect(typed).toMatchObject({ code: 0, data: { id: empty.data.id } });
    expect((await server.call(apply.applyDraftSubmit, { id: empty.data.id }, { token: member.token })).msg).toBe(
      '文件份数必须大于0',
    );
    const file1 = await uploadFile(server, member.token, PDF, '草稿附件.pdf', 'attachment');
    await server.call(
      apply.applySaveDraft,
      {
        id: empty.data.id,
        deviceId: CHAIN_DEVICE,
        fileType: '公函',
        copies: 1,
        useCount: 2,
        reason: '草稿事由',
        fileIds: [file1],
      },
      { token: member.token },
    );
    const listed = await server.call(apply.applyDrafts, { userId: member.userId }, { token: member.token });
    const mine = listed.data.find((d) => d.id === empty.data.id)!;
    expect(mine).toMatchObject({ deviceName: '审批链测试章', fileType: '公函', copies: 1, useCount: 2 });
    expect(mine.attachments.map((a) => a.fileId)).toEqual([file1]);
    expect(await server.call(apply.applySaveDraft, { deviceId: 'YS00001' }, { token: member.token })).toMatchObject({
      code: 404,
    });

    const sent = await server.call(apply.applyDraftSubmit, { id: empty.data.id }, { token: member.token });
    expect(sent).toMatchObject({ code: 0, data: { id: empty.data.id } });
    const d = await detail(empty.data.id);
    expect(d).toMatchObject({ state: 'WAITING', fileType: '公函', reason: '草稿事由' });
    expect(d.attachments.map((a) => a.fileId)).toEqual([file1]);
    const after = await server.call(apply.applyDrafts, { userId: member.userId }, { token: member.token });
    expect(after.data.some((x) => x.id === empty.data.id)).toBe(false);
    expect((await server.call(apply.applyDeleteDraft, { id: empty.data.id }, { token: member.token })).code).toBe(404);

    const file2 = await uploadFile(server, member.token, PDF, '删除附件.pdf', 'attachment');
    const gone = await server.call(
      apply.applySaveDraft,
      { reason: '待删除', fileIds: [file2] },
      { token: member.token },
    );
    expect((await server.call(apply.applyDeleteDraft, { id: gone.data.id }, { token: member.token })).code).toBe(0);
    expect((await server.call(file.fileTempUrl, { filePath: file2 }, { token: member.token })).data).toEqual({
      tmpUrl: '',
    });
  });
});

describe('counters', () => {
  it('clears one or all of the caller’s unread applications', async () => {
    const a = await submitted();
    const b = await submitted();
    await act(a, keeper);
    await act(b, keeper);
    const before = (await server.call(apply.applyCountUnread, {}, { token: member.token })).data.applyAll;
    expect(before).toBeGreaterThanOrEqual(2);
    expect((await server.call(apply.applyUpdateReadStatus, { id: a }, { token: keeper.token })).code).toBe(404);
    expect((await server.call(apply.applyUpdateReadStatus, { id: a }, { token: member.token })).code).toBe(0);
    expect((await server.call(apply.applyCountUnread, {}, { token: member.token })).data.applyAll).toBe(before - 1);
    expect((await server.call(apply.applyUpdateReadStatus, {}, { token: member.token })).code).toBe(0);
    expect((await server.call(apply.applyCountUnread, {}, { token: member.token })).data.applyAll).toBe(0);
  });
});

/** Reads every page of a list call. */
async function everyPage<T>(read: (pageNum: number) => Promise<{ list: T[]; total: number }>): Promise<T[]> {
  const out: T[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await read(pageNum);
    out.push(...page.list);
    if (out.length >= page.total || page.list.length === 0) return out;
  }
}

describe('random actions of random staff (property, through the API)', () => {
  const open = (s: ApplyState) => s === 'WAITING' || s === 'RUNNING';

  it('keeps the invariants and the counters consistent with the lists', async () => {
    const staff = () => [chief, admin, keeper, member, outsider];
    const step = fc.record({
      kind: fc.constantFrom('approve', 'reject', 'revoke', 'renotify', 'wait'),
      who: fc.integer({ min: 0, max: 4 }),
      comment: fc.constantFrom(undefined, 'x', '理由充分的驳回'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const id = await submitted();
        let last = await detail(id);
        for (const s of steps) {
          const actor = staff()[s.who]!;
          if (s.kind === 'wait') {
            server.clock.advance(61_000);
            continue;
          }
          const wasCurrent = last.currentApproverId === actor.userId;
          const res =
            s.kind === 'approve' || s.kind === 'reject'
              ? await server.call(
                  apply.applyApprove,
                  {
                    id,
                    result: s.kind === 'approve' ? 'approved' : 'rejected',
                    ...(s.comment ? { comment: s.comment } : {}),
                  },
                  { token: actor.token },
                )
              : await server.call(
                  s.kind === 'revoke' ? apply.applyRevoke : apply.applyRenotify,
                  { id },
                  { token: actor.token },
                );
          const now = await detail(id, chief);
          if (res.code !== 0) {
            // A refusal changes nothing.
            expect(now.version).toBe(last.version);
            expect(now.state).toBe(last.state);
          } else {
            expect(open(last.state)).toBe(true);
            if (s.kind === 'approve' || s.kind === 'reject') expect(wasCurrent).toBe(true);
            if (s.kind === 'revoke' || s.kind === 'renotify') expect(actor.userId).toBe(member.userId);
          }
          expect(now.approvedSteps).toBeGreaterThanOrEqual(last.approvedSteps);
          expect(now.approvedSteps).toBeLessThanOrEqual(now.totalSteps);
          expect(now.approvedSteps).toBe(now.steps.filter((x) => x.result === 'approved').length);
          expect(now.currentApproverId).toBe(
            open(now.state) ? now.steps.find((x) => x.result === null)!.approverId : null,
          );
          if (now.state === 'WAITING') expect(now.approvedSteps).toBe(0);
          if (now.state === 'COMPLETED') expect(now.approvedSteps).toBe(now.totalSteps);
          if (!open(last.state)) expect(now).toMatchObject({ state: last.state, version: last.version });
          last = now;
        }
        return true;
      }),
      { numRuns: 25 },
    );
    // The counters agree with the lists.
    for (const who of [chief, admin, keeper]) {
      const counts = (await server.call(apply.applyCountUnread, {}, { token: who.token })).data;
      const pending = await server.call(apply.applyApproveList, { scope: 'pending' }, { token: who.token });
      expect(counts.approveAll).toBe(pending.data.total);
    }
    const counts = (await server.call(apply.applyCountUnread, {}, { token: member.token })).data;
    const mine = await everyPage(async (pageNum) => {
      const res = await server.call(apply.applyList, { pageNum, pageSize: 100 }, { token: member.token });
      return res.data;
    });
    expect(counts.applyAll).toBe(mine.filter((a) => a.unread).length);
    // 25 random runs of up to a dozen calls each: a busy machine needs more than the default 30 s.
  }, 120_000);
});

describe('isolation of the other unit', () => {
  it('does not show the other unit’s applications', async () => {
    const otherId = await otherUnitId(server);
    const { applications } = await import('../../server/src/db/schema');
    const [foreign] = await server.deps.db
      .select()
      .from(applications)
      .where(eq(applications.companyId, otherId))
      .limit(1);
    expect(foreign).toBeDefined();
    expect((await server.call(apply.applyDetailInfo, { id: foreign!.id }, { token: chief.token })).code).toBe(404);
  });
});
