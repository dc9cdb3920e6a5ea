/**
 * The device simulator (server/src/modules/simulator): its stamps go through the device gateway's services
 * (a use record with its photo appears, its authorisation's count moves and its timeline says so, the events follow),
 * it renews authorisations through the authorisation service when they run out, it makes the abnormal events, it
 * runs and stops, and it is a demo-only setting.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATE_URL, authorization, device, realtime as rt, useRecord } from '../../contract';
import { loadConfig } from '../../server/src/config';
import { authorizations, deviceOperations, devices, useRecordStats, useRecords } from '../../server/src/db/schema';
import { simulateStep, startSimulator } from '../../server/src/modules/simulator/service';
import { HOUR, MINUTE, startTestServer, type TestServer, nextWorkdayAt10 } from './helpers';
import { KEEPER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let keeper: StaffSession;
// Tomorrow 10:00 in Beijing: office hours, after every seeded record.
const START = nextWorkdayAt10();

beforeAll(async () => {
  server = await startTestServer({ startAt: START });
  keeper = await staffSession(server, KEEPER);
  // Nothing the seed reported lost stays lost for the simulator's devices.
  for (let n = 2; n <= 200; n++) {
    await server.deps.db.insert(deviceOperations).values({
      companyId: keeper.companyId,
      deviceId: `SD${String(n).padStart(5, '0')}`,
      operationType: 5,
      createdAt: new Date(START.getTime() - HOUR),
    });
  }
});
afterAll(async () => {
  await server?.close();
});

async function detailOf(id: number) {
  const res = await server.call(useRecord.useRecordDetail, { id }, { token: keeper.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function authOf(id: number) {
  const res = await server.call(authorization.authDetail, { id }, { token: keeper.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function totalUses(): Promise<number> {
  const [row] = await server.deps.db
    .select({ total: useRecordStats.total })
    .from(useRecordStats)
    .where(eq(useRecordStats.companyId, keeper.companyId));
  return row!.total;
}

describe('a simulated stamp', () => {
  it('goes through the gateway: a use record with its photo, the authorisation counts it, the events follow', async () => {
    const head = (await server.call(rt.realtimeEvents, { afterId: 0, limit: 1 }, { token: keeper.token })).data.headId;
    const before = await totalUses();
    const counts = new Map(
      (
        await server.deps.db
          .select({ id: authorizations.id, usedCount: authorizations.usedCount })
          .from(authorizations)
          .where(eq(authorizations.companyId, keeper.companyId))
      ).map((a) => [a.id, a.usedCount]),
    );
    const step = await simulateStep(server.deps, 'stamp');
    expect(step).toMatchObject({ kind: 'stamp', useRecordId: expect.any(Number) });
    const use = await detailOf(step.useRecordId!);
    expect(use).toMatchObject({ deviceId: step.deviceId, useType: 0, exception: false });
    expect(use.authorization).not.toBeNull();
    // The use is counted by the authorisation and written in its timeline, as the gateway does.
    const auth = await authOf(use.authorizationId!);
    expect(auth.usedCount).toBe((counts.get(auth.id) ?? 0) + 1);
    expect(auth.timeline.at(-1)).toMatchObject({ kind: 'used', at: server.clock.now().toISOString() });
    // The device photographs when it can and the authorisation does not lock it.
    const [dev] = await server.deps.db.select().from(devices).where(eq(devices.deviceId, step.deviceId!));
    const photographs = device.hasAbility(dev!, 'photo') && !auth.photographLocked;
    expect(use.photos.map((p) => p.source)).toEqual(photographs ? ['device'] : []);
    expect(await totalUses()).toBe(before + 1);
    const events = (await server.call(rt.realtimeEvents, { afterId: head }, { token: keeper.token })).data.list;
    expect(events.find((e) => e.type === 'use' && e.use.useRecordId === step.useRecordId)).toBeDefined();
    expect(events.some((e) => e.type === 'authorization' && e.authorization.id === auth.id)).toBe(true);
  });

  it('renews authorisations through the authorisation service when they run out', async () => {
    // Every open authorisation of the simulator's devices ends (as if used up or closed).
    const pool = Array.from({ length: 199 }, (_, k) => `SD${String(k + 2).padStart(5, '0')}`);
    await server.deps.db
      .update(authorizations)
      .set({ state: 2, endReason: 'closed', endedAt: server.clock.now() })
      .where(
        and(
          eq(authorizations.companyId, keeper.companyId),
          inArray(authorizations.deviceId, pool),
          inArray(authorizations.state, [0, 3, 4, 5]),
        ),
      );
    const step = await simulateStep(server.deps, 'stamp');
    expect(step.useRecordId).not.toBeNull();
    const use = await detailOf(step.useRecordId!);
    const auth = await authOf(use.authorizationId!);
    // Granted by a keeper through the service (its timeline and message), activated by its member, then used.
    expect(auth.timeline.map((e) => e.kind)).toEqual(['granted', 'activated', 'used']);
    expect(auth.grantedByName).toBeTruthy();
    expect(auth.validTo > server.clock.now().toISOString()).toBe(true);
    // Later stamps keep the count of activated authorisations up.
    for (let k = 0; k < 5; k++) expect((await simulateStep(server.deps, 'stamp')).useRecordId).not.toBeNull();
    const active = await server.deps.db
      .select({ id: authorizations.id })
      .from(authorizations)
      .where(
        and(
          eq(authorizations.companyId, keeper.companyId),
          inArray(authorizations.deviceId, pool),
          inArray(authorizations.state, [0, 4]),
        ),
      );
    expect(active.length).toBeGreaterThanOrEqual(5);
  });
});

describe('abnormal events', () => {
  it('privileged, offline and outside-hours stamps are exceptions of their kind', async () => {
    for (const [kind, exceptionKind] of [
      ['privileged', 'privileged'],
      ['offline', 'offline'],
      ['outsideHours', 'outsideHours'],
    ] as const) {
      const step = await simulateStep(server.deps, kind);
      expect(step.useRecordId, kind).not.toBeNull();
      expect((await detailOf(step.useRecordId!)).exceptionKind).toBe(exceptionKind);
    }
  });

  it('a device reported lost and locked is stamped with (an exception), and unlocked again after a while', async () => {
    const step = await simulateStep(server.deps, 'lost');
    expect(step.useRecordId).not.toBeNull();
    expect((await detailOf(step.useRecordId!)).exceptionKind).toBe('lostLocked');
    const operations = async () =>
      (
        await server.deps.db
          .select({ t: deviceOperations.operationType })
          .from(deviceOperations)
          .where(and(eq(deviceOperations.companyId, keeper.companyId), eq(deviceOperations.deviceId, step.deviceId!)))
          .orderBy(deviceOperations.createdAt, deviceOperations.id)
      ).map((o) => o.t);
    expect((await operations()).at(-1)).toBe(4);
    server.clock.advance(11 * MINUTE);
    await simulateStep(server.deps, 'status');
    expect((await operations()).at(-1)).toBe(5);
  });

  it('stamps with a device that is not locked while others of the pool are', async () => {
    // Every pool device but one reported lost: a privileged or offline stamp still happens, with that one.
    const open = 'SD00007';
    const others = Array.from({ length: 199 }, (_, k) => `SD${String(k + 2).padStart(5, '0')}`).filter(
      (d) => d !== open,
    );
    const report = (operationType: number) =>
      server.deps.db.insert(deviceOperations).values(
        others.map((deviceId) => ({
          companyId: keeper.companyId,
          deviceId,
          operationType,
          createdAt: server.clock.now(),
        })),
      );
    await report(4);
    try {
      for (const kind of ['privileged', 'offline', 'burst'] as const) {
        const step = await simulateStep(server.deps, kind);
        expect(step, kind).toMatchObject({ deviceId: open, useRecordId: expect.any(Number) });
      }
    } finally {
      server.clock.advance(1000);
      await report(5);
    }
  });

  it('devices go on- and offline and lose battery', async () => {
    const head = (await server.call(rt.realtimeEvents, { afterId: 0, limit: 1 }, { token: keeper.token })).data.headId;
    for (let k = 0; k < 6; k++) await simulateStep(server.deps, 'status');
    const events = (await server.call(rt.realtimeEvents, { afterId: head }, { token: keeper.token })).data.list;
    expect(events.filter((e) => e.type === 'device').length).toBeGreaterThanOrEqual(3);
  });
});

describe('running it', () => {
  it('moves at its rate until stopped', async () => {
    const before = await server.deps.db.select({ id: useRecords.id }).from(useRecords);
    const stop = startSimulator(server.deps, 1200, () => undefined);
    await new Promise((r) => setTimeout(r, 800));
    await stop();
    const after = await server.deps.db.select({ id: useRecords.id }).from(useRecords);
    expect(after.length).toBeGreaterThan(before.length);
    await new Promise((r) => setTimeout(r, 150));
    expect((await server.deps.db.select({ id: useRecords.id }).from(useRecords)).length).toBe(after.length);
  });

  it('is triggered on demand in demo mode', async () => {
    const res = await server.app.inject({ method: 'POST', url: `${SIMULATE_URL}?kind=privileged` });
    expect(res.json()).toMatchObject({ code: 0, data: { kind: 'privileged', useRecordId: expect.any(Number) } });
    expect((await server.app.inject({ method: 'POST', url: `${SIMULATE_URL}?kind=fly` })).json().code).toBe(400);
  });

  it('is a demo setting: on by default there, off when set to 0, refused in production', () => {
    expect(loadConfig({}).simulatorRate).toBe(6);
    expect(loadConfig({ SIMULATOR_RATE: '0' }).simulatorRate).toBe(0);
    expect(loadConfig({ SIMULATOR_RATE: '30' }).simulatorRate).toBe(30);
    expect(() => loadConfig({ SIMULATOR_RATE: 'fast' })).toThrow('SIMULATOR_RATE');
    expect(() =>
      loadConfig({
        APP_MODE: 'production',
        DATABASE_URL: 'postgres://x',
        SMS_PROVIDER: 'aliyun',
        SIGNING_PRIVATE_KEY_FILE: 'a',
        SIGNING_PUBLIC_KEY_FILE: 'b',
        APP_SECRET: 's',
        SIMULATOR_RATE: '6',
      }),
    ).toThrow('SIMULATOR_RATE is a demo setting');
  });
});
