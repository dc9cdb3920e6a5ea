/**
 * Live events follow a session's end and a role change at once, not at the next periodic check (an hour here).
 */
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, org, realtime as rt } from '../../contract';
import { attachRealtime, type Realtime } from '../../server/src/modules/realtime';
import { recordEvents, type EventDraft } from '../../server/src/modules/realtime/service';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, KEEPER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let io: Realtime;
let url: string;
let chief: StaffSession;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  io = attachRealtime(server.app.server, server.deps, { sessionCheckMs: 3_600_000 });
  server.deps.realtime = io;
  url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  chief = await staffSession(server, CHIEF);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  io?.close();
  await server?.close();
});

async function listen(token: string) {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const events: rt.UnitEvent[] = [];
  socket.on('unit-event', (e: rt.UnitEvent) => events.push(e));
  await new Promise((resolve) => socket.on('session-ready', resolve));
  const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  return { socket, events, closed };
}

const inStaffRoom = (socket: Socket) =>
  io.of('/').adapter.rooms.get(`unit:${chief.companyId}:staff`)?.has(socket.id!) ?? false;

const toStaff = (msg: string): EventDraft => ({ type: 'message', to: 'staff', message: { msgType: 'INFO', msg } });
const shown = (events: rt.UnitEvent[]) => events.map((e) => (e.type === 'message' ? e.message.msg : e.type));

async function setRole(userId: number, role: 2 | 3) {
  const m = (await server.call(org.memberDetail, { userId }, { token: chief.token })).data;
  const res = await server.call(
    org.memberUpdate,
    {
      userId,
      realName: m.realName,
      role,
      departmentId: m.departmentId,
      email: m.email ?? undefined,
      idCard: m.idCard ?? undefined,
      disabled: m.disabled,
    },
    { token: chief.token },
  );
  expect(res.code, res.msg).toBe(0);
}

describe('live events after a role or session change', () => {
  it('a seal keeper demoted to member stops receiving staff events on his open socket at once', async () => {
    const keeper = await staffSession(server, KEEPER);
    const live = await listen(keeper.token);
    await recordEvents(server.deps, chief.companyId, [toStaff('降级之前')]);
    await expect.poll(() => live.events.length).toBe(1);
    await setRole(keeper.userId, 3);
    await expect.poll(() => inStaffRoom(live.socket)).toBe(false);
    await recordEvents(server.deps, chief.companyId, [toStaff('降级之后')]);
    await expect.poll(() => live.events.length).toBe(2);
    expect(shown(live.events)).toEqual(['降级之前', 'hidden']);
    // Promoted again, the same socket sees staff events again.
    await setRole(keeper.userId, 2);
    await expect.poll(() => inStaffRoom(live.socket)).toBe(true);
  });

  it('a logged-out session and a disabled member lose their sockets at once', async () => {
    const keeper = await staffSession(server, KEEPER);
    const first = await listen(keeper.token);
    expect((await server.call(account.logout, {}, { token: keeper.token })).code).toBe(0);
    expect(await first.closed).toBe('io server disconnect');

    const again = await staffSession(server, KEEPER);
    const second = await listen(again.token);
    const m = (await server.call(org.memberDetail, { userId: again.userId }, { token: chief.token })).data;
    const res = await server.call(
      org.memberUpdate,
      { userId: m.userId, realName: m.realName, role: m.role, departmentId: m.departmentId, disabled: true },
      { token: chief.token },
    );
    expect(res.code, res.msg).toBe(0);
    expect(await second.closed).toBe('io server disconnect');
  });
});
