/**
 * Device commands and parameters: settings within the spec's ranges and the model's fields, pending until the device
 * confirms; the queue (one open command of a kind, queued for an offline device with its expiry, delivered when the
 * device fetches it, done or failed on its acknowledgement, expired after its time); lock and unlock as operation
 * records; who may order what; the simulator obeying a trial stamp (a use of type 2 with its photo) and refusing to
 * stamp while locked. Another unit's device is covered by the access matrix.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, deviceCommand, realtime as rt, useRecord, type Endpoint, type RequestOf } from '../../contract';
import { deviceTokenOf } from '../../server/src/caller/device';
import { deviceCommands, devices } from '../../server/src/db/schema';
import { simulateStep } from '../../server/src/modules/simulator/service';
import { HOUR, startTestServer, type TestServer } from './helpers';
import { CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let keeper: StaffSession;
let member: StaffSession;

/** Free test devices of the demo unit, made V5 (every ability, every setting) and online. */
const V5 = 'SD00205';
const TRIAL = 'SD00206';
const OFFLINE = 'SD00207';
const S20 = 'SD00208';

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  const set = (deviceId: string, values: Partial<typeof devices.$inferInsert>) =>
    server.deps.db
      .update(devices)
      .set(values)
      .where(and(eq(devices.companyId, chief.companyId), eq(devices.deviceId, deviceId)));
  for (const id of [V5, TRIAL]) await set(id, { model: 'V5', abilityPermsList: [], online: true });
  await set(OFFLINE, { model: 'V5', abilityPermsList: [], online: false });
  await set(S20, { model: 'S20', abilityPermsList: ['photo', 'offline'], online: true });
});
afterAll(async () => {
  await server?.close();
});

async function ok<E extends Endpoint>(e: E, payload: RequestOf<E>, token = chief.token) {
  const res = await server.call(e, payload, { token });
  expect(res.code, res.msg).toBe(0);
  return res.data as never as import('zod/mini').infer<E['response']>;
}

const gateway = <E extends Endpoint>(deviceId: string, e: E, payload: RequestOf<E>) =>
  server.call(e, payload, { headers: { deviceId, deviceToken: deviceTokenOf(server.deps.secret, deviceId) } });

async function operations(deviceId: string) {
  return (await ok(device.deviceSearchList, { deviceId, pageSize: 50 })).list;
}

describe('device parameters', () => {
  it('lists the fields of the model with the defaults until the device confirms others', async () => {
    const v5 = await ok(deviceCommand.deviceSettingsGet, { deviceId: V5 });
    expect(v5.fields).toEqual(['backlightSeconds', 'shutdownMinutes', 'volume', 'alarmNumber']);
    expect(v5.confirmed).toMatchObject({ backlightSeconds: 30, shutdownMinutes: 10, volume: 5 });
    expect(v5.pending).toBeNull();
    expect((await ok(deviceCommand.deviceSettingsGet, { deviceId: S20 })).fields).toEqual([
      'backlightSeconds',
      'shutdownMinutes',
    ]);
  });

  it('refuses values outside the spec ranges with its messages, and fields the model lacks', async () => {
    const bad = async (values: Partial<RequestOf<typeof deviceCommand.deviceSettingsApply>>, deviceId = V5) =>
      server.call(deviceCommand.deviceSettingsApply, { deviceId, ...values }, { token: chief.token });
    expect((await bad({ backlightSeconds: 181 })).msg).toBe('背光时长为1-180秒的整数');
    expect((await bad({ backlightSeconds: 0 })).msg).toBe('背光时长为1-180秒的整数');
    expect((await bad({ shutdownMinutes: 31 })).msg).toBe('自动关机时长为1-30分钟的整数（最长30分钟）');
    expect((await bad({ alarmNumber: '12345678' })).msg).toBe('请输入9-32位数字，不含小数点');
    expect((await bad({ alarmNumber: '1234567890.5' })).msg).toBe('请输入9-32位数字，不含小数点');
    expect((await bad({ volume: 3 }, S20)).msg).toBe('该设备型号不支持此参数设置');
    expect((await bad({})).msg).toBe('请至少修改一项参数');
    expect((await ok(deviceCommand.deviceSettingsGet, { deviceId: V5 })).pending).toBeNull();
  });

  it('keeps new settings pending until the device confirms them', async () => {
    const sent = await ok(deviceCommand.deviceSettingsApply, {
      deviceId: V5,
      backlightSeconds: 180,
      shutdownMinutes: 30,
      alarmNumber: '123456789',
    });
    expect(sent.offline).toBe(false);
    expect(sent.command).toMatchObject({ kind: 'applySettings', state: 'pending', operatorName: '张伟' });
    const again = await server.call(
      deviceCommand.deviceSettingsApply,
      { deviceId: V5, volume: 1 },
      { token: chief.token },
    );
    expect(again.msg).toBe('该设备已有一条同类指令等待执行，请等设备执行或指令过期后再试');

    const fetched = await gateway(V5, deviceCommand.gatewayCommands, {});
    expect(fetched.code, fetched.msg).toBe(0);
    expect(fetched.data!.list).toHaveLength(1);
    expect(fetched.data!.list[0]).toMatchObject({ state: 'delivered', settings: { backlightSeconds: 180 } });
    const pending = await ok(deviceCommand.deviceSettingsGet, { deviceId: V5 });
    expect(pending.pending?.state).toBe('delivered');
    expect(pending.confirmed.backlightSeconds).toBe(30);

    expect((await gateway(V5, deviceCommand.gatewayCommandAck, { id: sent.command.id, ok: true })).code).toBe(0);
    const confirmed = await ok(deviceCommand.deviceSettingsGet, { deviceId: V5 });
    expect(confirmed.pending).toBeNull();
    expect(confirmed.confirmed).toEqual({
      backlightSeconds: 180,
      shutdownMinutes: 30,
      volume: 5,
      alarmNumber: '123456789',
    });
    // A second acknowledgement changes nothing.
    const twice = await gateway(V5, deviceCommand.gatewayCommandAck, { id: sent.command.id, ok: false });
    expect(twice.msg).toBe('该指令已结束，不能再次确认');
  });

  it('leaves settings to device:edit', async () => {
    const res = await server.call(
      deviceCommand.deviceSettingsApply,
      { deviceId: V5, volume: 2 },
      { token: keeper.token },
    );
    expect(res.code).toBe(1003);
  });
});

describe('the command queue', () => {
  it('queues a command for an offline device, says so, and expires it after a day', async () => {
    const sent = await ok(deviceCommand.deviceCommandSend, { deviceId: OFFLINE, kind: 'firmwareCheck' });
    expect(sent.offline).toBe(true);
    expect(new Date(sent.command.expiresAt).getTime() - new Date(sent.command.createdAt).getTime()).toBe(24 * HOUR);
    // A day later (moved back in the database: the sessions would not outlive a day of the clock).
    await server.deps.db
      .update(deviceCommands)
      .set({ expiresAt: new Date(server.deps.now().getTime() - 1) })
      .where(eq(deviceCommands.id, sent.command.id));
    const [expired] = (await ok(deviceCommand.deviceCommandList, { deviceId: OFFLINE })).list;
    expect(expired).toMatchObject({ id: sent.command.id, state: 'expired' });
    expect((await gateway(OFFLINE, deviceCommand.gatewayCommands, {})).data!.list).toEqual([]);
    // Its kind is free again.
    await ok(deviceCommand.deviceCommandSend, { deviceId: OFFLINE, kind: 'firmwareCheck' });
  });

  it('records a failure with the device reason, and a firmware check as an operation', async () => {
    const failed = await ok(deviceCommand.deviceCommandSend, { deviceId: V5, kind: 'firmwareCheck' });
    await gateway(V5, deviceCommand.gatewayCommandAck, { id: failed.command.id, ok: false, reason: '网络中断' });
    const [row] = (await ok(deviceCommand.deviceCommandList, { deviceId: V5, kind: 'firmwareCheck' })).list;
    expect(row).toMatchObject({ state: 'failed', reason: '网络中断' });
    const done = await ok(deviceCommand.deviceCommandSend, { deviceId: V5, kind: 'firmwareCheck' });
    await gateway(V5, deviceCommand.gatewayCommandAck, { id: done.command.id, ok: true, reason: 'V2.1.0' });
    expect((await operations(V5))[0]).toMatchObject({ operationType: 6, detail: '固件检查：V2.1.0' });
  });

  it('does not let a device acknowledge another device command', async () => {
    const sent = await ok(deviceCommand.deviceCommandSend, { deviceId: TRIAL, kind: 'firmwareCheck' });
    const res = await gateway(V5, deviceCommand.gatewayCommandAck, { id: sent.command.id, ok: true });
    expect(res.code).not.toBe(0);
    const [row] = (await ok(deviceCommand.deviceCommandList, { deviceId: TRIAL })).list;
    expect(row!.state).toBe('pending');
  });

  it('lets the staff order trial stamps, not members; lock needs device:edit', async () => {
    expect(
      (
        await server.call(
          deviceCommand.deviceCommandSend,
          { deviceId: S20, kind: 'trialStamp' },
          { token: member.token },
        )
      ).code,
    ).toBe(1003);
    const lock = await server.call(
      deviceCommand.deviceCommandSend,
      { deviceId: S20, kind: 'lock' },
      { token: keeper.token },
    );
    expect(lock.code).toBe(1003);
    const sent = await ok(deviceCommand.deviceCommandSend, { deviceId: S20, kind: 'trialStamp' }, keeper.token);
    expect(sent.command.operatorName).not.toBeNull();
    // A model without remote locking cannot be locked.
    const unsupported = await server.call(
      deviceCommand.deviceCommandSend,
      { deviceId: S20, kind: 'lock' },
      { token: chief.token },
    );
    expect(unsupported.msg).toBe('该设备不支持远程锁定');
  });
});

describe('trial stamps and remote lock through the simulator', () => {
  it('makes a trial stamp with its photo, announced live', async () => {
    const sent = await ok(deviceCommand.deviceCommandSend, { deviceId: TRIAL, kind: 'trialStamp' }, keeper.token);
    const step = await simulateStep(server.deps, 'commands');
    expect(step.skipped).toBeUndefined();
    const [row] = (await ok(deviceCommand.deviceCommandList, { deviceId: TRIAL, kind: 'trialStamp' })).list;
    expect(row).toMatchObject({ id: sent.command.id, state: 'done' });
    const use = await ok(useRecord.useRecordDetail, { id: row!.useRecordId! }, keeper.token);
    expect(use.useType).toBe(2);
    expect(use.photos.length).toBeGreaterThan(0);
    const events = await ok(rt.realtimeEvents, { afterId: 0, limit: 500 }, keeper.token);
    const states = events.list
      .filter((e) => e.type === 'command' && e.command.id === sent.command.id)
      .map((e) => (e.type === 'command' ? e.command.state : null));
    expect(states).toEqual(['pending', 'delivered', 'done']);
  });

  it('locks at once, refuses to stamp while locked, and unlocks on the device confirmation', async () => {
    await ok(deviceCommand.deviceCommandSend, { deviceId: TRIAL, kind: 'lock' });
    expect((await operations(TRIAL))[0]).toMatchObject({ operationType: 4, operatorName: '张伟' });
    const twice = await server.call(
      deviceCommand.deviceCommandSend,
      { deviceId: TRIAL, kind: 'lock' },
      { token: chief.token },
    );
    expect(twice.msg).toBe('设备已挂失锁定');
    const trial = await server.call(
      deviceCommand.deviceCommandSend,
      { deviceId: TRIAL, kind: 'trialStamp' },
      { token: keeper.token },
    );
    expect(trial.msg).toBe('设备已挂失锁定，不能试盖章');
    await simulateStep(server.deps, 'commands');
    const [lock] = (await ok(deviceCommand.deviceCommandList, { deviceId: TRIAL, kind: 'lock' })).list;
    expect(lock!.state).toBe('done');

    await ok(deviceCommand.deviceCommandSend, { deviceId: TRIAL, kind: 'unlock' });
    // Still locked until the device confirms.
    expect((await operations(TRIAL))[0]!.operationType).toBe(4);
    await simulateStep(server.deps, 'commands');
    expect((await operations(TRIAL))[0]).toMatchObject({ operationType: 5, detail: '远程解锁' });
    const notLocked = await server.call(
      deviceCommand.deviceCommandSend,
      { deviceId: TRIAL, kind: 'unlock' },
      { token: chief.token },
    );
    expect(notLocked.msg).toBe('设备未锁定，无需解锁');
  });

  it('a device locked after the order refuses the trial stamp with its reason', async () => {
    const sent = await ok(deviceCommand.deviceCommandSend, { deviceId: TRIAL, kind: 'trialStamp' }, keeper.token);
    await ok(deviceCommand.deviceCommandSend, { deviceId: TRIAL, kind: 'lock' });
    await simulateStep(server.deps, 'commands');
    const [row] = (await ok(deviceCommand.deviceCommandList, { deviceId: TRIAL, kind: 'trialStamp' })).list;
    expect(row).toMatchObject({
      id: sent.command.id,
      state: 'failed',
      reason: '设备已锁定，拒绝盖章',
      useRecordId: null,
    });
  });

  it('stays locked through operations that are neither a lock nor an unlock', async () => {
    await ok(deviceCommand.deviceCommandSend, { deviceId: TRIAL, kind: 'firmwareCheck' });
    await simulateStep(server.deps, 'commands');
    expect((await operations(TRIAL))[0]!.operationType).toBe(6);
    const trial = await server.call(
      deviceCommand.deviceCommandSend,
      { deviceId: TRIAL, kind: 'trialStamp' },
      { token: keeper.token },
    );
    expect(trial.msg).toBe('设备已挂失锁定，不能试盖章');
    expect((await ok(deviceCommand.deviceCommandList, { deviceId: TRIAL })).locked).toBe(true);
  });
});
