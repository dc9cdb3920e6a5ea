/**
 * Dashboard calls (contract/dashboard.ts) against the seeded data, counted here independently with plain
 * queries: the org device map, the home-page map per province, the head numbers (the unit's for staff, a member's
 * own uses), the use times, and the per-user layout (save, load, validation, reset). Another unit's ids are covered
 * by the access matrix; here: nothing of another unit shows.
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboard, realtime as rt, useRecord, type RequestOf } from '../../contract';
import { OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';
import {
  applications,
  authorizations,
  dashboardLayouts,
  deviceOperations,
  devices,
  usePhotos,
  useRecords,
} from '../../server/src/db/schema';
import { deviceTokenOf } from '../../server/src/caller/device';
import { dayStart, localDay } from '../../server/src/lib/local-time';
import { startCounters } from '../../server/src/modules/dashboard/counters';
import { HOUR, startTestServer, type TestServer, nextWorkdayAt10 } from './helpers';
import { PNG } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
let admin: StaffSession;
let stranger: StaffSession;
// Tomorrow 10:00 in Beijing: after every seeded record, in office hours.
const START = nextWorkdayAt10();

beforeAll(async () => {
  server = await startTestServer({ startAt: START });
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  admin = await staffSession(server, ADMIN);
  stranger = await staffSession(server, '13900000000', OTHER_UNIT);
  // The devices stamped here were unlocked, whatever the seed's operation records say (not reported lost).
  for (const deviceId of ['SD00240', 'SD00241', 'SD00242', 'SD00003']) {
    await server.deps.db
      .insert(deviceOperations)
      .values({ companyId: chief.companyId, deviceId, operationType: 5, createdAt: new Date(START.getTime() - HOUR) });
  }
  // Some uses today: privileged and trial ones (no authorisation needed), one of them on a device of the other unit.
  const stamp = async (deviceId: string, useType: 1 | 2) => {
    const headers = { deviceId, deviceToken: deviceTokenOf(server.deps.secret, deviceId) };
    const payload: RequestOf<typeof useRecord.deviceReportUse> = { useType, usedAt: server.clock.now().toISOString() };
    const res = await server.call(useRecord.deviceReportUse, payload, { headers });
    expect(res.code, res.msg).toBe(0);
  };
  for (const id of ['SD00240', 'SD00240', 'SD00241', 'SD00003', 'YS00002']) await stamp(id, id === 'SD00241' ? 2 : 1);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.deps.db;

/** Devices of a unit whose latest lock or unlock record (4 or 5) is the lock, counted here in plain JS. */
async function lockedDevices(companyId: number): Promise<Set<string>> {
  const ops = await db()
    .select()
    .from(deviceOperations)
    .where(eq(deviceOperations.companyId, companyId))
    .orderBy(deviceOperations.createdAt, deviceOperations.id);
  const latest = new Map<string, number>();
  for (const op of ops) if (op.operationType === 4 || op.operationType === 5) latest.set(op.deviceId, op.operationType);
  const bound = new Set(
    (await db().select({ id: devices.deviceId }).from(devices).where(eq(devices.companyId, companyId))).map(
      (d) => d.id,
    ),
  );
  return new Set([...latest].filter(([id, t]) => t === 4 && bound.has(id)).map(([id]) => id));
}

async function usesSince(companyId: number, from: Date, userId?: number) {
  const conditions = [eq(useRecords.companyId, companyId), gte(useRecords.usedAt, from)];
  if (userId !== undefined) conditions.push(eq(useRecords.userId, userId));
  return db()
    .select()
    .from(useRecords)
    .where(and(...conditions));
}

describe('the org device map', () => {
  it("lists every device of the unit, and only the unit's, with its province, state and lost lock", async () => {
    const res = await server.call(dashboard.orgDeviceMap, {}, { token: keeper.token });
    expect(res.code, res.msg).toBe(0);
    const rows = await db().select().from(devices).where(eq(devices.companyId, chief.companyId));
    expect(res.data.total).toBe(rows.length);
    expect(res.data.list.map((d) => d.deviceId)).toEqual(rows.map((r) => r.deviceId).sort());
    expect(res.data.list.every((d) => d.deviceId.startsWith('SD'))).toBe(true);
    const locked = await lockedDevices(chief.companyId);
    expect(locked.size).toBeGreaterThan(0);
    expect(new Set(res.data.list.filter((d) => d.locked).map((d) => d.deviceId))).toEqual(locked);
    const first = res.data.list.find((d) => d.deviceId === 'SD00001')!;
    const row = rows.find((r) => r.deviceId === 'SD00001')!;
    expect(first).toMatchObject({ online: row.online, battery: row.battery, latitude: row.latitude });
    expect(first.province).toBe(dashboard.provinceOf(row.address));
    expect(row.address?.startsWith(first.province!)).toBe(true);
  });
});

describe('the home-page map', () => {
  it('counts the devices per province and type, and the uses of today on them', async () => {
    const res = await server.call(dashboard.homePageMap, {}, { token: admin.token });
    expect(res.code, res.msg).toBe(0);
    const rows = await db().select().from(devices).where(eq(devices.companyId, chief.companyId));
    expect(res.data.total).toBe(rows.length);
    expect(res.data.provinces.reduce((n, p) => n + p.total, 0) + res.data.unlocated).toBe(rows.length);
    expect(res.data.deviceTypes.reduce((n, t) => n + t.count, 0)).toBe(rows.length);
    const shanghai = rows.filter((r) => r.address?.startsWith('上海'));
    expect(res.data.provinces.find((p) => p.province === '上海')).toMatchObject({
      total: shanghai.length,
      online: shanghai.filter((r) => r.online).length,
    });
    const today = await usesSince(chief.companyId, dayStart(localDay(server.clock.now())));
    expect(today.length).toBe(4);
    expect(res.data.provinces.reduce((n, p) => n + p.todayUses, 0)).toBe(4);
    expect(res.data.scope).toBe('unit');
  });
});

describe('the head numbers', () => {
  it('are the unit’s for the staff, counted against the database', async () => {
    const res = await server.call(dashboard.headStatisNum, { companyId: chief.companyId }, { token: keeper.token });
    expect(res.code, res.msg).toBe(0);
    const now = server.clock.now();
    const rows = await db().select().from(devices).where(eq(devices.companyId, chief.companyId));
    const month = await usesSince(chief.companyId, dayStart(`${localDay(now).slice(0, 7)}-01`));
    const today = await usesSince(chief.companyId, dayStart(localDay(now)));
    const [open] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(authorizations)
      .where(
        and(
          eq(authorizations.companyId, chief.companyId),
          inArray(authorizations.state, [0, 3, 4, 5]),
          sql`${authorizations.validTo} > ${now}`,
        ),
      );
    const [pending] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .where(and(eq(applications.companyId, chief.companyId), inArray(applications.state, ['WAITING', 'RUNNING'])));
    expect(res.data).toEqual({
      scope: 'unit',
      totalDevices: rows.length,
      onlineDevices: rows.filter((r) => r.online).length,
      lockedDevices: (await lockedDevices(chief.companyId)).size,
      lowBatteryDevices: rows.filter((r) => r.battery !== null && r.battery <= rt.LOW_BATTERY).length,
      todayUses: 4,
      todayExceptions: today.filter((u) => u.exception).length,
      monthUses: month.length,
      openAuthorizations: open!.n,
      pendingApplications: pending!.n,
    });
    expect(res.data.todayExceptions).toBe(3);
  });

  it("count a member's own uses, authorisations and applications, and the unit's devices", async () => {
    const res = await server.call(dashboard.headStatisNum, { companyId: member.companyId }, { token: member.token });
    expect(res.code, res.msg).toBe(0);
    const month = await usesSince(
      chief.companyId,
      dayStart(`${localDay(server.clock.now()).slice(0, 7)}-01`),
      member.userId,
    );
    const staffView = await server.call(
      dashboard.headStatisNum,
      { companyId: chief.companyId },
      { token: chief.token },
    );
    expect(res.data).toMatchObject({
      scope: 'own',
      totalDevices: staffView.data.totalDevices,
      todayUses: 0,
      monthUses: month.length,
    });
  });

  it("are refused for another unit's id as not found", async () => {
    const res = await server.call(dashboard.headStatisNum, { companyId: stranger.companyId }, { token: chief.token });
    expect([res.code, res.msg]).toEqual([404, '请求的资源不存在']);
  });
});

describe('device use times', () => {
  it('gives every day of the last 30 with the uses counted in the database, per use type and the top devices', async () => {
    const res = await server.call(dashboard.deviceUseTimes, { range: '30d' }, { token: chief.token });
    expect(res.code, res.msg).toBe(0);
    const days = res.data.series.map((s) => s.key);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe(localDay(server.clock.now()));
    const uses = await usesSince(chief.companyId, dayStart(days[0]!));
    expect(res.data.total).toBe(uses.length);
    expect(res.data.exceptions).toBe(uses.filter((u) => u.exception).length);
    expect(res.data.series.at(-1)).toEqual({ key: days.at(-1), count: 4, exceptions: 3 });
    const perType = new Map<number, number>();
    for (const u of uses) perType.set(u.useType, (perType.get(u.useType) ?? 0) + 1);
    expect(res.data.perUseType).toEqual(
      [...perType].sort((a, b) => a[0] - b[0]).map(([useType, count]) => ({ useType, count })),
    );
    const perDevice = new Map<string, number>();
    for (const u of uses) perDevice.set(u.deviceId, (perDevice.get(u.deviceId) ?? 0) + 1);
    const most = Math.max(...perDevice.values());
    expect(res.data.topDevices[0]!.count).toBe(most);
    expect(res.data.topDevices.length).toBeLessThanOrEqual(dashboard.TOP_N);
    expect(res.data.topDepartments.reduce((n, d) => n + d.count, 0)).toBeLessThanOrEqual(uses.length);
  });

  it('gives twelve months, or one device, and a member only their own', async () => {
    const year = await server.call(dashboard.deviceUseTimes, { range: '12m' }, { token: chief.token });
    expect(year.data.series).toHaveLength(12);
    expect(year.data.series.at(-1)!.key).toBe(localDay(server.clock.now()).slice(0, 7));
    const first = dayStart(`${year.data.series[0]!.key}-01`);
    expect(year.data.total).toBe((await usesSince(chief.companyId, first)).length);

    const one = await server.call(
      dashboard.deviceUseTimes,
      { range: '7d', deviceId: 'SD00240' },
      { token: chief.token },
    );
    expect(one.data.series).toHaveLength(7);
    expect(one.data.series.at(-1)!.count).toBe(2);
    expect(one.data.topDevices.map((d) => d.deviceId)).toEqual(['SD00240']);

    const own = await server.call(dashboard.deviceUseTimes, { range: '12m' }, { token: member.token });
    expect(own.data.scope).toBe('own');
    expect(own.data.total).toBe((await usesSince(chief.companyId, first, member.userId)).length);
  });
});

describe('the dashboard layout', () => {
  const mine = {
    lg: [
      { i: 'kpis' as const, x: 0, y: 0, w: 12, h: 3 },
      { i: 'deviceMap' as const, x: 0, y: 3, w: 8, h: 6 },
      { i: 'alerts' as const, x: 8, y: 3, w: 4, h: 6 },
    ],
    xs: [
      { i: 'kpis' as const, x: 0, y: 0, w: 4, h: 4 },
      { i: 'alerts' as const, x: 0, y: 4, w: 4, h: 4 },
    ],
  };
  // Stored as shown: every breakpoint with lg's widgets, compacted.
  const mineStored = dashboard.normaliseLayouts(mine);

  it('is the default until the user saves one; saved, it comes back; reset, the default again', async () => {
    const before = await server.call(dashboard.dashboardLayoutGet, {}, { token: keeper.token });
    expect(before.data).toEqual({ layouts: dashboard.defaultDashboardLayouts, isDefault: true, updatedAt: null });
    expect(dashboard.layoutProblem(dashboard.defaultDashboardLayouts)).toBeNull();
    const saved = await server.call(dashboard.dashboardLayoutSave, { layouts: mine }, { token: keeper.token });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({ layouts: mineStored, isDefault: false });
    expect(mineStored.xs.find((item) => item.i === 'deviceMap')).toMatchObject({ x: 0, y: 8, w: 4 });
    const again = await server.call(dashboard.dashboardLayoutGet, {}, { token: keeper.token });
    expect(again.data).toEqual({ layouts: mineStored, isDefault: false, updatedAt: server.clock.now().toISOString() });
    // Another user's stays theirs.
    expect((await server.call(dashboard.dashboardLayoutGet, {}, { token: member.token })).data.isDefault).toBe(true);
    const reset = await server.call(dashboard.dashboardLayoutReset, {}, { token: keeper.token });
    expect(reset.data.isDefault).toBe(true);
    expect((await server.call(dashboard.dashboardLayoutGet, {}, { token: keeper.token })).data).toEqual(before.data);
  });

  it('refuses a layout that is not sane, saying why, and keeps the one before', async () => {
    await server.call(dashboard.dashboardLayoutSave, { layouts: mine }, { token: member.token });
    const cases: Array<[dashboard.DashboardLayouts, string]> = [
      [{ lg: [mine.lg[0]!, { ...mine.lg[0]!, y: 5 }] }, '同一组件在布局中出现了多次'],
      [{ lg: [{ i: 'alerts', x: 10, y: 0, w: 4, h: 4 }] }, '组件超出了看板的列数'],
      [{ lg: [{ i: 'deviceMap', x: 0, y: 0, w: 2, h: 6 }] }, '组件尺寸不在允许的范围内'],
      [{ lg: [{ i: 'kpis', x: 0, y: 0, w: 12, h: 8 }] }, '组件尺寸不在允许的范围内'],
      [{ lg: [mine.lg[1]!, { i: 'alerts', x: 6, y: 4, w: 4, h: 4 }] }, '组件位置相互重叠'],
      [{ lg: mine.lg, sm: [{ i: 'kpis', x: 0, y: 0, w: 8, h: 2 }] }, '组件超出了看板的列数'],
    ];
    for (const [layouts, msg] of cases) {
      const res = await server.call(dashboard.dashboardLayoutSave, { layouts }, { token: member.token });
      expect([res.code, res.msg]).toEqual([400, msg]);
    }
    const unknown = await server.call(
      dashboard.dashboardLayoutSave,
      { layouts: { lg: [{ i: 'weather', x: 0, y: 0, w: 4, h: 4 }] } } as never,
      { token: member.token },
    );
    expect(unknown.code).toBe(400);
    expect((await server.call(dashboard.dashboardLayoutGet, {}, { token: member.token })).data.layouts).toEqual(
      mineStored,
    );
  });

  it('gives a layout stored with a hole and under older size limits back healed', async () => {
    const old = {
      lg: [
        { i: 'kpis', x: 0, y: 0, w: 12, h: 2 },
        { i: 'deviceMap', x: 0, y: 12, w: 8, h: 6 },
      ],
    };
    await server.deps.db
      .insert(dashboardLayouts)
      .values({ companyId: admin.companyId, userId: admin.userId, layouts: old, updatedAt: server.clock.now() });
    const res = await server.call(dashboard.dashboardLayoutGet, {}, { token: admin.token });
    expect(res.data.isDefault).toBe(false);
    expect(res.data.layouts.lg).toEqual([
      { i: 'deviceMap', x: 0, y: 3, w: 8, h: 6 },
      { i: 'kpis', x: 0, y: 0, w: 12, h: 3 },
    ]);
    expect(dashboard.layoutProblem(res.data.layouts)).toBeNull();
  });
});

describe('the counters event', () => {
  it("follows changes with the unit's head numbers, once for a burst", async () => {
    const stop = startCounters(server.deps, 1000);
    try {
      const start = (await server.call(rt.realtimeEvents, { afterId: 0, limit: 1 }, { token: chief.token })).data
        .headId;
      for (const battery of [61, 62, 63]) {
        const headers = { deviceId: 'SD00242', deviceToken: deviceTokenOf(server.deps.secret, 'SD00242') };
        await server.call(useRecord.deviceStatus, { online: true, battery }, { headers });
      }
      const counters = async () =>
        (await server.call(rt.realtimeEvents, { afterId: start }, { token: chief.token })).data.list.filter(
          (e) => e.type === 'counters',
        );
      await expect.poll(async () => (await counters()).length, { timeout: 5000 }).toBe(1);
      const [event] = await counters();
      const head = await server.call(dashboard.headStatisNum, { companyId: chief.companyId }, { token: chief.token });
      expect(event).toMatchObject({ type: 'counters', counters: head.data });
    } finally {
      stop();
    }
  });
});

describe('the recent stampings and alerts (what the live feeds start with)', () => {
  const device = (deviceId: string) => ({
    headers: { deviceId, deviceToken: deviceTokenOf(server.deps.secret, deviceId) },
  });
  /** The unit's uses in the list's order (newest first), of one member or of everyone. */
  const latestUses = (companyId: number, limit: number, userId?: number) =>
    db()
      .select()
      .from(useRecords)
      .where(and(eq(useRecords.companyId, companyId), ...(userId === undefined ? [] : [eq(useRecords.userId, userId)])))
      .orderBy(desc(useRecords.usedAt), desc(useRecords.id))
      .limit(limit);
  const recent = async (token: string, limit: number) => {
    const res = await server.call(dashboard.dashboardRecent, { limit }, { token });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  /** Every event of the unit's log, oldest first. */
  async function unitLog(token: string) {
    const list: rt.UnitEvent[] = [];
    for (let afterId = 0; ;) {
      const page = await server.call(rt.realtimeEvents, { afterId, limit: 500 }, { token });
      list.push(...page.data.list);
      afterId = page.data.list.at(-1)?.id ?? afterId;
      if (!page.data.more) return list;
    }
  }

  it("gives the staff the unit's latest stampings, newest first, with their photos and links that load", async () => {
    server.clock.advance(60_000);
    const [newest] = await latestUses(chief.companyId, 1);
    // The device's own picture of its latest use, besides the seed's drawn ones further down.
    const photo = await server.call(
      useRecord.devicePhoto,
      { useRecordId: newest!.id },
      {
        ...device(newest!.deviceId),
        file: { filename: 'p.png', data: PNG },
      },
    );
    expect(photo.code, photo.msg).toBe(0);

    const data = await recent(keeper.token, 8);
    const rows = await latestUses(chief.companyId, 8);
    expect(data.stampings.map((s) => s.use.useRecordId)).toEqual(rows.map((r) => r.id));
    expect(data.stampings[0]!.use).toMatchObject({
      deviceId: 'SD00003',
      useType: 1,
      exceptionKind: 'privileged',
      remaining: null,
    });
    expect(data.stampings[0]!.photos).toEqual([
      expect.objectContaining({ fileId: photo.data.fileId, source: 'device', useRecordId: newest!.id }),
    ]);
    const photoRows = await db()
      .select()
      .from(usePhotos)
      .where(
        inArray(
          usePhotos.useRecordId,
          rows.map((r) => r.id),
        ),
      );
    const photos = data.stampings.flatMap((s) => s.photos);
    expect(photos).toHaveLength(photoRows.length);
    expect(photos.length).toBeGreaterThan(1);
    // Every link serves its picture now, the seed's (drawn on this first ask) as the device's.
    for (const p of photos) {
      const got = await server.app.inject({ method: 'GET', url: p.url });
      expect(got.statusCode, p.url).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
    }
    expect(new Set(photos.map((p) => p.fileId)).size).toBe(photos.length);
  });

  it('puts a stamping reported now first, and gives at most `limit`', async () => {
    server.clock.advance(60_000);
    const res = await server.call(
      useRecord.deviceReportUse,
      { useType: 2, usedAt: server.clock.now().toISOString() },
      device('SD00241'),
    );
    expect(res.code, res.msg).toBe(0);
    const data = await recent(chief.token, 3);
    expect(data.stampings).toHaveLength(3);
    expect(data.stampings[0]!.use).toMatchObject({
      useRecordId: res.data.useRecordId,
      deviceId: 'SD00241',
      useType: 2,
    });
    expect(data.stampings.map((s) => s.use.useRecordId)).toEqual(
      (await latestUses(chief.companyId, 3)).map((r) => r.id),
    );
  });

  it('gives a member only their own stampings and no alerts (those go to the staff)', async () => {
    const data = await recent(member.token, 10);
    const own = await latestUses(chief.companyId, 10, member.userId);
    expect(own.length).toBeGreaterThan(0);
    expect(data.stampings.map((s) => s.use.useRecordId)).toEqual(own.map((r) => r.id));
    expect(data.alerts).toEqual([]);
  });

  it("never shows another unit's stampings or alerts", async () => {
    const ours = await recent(chief.token, 20);
    const theirs = await recent(stranger.token, 20);
    const theirRows = await latestUses(stranger.companyId, 20);
    expect(theirs.stampings.map((s) => s.use.useRecordId)).toEqual(theirRows.map((r) => r.id));
    expect(theirs.stampings[0]!.use).toMatchObject({ deviceId: 'YS00002', exceptionKind: 'privileged' });
    expect(theirs.stampings.every((s) => s.use.deviceId.startsWith('YS'))).toBe(true);
    expect(ours.stampings.every((s) => s.use.deviceId.startsWith('SD'))).toBe(true);
    expect(theirs.alerts.length).toBeGreaterThan(0);
    expect(theirs.alerts.every((a) => a.alert.deviceId.startsWith('YS'))).toBe(true);
    expect(ours.alerts.every((a) => a.alert.deviceId.startsWith('SD'))).toBe(true);
  });

  it("gives the latest alerts newest first: the event log's with their ids, then older exceptional uses, each once", async () => {
    server.clock.advance(60_000);
    // A battery falls low: an alert only the event log holds.
    for (const battery of [90, 12]) {
      const res = await server.call(useRecord.deviceStatus, { online: true, battery }, device('SD00243'));
      expect(res.code, res.msg).toBe(0);
    }
    const logged = (await unitLog(chief.token))
      .filter((e): e is Extract<rt.UnitEvent, { type: 'alert' }> => e.type === 'alert')
      .reverse();
    expect(logged.map((e) => [e.alert.kind, e.alert.deviceId])).toEqual([
      ['lowBattery', 'SD00243'],
      ['privileged', 'SD00003'],
      ['privileged', 'SD00240'],
      ['privileged', 'SD00240'],
    ]);

    const data = await recent(keeper.token, 10);
    expect(data.alerts).toHaveLength(10);
    expect(data.alerts.slice(0, 4)).toEqual(logged.map((e) => ({ eventId: e.id, at: e.at, alert: e.alert })));
    // The seed's exceptional uses were never in the log: read from their records, newest first.
    const inLog = new Set(logged.map((e) => e.alert.useRecordId));
    const older = (
      await db()
        .select()
        .from(useRecords)
        .where(and(eq(useRecords.companyId, chief.companyId), eq(useRecords.exception, true)))
        .orderBy(desc(useRecords.usedAt), desc(useRecords.id))
        .limit(20)
    ).filter((r) => !inLog.has(r.id));
    expect(data.alerts.slice(4)).toEqual(
      older.slice(0, 6).map((r) => ({
        eventId: null,
        at: r.usedAt.toISOString(),
        alert: expect.objectContaining({ kind: r.exceptionKind, useRecordId: r.id, deviceId: r.deviceId }),
      })),
    );
    const ats = data.alerts.map((a) => a.at);
    expect(ats).toEqual([...ats].sort().reverse());
  });
});
