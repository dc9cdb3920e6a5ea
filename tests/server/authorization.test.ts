/**
 * Seal authorisations through the HTTP calls: count limits (0, 501, over the unit's quota), the validity
 * period, one open authorisation per device, the member's own actions and the keeper's, lazy expiry, the fingerprint
 * rule, members seeing only their own, messages and unread counters. The pure state machine has its own property
 * tests (authorization-state-machine.test.ts); isolation between units is covered by the access matrix.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorization, message, type RequestOf } from '../../contract';
import { applications, devices, menus, roleGrants, users } from '../../server/src/db/schema';
import { invalidateGrants } from '../../server/src/caller/grants';
import { localDay } from '../../server/src/lib/local-time';
import { DAY, startTestServer, type TestServer } from './helpers';
import { setQuota } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

type AuthInput = RequestOf<typeof authorization.authAuth>;

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
let deviceNo = 250;

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

/** A demo device nobody in this file has authorised yet (the seed leaves SD00250 on without open authorisations). */
function freeDevice(): string {
  deviceNo += 1;
  return `SD${String(deviceNo).padStart(5, '0')}`;
}

const input = (over: Partial<AuthInput> = {}): AuthInput => ({
  deviceId: freeDevice(),
  userId: member.userId,
  useCount: 3,
  validTo: new Date(server.clock.now().getTime() + 7 * DAY).toISOString(),
  reason: '合同盖章',
  ...over,
});

async function grant(over: Partial<AuthInput> = {}, token = keeper.token) {
  return server.call(authorization.authAuth, input(over), { token });
}

async function granted(over: Partial<AuthInput> = {}) {
  const res = await grant(over);
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function detail(id: number, token = keeper.token) {
  const res = await server.call(authorization.authDetail, { id }, { token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

describe('granting', () => {
  it('refuses counts of 0, 501 and over the unit quota, each saying why', async () => {
    const zero = await grant({ useCount: 0 });
    expect([zero.code, zero.msg]).toEqual([400, '授权次数不能为0']);
    const tooMany = await grant({ useCount: 501 });
    expect([tooMany.code, tooMany.msg]).toEqual([400, '授权次数不能超过500次']);
    const fraction = await grant({ useCount: 1.5 });
    expect(fraction.msg).toBe('授权次数必须是整数');
    await setQuota(server, keeper.companyId, 'maxSingleAuthUses', 20);
    const overQuota = await grant({ useCount: 21 });
    expect([overQuota.code, overQuota.msg]).toEqual([400, '单次授权次数不能超过20次']);
    const english = await server.call(authorization.authAuth, input({ useCount: 21 }), {
      token: keeper.token,
      lang: 'en-US',
    });
    expect(english.msg).toBe('One authorisation allows at most 20 uses');
    expect((await grant({ useCount: 20 })).code).toBe(0);
    await setQuota(server, keeper.companyId, 'maxSingleAuthUses', 500);
    expect((await grant({ useCount: 500 })).code).toBe(0);
  });

  it('refuses a period ending in the past, before its start, or longer than 90 days', async () => {
    const now = server.clock.now().getTime();
    const past = await grant({ validTo: new Date(now - 1000).toISOString() });
    expect(past.msg).toBe('授权截止时间必须晚于开始时间和当前时间');
    const inverted = await grant({
      validFrom: new Date(now + 5 * DAY).toISOString(),
      validTo: new Date(now + 4 * DAY).toISOString(),
    });
    expect(inverted.code).toBe(400);
    const long = await grant({ validTo: new Date(now + 91 * DAY).toISOString() });
    expect(long.msg).toBe('授权有效期不能超过90天');
  });

  it('names an active member of the unit and a device of the unit', async () => {
    const noDevice = await grant({ deviceId: 'NOPE-0001' });
    expect(noDevice.code).toBe(404);
    const noUser = await grant({ userId: 999_999 });
    expect(noUser.code).toBe(404);
  });

  it('allows one open authorisation per device; an expired one frees the device', async () => {
    const deviceId = freeDevice();
    const first = await granted({ deviceId, validTo: new Date(server.clock.now().getTime() + 60_000).toISOString() });
    const busy = await grant({ deviceId });
    expect([busy.code, busy.msg]).toEqual([409, '该设备已有未结束的授权，请先结束后再授权']);
    const exists = await server.call(authorization.authExistNotClose, { deviceId }, { token: keeper.token });
    expect(exists.data).toMatchObject({ exists: true, authorization: { id: first.id, state: 3 } });

    server.clock.advance(61_000);
    const free = await server.call(authorization.authExistNotClose, { deviceId }, { token: keeper.token });
    expect(free.data).toEqual({ exists: false, authorization: null });
    expect((await detail(first.id)).state).toBe(1);
    expect((await detail(first.id)).timeline.map((e) => e.kind)).toEqual(['granted', 'expired']);
    const second = await granted({ deviceId });
    expect(second.id).not.toBe(first.id);
    // Only staff with authorization:add grant.
    const byMember = await grant({ deviceId: freeDevice() }, member.token);
    expect(byMember.code).toBe(1003);
  });
});

describe('authorising an approved application', () => {
  async function application(state: 'COMPLETED' | 'RUNNING', deviceId: string) {
    const [row] = await server.deps.db
      .insert(applications)
      .values({
        companyId: keeper.companyId,
        applyNo: `SQT${deviceId}${state}`,
        state,
        applicantId: member.userId,
        deviceId,
        deviceName: '测试设备',
        fileType: '合同',
        copies: 1,
        useCount: 4,
        reason: '签署采购合同',
        totalSteps: 1,
        approvedSteps: state === 'COMPLETED' ? 1 : 0,
        submittedAt: server.clock.now(),
      })
      .returning({ id: applications.id });
    return row!.id;
  }

  it('grants the device, applicant and use count it asked for, once', async () => {
    const deviceId = freeDevice();
    const applyId = await application('COMPLETED', deviceId);
    const validTo = new Date(server.clock.now().getTime() + 3 * DAY).toISOString();
    const res = await server.call(authorization.authApplyAuthorization, { applyId, validTo }, { token: keeper.token });
    expect(res.code, res.msg).toBe(0);
    const d = await detail(res.data.id);
    expect(d).toMatchObject({
      applyId,
      applyNo: `SQT${deviceId}COMPLETED`,
      deviceId,
      userId: member.userId,
      useCount: 4,
      state: 3,
      reason: '签署采购合同',
      fileType: '合同',
    });
    const again = await server.call(
      authorization.authApplyAuthorization,
      { applyId, validTo },
      { token: keeper.token },
    );
    expect([again.code, again.msg]).toEqual([409, '该申请已授权']);
    const running = await application('RUNNING', freeDevice());
    const early = await server.call(
      authorization.authApplyAuthorization,
      { applyId: running, validTo },
      { token: keeper.token },
    );
    expect(early.msg).toBe('只有审批通过的申请可以授权');
    const byMember = await server.call(
      authorization.authApplyAuthorization,
      { applyId, validTo },
      { token: member.token },
    );
    expect(byMember.code).toBe(1003);
  });
});

describe('the life of an authorisation', () => {
  it('activate, pause, resume, close and review, with the member told and the timeline kept', async () => {
    const { id, empowerNo } = await granted({ useCount: 2 });
    expect(empowerNo).toMatch(/^EP\d{14,}$/);

    // Only the member activates.
    const byKeeper = await server.call(authorization.authActive, { id }, { token: keeper.token });
    expect([byKeeper.code, byKeeper.msg]).toEqual([1003, '只有被授权人本人可以激活授权']);
    const mine = await detail(id, member.token);
    expect(mine.actions).toMatchObject({ active: true, cancel: false, tmpFinish: false });
    const active = await server.call(authorization.authActive, { id, version: mine.version }, { token: member.token });
    expect(active.data).toEqual({ state: 4 });
    const again = await server.call(authorization.authActive, { id }, { token: member.token });
    expect(again.msg).toBe('只有未激活的授权可以激活');
    // A stale version is refused.
    const stale = await server.call(
      authorization.authTmpFinish,
      { id, version: mine.version },
      { token: member.token },
    );
    expect(stale.code).toBe(409);

    expect((await server.call(authorization.authTmpFinish, { id }, { token: keeper.token })).data).toEqual({
      state: 5,
    });
    const cancel = await server.call(authorization.authCancel, { id }, { token: keeper.token });
    expect(cancel.msg).toBe('授权已激活，不能撤销，请结束授权');
    expect((await server.call(authorization.authReActive, { id }, { token: member.token })).data).toEqual({
      state: 4,
    });
    const earlyAudit = await server.call(authorization.authAudit, { id }, { token: keeper.token });
    expect(earlyAudit.msg).toBe('只有已结束或已过期的授权可以审核');
    expect((await server.call(authorization.authClose, { id }, { token: member.token })).data).toEqual({ state: 2 });
    const audited = await server.call(authorization.authAudit, { id, remark: '已核对' }, { token: keeper.token });
    expect(audited.data).toEqual({ state: 6 });

    const d = await detail(id);
    expect(d).toMatchObject({ state: 6, endReason: 'closed', auditRemark: '已核对', remaining: 2 });
    expect(d.timeline.map((e) => e.kind)).toEqual([
      'granted',
      'activated',
      'tmpFinished',
      'reActivated',
      'closed',
      'audited',
    ]);
    expect(d.actions).toEqual({
      active: false,
      reActive: false,
      tmpFinish: false,
      close: false,
      cancel: false,
      audit: false,
      lockPhotograph: false,
      unlockPhotograph: false,
      unlockFence: false,
      changeUser: false,
      needsFingerprint: false,
    });

    // The member heard of the grant and of the keeper's pause.
    const inbox = await server.call(
      message.messageList,
      { type: 'authorization', pageSize: 50 },
      { token: member.token },
    );
    const titles = inbox.data.list.map((m) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['您获得了新的用印授权', '您的用印授权已被临时结束']));
    // Each message about it opens it from the message centre.
    const aboutIt = inbox.data.list.filter((m) => m.content.includes(empowerNo));
    expect(aboutIt.length).toBeGreaterThanOrEqual(2);
    expect(aboutIt.every((m) => m.target?.kind === 'authorization' && m.target.id === id)).toBe(true);
  });

  it('tells the member of a grant in Chinese, or in English to an English reader', async () => {
    const validTo = new Date(server.clock.now().getTime() + 7 * DAY);
    const { id } = await granted({ useCount: 3, validTo: validTo.toISOString() });
    const { empowerNo, deviceName } = await detail(id);
    const day = localDay(validTo);
    const told = async (lang: 'zh-CN' | 'en-US') => {
      const res = await server.call(message.messageList, { keyword: empowerNo }, { token: member.token, lang });
      expect(res.code, res.msg).toBe(0);
      return res.data.list.map((m) => [m.title, m.content]);
    };
    expect(await told('zh-CN')).toEqual([
      ['您获得了新的用印授权', `授权编号 ${empowerNo}，设备「${deviceName}」，共 3 次，有效期至 ${day}`],
    ]);
    expect(await told('en-US')).toEqual([
      [
        'You have a new seal-use authorisation',
        `Authorisation ${empowerNo}, device “${deviceName}”, 3 use(s), valid until ${day}`,
      ],
    ]);
  });

  it('cancels a not yet activated one; locks photographs once; changes the member before any use', async () => {
    const { id } = await granted();
    expect((await server.call(authorization.authLockPhotograph, { id }, { token: keeper.token })).code).toBe(0);
    const twice = await server.call(authorization.authLockPhotograph, { id }, { token: keeper.token });
    expect(twice.msg).toBe('拍照已锁定');
    expect((await server.call(authorization.authUnlockPhotograph, { id }, { token: keeper.token })).code).toBe(0);
    const same = await server.call(authorization.authChangeUser, { id, userId: member.userId }, { token: admin.token });
    expect(same.msg).toBe('该成员已是被授权人');
    const moved = await server.call(authorization.authChangeUser, { id, userId: admin.userId }, { token: admin.token });
    expect(moved.code, moved.msg).toBe(0);
    // The timeline names the new member; the former one no longer sees it.
    expect((await detail(id)).timeline.at(-1)).toMatchObject({ kind: 'userChanged', detail: '李娜' });
    expect((await server.call(authorization.authDetail, { id }, { token: member.token })).code).toBe(1003);
    expect((await server.call(authorization.authCancel, { id }, { token: keeper.token })).data).toEqual({ state: 2 });
    expect((await detail(id)).endReason).toBe('cancelled');
  });

  it('close-by-device-id ends the open one, if any', async () => {
    const deviceId = freeDevice();
    const none = await server.call(authorization.authCloseByDevice, { deviceId }, { token: keeper.token });
    expect(none.data).toEqual({ closed: false });
    const { id } = await granted({ deviceId });
    const closed = await server.call(authorization.authCloseByDevice, { deviceId }, { token: keeper.token });
    expect(closed.data).toEqual({ closed: true });
    expect((await detail(id)).endReason).toBe('closedByDevice');
    const byMember = await server.call(authorization.authCloseByDevice, { deviceId }, { token: member.token });
    expect(byMember.code).toBe(1003);
  });

  it('a fingerprint device needs an enrolled fingerprint to activate', async () => {
    // A V5 has every ability (an empty ability list), the fingerprint one too.
    const [v5] = await server.deps.db
      .select({ deviceId: devices.deviceId })
      .from(devices)
      .where(and(eq(devices.model, 'V5'), gt(devices.deviceId, 'SD00280'), lt(devices.deviceId, 'SD00301')))
      .limit(1);
    const { id } = await granted({ deviceId: v5!.deviceId });
    const exists = await server.call(
      authorization.fingerprintIsExist,
      { userId: member.userId },
      { token: keeper.token },
    );
    expect(exists.data).toEqual({ exists: true });
    await server.deps.db.update(users).set({ fingerprintEnrolledAt: null }).where(eq(users.id, member.userId));
    // The detail says so instead of offering an activation that would fail.
    expect((await detail(id, member.token)).actions).toMatchObject({ active: false, needsFingerprint: true });
    const refused = await server.call(authorization.authActive, { id }, { token: member.token });
    expect(refused.msg).toBe('该设备需要指纹验证，请先录入指纹');
    await server.deps.db.update(users).set({ fingerprintEnrolledAt: new Date() }).where(eq(users.id, member.userId));
    expect((await server.call(authorization.authActive, { id }, { token: member.token })).data).toEqual({ state: 4 });
  });
});

describe('authorization:activate', () => {
  it('a member whose role lost the code may neither activate nor see the action', async () => {
    const { id } = await granted();
    const [button] = await server.deps.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.buttonCode, 'authorization:activate'));
    const grant = and(eq(roleGrants.role, 3), eq(roleGrants.menuId, button!.id));
    await server.deps.db.delete(roleGrants).where(grant);
    invalidateGrants(server.deps);
    try {
      expect((await detail(id, member.token)).actions).toMatchObject({ active: false, close: true });
      const refused = await server.call(authorization.authActive, { id }, { token: member.token });
      expect([refused.code, refused.msg]).toEqual([1003, '没有执行此操作的权限']);
    } finally {
      await server.deps.db.insert(roleGrants).values({ role: 3, menuId: button!.id });
      invalidateGrants(server.deps);
    }
    expect((await server.call(authorization.authActive, { id }, { token: member.token })).data).toEqual({ state: 4 });
  });
});

describe('lists and counters', () => {
  it('members see their own; keepers the unit; own-use list refuses another user id', async () => {
    await granted({ userId: admin.userId });
    const mine = await server.call(authorization.authList, { pageSize: 100 }, { token: member.token });
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.list.every((a) => a.userId === member.userId)).toBe(true);
    const unit = await server.call(authorization.authList, { pageSize: 100 }, { token: keeper.token });
    expect(unit.data.total).toBeGreaterThan(mine.data.total);
    const filtered = await server.call(authorization.authList, { state: 6 }, { token: keeper.token });
    expect(filtered.data.list.every((a) => a.state === 6)).toBe(true);
    const own = await server.call(
      authorization.authOwnUseList,
      { userId: member.userId, pageSize: 100 },
      { token: member.token },
    );
    expect(own.data.list.every((a) => [0, 3, 4, 5].includes(a.state) && a.userId === member.userId)).toBe(true);
    const other = await server.call(authorization.authOwnUseList, { userId: admin.userId }, { token: member.token });
    expect(other.code).toBe(404);
  });

  it('counts unread and open authorisations of the caller and clears them', async () => {
    await server.call(authorization.authClearUnread, {}, { token: member.token });
    const before = await server.call(authorization.authCountUnread, {}, { token: member.token });
    expect(before.data).toEqual({ authorAll: 0, using: 0 });
    await granted();
    const after = await server.call(authorization.authCountUnread, {}, { token: member.token });
    expect(after.data).toEqual({ authorAll: 1, using: 1 });
    await server.call(authorization.authClearUnread, {}, { token: member.token });
    expect((await server.call(authorization.authCountUnread, {}, { token: member.token })).data).toEqual({
      authorAll: 0,
      using: 0,
    });
    // The chief's counters are the chief's own.
    expect((await server.call(authorization.authCountUnread, {}, { token: chief.token })).code).toBe(0);
  });

  it("lists 'to be used by me' with the member's actions without reading them; opening or acting reads one", async () => {
    await server.call(authorization.authClearUnread, {}, { token: member.token });
    const a = await granted();
    const b = await granted();
    const own = async () =>
      (
        await server.call(
          authorization.authOwnUseList,
          { userId: member.userId, pageSize: 100 },
          { token: member.token },
        )
      ).data.list;
    const row = (await own()).find((x) => x.id === a.id)!;
    expect(row).toMatchObject({ unread: true, state: 3, version: expect.any(Number) });
    expect(row.actions).toMatchObject({ active: true, close: true, cancel: false, audit: false });
    const using = async () =>
      (await server.call(authorization.authCountUnread, {}, { token: member.token })).data.using;
    expect(await using()).toBe(2);
    // Listing again does not read them; the detail does.
    expect((await own()).find((x) => x.id === a.id)!.unread).toBe(true);
    await detail(a.id, member.token);
    expect(await using()).toBe(1);
    // Acting on one reads it too; a keeper's change makes it unread again.
    await server.call(authorization.authActive, { id: b.id }, { token: member.token });
    expect(await using()).toBe(0);
    await server.call(authorization.authTmpFinish, { id: b.id }, { token: keeper.token });
    expect(await using()).toBe(1);
    expect((await own()).find((x) => x.id === b.id)!.actions).toMatchObject({ reActive: true, tmpFinish: false });
  });

  it("one device's authorisations, newest first", async () => {
    const deviceId = freeDevice();
    const a = await granted({ deviceId });
    await server.call(authorization.authCancel, { id: a.id }, { token: keeper.token });
    const b = await granted({ deviceId });
    const res = await server.call(authorization.authDeviceList, { deviceId }, { token: keeper.token });
    // The two new ones come before the seeded history of the device.
    expect(res.data.list.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    expect(res.data.list.every((x) => x.deviceId === deviceId)).toBe(true);
  });
});
