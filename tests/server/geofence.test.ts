/**
 * Authorisation fences through the contract: bad fences are refused with one clear message and save nothing; every
 * stamp with a location is judged against its authorisation's fence (networked ones by their own, offline ones by the
 * device's open authorisation when they sync); outside opens an 'outsideFence' alert and, when the fence says so,
 * locks the authorisation until a keeper unlocks it; a stamp without a location opens the lower 'fenceNoLocation'.
 * Saved places: administrators keep them, everyone lists them. Another unit's ids: the access matrix.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_URL, authorization, geofence, useRecord, type RequestOf } from '../../contract';
import { anomalyAlerts, authorizations } from '../../server/src/db/schema';
import { simulateStep } from '../../server/src/modules/simulator';
import { DAY, startTestServer, type TestServer } from './helpers';
import { ADMIN, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let admin: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
// Wednesday 10:00 in Beijing: inside working hours, so only the fence rules speak.
const START = new Date('2026-06-10T02:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ startAt: START });
  admin = await staffSession(server, ADMIN);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
});
afterAll(async () => {
  await server?.close();
});

/** The People's Square in Shanghai, a 1 km circle around it, and places inside and outside. */
const SQUARE = { lat: 31.2304, lng: 121.4737 };
const CIRCLE: geofence.Fence = { kind: 'circle', center: SQUARE, radius: 1000 };
const INSIDE = { latitude: 31.2334, longitude: 121.4757 };
const OUTSIDE = { latitude: 31.2904, longitude: 121.4737 };

let deviceNo = 200;
function freeDevice(): string {
  deviceNo += 1;
  return `SD${String(deviceNo).padStart(5, '0')}`;
}

type AuthInput = RequestOf<typeof authorization.authAuth>;
function grant(over: Partial<AuthInput> = {}) {
  return server.call(
    authorization.authAuth,
    {
      deviceId: freeDevice(),
      userId: member.userId,
      useCount: 5,
      validTo: new Date(server.clock.now().getTime() + 7 * DAY).toISOString(),
      reason: '围栏用印',
      ...over,
    },
    { token: keeper.token },
  );
}

/** A fenced authorisation, activated by its member: ready to stamp. */
async function activeFenced(lockOnBreach: boolean, fence: geofence.Fence = CIRCLE) {
  const deviceId = freeDevice();
  await server.call(authorization.authCloseByDevice, { deviceId }, { token: keeper.token });
  const granted = await grant({ deviceId, fence: { fence, lockOnBreach } });
  expect(granted.code, granted.msg).toBe(0);
  const active = await server.call(authorization.authActive, { id: granted.data.id }, { token: member.token });
  expect(active.code, active.msg).toBe(0);
  return { id: granted.data.id, deviceId };
}

async function stamp(deviceId: string, over: Partial<RequestOf<typeof useRecord.deviceReportUse>> = {}) {
  const res = await server.app.inject({ method: 'GET', url: `${DEVICE_TOKEN_URL}?deviceId=${deviceId}` });
  const headers = { deviceId, deviceToken: res.json<{ data: { deviceToken: string } }>().data.deviceToken };
  return server.call(
    useRecord.deviceReportUse,
    { useType: 0, usedAt: server.clock.now().toISOString(), address: '上海市黄浦区', ...over },
    { headers },
  );
}

async function fenceAlerts(useRecordId: number) {
  return server.deps.db
    .select({ rule: anomalyAlerts.rule, severity: anomalyAlerts.severity })
    .from(anomalyAlerts)
    .where(and(eq(anomalyAlerts.companyId, admin.companyId), eq(anomalyAlerts.useRecordId, useRecordId)))
    .then((rows) => rows.filter((r) => r.rule === 'outsideFence' || r.rule === 'fenceNoLocation'));
}

async function detail(id: number) {
  const res = await server.call(authorization.authDetail, { id }, { token: keeper.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

describe('the geometry', () => {
  it('tells inside from outside for circles and polygons, concave ones too', () => {
    expect(geofence.insideFence(CIRCLE, { lat: 31.2334, lng: 121.4757 })).toBe(true);
    expect(geofence.insideFence(CIRCLE, { lat: 31.2904, lng: 121.4737 })).toBe(false);
    // An L: the notch at its top right is outside.
    const l: geofence.Fence = {
      kind: 'polygon',
      points: [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 2 },
        { lat: 1, lng: 2 },
        { lat: 1, lng: 1 },
        { lat: 2, lng: 1 },
        { lat: 2, lng: 0 },
      ],
    };
    expect(geofence.fenceProblem(l)).toBeNull();
    expect(geofence.insideFence(l, { lat: 0.5, lng: 1.5 })).toBe(true);
    expect(geofence.insideFence(l, { lat: 1.5, lng: 0.5 })).toBe(true);
    expect(geofence.insideFence(l, { lat: 1.5, lng: 1.5 })).toBe(false);
    expect(Math.round(geofence.distance({ lat: 0, lng: 0 }, { lat: 0, lng: 1 }))).toBe(111_195);
  });

  it('names what is wrong with a fence', () => {
    const poly = (...pts: Array<[number, number]>): geofence.Fence => ({
      kind: 'polygon',
      points: pts.map(([lat, lng]) => ({ lat, lng })),
    });
    expect(geofence.fenceProblem(poly([0, 0], [1, 1], [0, 1], [1, 0]))).toBe('selfIntersecting');
    expect(geofence.fenceProblem(poly([0, 0], [1, 1], [2, 2]))).toBe('zeroArea');
    expect(geofence.fenceProblem(poly([0, 0], [0, 0], [0, 0]))).toBe('zeroArea');
    expect(geofence.fenceProblem(poly([0, 179], [1, -179], [1, 179]))).toBe('antimeridian');
    expect(geofence.fenceProblem({ kind: 'circle', center: { lat: 0, lng: 179.99 }, radius: 5000 })).toBe(
      'antimeridian',
    );
    expect(geofence.fenceProblem(poly([0, 0], [0, 2], [1, 2], [1, 1], [0, 1.5]))).toBe('selfIntersecting');
  });
});

describe('granting with a fence', () => {
  it('refuses bad fences with one clear message each and saves nothing', async () => {
    const before = await server.deps.db.$count(authorizations);
    const cases: Array<[geofence.Fence, string]> = [
      [
        {
          kind: 'polygon',
          points: [
            { lat: 31.2, lng: 121.4 },
            { lat: 31.3, lng: 121.5 },
            { lat: 31.2, lng: 121.5 },
            { lat: 31.3, lng: 121.4 },
          ],
        },
        '多边形的边不能相交',
      ],
      [
        {
          kind: 'polygon',
          points: [
            { lat: 31.2, lng: 121.4 },
            { lat: 31.25, lng: 121.45 },
            { lat: 31.3, lng: 121.5 },
          ],
        },
        '围栏面积为零：顶点不能重合或位于同一直线上',
      ],
      [
        {
          kind: 'polygon',
          points: [
            { lat: 10, lng: 179.5 },
            { lat: 11, lng: -179.5 },
            { lat: 11, lng: 179.5 },
          ],
        },
        '围栏不能跨越180°经线',
      ],
      [
        { kind: 'circle', center: { lat: 91, lng: 121 }, radius: 100 },
        '坐标超出范围：纬度须在-90至90之间，经度须在-180至180之间',
      ],
      [{ kind: 'circle', center: SQUARE, radius: 0 }, '半径须大于0米且不超过50000米'],
      [{ kind: 'circle', center: SQUARE, radius: -5 }, '半径须大于0米且不超过50000米'],
      [{ kind: 'circle', center: SQUARE, radius: 1e9 }, '半径须大于0米且不超过50000米'],
      [{ kind: 'polygon', points: [SQUARE, { lat: 31.3, lng: 121.5 }] }, '多边形须有3至50个顶点'],
    ];
    for (const [fence, msg] of cases) {
      const res = await grant({ fence: { fence, lockOnBreach: true } });
      expect([res.code, res.msg]).toEqual([400, msg]);
    }
    const english = await server.call(
      authorization.authAuth,
      {
        deviceId: freeDevice(),
        userId: member.userId,
        useCount: 1,
        validTo: new Date(server.clock.now().getTime() + DAY).toISOString(),
        reason: '围栏用印',
        fence: { fence: cases[0]![0], lockOnBreach: false },
      },
      { token: keeper.token, lang: 'en-US' },
    );
    expect(english.msg).toBe('The edges of the polygon must not cross each other');
    expect(await server.deps.db.$count(authorizations)).toBe(before);
  });

  it('keeps the fence on the authorisation for its detail', async () => {
    const { id } = await activeFenced(false);
    const d = await detail(id);
    expect(d.fence).toEqual({ fence: CIRCLE, lockOnBreach: false });
    expect(d.fenceLocked).toBe(false);
  });
});

describe('judging stamps', () => {
  it('inside: nothing; outside: a high alert, and the authorisation locked until a keeper unlocks it', async () => {
    const { id, deviceId } = await activeFenced(true);
    const inside = await stamp(deviceId, INSIDE);
    expect(inside.code, inside.msg).toBe(0);
    expect(await fenceAlerts(inside.data.useRecordId)).toEqual([]);

    const outside = await stamp(deviceId, OUTSIDE);
    expect(outside.code, outside.msg).toBe(0);
    expect(await fenceAlerts(outside.data.useRecordId)).toEqual([{ rule: 'outsideFence', severity: 'high' }]);
    const locked = await detail(id);
    expect(locked.fenceLocked).toBe(true);
    expect(locked.actions.unlockFence).toBe(true);
    expect(locked.timeline.find((e) => e.kind === 'fenceLocked')).toMatchObject({ detail: '上海市黄浦区' });

    const refused = await stamp(deviceId, INSIDE);
    expect([refused.code, refused.msg]).toEqual([400, '该授权因在围栏外用印已被锁定，请联系管理员解锁']);
    expect((await detail(id)).usedCount).toBe(2);

    // The member may not unlock; a keeper may, once.
    const byMember = await server.call(authorization.authUnlockFence, { id }, { token: member.token });
    expect(byMember.code).toBe(1003);
    expect((await server.call(authorization.authUnlockFence, { id }, { token: keeper.token })).code).toBe(0);
    const again = await server.call(authorization.authUnlockFence, { id }, { token: keeper.token });
    expect([again.code, again.msg]).toEqual([400, '该授权未被围栏锁定']);
    const unlocked = await detail(id);
    expect(unlocked.fenceLocked).toBe(false);
    expect(unlocked.timeline.find((e) => e.kind === 'fenceUnlocked')?.actorName).toEqual(expect.any(String));
    expect((await stamp(deviceId, INSIDE)).code).toBe(0);
  });

  it('a fence that does not lock: the alert only', async () => {
    const { id, deviceId } = await activeFenced(false);
    const outside = await stamp(deviceId, OUTSIDE);
    expect(await fenceAlerts(outside.data.useRecordId)).toEqual([{ rule: 'outsideFence', severity: 'high' }]);
    expect((await detail(id)).fenceLocked).toBe(false);
    expect((await stamp(deviceId, OUTSIDE)).code).toBe(0);
  });

  it('a stamp without a location: the lower alert, no lock', async () => {
    const { id, deviceId } = await activeFenced(true);
    const unknown = await stamp(deviceId);
    expect(await fenceAlerts(unknown.data.useRecordId)).toEqual([{ rule: 'fenceNoLocation', severity: 'low' }]);
    expect((await detail(id)).fenceLocked).toBe(false);
  });

  it('an offline stamp outside, synced later, is judged by the open authorisation and locks it', async () => {
    const { id, deviceId } = await activeFenced(true);
    const offline = await stamp(deviceId, {
      useType: useRecord.useTypes.offline,
      usedAt: new Date(server.clock.now().getTime() - 3_600_000).toISOString(),
      ...OUTSIDE,
    });
    expect(offline.code, offline.msg).toBe(0);
    expect(await fenceAlerts(offline.data.useRecordId)).toEqual([{ rule: 'outsideFence', severity: 'high' }]);
    expect((await detail(id)).fenceLocked).toBe(true);
  });

  it('a polygon fence judges the same way', async () => {
    const square: geofence.Fence = {
      kind: 'polygon',
      points: [
        { lat: 31.22, lng: 121.46 },
        { lat: 31.22, lng: 121.49 },
        { lat: 31.24, lng: 121.49 },
        { lat: 31.24, lng: 121.46 },
      ],
    };
    const { deviceId } = await activeFenced(false, square);
    const inside = await stamp(deviceId, INSIDE);
    expect(await fenceAlerts(inside.data.useRecordId)).toEqual([]);
    const outside = await stamp(deviceId, OUTSIDE);
    expect(await fenceAlerts(outside.data.useRecordId)).toEqual([{ rule: 'outsideFence', severity: 'high' }]);
  });
});

describe('the simulator', () => {
  it('grants a fenced authorisation and stamps far outside it: the alert, and the authorisation locked', async () => {
    const step = await simulateStep(server.deps, 'outsideFence');
    expect(step, step.skipped).toMatchObject({ useRecordId: expect.any(Number) });
    expect(await fenceAlerts(step.useRecordId!)).toEqual([{ rule: 'outsideFence', severity: 'high' }]);
    const [auth] = await server.deps.db
      .select({ fenceLocked: authorizations.fenceLocked })
      .from(authorizations)
      .where(and(eq(authorizations.deviceId, step.deviceId!), eq(authorizations.fenceLock, true)));
    expect(auth?.fenceLocked).toBe(true);
  });
});

describe('saved places', () => {
  it('administrators add and remove them, everyone lists them; names are unique; bad fences are refused', async () => {
    const add = (name: string, fence: geofence.Fence = CIRCLE, token = admin.token) =>
      server.call(geofence.placeAdd, { companyId: admin.companyId, name, fence }, { token });
    // The seed keeps one: the demo unit's head office, the fence of its fenced demo grant.
    const seeded = await server.call(geofence.placeList, {}, { token: member.token });
    expect(seeded.data.list.map((p) => p.name)).toEqual(['总部大楼']);
    const fenced = await server.deps.db
      .select({ fence: authorizations.fence, lock: authorizations.fenceLock })
      .from(authorizations)
      .where(and(eq(authorizations.companyId, admin.companyId), eq(authorizations.fence, seeded.data.list[0]!.fence)));
    expect(fenced).toEqual([{ fence: seeded.data.list[0]!.fence, lock: true }]);
    expect((await add('总部大楼')).msg).toBe('已有同名的常用地点');
    const added = await add('分部办公室');
    expect(added.code, added.msg).toBe(0);
    expect((await add('分部', CIRCLE, keeper.token)).code).toBe(1003);
    const bad = await add('坏地点', { kind: 'circle', center: SQUARE, radius: 0 });
    expect([bad.code, bad.msg]).toEqual([400, '半径须大于0米且不超过50000米']);

    const listed = await server.call(geofence.placeList, {}, { token: member.token });
    expect(listed.data.list.map((p) => p.name).sort()).toEqual(['分部办公室', '总部大楼'].sort());
    expect(listed.data.list.find((p) => p.name === '分部办公室')!.fence).toEqual(CIRCLE);

    expect((await server.call(geofence.placeDelete, { id: added.data.id }, { token: keeper.token })).code).toBe(1003);
    expect((await server.call(geofence.placeDelete, { id: added.data.id }, { token: admin.token })).code).toBe(0);
    expect((await server.call(geofence.placeDelete, { id: added.data.id }, { token: admin.token })).code).toBe(404);
    const left = await server.call(geofence.placeList, {}, { token: member.token });
    expect(left.data.list.map((p) => p.name)).toEqual(['总部大楼']);
  });
});
