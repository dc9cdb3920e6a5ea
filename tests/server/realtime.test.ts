/**
 * The realtime channel (contract/realtime.ts): the socket.io handshake and rooms, the unit event log with
 * its dense per-unit ids (backfill after an id returns exactly what came after it, in order, even while writers commit
 * concurrently and some roll back), who sees what (staff, the member, everyone else as 'hidden'), isolation between
 * units, the gateway's events, and retention.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { and, eq, inArray } from 'drizzle-orm';
import {
  account,
  apply,
  authorization,
  device,
  realtime as rt,
  useRecord,
  type Endpoint,
  type RequestOf,
} from '../../contract';
import { OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';
import { deviceOperations, devices, memberships } from '../../server/src/db/schema';
import { deviceTokenOf } from '../../server/src/caller/device';
import { attachRealtime, type Realtime } from '../../server/src/modules/realtime';
import {
  addEvent,
  eventTransaction,
  pruneEvents,
  recordEvents,
  type EventDraft,
} from '../../server/src/modules/realtime/service';
import { HOUR, startTestServer, type TestServer, nextWorkdayAt10 } from './helpers';
import { PNG } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

type UnitEvent = rt.UnitEvent;

let server: TestServer;
let io: Realtime;
let url: string;
let chief: StaffSession;
let keeper: StaffSession;
let admin: StaffSession;
let member: StaffSession;
let stranger: StaffSession;
const sockets: Socket[] = [];
// Tomorrow 10:00 in Beijing: office hours, and after every operation record of the seed.
const START = nextWorkdayAt10();

beforeAll(async () => {
  server = await startTestServer({ startAt: START });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  io = attachRealtime(server.app.server, server.deps, { sessionCheckMs: 100 });
  server.deps.realtime = io;
  url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  admin = await staffSession(server, ADMIN);
  member = await staffSession(server, MEMBER);
  stranger = await staffSession(server, '13900000000', OTHER_UNIT);
  // Whatever the seed's operation records say, the devices of this file were unlocked, not reported lost.
  for (let n = 280; n < 290; n++) {
    await server.deps.db.insert(deviceOperations).values({
      companyId: chief.companyId,
      deviceId: `SD00${n}`,
      operationType: 5,
      createdAt: new Date(START.getTime() - HOUR),
    });
  }
});
afterAll(async () => {
  for (const s of sockets) s.close();
  io?.close();
  await server?.close();
});

function open(token: string | undefined): Socket {
  const socket = connect(url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/** A connected socket, the head it was told, and every unit event it receives from then on. */
async function listen(token: string) {
  const socket = open(token);
  const events: UnitEvent[] = [];
  socket.on('unit-event', (e: UnitEvent) => events.push(e));
  const ready = await new Promise<{ companyId: number | null; lastEventId: number }>((resolve) =>
    socket.on('session-ready', resolve),
  );
  return { socket, events, ready };
}

const note = (msg: string, to: EventDraft['to'] = 'unit'): EventDraft => ({
  type: 'message',
  to,
  message: { msgType: 'INFO', msg },
});

async function backfillAll(token: string, afterId: number, limit = 500) {
  const list: UnitEvent[] = [];
  let cursor = afterId;
  for (;;) {
    const page = await server.call(rt.realtimeEvents, { afterId: cursor, limit }, { token });
    expect(page.code, page.msg).toBe(0);
    list.push(...page.data.list);
    cursor = page.data.list.at(-1)?.id ?? cursor;
    if (!page.data.more) return { list, head: page.data.headId, truncated: page.data.truncated };
  }
}

async function headOf(token: string): Promise<number> {
  return (await server.call(rt.realtimeEvents, { afterId: 0, limit: 1 }, { token })).data.headId;
}

function asDevice<E extends Endpoint>(deviceId: string, e: E, payload: RequestOf<E>, file?: Buffer) {
  const headers = { deviceId, deviceToken: deviceTokenOf(server.deps.secret, deviceId) };
  return server.call(e, payload, file ? { headers, file: { filename: 'p.png', data: file } } : { headers });
}

describe('the socket.io handshake', () => {
  it('refuses a connection without a session token, or with a token that is no live session', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const socket = open(token);
      const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
      socket.close();
    }
  });

  it('closes the socket of a session that ended (logged out)', async () => {
    const session = await staffSession(server, KEEPER);
    const { socket } = await listen(session.token);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const out = await server.call(account.logout, { appName: 'web' }, { token: session.token });
    expect(out.code, out.msg).toBe(0);
    expect(await closed).toBe('io server disconnect');
  });

  it("tells a unit session its unit and the unit's newest event id", async () => {
    await recordEvents(server.deps, chief.companyId, [note('握手之前')]);
    const { ready } = await listen(chief.token);
    expect(ready).toEqual({ companyId: chief.companyId, lastEventId: await headOf(chief.token) });
  });
});

describe('the event log', () => {
  it('backfill returns exactly the events after an id, in order, with no gap and no repeat, while writers commit concurrently and some roll back', async () => {
    const c = chief.companyId;
    const start = await headOf(chief.token);
    const watcher = await listen(chief.token);
    let writing = true;
    // A reader that keeps asking for what came after the last id it has: it must never jump over an id that
    // commits later (ids commit in order) nor see one twice.
    const seen: number[] = [];
    const reader = (async () => {
      let cursor = start;
      while (writing || cursor < (await headOf(chief.token))) {
        const page = await server.call(rt.realtimeEvents, { afterId: cursor, limit: 3 }, { token: chief.token });
        for (const e of page.data.list) {
          expect(e.id).toBe(cursor + 1);
          cursor = e.id;
          seen.push(e.id);
        }
        expect(page.data.truncated).toBe(false);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const writers = Array.from({ length: 24 }, async (_, k) => {
      await new Promise((r) => setTimeout(r, Math.random() * 30));
      if (k % 6 === 5) {
        await expect(
          eventTransaction(server.deps, async (tx) => {
            addEvent(tx, c, note(`回滚${k}`));
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        return;
      }
      // Held open a little, so that transactions overlap (on PostgreSQL; PGlite has one connection).
      await eventTransaction(server.deps, async (tx) => {
        addEvent(tx, c, note(`写入${k}-1`));
        await new Promise((r) => setTimeout(r, Math.random() * 15));
        addEvent(tx, c, note(`写入${k}-2`));
      });
    });
    await Promise.all(writers);
    writing = false;
    await reader;

    const head = await headOf(chief.token);
    expect(head - start).toBe(20 * 2);
    const ids = Array.from({ length: head - start }, (_, k) => start + 1 + k);
    expect(seen).toEqual(ids);
    const all = await backfillAll(chief.token, start, 7);
    expect(all.list.map((e) => e.id)).toEqual(ids);
    const texts = all.list.map((e) => (e.type === 'message' ? e.message.msg : ''));
    expect(texts.filter((t) => t.startsWith('写入'))).toHaveLength(40);
    expect(texts.some((t) => t.startsWith('回滚'))).toBe(false);
    // Every committed event also went out live, once. Two commits may reach the socket swapped (PostgreSQL lets the
    // next writer take the counter row before it confirms the first commit); the client puts them back in order.
    await expect.poll(() => watcher.events.filter((e) => e.id > start).length).toBe(40);
    const live = watcher.events.filter((e) => e.id > start).map((e) => e.id);
    expect(live.sort((x, y) => x - y)).toEqual(ids);
  });

  it('a rolled-back transaction sends nothing and takes no id', async () => {
    const watcher = await listen(chief.token);
    const before = await headOf(chief.token);
    await expect(
      eventTransaction(server.deps, async (tx) => {
        addEvent(tx, chief.companyId, note('不会发生'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await recordEvents(server.deps, chief.companyId, [note('之后')]);
    await expect.poll(() => watcher.events.length).toBe(1);
    expect(watcher.events[0]).toMatchObject({ id: before + 1, type: 'message', message: { msg: '之后' } });
  });

  it("a unit's events never reach another unit's room or backfill", async () => {
    const mine = await listen(chief.token);
    const theirs = await listen(stranger.token);
    const theirStart = await headOf(stranger.token);
    await recordEvents(server.deps, chief.companyId, [note('本单位'), note('本单位员工', 'staff')]);
    await recordEvents(server.deps, stranger.companyId, [note('对方单位')]);
    await expect.poll(() => mine.events.length).toBe(2);
    await expect.poll(() => theirs.events.length).toBe(1);
    expect(theirs.events[0]).toMatchObject({ id: theirStart + 1, message: { msg: '对方单位' } });
    const backfilled = await backfillAll(stranger.token, 0);
    const texts = backfilled.list.map((e) => (e.type === 'message' ? e.message.msg : ''));
    expect(texts).toContain('对方单位');
    expect(texts.filter((t) => t.startsWith('本单位'))).toEqual([]);
    expect(mine.events.map((e) => (e.type === 'message' ? e.message.msg : ''))).toEqual(['本单位', '本单位员工']);
  });

  it("a member sees the unit's staff events as 'hidden' (ids stay dense), their own in full", async () => {
    const staff = await listen(keeper.token);
    const self = await listen(member.token);
    const start = await headOf(member.token);
    await recordEvents(server.deps, chief.companyId, [
      note('给员工', 'staff'),
      note('给刘洋', { user: member.userId }),
      note('给员工和刘洋', { staffAnd: member.userId }),
      note('给王强', { user: keeper.userId }),
    ]);
    await expect.poll(() => self.events.length).toBe(4);
    await expect.poll(() => staff.events.length).toBe(4);
    const shown = (events: UnitEvent[]) => events.map((e) => (e.type === 'message' ? e.message.msg : e.type));
    expect(shown(self.events)).toEqual(['hidden', '给刘洋', '给员工和刘洋', 'hidden']);
    expect(shown(staff.events)).toEqual(['给员工', 'hidden', '给员工和刘洋', '给王强']);
    const back = await backfillAll(member.token, start);
    expect(back.list.map((e) => e.id)).toEqual([1, 2, 3, 4].map((k) => start + k));
    expect(shown(back.list)).toEqual(shown(self.events));
  });

  it("an event to a permission's holders reaches the roles holding it and the named user; the others get 'hidden'", async () => {
    // 'cost:pay' (the unit's orders): the administrators hold it, a seal keeper and a member do not.
    const holder = await listen(admin.token);
    const nonHolder = await listen(keeper.token);
    const named = await listen(member.token);
    const start = await headOf(admin.token);
    await recordEvents(server.deps, chief.companyId, [
      note('给缴费者和刘洋', { holdersOf: 'cost:pay', and: member.userId }),
    ]);
    for (const s of [holder, nonHolder, named]) await expect.poll(() => s.events.length).toBe(1);
    const shown = (events: UnitEvent[]) => events.map((e) => (e.type === 'message' ? e.message.msg : e.type));
    expect(shown(holder.events)).toEqual(['给缴费者和刘洋']);
    expect(shown(nonHolder.events)).toEqual(['hidden']);
    expect(shown(named.events)).toEqual(['给缴费者和刘洋']);
    expect(shown((await backfillAll(admin.token, start)).list)).toEqual(['给缴费者和刘洋']);
    expect(shown((await backfillAll(keeper.token, start)).list)).toEqual(['hidden']);
    expect(shown((await backfillAll(member.token, start)).list)).toEqual(['给缴费者和刘洋']);
  });

  it('tells a client whose cursor is gone (pruned, or from another database) to reload', async () => {
    await recordEvents(server.deps, chief.companyId, [note('旧事件')]);
    const head = await headOf(chief.token);
    const future = await server.call(rt.realtimeEvents, { afterId: head + 1000 }, { token: chief.token });
    expect(future.data).toMatchObject({ list: [], truncated: true, headId: head });
    // Retention passes (no call in between, so the sessions stay fresh when the clock comes back).
    const now = server.clock.now();
    server.clock.advance(server.deps.config.realtimeRetentionHours * HOUR + 1);
    expect(await pruneEvents(server.deps)).toBeGreaterThan(0);
    await recordEvents(server.deps, chief.companyId, [note('新事件')]);
    server.clock.set(now);
    const after = await server.call(rt.realtimeEvents, { afterId: 0 }, { token: chief.token });
    expect(after.data.truncated).toBe(true);
    expect(after.data.list.map((e) => e.id)).toEqual([head + 1]);
    const current = await server.call(rt.realtimeEvents, { afterId: head }, { token: chief.token });
    expect(current.data).toMatchObject({ truncated: false, more: false, headId: head + 1 });
  });
});

describe('what the services announce', () => {
  it("an application's changes go to its unit", async () => {
    const watcher = await listen(chief.token);
    const theirs = await listen(stranger.token);
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
    await expect.poll(() => watcher.events.filter((e) => e.type === 'apply').length).toBe(2);
    expect(watcher.events.filter((e) => e.type === 'apply').map((e) => e.apply)).toEqual([
      { id: saved.data.id, state: 'WAITING' },
      { id: saved.data.id, state: 'COMPLETED' },
    ]);
    expect(theirs.events).toEqual([]);
  });

  it('a stamp through the gateway: the authorisation, the use, its photo (with a working link) and the member’s notices', async () => {
    const deviceId = 'SD00281';
    const staff = await listen(keeper.token);
    const self = await listen(member.token);
    const granted = await server.call(
      authorization.authAuth,
      {
        deviceId,
        userId: member.userId,
        useCount: 2,
        validTo: new Date(START.getTime() + 48 * HOUR).toISOString(),
        reason: '实时用印',
      },
      { token: keeper.token },
    );
    expect(granted.code, granted.msg).toBe(0);
    expect((await server.call(authorization.authActive, { id: granted.data.id }, { token: member.token })).code).toBe(
      0,
    );
    const used = await asDevice(deviceId, useRecord.deviceReportUse, {
      useType: 0,
      usedAt: server.clock.now().toISOString(),
      latitude: 31.2,
      longitude: 121.4,
    });
    expect(used.code, used.msg).toBe(0);
    const photo = await asDevice(deviceId, useRecord.devicePhoto, { useRecordId: used.data.useRecordId }, PNG);
    expect(photo.code, photo.msg).toBe(0);

    const types = (events: UnitEvent[]) => events.map((e) => e.type);
    await expect
      .poll(() => types(self.events))
      .toEqual([
        'authorization', // granted
        'authorization', // activated
        'authorization', // used once
        'use',
        'message',
        'photo',
        'message',
      ]);
    await expect
      .poll(() => types(staff.events))
      .toEqual([
        'authorization',
        'authorization',
        'authorization',
        'use',
        'hidden', // the member's own notice
        'photo',
        'hidden',
      ]);
    const use = self.events.find((e) => e.type === 'use')!;
    expect(use).toMatchObject({
      use: { useRecordId: used.data.useRecordId, deviceId, userId: member.userId, remaining: 1, exceptionKind: null },
    });
    // `msg` stays the spec's Chinese text, verbatim; the key and arguments let each screen show its own language.
    const name = use.type === 'use' ? use.use.deviceName : '';
    expect(name).not.toBe('');
    expect(self.events.filter((e) => e.type === 'message').map((e) => e.message)).toEqual([
      { msgType: 'INFO', msg: `「${name}」用印成功，剩余 1 次`, msgKey: 'l.use.remaining', msgArgs: [name, 1] },
      { msgType: 'INFO', msg: `「${name}」用印照片已上传`, msgKey: 'l.photo.uploaded', msgArgs: [name] },
    ]);
    const shot = staff.events.find((e) => e.type === 'photo')!;
    expect(shot.photo).toMatchObject({
      useRecordId: used.data.useRecordId,
      source: 'device',
      fileId: photo.data.fileId,
    });
    const picture = await server.app.inject({ method: 'GET', url: shot.photo.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(PNG)).toBe(true);
  });

  it('abnormal uses and device changes raise alerts for the staff; the device state goes to everyone', async () => {
    const deviceId = 'SD00282';
    await server.deps.db
      .update(devices)
      .set({ online: false, battery: 50 })
      .where(and(eq(devices.companyId, chief.companyId), eq(devices.deviceId, deviceId)));
    const staff = await listen(keeper.token);
    const self = await listen(member.token);
    await asDevice(deviceId, useRecord.deviceStatus, { online: true, battery: 30 });
    await asDevice(deviceId, useRecord.deviceStatus, { online: true, battery: 18 });
    await asDevice(deviceId, useRecord.deviceStatus, { online: true, battery: 18 }); // nothing changed: no event
    await asDevice(deviceId, useRecord.deviceReportUse, { useType: 1, usedAt: server.clock.now().toISOString() });
    const lost = await asDevice(deviceId, device.deviceReportOperation, { operationType: 4 });
    expect(lost.code, lost.msg).toBe(0);

    // The privileged stamp also opens an anomaly alert: a live notice to each administrator and the device's keeper.
    const [keeperOf] = await server.deps.db
      .select({ keeperId: devices.keeperId })
      .from(devices)
      .where(and(eq(devices.companyId, chief.companyId), eq(devices.deviceId, deviceId)));
    const admins = await server.deps.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.companyId, chief.companyId),
          inArray(memberships.role, [0, 1]),
          eq(memberships.disabled, false),
        ),
      );
    const notices = new Set([...admins.map((a) => a.userId), ...(keeperOf?.keeperId ? [keeperOf.keeperId] : [])]).size;
    await expect.poll(() => staff.events.length).toBe(7 + notices);
    const alerts = staff.events.filter((e) => e.type === 'alert').map((e) => e.alert.kind);
    expect(alerts).toEqual(['lowBattery', 'privileged', 'lost']);
    const states = self.events.filter((e) => e.type === 'device').map((e) => e.device);
    expect(states).toEqual([
      expect.objectContaining({ deviceId, online: true, battery: 30, locked: false }),
      expect.objectContaining({ deviceId, online: true, battery: 18, locked: false }),
      expect.objectContaining({ deviceId, online: true, battery: 18, locked: true }),
    ]);
    // The member sees the same ids, the staff's alerts and the privileged use hidden.
    expect(self.events.map((e) => e.id)).toEqual(staff.events.map((e) => e.id));
    expect(self.events.filter((e) => e.type === 'hidden')).toHaveLength(4 + notices);
  });
});
