/**
 * Comparisons as document jobs: the create call answers at once and the server keeps answering while the worker
 * compares; progress and the end reach the requester alone (another member gets the ids as hidden); a broken file
 * ends failed once; a dead node's job is taken over once its lease ran out.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare, realtime as rt, type realtime } from '../../../contract';
import type { JobSettings } from '../../../server/src/config';
import { compareRecords, docJobs } from '../../../server/src/db/schema';
import { docJobQueue, newDocJobQueue } from '../../../server/src/modules/doc-jobs';
import { docJobRepo } from '../../../server/src/modules/doc-jobs/repository';
import { startTestServer, type TestServer } from '../helpers';
import { uploadAs } from './upload';
import { ADMIN, CHIEF, staffSession, type StaffSession } from '../staff';
import { contractPdf } from './contract-pdf';

/** A dead node's lease runs out after a second; live nodes renew ten times a second. */
const SHORT: JobSettings = { leaseMs: 1_000, heartbeatMs: 100, pollMs: 60_000 };

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let original: string;
let stamped: string;

beforeAll(async () => {
  server = await startTestServer({ config: { jobs: SHORT } });
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  original = await upload(await contractPdf('original'), '采购合同.pdf');
  stamped = await upload(await contractPdf('stampedEdited'), '采购合同-盖章.pdf');
});
afterAll(async () => {
  await server?.close();
});

const upload = (data: Buffer, filename: string) => uploadAs(server, chief.token, data, filename);

async function start(oldFileId = original, newFileId = stamped) {
  const res = await server.call(compare.compareCreate, { oldFileId, newFileId }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}

const detailOf = async (id: number) =>
  (await server.call(compare.compareDetail, { id }, { token: chief.token, lang: 'en-US' })).data;

async function settled(id: number) {
  await expect
    .poll(async () => (await detailOf(id)).record.state, { timeout: 60_000, interval: 100 })
    .not.toBe('running');
  return detailOf(id);
}

async function eventsAfter(token: string, afterId: number) {
  const page = await server.call(rt.realtimeEvents, { afterId, limit: 500 }, { token });
  expect(page.code, page.msg).toBe(0);
  return page.data.list;
}
const headOf = async (token: string) =>
  (await server.call(rt.realtimeEvents, { afterId: 0, limit: 1 }, { token })).data.headId;

type JobEvent = Extract<realtime.UnitEvent, { type: 'job' }>;
const jobEvents = (list: realtime.UnitEvent[], jobId: number) =>
  list.filter((e): e is JobEvent => e.type === 'job' && e.job.id === jobId).map((e) => e.job);

describe('a comparison job', { timeout: 120_000 }, () => {
  it('answers at once, keeps the server responsive, and sends its progress to the requester alone', async () => {
    const head = await headOf(chief.token);
    const asked = performance.now();
    const id = await start();
    const answeredMs = performance.now() - asked;
    const running = await detailOf(id);
    expect(running.record).toMatchObject({ state: 'running', error: null, textChanges: 0 });
    expect(running.changes).toEqual([]);
    // While the worker compares, the event loop stays free: health answers in milliseconds.
    const health: number[] = [];
    while ((await detailOf(id)).record.state === 'running' && health.length < 20) {
      const t = performance.now();
      const res = await server.app.inject({ method: 'GET', url: '/api/health' });
      health.push(performance.now() - t);
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(500);
    expect(answeredMs).toBeLessThan(2_000);

    const done = await settled(id);
    expect(done.record).toMatchObject({ state: 'done', progress: 100, textChanges: 1, seals: 1 });
    const jobId = done.record.jobId!;
    const mine = jobEvents(await eventsAfter(chief.token, head), jobId);
    expect(mine[0]).toMatchObject({ kind: 'compare', state: 'running', progress: 0 });
    expect(mine.at(-1)).toMatchObject({ state: 'done', progress: 100 });
    const progress = mine.map((j) => j.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // Its steps: the three page pairs of the contract, all compared.
    const [job] = await server.deps.db.select().from(docJobs).where(eq(docJobs.id, jobId));
    expect(job).toMatchObject({ state: 'done', attempts: 1, stepsDone: 3, stepsTotal: 3, claimedBy: null });

    // Another member of the unit gets the same ids, hidden: no job, no progress.
    const seen = await eventsAfter(admin.token, head);
    expect(jobEvents(seen, jobId)).toEqual([]);
    const ids = new Set(seen.map((e) => e.id));
    const chiefIds = (await eventsAfter(chief.token, head)).filter((e) => e.type === 'job').map((e) => e.id);
    expect(chiefIds.every((i) => ids.has(i))).toBe(true);
    expect(seen.filter((e) => chiefIds.includes(e.id)).every((e) => e.type === 'hidden')).toBe(true);
  });

  it('ends failed with its message on a damaged file, tried once, and says so to the requester', async () => {
    const head = await headOf(chief.token);
    const broken = await upload(Buffer.from('%PDF-1.7\nnot really a pdf\n%%EOF\n'), 'broken.pdf');
    const { record } = await settled(await start(original, broken));
    expect(record).toMatchObject({ state: 'failed', error: 'The file is damaged and cannot be read' });
    const [job] = await server.deps.db.select().from(docJobs).where(eq(docJobs.id, record.jobId!));
    expect(job).toMatchObject({ state: 'failed', attempts: 1, error: 'e.cmpBroken' });
    expect(jobEvents(await eventsAfter(chief.token, head), record.jobId!).at(-1)).toMatchObject({ state: 'failed' });
    // Nothing to mark or report on it.
    const report = await server.call(compare.compareReport, { id: record.id }, { token: chief.token });
    expect(report.code).toBe(400);
  });

  it('is taken over from a dead node once its lease ran out, and finished by another', async () => {
    // The server's own queue stays out: the dead node and `b` are the nodes.
    await docJobQueue(server.deps).stop();
    const id = await start();
    const [row] = await server.deps.db.select().from(compareRecords).where(eq(compareRecords.id, id));
    const { job: dead } = await docJobRepo.claimNext(server.deps.db, 'dead-node', SHORT.leaseMs);
    expect(dead?.id).toBe(row!.jobId);
    const b = newDocJobQueue(server.deps);
    b.start();
    await b.idle();
    expect((await detailOf(id)).record.state).toBe('running');
    await new Promise((resolve) => setTimeout(resolve, SHORT.leaseMs + 200));
    b.kick();
    const done = await settled(id);
    expect(done.record).toMatchObject({ state: 'done', textChanges: 1, seals: 1 });
    const [job] = await server.deps.db.select().from(docJobs).where(eq(docJobs.id, row!.jobId!));
    expect(job).toMatchObject({ state: 'done', attempts: 2, claimedBy: null, progress: 100 });
    await b.stop();
  });

  it('is queued again at once when the only node of an embedded database starts after a crash', async () => {
    await docJobQueue(server.deps).stop();
    const id = await start();
    const [row] = await server.deps.db.select().from(compareRecords).where(eq(compareRecords.id, id));
    // The process died mid-run, its lease a minute long: the next start need not wait for it.
    await docJobRepo.claimNext(server.deps.db, 'crashed-node', 60_000);
    await docJobRepo.recoverSoleNode(server.deps.db);
    const b = newDocJobQueue(server.deps);
    b.start();
    expect((await settled(id)).record.state).toBe('done');
    const [job] = await server.deps.db.select().from(docJobs).where(eq(docJobs.id, row!.jobId!));
    expect(job).toMatchObject({ state: 'done', attempts: 2, claimedBy: null });
    await b.stop();
  });

  it('ends failed, saying so, once runs of it were cut off three times', async () => {
    await docJobQueue(server.deps).stop();
    const id = await start();
    const [row] = await server.deps.db.select().from(compareRecords).where(eq(compareRecords.id, id));
    await server.deps.db
      .update(docJobs)
      .set({ state: 'running', attempts: 3, claimedBy: 'dead-node', leaseUntil: new Date(Date.now() - 1_000) })
      .where(eq(docJobs.id, row!.jobId!));
    const head = await headOf(chief.token);
    const b = newDocJobQueue(server.deps);
    b.start();
    const { record } = await settled(id);
    expect(record).toMatchObject({ state: 'failed', error: expect.stringMatching(/interrupted by server restarts/) });
    expect(jobEvents(await eventsAfter(chief.token, head), row!.jobId!)).toEqual([
      expect.objectContaining({ state: 'failed' }),
    ]);
    await b.stop();
  });
});
