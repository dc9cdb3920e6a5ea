/**
 * Display links (contract/display.ts): administrators create, list, rename and revoke them; the token opens the
 * wall's read-only calls and the unit's socket room, and nothing else; a revoked or expired link gets nothing, its
 * open socket is closed, and another unit's data is never reachable with it. Who may manage another unit's links is
 * covered by the access matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import * as contract from '../../contract';
import { dashboard, display, realtime as rt, type Endpoint } from '../../contract';
import { OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';
import { attachRealtime, type Realtime } from '../../server/src/modules/realtime';
import { DAY, startTestServer, type TestServer } from './helpers';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let io: Realtime;
let url: string;
let chief: StaffSession;
let admin: StaffSession;
let stranger: StaffSession;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  io = attachRealtime(server.app.server, server.deps, { sessionCheckMs: 60_000 });
  server.deps.realtime = io;
  url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  stranger = await staffSession(server, '13900000000', OTHER_UNIT);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  io?.close();
  await server?.close();
});

async function create(name: string, validDays: number | null = null, by = chief) {
  const res = await server.call(display.displayAdd, { companyId: by.companyId, name, validDays }, { token: by.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function listOf(by = chief) {
  const res = await server.call(display.displayList, { companyId: by.companyId }, { token: by.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

function open(token: string): Socket {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

function endpointsOf(module: unknown): Endpoint[] {
  if (typeof module !== 'object' || module === null) return [];
  return Object.values(module).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'service' in v && 'request' in v && 'access' in v,
  );
}

describe('managing display links', () => {
  it('creates a link for administrators only, returns its token once and lists it without the token', async () => {
    const made = await create('前台大屏', 30, admin);
    expect(made.token.startsWith(display.DISPLAY_TOKEN_PREFIX)).toBe(true);
    expect(made.token.length).toBeGreaterThan(40);
    const listed = (await listOf()).find((d) => d.id === made.id)!;
    expect(listed).toMatchObject({ name: '前台大屏', state: 'active', lastSeenAt: null, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(made.token.slice(4));
    expect(Date.parse(listed.expiresAt!) - Date.parse(listed.createdAt)).toBe(30 * DAY);
    for (const phone of [KEEPER, MEMBER]) {
      const other = await staffSession(server, phone);
      const res = await server.call(
        display.displayAdd,
        { companyId: other.companyId, name: '不该有', validDays: null },
        { token: other.token },
      );
      expect(res.code).toBe(1003);
      expect(
        (await server.call(display.displayList, { companyId: other.companyId }, { token: other.token })).code,
      ).toBe(1003);
    }
    const bad = await server.call(
      display.displayAdd,
      { companyId: chief.companyId, name: '', validDays: null },
      { token: chief.token },
    );
    expect(bad.code).toBe(400);
  });

  it('renames a link; another unit neither lists nor renames nor revokes it', async () => {
    const made = await create('旧名字');
    const renamed = await server.call(display.displayRename, { id: made.id, name: '大厅' }, { token: chief.token });
    expect(renamed.code, renamed.msg).toBe(0);
    expect((await listOf()).find((d) => d.id === made.id)!.name).toBe('大厅');
    expect((await listOf(stranger)).map((d) => d.id)).not.toContain(made.id);
    const theirs = { token: stranger.token };
    expect((await server.call(display.displayRename, { id: made.id, name: '偷改' }, theirs)).code).toBe(404);
    expect((await server.call(display.displayRevoke, { id: made.id }, theirs)).code).toBe(404);
    expect((await listOf()).find((d) => d.id === made.id)).toMatchObject({ name: '大厅', state: 'active' });
  });
});

describe('what a display token opens', () => {
  it("answers the wall's calls with the link's unit, as its staff see it, and records when and from where", async () => {
    const { token } = await create('墙');
    const asDisplay = await server.call(dashboard.orgDeviceMap, {}, { token });
    const asChief = await server.call(dashboard.orgDeviceMap, {}, { token: chief.token });
    expect(asDisplay.code, asDisplay.msg).toBe(0);
    expect(asDisplay.data.total).toBe(asChief.data.total);
    const head = await server.call(dashboard.headStatisNum, { companyId: chief.companyId }, { token });
    expect(head.data).toMatchObject({ scope: 'unit' });
    expect((await server.call(dashboard.homePageMap, {}, { token })).code).toBe(0);
    expect((await server.call(dashboard.deviceUseTimes, { range: '7d' }, { token })).code).toBe(0);
    const recent = await server.call(dashboard.dashboardRecent, { limit: 5 }, { token });
    expect(recent.code, recent.msg).toBe(0);
    expect(recent.data).toEqual(
      (await server.call(dashboard.dashboardRecent, { limit: 5 }, { token: chief.token })).data,
    );
    expect((await server.call(rt.realtimeEvents, { afterId: 0, limit: 5 }, { token })).code).toBe(0);
    // The last call's address is the one listed.
    const info = await server.call(display.wallInfo, {}, { token, ip: '10.1.2.3' });
    expect(info.code, info.msg).toBe(0);
    expect(info.data).toMatchObject({ companyId: chief.companyId, companyName: '演示科技有限公司', displayName: '墙' });
    const seen = (await listOf()).find((d) => d.name === '墙')!;
    expect(seen.lastSeenIp).toBe('10.1.2.3');
    expect(seen.lastSeenAt).not.toBeNull();
  });

  it("never reaches another unit's data", async () => {
    const { token } = await create('隔离');
    const other = await server.call(dashboard.headStatisNum, { companyId: stranger.companyId }, { token });
    expect(other.code).toBe(404);
    const theirDevices = await server.call(dashboard.orgDeviceMap, {}, { token: stranger.token });
    const mine = await server.call(dashboard.orgDeviceMap, {}, { token });
    const theirIds = new Set(theirDevices.data.list.map((d) => d.deviceId));
    expect(mine.data.list.some((d) => theirIds.has(d.deviceId))).toBe(false);
  });

  it('is refused by every call but the wall’s (401), whatever the call', async () => {
    const { token } = await create('只读');
    const all = Object.values(contract).flatMap(endpointsOf);
    const others = all.filter((e) => e.access !== 'wall' && e.access !== 'public');
    expect(others.length).toBeGreaterThan(100);
    const accepted: string[] = [];
    for (const e of others) {
      // Path parameters filled, so the request reaches its route (and is refused there).
      const params = Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 1]));
      const res = await server.call(e, params as never, { token });
      if (res.code !== 401) accepted.push(`${e.method} ${e.path}: ${res.code}`);
    }
    expect(accepted).toEqual([]);
    // The management of links is no wall call either.
    expect((await server.call(display.displayList, { companyId: chief.companyId }, { token })).code).toBe(401);
  });

  it('an unknown display token gets nothing', async () => {
    const res = await server.call(display.wallInfo, {}, { token: `${display.DISPLAY_TOKEN_PREFIX}nothing` });
    expect(res).toMatchObject({ code: 401, msg: '此显示屏链接无效' });
  });
});

describe('revoking and expiry', () => {
  it('a revoked link gets nothing from then on and its open socket closes at once', async () => {
    const made = await create('要撤销的');
    const socket = open(made.token);
    const ready = await new Promise<{ companyId: number | null }>((resolve) => socket.on('session-ready', resolve));
    expect(ready.companyId).toBe(chief.companyId);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const res = await server.call(display.displayRevoke, { id: made.id }, { token: admin.token });
    expect(res.code, res.msg).toBe(0);
    expect(await closed).toBe('io server disconnect');
    const after = await server.call(dashboard.orgDeviceMap, {}, { token: made.token });
    expect(after).toMatchObject({ code: 403, msg: '此显示屏已被撤销' });
    expect((await server.call(display.wallInfo, {}, { token: made.token, lang: 'en-US' })).msg).toBe(
      'This display was revoked',
    );
    const again = open(made.token);
    expect((await new Promise<Error>((resolve) => again.on('connect_error', resolve))).message).toBe('unauthorized');
    expect((await listOf()).find((d) => d.id === made.id)!.state).toBe('revoked');
    expect((await server.call(display.displayRevoke, { id: made.id }, { token: chief.token })).code).toBe(409);
  });

  it('an expired link gets nothing', async () => {
    const made = await create('一周', 7);
    expect((await server.call(display.wallInfo, {}, { token: made.token })).code).toBe(0);
    server.clock.advance(7 * DAY + 1000);
    expect(await server.call(display.wallInfo, {}, { token: made.token })).toMatchObject({
      code: 402,
      msg: '此显示屏链接已过期',
    });
    chief = await staffSession(server, CHIEF);
    expect((await listOf()).find((d) => d.id === made.id)!.state).toBe('expired');
  });
});
