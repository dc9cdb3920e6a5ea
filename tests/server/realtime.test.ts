import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { attachRealtime, unitRoom, type Realtime } from '../../server/src/realtime';
import { account, apply, realtime as rt } from '../../contract';

type UnitEvent = rt.UnitEvent;
import { KEEPER, MEMBER, staffSession } from './staff';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let realtime: Realtime;
let url: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  realtime = attachRealtime(server.app.server, server.deps);
  const address = server.app.server.address() as { port: number };
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  realtime?.close();
  await server?.close();
});

function open(token: string | undefined): Socket {
  return connect(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
}

describe('the socket.io handshake', () => {
  it('refuses a connection without a session token', async () => {
    const socket = open(undefined);
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
    socket.close();
  });

  it('refuses a token that is not a live session', async () => {
    const socket = open('not-a-session');
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
    socket.close();
  });

  it("puts a unit session in its unit's room, where unit messages reach it", async () => {
    const token = await server.loginByPassword('zhangwei', 'Demo@2026');
    const units = await server.call(account.listUnitsByUser, {}, { token });
    const demo = units.data!.find((u) => u.parentId === null)!;
    const chosen = await server.call(account.getInfo, { companyId: demo.companyId }, { token });
    const socket = open(chosen.data!.token);
    const ready = await new Promise<{ companyId: number | null }>((resolve) => socket.on('session-ready', resolve));
    expect(ready.companyId).toBe(demo.companyId);
    const event = new Promise<UnitEvent>((resolve) => socket.on('unit-event', resolve));
    realtime.to(unitRoom(demo.companyId)).emit('unit-event', {
      id: 1,
      at: new Date().toISOString(),
      type: 'message',
      message: { msgType: 'INFO', msg: '拍照成功' },
    });
    expect(await event).toMatchObject({ type: 'message', message: { msgType: 'INFO', msg: '拍照成功' } });
    socket.close();
  });
});

describe('application events', () => {
  it("tells the unit's room, and no other unit's, when an application changes state", async () => {
    server.deps.realtime = realtime;
    const chief = await server.loginByPassword('zhangwei', 'Demo@2026');
    const units = await server.call(account.listUnitsByUser, {}, { token: chief });
    const demo = units.data.find((u) => u.parentId === null)!;
    const chosen = await server.call(account.getInfo, { companyId: demo.companyId }, { token: chief });
    const other = await server.loginByPassword('chenjing', 'Demo@2026');
    const otherUnits = await server.call(account.listUnitsByUser, {}, { token: other });
    const otherChosen = await server.call(
      account.getInfo,
      { companyId: otherUnits.data[0]!.companyId },
      { token: other },
    );
    const watcher = open(chosen.data.token);
    const stranger = open(otherChosen.data.token);
    await Promise.all([watcher, stranger].map((s) => new Promise((resolve) => s.on('session-ready', resolve))));
    const seen: unknown[] = [];
    const strangerSaw: unknown[] = [];
    watcher.on('apply-changed', (e) => seen.push(e));
    stranger.on('apply-changed', (e) => strangerSaw.push(e));

    const member = await staffSession(server, MEMBER);
    const keeper = await staffSession(server, KEEPER);
    const saved = await server.call(
      apply.applySave,
      { deviceId: 'SD00001', fileType: '合同', copies: 1, useCount: 1, reason: '实时事件测试' },
      { token: member.token },
    );
    expect(saved.code, saved.msg).toBe(0);
    const approved = await server.call(
      apply.applyApprove,
      { id: saved.data.id, result: 'approved' },
      { token: keeper.token },
    );
    expect(approved.code, approved.msg).toBe(0);
    await expect.poll(() => seen.length).toBe(2);
    expect(seen).toEqual([
      { id: saved.data.id, state: 'WAITING' },
      { id: saved.data.id, state: 'COMPLETED' },
    ]);
    expect(strangerSaw).toEqual([]);
    watcher.close();
    stranger.close();
  });
});
