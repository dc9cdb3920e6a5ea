/**
 * Batch approval through the HTTP API: many applications approved or rejected with one opinion, each through the
 * single call's rules; refused ones listed by number and reason and left as they were; bad calls (empty, too many,
 * repeated ids, a rejection without a reason, an id the caller cannot see) refused whole with nothing changed; the
 * live events of the decided ones. Isolation between units is in the access matrix. Prints the time of 50 approvals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, device, template } from '../../contract';
import { startTestServer, type TestServer } from './helpers';
import { KEEPER, CHIEF, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
/** A bound device whose template is approved by the keeper, then the chief. */
const BATCH_DEVICE = 'AT-BATCH-01';
let events: Array<{ type: string; apply?: { id: number; state: string } }> = [];

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  const bound = await server.call(
    device.deviceBind,
    { deviceId: BATCH_DEVICE, name: '批量审批测试章', model: 'V5', deviceType: 1 },
    { token: chief.token },
  );
  expect(bound.code, bound.msg).toBe(0);
  const tpl = await server.call(
    template.templateAdd,
    {
      deviceId: BATCH_DEVICE,
      name: '两级审批',
      approverIds: [keeper.userId, chief.userId],
      fileTypes: ['合同'],
      useCountLimit: null,
    },
    { token: chief.token },
  );
  expect(tpl.code, tpl.msg).toBe(0);
  // A stand-in for socket.io that keeps the unit events it would send.
  const rooms = () => ({
    except: () => rooms(),
    emit: (_event: string, payload: unknown) => {
      events.push(payload as (typeof events)[number]);
      return true;
    },
  });
  server.deps.realtime = { to: rooms } as never;
});
afterAll(async () => {
  await server?.close();
});

async function submitted(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await server.call(
      apply.applySave,
      { deviceId: BATCH_DEVICE, fileType: '合同', copies: 1, useCount: 1, reason: `批量测试${i}` },
      { token: member.token },
    );
    expect(res.code, res.msg).toBe(0);
    ids.push(res.data.id);
  }
  return ids;
}

async function stateOf(id: number) {
  const res = await server.call(apply.applyCurrentStatus, { id }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data.state;
}

const batch = (
  who: StaffSession,
  ids: number[],
  result: 'approved' | 'rejected' = 'approved',
  comment?: string,
  lang?: 'en-US',
) => server.call(apply.applyApproveBatch, { ids, result, ...(comment ? { comment } : {}) }, { token: who.token, lang });

describe('batch approval', () => {
  it('approves every application the caller may, and names the refused ones with their reasons', async () => {
    const ids = await submitted(4);
    // The keeper already acted on the last one; the chief is not the first approver of any.
    expect((await batch(keeper, ids.slice(3))).code).toBe(0);
    events = [];
    const res = await batch(keeper, ids, 'approved', '同意');
    expect(res.code, res.msg).toBe(0);
    const last = await server.call(apply.applyDetailInfo, { id: ids[3]! }, { token: chief.token });
    expect(res.data.results).toEqual([
      ...ids.slice(0, 3).map((id) => ({ id, applyNo: expect.any(String), ok: true, state: 'RUNNING', message: null })),
      { id: ids[3], applyNo: last.data.applyNo, ok: false, state: null, message: '您已审批过该申请' },
    ]);
    expect(res.data.results[0]!.applyNo).toMatch(/^SQ\d+/);
    // The refused one is as it was; each approved one is announced like a single decision.
    expect(last.data.version).toBe(1);
    expect(events.filter((e) => e.type === 'apply').map((e) => e.apply)).toEqual(
      ids.slice(0, 3).map((id) => ({ id, state: 'RUNNING' })),
    );
    const step = (await server.call(apply.applyDetailInfo, { id: ids[0]! }, { token: chief.token })).data.steps[0];
    expect(step).toMatchObject({ approverId: keeper.userId, result: 'approved', comment: '同意' });

    // Not the current approver: the chief's batch over the keeper's waiting ones is refused per id, in English too.
    const [waiting] = await submitted(1);
    const early = await batch(chief, [waiting!, ids[0]!], 'approved', undefined, 'en-US');
    expect(early.data.results.map((r) => [r.ok, r.message])).toEqual([
      [false, 'You are not the current approver of this application'],
      [true, null],
    ]);
    expect(await stateOf(waiting!)).toBe('WAITING');
    expect(await stateOf(ids[0]!)).toBe('COMPLETED');
  });

  it('rejects with one reason, and refuses a rejection without one before changing anything', async () => {
    const ids = await submitted(2);
    const bare = await batch(keeper, ids, 'rejected');
    expect([bare.code, bare.msg]).toEqual([400, '驳回时请填写驳回原因（2-200个字符）']);
    expect([await stateOf(ids[0]!), await stateOf(ids[1]!)]).toEqual(['WAITING', 'WAITING']);
    const res = await batch(keeper, ids, 'rejected', '资料不全');
    expect(res.data.results.map((r) => r.state)).toEqual(['TERMINATED', 'TERMINATED']);
  });

  it('refuses an empty batch, more than 50, repeated ids and an unseen id, changing nothing', async () => {
    const [id] = await submitted(1);
    const refusals = [
      await batch(keeper, []),
      await batch(
        keeper,
        Array.from({ length: 51 }, (_, i) => id! + i),
      ),
      await batch(keeper, [id!, id!]),
      await batch(keeper, [id!, 99_999_999]),
    ].map((r) => [r.code, r.msg]);
    expect(refusals).toEqual([
      [400, '请选择要审批的申请'],
      [400, '一次最多审批50个申请'],
      [400, '申请不能重复'],
      [404, '请求的资源不存在'],
    ]);
    expect(await stateOf(id!)).toBe('WAITING');
  });

  it('decides 50 applications in one call', async () => {
    const ids = await submitted(50);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await batch(keeper, ids);
    const elapsed = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    expect(res.data.results.every((r) => r.ok)).toBe(true);
    // A measure for the report, not an assertion: the shared CI machine's speed varies. The server runs in this
    // process (PGlite too), so its CPU time is the work itself, without the waits of a busy machine.
    console.info(
      `batch approval of 50 applications: ${elapsed.toFixed(0)} ms, CPU ${((user + system) / 1000).toFixed(0)} ms`,
    );
  });
});
