/**
 * Seal devices: the model predicates and the long-valid rule, the seeded devices, the list's filters and
 * paging (the service-state filter reads the contract's rule), detail, binding within the bindable-seals quota,
 * unbinding (refused while applications or an authorisation are open), keeper and connect-mode rules, and the
 * operation and replacement records (a seal replaced on the device joins both); each device's SIM card (cost centre) on
 * the list and detail, filtered by its state. Isolation between units is covered by the access matrix.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, authorization, cost, device, template, unit, type Endpoint, type RequestOf } from '../../contract';
import { OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';
import { authorizations, devices, memberships } from '../../server/src/db/schema';
import { deviceTokenOf } from '../../server/src/caller/device';
import { DAY, MINUTE, startTestServer, type TestServer } from './helpers';
import { otherUnitId, setQuota } from './org-fixtures';
import { CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

/** 陈静, chief administrator of the other demo unit. */
const OTHER_CHIEF = '13900000000';

let server: TestServer;
let chief: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  otherId = await otherUnitId(server);
});
afterAll(async () => {
  await server?.close();
});

async function list(query: Partial<RequestOf<typeof device.deviceList>> = {}, token = chief.token) {
  const res = await server.call(device.deviceList, { pageSize: 100, ...query }, { token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function otherUnitDeviceId(): Promise<string> {
  const [row] = await server.deps.db
    .select({ deviceId: devices.deviceId })
    .from(devices)
    .where(eq(devices.companyId, otherId))
    .limit(1);
  return row!.deviceId;
}

describe('model predicates and the long-valid rule', () => {
  it('recognises the model families', () => {
    expect(['V5', 'V5Pro', 'v5s'].every(device.isV5Model)).toBe(true);
    expect(['V4', 'S30', 'S20', 'E1', '', null].some(device.isV5Model)).toBe(false);
    expect(['V4', 'S30', 's30'].every(device.isV4OrS30Model)).toBe(true);
    expect(['V5', 'S20', 'S3'].some(device.isV4OrS30Model)).toBe(false);
    expect(['S20', 'S20(DJ)', 'S20G', 'S20GS', 'S20GT', ' s20gt '].every(device.isS20Model)).toBe(true);
    expect(['S20X', 'S200', 'S2', 'S30', 'S20(D)'].some(device.isS20Model)).toBe(false);
  });

  it('counts a service as long-valid only more than 30 days ahead, ordinary seals always', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    expect(device.isLongValid({ deviceType: 1, serviceEndTime: at(30 * DAY) }, now)).toBe(false);
    expect(device.isLongValid({ deviceType: 1, serviceEndTime: at(30 * DAY + 1) }, now)).toBe(true);
    expect(device.isLongValid({ deviceType: 2, serviceEndTime: at(-DAY) }, now)).toBe(false);
    expect(device.isLongValid({ deviceType: 2, serviceEndTime: null }, now)).toBe(false);
    expect(device.isLongValid({ deviceType: 3, serviceEndTime: null }, now)).toBe(true);
    expect(device.isLongValid({ deviceType: 4, serviceEndTime: at(-DAY) }, now)).toBe(true);
  });

  it('allows every ability when a device has no list', () => {
    expect(device.hasAbility({ abilityPermsList: [] }, 'fingerprint')).toBe(true);
    expect(device.hasAbility({ abilityPermsList: null }, 'photo')).toBe(true);
    expect(device.hasAbility({ abilityPermsList: ['photo'] }, 'photo')).toBe(true);
    expect(device.hasAbility({ abilityPermsList: ['photo'] }, 'fingerprint')).toBe(false);
  });

  it('gives each model its connections', () => {
    expect(device.modelProfile('V5')).toMatchObject({ isBluetooth: true, isGprs: true, abilities: [] });
    expect(device.modelProfile('S20')).toMatchObject({ isGprs: false, gprsProtocol: null });
    expect(device.modelProfile('S20GT')).toMatchObject({ isGprs: true, gprsProtocol: 'TCP' });
  });
});

describe('seeded devices and the list', () => {
  it('has 300 devices of every type and model in 30 cities for the demo unit, 20 for the other', async () => {
    const all: device.Device[] = [];
    for (let pageNum = 1; pageNum <= 3; pageNum += 1) all.push(...(await list({ pageNum })).list);
    expect(all).toHaveLength(300);
    expect(new Set(all.map((d) => d.deviceId)).size).toBe(300);
    expect(new Set(all.map((d) => d.deviceType))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(all.map((d) => d.model))).toEqual(new Set(device.deviceModels));
    const cities = new Set(all.map((d) => `${Math.round(d.latitude!)},${Math.round(d.longitude!)}`));
    expect(cities.size).toBeGreaterThanOrEqual(25);
    for (const d of all) {
      expect(d.latitude).toBeGreaterThan(18);
      expect(d.latitude).toBeLessThan(54);
      expect(d.longitude).toBeGreaterThan(73);
      expect(d.longitude).toBeLessThan(136);
    }
    expect(all.some((d) => d.longValid) && all.some((d) => !d.longValid)).toBe(true);
    expect(all.some((d) => d.keeperName !== null)).toBe(true);
    const otherCount = await server.deps.db.$count(devices, eq(devices.companyId, otherId));
    expect(otherCount).toBe(20);
  });

  it('filters by type, model, online state and keyword', async () => {
    const ordinary = await list({ deviceType: 3 });
    expect(ordinary.total).toBeGreaterThan(0);
    expect(ordinary.list.every((d) => d.deviceType === 3)).toBe(true);
    const dj = await list({ model: 'S20(DJ)' });
    expect(dj.total).toBeGreaterThan(0);
    expect(dj.list.every((d) => d.model === 'S20(DJ)')).toBe(true);
    const online = await list({ state: 'online' });
    const offline = await list({ state: 'offline' });
    expect(online.total + offline.total).toBe(300);
    expect(online.list.every((d) => d.online)).toBe(true);
    expect(offline.list.every((d) => !d.online)).toBe(true);
    const hangzhou = await list({ keyword: '杭州' });
    expect(hangzhou.total).toBe(10);
    expect(hangzhou.list.every((d) => d.name.includes('杭州') || d.address?.includes('杭州'))).toBe(true);
    expect((await list({ keyword: 'SD00042' })).list.map((d) => d.deviceId)).toEqual(['SD00042']);
    expect((await list({ keyword: '%' })).total).toBe(0);
    const combined = await list({ deviceType: 1, state: 'online', model: 'V5' });
    expect(combined.list.every((d) => d.deviceType === 1 && d.online && d.model === 'V5')).toBe(true);
  });

  it('filters by service state as the badges name it: long-valid, expiring, expired', async () => {
    const now = server.clock.now();
    let sum = 0;
    for (const service of device.serviceStates) {
      const found: device.Device[] = [];
      let total = 0;
      for (let pageNum = 1; pageNum === 1 || found.length < total; pageNum += 1) {
        const page = await list({ service, pageNum });
        total = page.total;
        found.push(...page.list);
      }
      expect(total, service).toBeGreaterThan(0);
      expect(found.filter((d) => device.serviceStateOf(d, now) !== service).map((d) => d.deviceId)).toEqual([]);
      sum += total;
    }
    expect(sum).toBe(300);
    const ordinaryExpiring = await list({ service: 'expiring', deviceType: 3 });
    expect(ordinaryExpiring.total).toBe(0);
    const bad = await server.call(device.deviceList, { service: 'soon' as never }, { token: chief.token });
    expect(bad.code).toBe(400);
  });

  it('pages without overlap', async () => {
    const first = await list({ pageNum: 1, pageSize: 7 });
    const second = await list({ pageNum: 2, pageSize: 7 });
    expect(first.total).toBe(300);
    expect(first.list).toHaveLength(7);
    const ids = new Set(first.list.map((d) => d.deviceId));
    expect(second.list.some((d) => ids.has(d.deviceId))).toBe(false);
    expect((await list({ pageNum: 43, pageSize: 7 })).list).toHaveLength(6);
    const bad = await server.call(device.deviceList, { pageSize: 101 }, { token: chief.token });
    expect(bad.code).not.toBe(0);
  });

  it("never shows another unit's devices, and its detail is not found", async () => {
    const foreign = await otherUnitDeviceId();
    expect((await list({ keyword: foreign })).total).toBe(0);
    const res = await server.call(device.deviceDetail, { deviceId: foreign }, { token: chief.token });
    expect(res).toMatchObject({ code: 404, msg: '请求的资源不存在' });
  });

  it('shows a device in detail to a unit member', async () => {
    const res = await server.call(device.deviceDetail, { deviceId: 'SD00001' }, { token: member.token });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ deviceId: 'SD00001', model: 'V5' });
  });
});

describe('binding and unbinding', () => {
  const bindInput = (deviceId: string) => ({
    deviceId,
    name: '新绑定印章',
    model: 'S20G' as const,
    deviceType: 1 as const,
  });

  it('binds within the bindable-seals quota and refuses beyond it', async () => {
    const counted = await server.call(unit.deviceCount, {}, { token: chief.token });
    expect(counted.data.count).toBe(300);
    await setQuota(server, chief.companyId, 'bindableSeals', 301);
    const ok = await server.call(device.deviceBind, bindInput('NEW-0001'), { token: chief.token });
    expect(ok.code, ok.msg).toBe(0);
    const detail = await server.call(device.deviceDetail, { deviceId: 'NEW-0001' }, { token: chief.token });
    expect(detail.data).toMatchObject({ isGprs: true, gprsProtocol: 'TCP', longValid: true, keeperId: null });
    const over = await server.call(device.deviceBind, bindInput('NEW-0002'), { token: chief.token });
    expect(over.code).toBe(400);
    expect(over.msg).toContain('301');
    const quota = await server.call(unit.quotaList, {}, { token: chief.token });
    expect(quota.data.find((q) => q.item === 'bindableSeals')).toEqual({
      item: 'bindableSeals',
      limit: 301,
      used: 301,
    });

    // Unbinding frees the place.
    const unbound = await server.call(device.deviceUnbind, { deviceId: 'NEW-0001' }, { token: chief.token });
    expect(unbound.code, unbound.msg).toBe(0);
    expect((await server.call(device.deviceDetail, { deviceId: 'NEW-0001' }, { token: chief.token })).code).toBe(404);
    const again = await server.call(device.deviceBind, bindInput('NEW-0002'), { token: chief.token });
    expect(again.code, again.msg).toBe(0);
    await setQuota(server, chief.companyId, 'bindableSeals', 1000);
  });

  it("refuses a device that is bound already, in this unit or another, and a member's bind", async () => {
    const own = await server.call(device.deviceBind, bindInput('SD00002'), { token: chief.token });
    expect(own).toMatchObject({ code: 409, msg: '该设备已被绑定，请先解绑后再绑定' });
    const foreign = await server.call(device.deviceBind, bindInput(await otherUnitDeviceId()), { token: chief.token });
    expect(foreign.code).toBe(409);
    const byMember = await server.call(device.deviceBind, bindInput('NEW-0003'), { token: member.token });
    expect(byMember.code).toBe(1003);
    const badId = await server.call(device.deviceBind, bindInput('a b'), { token: chief.token });
    expect(badId.code).not.toBe(0);
  });

  it("refuses a seal keeper's bind, unbind, edit and connection switch, and changes nothing", async () => {
    const refused = [
      await server.call(device.deviceBind, bindInput('NEW-0004'), { token: keeper.token }),
      await server.call(device.deviceUnbind, { deviceId: 'SD00004' }, { token: keeper.token }),
      await server.call(
        device.deviceUpdate,
        { deviceId: 'SD00004', name: '保管人改名', keeperId: null },
        { token: keeper.token },
      ),
      await server.call(device.connectMode, { deviceId: 'SD00004', mode: 'gprs' }, { token: keeper.token }),
    ];
    expect(refused.map((r) => r.code)).toEqual([1003, 1003, 1003, 1003]);
    const unbound = await server.call(device.deviceDetail, { deviceId: 'NEW-0004' }, { token: chief.token });
    expect(unbound.code).not.toBe(0);
    // The keeper still sees the device, as it was.
    const kept = await server.call(device.deviceDetail, { deviceId: 'SD00004' }, { token: keeper.token });
    expect(kept.code, kept.msg).toBe(0);
    expect(kept.data.name).not.toBe('保管人改名');
  });

  it('gives ordinary seals no service period', async () => {
    const res = await server.call(
      device.deviceBind,
      { deviceId: 'NEW-P1', name: '普通章', model: 'P1', deviceType: 3 },
      { token: chief.token },
    );
    expect(res.code, res.msg).toBe(0);
    const detail = await server.call(device.deviceDetail, { deviceId: 'NEW-P1' }, { token: chief.token });
    expect(detail.data).toMatchObject({ serviceEndTime: null, longValid: true });
  });
});

describe('unbinding a device in use', () => {
  it('is refused, saying why, while an application is open or an authorisation is not ended', async () => {
    const deviceId = 'UNB-0001';
    const bound = await server.call(
      device.deviceBind,
      { deviceId, name: '解绑测试章', model: 'V5', deviceType: 1 },
      { token: chief.token },
    );
    expect(bound.code, bound.msg).toBe(0);
    const tpl = await server.call(
      template.templateAdd,
      { deviceId, name: '解绑测试', approverIds: [keeper.userId], fileTypes: ['合同'], useCountLimit: null },
      { token: chief.token },
    );
    expect(tpl.code, tpl.msg).toBe(0);
    const applied = await server.call(
      apply.applySave,
      { deviceId, fileType: '合同', copies: 1, useCount: 2, reason: '解绑前的用印申请', fileIds: [] },
      { token: member.token },
    );
    expect(applied.code, applied.msg).toBe(0);
    const unbind = (lang?: 'en-US') =>
      server.call(device.deviceUnbind, { deviceId }, { token: chief.token, ...(lang ? { lang } : {}) });

    expect(await unbind()).toMatchObject({
      code: 400,
      msg: '该设备还有1条待审批或审批中的用印申请，请在审批结束或申请撤回后再解绑',
    });
    expect((await unbind('en-US')).msg).toBe(
      'The device still has 1 application(s) waiting for or under approval; unbind it once they are decided or revoked',
    );
    expect((await server.call(device.deviceDetail, { deviceId }, { token: chief.token })).code).toBe(0);
    // Approved: no longer open. The authorisation granted for it holds the device until it ends.
    expect(
      (await server.call(apply.applyApprove, { id: applied.data.id, result: 'approved' }, { token: keeper.token }))
        .code,
    ).toBe(0);
    const granted = await server.call(
      authorization.authApplyAuthorization,
      { applyId: applied.data.id, validTo: new Date(server.clock.now().getTime() + 5 * MINUTE).toISOString() },
      { token: chief.token },
    );
    expect(granted.code, granted.msg).toBe(0);
    expect(await unbind()).toMatchObject({
      code: 400,
      msg: `该设备还有未结束的用印授权（授权编号${granted.data.empowerNo}），请先结束授权后再解绑`,
    });
    expect((await server.call(template.templateList, { deviceId }, { token: chief.token })).data.total).toBe(1);

    // Once its period has passed the authorisation has ended: the device unbinds, its templates go with it.
    server.clock.advance(6 * MINUTE);
    const done = await unbind();
    expect(done.code, done.msg).toBe(0);
    expect((await server.call(device.deviceDetail, { deviceId }, { token: chief.token })).code).toBe(404);
  });

  it('a grant and an unbind at the same moment: never an authorisation of a device that is gone', async () => {
    for (let round = 0; round < 6; round++) {
      const deviceId = `UNB-RACE-${round}`;
      const bound = await server.call(
        device.deviceBind,
        { deviceId, name: '并发解绑章', model: 'V5', deviceType: 1 },
        { token: chief.token },
      );
      expect(bound.code, bound.msg).toBe(0);
      const validTo = new Date(server.clock.now().getTime() + DAY).toISOString();
      const [granted, unbound] = await Promise.all([
        server.call(
          authorization.authAuth,
          { deviceId, userId: member.userId, useCount: 1, validTo, reason: '并发测试' },
          { token: chief.token },
        ),
        server.call(device.deviceUnbind, { deviceId }, { token: chief.token }),
      ]);
      // One of them wins; the other says why (the device is authorised, or it is no longer there).
      expect([granted.code, unbound.code].filter((code) => code === 0)).toHaveLength(1);
      const left = await server.deps.db
        .select({ id: authorizations.id })
        .from(authorizations)
        .where(and(eq(authorizations.companyId, chief.companyId), eq(authorizations.deviceId, deviceId)));
      const detail = await server.call(device.deviceDetail, { deviceId }, { token: chief.token });
      expect([left.length, detail.code]).toEqual(granted.code === 0 ? [1, 0] : [0, 404]);
    }
  });
});

describe('update and connect mode', () => {
  it('sets a keeper who is an active member, refuses a disabled one', async () => {
    const ok = await server.call(
      device.deviceUpdate,
      { deviceId: 'SD00003', name: '改名印章', keeperId: keeper.userId, address: '上海市徐汇区' },
      { token: chief.token },
    );
    expect(ok.code, ok.msg).toBe(0);
    const detail = await server.call(device.deviceDetail, { deviceId: 'SD00003' }, { token: chief.token });
    expect(detail.data).toMatchObject({ name: '改名印章', keeperId: keeper.userId, address: '上海市徐汇区' });
    expect(detail.data.keeperName).toBeTruthy();

    const [disabled] = await server.deps.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.companyId, chief.companyId), eq(memberships.disabled, true)))
      .limit(1);
    if (disabled) {
      const refused = await server.call(
        device.deviceUpdate,
        { deviceId: 'SD00003', name: '改名印章', keeperId: disabled.userId },
        { token: chief.token },
      );
      expect(refused).toMatchObject({ code: 400, msg: '印章保管人必须是本单位的在用成员' });
    }
    const nobody = await server.call(
      device.deviceUpdate,
      { deviceId: 'SD00003', name: '改名印章', keeperId: 2_000_000_000 },
      { token: chief.token },
    );
    expect(nobody.code).toBe(404);
  });

  it('switches only to a connection the hardware has', async () => {
    // SD00006 is an S20: Bluetooth only.
    const s20 = await server.call(device.deviceDetail, { deviceId: 'SD00006' }, { token: chief.token });
    expect(s20.data).toMatchObject({ model: 'S20', isGprs: false });
    const refused = await server.call(
      device.connectMode,
      { deviceId: 'SD00006', mode: 'gprs' },
      { token: chief.token },
    );
    expect(refused).toMatchObject({ code: 400, msg: '该设备不支持此连接方式' });
    const ok = await server.call(device.connectMode, { deviceId: 'SD00001', mode: 'gprs' }, { token: chief.token });
    expect(ok.code, ok.msg).toBe(0);
    const v5 = await server.call(device.deviceDetail, { deviceId: 'SD00001' }, { token: chief.token });
    expect(v5.data.connectMode).toBe('gprs');
  });
});

describe('operation and replacement records', () => {
  it('lists operation records of a device, newest first, by type', async () => {
    let found: device.OperationRecord[] = [];
    let deviceId = '';
    for (let i = 1; i <= 30 && found.length < 2; i += 1) {
      deviceId = `SD${String(i).padStart(5, '0')}`;
      const res = await server.call(device.deviceSearchList, { deviceId, pageSize: 50 }, { token: chief.token });
      expect(res.code, res.msg).toBe(0);
      found = res.data.list;
    }
    expect(found.length).toBeGreaterThanOrEqual(2);
    const times = found.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(found.every((r) => r.deviceId === deviceId && r.operationType >= 0 && r.operationType <= 7)).toBe(true);
    const installs = await server.call(device.deviceSearchList, { deviceId, operationType: 0 }, { token: chief.token });
    expect(installs.data.list.every((r) => r.operationType === 0)).toBe(true);
    expect(installs.data.total).toBe(1);
  });

  it('lists replacement records of the unit and of one device', async () => {
    const all = await server.call(device.replaceRecordList, { pageSize: 100 }, { token: chief.token });
    expect(all.code, all.msg).toBe(0);
    expect(all.data.total).toBe(12);
    const one = all.data.list[0]!;
    const filtered = await server.call(device.replaceRecordList, { deviceId: one.newDeviceId }, { token: chief.token });
    expect(
      filtered.data.list.every((r) => r.newDeviceId === one.newDeviceId || r.oldDeviceId === one.newDeviceId),
    ).toBe(true);
    expect(filtered.data.total).toBeGreaterThan(0);
  });

  it('adds a replacement record when the device reports a replaced seal, and only then', async () => {
    const deviceId = 'SD00120';
    const [row] = await server.deps.db
      .select({ name: devices.name })
      .from(devices)
      .where(and(eq(devices.companyId, chief.companyId), eq(devices.deviceId, deviceId)));
    const records = async () => {
      const res = await server.call(device.replaceRecordList, { deviceId, pageSize: 100 }, { token: chief.token });
      expect(res.code, res.msg).toBe(0);
      return res.data;
    };
    const before = await records();
    const report = <E extends Endpoint>(e: E, payload: RequestOf<E>) =>
      server.call(e, payload, { headers: { deviceId, deviceToken: deviceTokenOf(server.deps.secret, deviceId) } });

    expect((await report(device.deviceReportOperation, { operationType: 3 })).code).toBe(0);
    expect((await records()).total).toBe(before.total);
    server.clock.advance(1_000);
    const replaced = await report(device.deviceReportOperation, { operationType: 1, detail: '印面磨损，更换新印面' });
    expect(replaced.code, replaced.msg).toBe(0);
    const after = await records();
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({
      oldDeviceId: deviceId,
      newDeviceId: deviceId,
      deviceName: row!.name,
      reason: '印面磨损，更换新印面',
      operatorName: '设备上报',
      createdAt: server.clock.now().toISOString(),
    });
    // Without a detail the record still says what happened; the operation record is there as before.
    await report(device.deviceReportOperation, { operationType: 1 });
    expect((await records()).list[0]).toMatchObject({ reason: '更换印章印面' });
    const ops = await server.call(device.deviceSearchList, { deviceId, operationType: 1 }, { token: chief.token });
    expect(ops.data.list.slice(0, 2).map((r) => r.detail)).toEqual([null, '印面磨损，更换新印面']);
  });
});

describe('SIM cards on the device pages', () => {
  it("carries each device's seeded card as the cost centre lists it, filters by it, and another unit sees none", async () => {
    const cards = (await server.call(cost.simList, {}, { token: chief.token })).data;
    // The device list carries the card as it stands this month; last month's figure is the cost centre's.
    const byDevice = new Map(
      cards.map(({ deviceId, deviceName: _, lastMonthFlowKb: _lastMonth, ...card }) => [deviceId, card]),
    );
    const page = await list({ pageSize: 100 });
    expect(page.list.some((d) => d.sim)).toBe(true);
    for (const d of page.list) expect(d.sim).toEqual(byDevice.get(d.deviceId) ?? null);
    const stopped = cards.find((c) => c.cardState === 'stop')!;
    const detail = await server.call(device.deviceDetail, { deviceId: stopped.deviceId }, { token: chief.token });
    expect(detail.data.sim).toMatchObject({ iccid: stopped.iccid, cardState: 'stop' });

    const stop = await list({ sim: 'stop' });
    expect(stop.total).toBe(cards.filter((c) => c.cardState === 'stop').length);
    expect(stop.list.every((d) => d.sim?.cardState === 'stop')).toBe(true);
    const now = server.clock.now();
    const expiring = await list({ sim: 'expiring' });
    expect(expiring.total).toBe(cards.filter((c) => cost.simAlertOf(c, now) === 'expiring').length);
    expect(expiring.list.every((d) => d.sim && cost.simAlertOf(d.sim, now) === 'expiring')).toBe(true);

    const other = await staffSession(server, OTHER_CHIEF, OTHER_UNIT);
    const theirs = await list({ pageSize: 100 }, other.token);
    expect(theirs.list.filter((d) => d.sim && byDevice.has(d.deviceId))).toEqual([]);
    expect((await list({ sim: 'stop' }, other.token)).total).toBe(0);
    const foreign = await server.call(device.deviceDetail, { deviceId: stopped.deviceId }, { token: other.token });
    expect(foreign.data).toBeFalsy();
  });
});
