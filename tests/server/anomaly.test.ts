/**
 * The anomaly centre through the contract: each rule opens an alert on the stamp that matches it (once per record and
 * rule), administrators edit the rules and working hours, and an alert moves open -> acknowledged -> resolved or
 * dismissed with a timeline, of two people acting at once one winning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { DEVICE_TOKEN_URL, anomaly, realtime, useRecord, type RequestOf } from '../../contract';
import { anomalyAlerts, deviceOperations, messages, smsReminders } from '../../server/src/db/schema';
import { simulateStep } from '../../server/src/modules/simulator';
import { HOUR, startTestServer, type TestServer } from './helpers';
import { ADMIN, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let admin: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
// Wednesday 10:00 in Beijing: working hours by default.
const START = new Date('2026-06-10T02:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ startAt: START });
  admin = await staffSession(server, ADMIN);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  // Whatever the seed's operation records say, the devices of this file were unlocked, not reported lost.
  for (let n = 280; n < 290; n++) {
    await server.deps.db.insert(deviceOperations).values({
      companyId: admin.companyId,
      deviceId: `SD00${n}`,
      operationType: 5,
      createdAt: new Date(START.getTime() - HOUR),
    });
  }
});
afterAll(async () => {
  await server?.close();
});

async function stamp(deviceId: string, over: Partial<RequestOf<typeof useRecord.deviceReportUse>> = {}) {
  const res = await server.app.inject({ method: 'GET', url: `${DEVICE_TOKEN_URL}?deviceId=${deviceId}` });
  const headers = { deviceId, deviceToken: res.json<{ data: { deviceToken: string } }>().data.deviceToken };
  const used = await server.call(
    useRecord.deviceReportUse,
    { useType: 1, usedAt: server.clock.now().toISOString(), address: '上海市黄浦区', ...over },
    { headers },
  );
  expect(used.code).toBe(0);
  return used.data;
}

async function rulesOf(useRecordId: number): Promise<string[]> {
  const rows = await server.deps.db
    .select({ rule: anomalyAlerts.rule })
    .from(anomalyAlerts)
    .where(and(eq(anomalyAlerts.companyId, admin.companyId), eq(anomalyAlerts.useRecordId, useRecordId)));
  return rows.map((r) => r.rule).sort();
}

const onlyRules = (...kinds: anomaly.RuleKind[]) =>
  anomaly.DEFAULT_RULES.map((r) => ({ ...r, enabled: kinds.includes(r.kind) }));

async function setRules(rules: anomaly.Rule[], schedule: anomaly.Schedule = anomaly.DEFAULT_SCHEDULE) {
  const saved = await server.call(
    anomaly.anomalyRulesUpdate,
    { companyId: admin.companyId, rules, schedule },
    { token: admin.token },
  );
  expect(saved.code).toBe(0);
}

describe('rules', () => {
  it('reads the defaults until an administrator saves; others may read, not save; bad hours change nothing', async () => {
    const read = await server.call(anomaly.anomalyRules, { companyId: admin.companyId }, { token: member.token });
    expect(read.data).toEqual({ rules: anomaly.DEFAULT_RULES, schedule: anomaly.DEFAULT_SCHEDULE });
    const payload = { companyId: admin.companyId, rules: onlyRules('privileged'), schedule: anomaly.DEFAULT_SCHEDULE };
    expect((await server.call(anomaly.anomalyRulesUpdate, payload, { token: keeper.token })).code).toBe(1003);
    const bad = await server.call(
      anomaly.anomalyRulesUpdate,
      { ...payload, schedule: { ...anomaly.DEFAULT_SCHEDULE, from: '18:00', to: '09:00' } },
      { token: admin.token },
    );
    expect(bad.code).not.toBe(0);
    expect(bad.msg).toBe('下班时间须晚于上班时间');
    const again = await server.call(anomaly.anomalyRules, { companyId: admin.companyId }, { token: admin.token });
    expect(again.data.rules).toEqual(anomaly.DEFAULT_RULES);
  });
});

describe('each rule opens an alert on the stamp it matches', () => {
  it('privileged, and nothing for a disabled rule', async () => {
    await setRules(onlyRules('privileged'));
    expect(await rulesOf((await stamp('SD00280')).useRecordId)).toEqual(['privileged']);
    await setRules(onlyRules('offline'));
    expect(await rulesOf((await stamp('SD00280')).useRecordId)).toEqual([]);
  });

  it('offline', async () => {
    await setRules(onlyRules('offline'));
    expect(await rulesOf((await stamp('SD00281', { useType: 3 })).useRecordId)).toEqual(['offline']);
  });

  it('after hours: late in the evening, on a day off and on a holiday', async () => {
    const wednesday = { workDays: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', holidays: [] };
    await setRules(onlyRules('afterHours'), wednesday);
    expect(await rulesOf((await stamp('SD00282')).useRecordId)).toEqual([]);
    const late = new Date(START.getTime() + 9 * HOUR).toISOString(); // 19:00 local
    expect(await rulesOf((await stamp('SD00282', { usedAt: late })).useRecordId)).toEqual(['afterHours']);
    await setRules(onlyRules('afterHours'), { ...wednesday, holidays: ['2026-06-10'] });
    expect(await rulesOf((await stamp('SD00282')).useRecordId)).toEqual(['afterHours']);
    await setRules(onlyRules('afterHours'), { ...wednesday, workDays: [1, 2] });
    expect(await rulesOf((await stamp('SD00282')).useRecordId)).toEqual(['afterHours']);
  });

  it('a device reported lost', async () => {
    await setRules(onlyRules('lost'));
    await server.deps.db
      .insert(deviceOperations)
      .values({ companyId: admin.companyId, deviceId: 'SD00283', operationType: 4, createdAt: server.clock.now() });
    expect(await rulesOf((await stamp('SD00283')).useRecordId)).toEqual(['lost']);
  });

  it('a stamp without a photo: when the device was not asked to take one', async () => {
    await setRules(onlyRules('noPhoto'));
    const used = await stamp('SD00284');
    expect(await rulesOf(used.useRecordId)).toEqual(used.photograph ? [] : ['noPhoto']);
  });

  it('unusual frequency: once, when the hour goes above the floor', async () => {
    await setRules(onlyRules('frequency'));
    const opened: string[][] = [];
    for (let i = 0; i <= anomaly.FREQUENCY_FLOOR + 2; i++) {
      server.clock.advance(60_000);
      opened.push(await rulesOf((await stamp('SD00285')).useRecordId));
    }
    expect(opened.filter((r) => r.includes('frequency'))).toHaveLength(1);
    expect(opened[anomaly.FREQUENCY_FLOOR]).toEqual(['frequency']);
  });

  it('is idempotent: the same record judged again opens nothing more', async () => {
    await setRules(onlyRules('privileged'));
    const used = await stamp('SD00286');
    const [row] = await server.deps.db
      .select()
      .from(anomalyAlerts)
      .where(eq(anomalyAlerts.useRecordId, used.useRecordId));
    await server.deps.db.transaction((tx) =>
      server.deps.events.emit('useRecorded', {
        tx,
        companyId: admin.companyId,
        now: server.clock.now(),
        use: {
          ...row!,
          id: used.useRecordId,
          useType: 1,
          lost: false,
          photographed: true,
          latitude: null,
          longitude: null,
          fencedBy: null,
        },
      }),
    );
    expect(await rulesOf(used.useRecordId)).toEqual(['privileged']);
  });

  it('tells the administrators in the message centre', async () => {
    await setRules(onlyRules('privileged'));
    await stamp('SD00287');
    const rows = await server.deps.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .where(and(eq(messages.companyId, admin.companyId), eq(messages.userId, admin.userId)));
    expect(rows.some((m) => m.title === '异常用印告警' && m.content.includes('特权盖章'))).toBe(true);
  });

  it('sends an SMS for a rule of high severity only, paid like a reminder', async () => {
    const alertSms = () =>
      server.deps.db
        .select({ userId: smsReminders.userId, subject: smsReminders.subject, billedTo: smsReminders.billedTo })
        .from(smsReminders)
        .where(and(eq(smsReminders.companyId, admin.companyId), like(smsReminders.subject, '异常告警：%')))
        .orderBy(smsReminders.id);
    const before = (await alertSms()).length;
    // Offline stamps are of medium severity: a message, no SMS.
    await setRules(onlyRules('offline'));
    expect(await rulesOf((await stamp('SD00289', { useType: 3 })).useRecordId)).toEqual(['offline']);
    expect(await alertSms()).toHaveLength(before);
    // Privileged stamps are of high severity: the administrators and the keeper get an SMS each, paid by the quota.
    await setRules(onlyRules('privileged'));
    expect(await rulesOf((await stamp('SD00289')).useRecordId)).toEqual(['privileged']);
    const sent = (await alertSms()).slice(before);
    expect(sent.map((r) => r.userId)).toContain(admin.userId);
    expect(sent.every((r) => r.subject.endsWith('特权盖章') && r.billedTo !== 'none')).toBe(true);
  });
});

describe('lifecycle', () => {
  async function newAlert(): Promise<number> {
    await setRules(onlyRules('privileged'));
    const used = await stamp('SD00288');
    const list = await server.call(anomaly.anomalyList, { deviceId: 'SD00288', state: 'open' }, { token: admin.token });
    const alert = list.data.list.find((a) => a.useRecordId === used.useRecordId)!;
    expect(alert).toMatchObject({ rule: 'privileged', severity: 'high', state: 'open', deviceId: 'SD00288' });
    return alert.id;
  }

  it('acknowledge, assign, comment and resolve with a note; a closed alert moves no more', async () => {
    const id = await newAlert();
    const ack = await server.call(anomaly.anomalyAct, { id, action: 'acknowledge' }, { token: keeper.token });
    expect(ack.data).toEqual({ state: 'acknowledged' });
    const toMember = await server.call(
      anomaly.anomalyAssign,
      { id, assigneeId: member.userId },
      { token: admin.token },
    );
    expect(toMember.msg).toBe('只能指派给本单位在职的管理员或印章管理员');
    expect(
      (await server.call(anomaly.anomalyAssign, { id, assigneeId: keeper.userId }, { token: admin.token })).code,
    ).toBe(0);
    expect((await server.call(anomaly.anomalyComment, { id, text: '已联系保管人' }, { token: admin.token })).code).toBe(
      0,
    );
    const noNote = await server.call(anomaly.anomalyAct, { id, action: 'resolve' }, { token: keeper.token });
    expect(noNote.msg).toBe('请填写处理说明');
    const done = await server.call(
      anomaly.anomalyAct,
      { id, action: 'resolve', note: '经核实为授权用印' },
      { token: keeper.token },
    );
    expect(done.data).toEqual({ state: 'resolved' });
    const late = await server.call(anomaly.anomalyAct, { id, action: 'dismiss', note: '误报' }, { token: admin.token });
    expect(late.msg).toBe('该告警已被他人处理，请刷新后查看');
    const detail = await server.call(anomaly.anomalyDetail, { id }, { token: admin.token });
    expect(detail.data).toMatchObject({ state: 'resolved', note: '经核实为授权用印', assigneeId: keeper.userId });
    expect(detail.data.timeline.map((e) => e.kind)).toEqual([
      'opened',
      'acknowledged',
      'assigned',
      'comment',
      'resolved',
    ]);
    const count = await server.call(anomaly.anomalyOpenCount, { companyId: admin.companyId }, { token: admin.token });
    expect(count.code).toBe(0);
  });

  it('two people acting at once: one wins, the other is told and nothing more changes', async () => {
    const id = await newAlert();
    const acks = await Promise.all(
      [admin, keeper].map((who) =>
        server.call(anomaly.anomalyAct, { id, action: 'acknowledge' }, { token: who.token }),
      ),
    );
    expect(acks.map((r) => r.code).sort()).toEqual([0, 409]);
    const ends = await Promise.all([
      server.call(anomaly.anomalyAct, { id, action: 'resolve', note: '已处理' }, { token: admin.token }),
      server.call(anomaly.anomalyAct, { id, action: 'dismiss', note: '误报' }, { token: keeper.token }),
    ]);
    expect(ends.map((r) => r.code).sort()).toEqual([0, 409]);
    const winner = ends.find((r) => r.code === 0)!.data.state;
    const detail = await server.call(anomaly.anomalyDetail, { id }, { token: admin.token });
    expect(detail.data.state).toBe(winner);
    expect(detail.data.timeline.map((e) => e.kind)).toEqual(['opened', 'acknowledged', winner]);
  });

  it("each change reaches the unit's staff live, so that another administrator's open list refetches it", async () => {
    const id = await newAlert();
    const headOf = async (token: string) =>
      (await server.call(realtime.realtimeEvents, { afterId: 0, limit: 1 }, { token })).data.headId;
    const after = await headOf(admin.token);
    await server.call(anomaly.anomalyAct, { id, action: 'acknowledge' }, { token: keeper.token });
    await server.call(anomaly.anomalyComment, { id, text: '正在核实' }, { token: admin.token });
    await server.call(anomaly.anomalyAct, { id, action: 'dismiss', note: '误报' }, { token: keeper.token });
    const seenBy = async (token: string) =>
      (await server.call(realtime.realtimeEvents, { afterId: after }, { token })).data.list.map((e) =>
        e.type === 'anomaly' ? e.anomaly : e.type,
      );
    const states = [
      { id, state: 'acknowledged' },
      { id, state: 'acknowledged' },
      { id, state: 'dismissed' },
    ];
    expect(await seenBy(admin.token)).toEqual(states);
    // A member, who sees no alerts, is told only that the log moved on.
    expect(await seenBy(member.token)).toEqual(['hidden', 'hidden', 'hidden']);
  });

  it('members see no alerts', async () => {
    const list = await server.call(anomaly.anomalyList, {}, { token: member.token });
    expect(list.code).toBe(1003);
  });
});

describe('demo data', () => {
  it('the seed has alerts in every state', async () => {
    const states = new Set<string>();
    for (const state of anomaly.alertStates) {
      const list = await server.call(anomaly.anomalyList, { state, pageSize: 1 }, { token: admin.token });
      if (list.data.total > 0) states.add(state);
    }
    expect([...states].sort()).toEqual([...anomaly.alertStates].sort());
  });

  it('the simulator makes a stamp without a photo and a burst match their rules', async () => {
    await setRules([...anomaly.DEFAULT_RULES]);
    for (const [kind, rule] of [
      ['noPhoto', 'noPhoto'],
      ['burst', 'frequency'],
    ] as const) {
      const step = await simulateStep(server.deps, kind);
      if (step.skipped) continue;
      expect(await rulesOf(step.useRecordId!), kind).toContain(rule);
    }
  });
});
