/**
 * Background jobs claimed with leases (lib/leased-queue.ts, on the export queue): several queues on one database play
 * several nodes. Each job runs to its end exactly once, a node that stopped renewing its lease (killed) has its job
 * taken over once the lease ran out but not before, a node that lost its claim commits nothing, a graceful stop
 * hands the node's jobs back at once, and a start on PostgreSQL leaves another live node's job alone. On PostgreSQL
 * (project server-pg) the queues claim concurrently through a pool.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRecord } from '../../contract';
import { jobSettings, loadConfig, type JobSettings } from '../../server/src/config';
import { exportJobs, files } from '../../server/src/db/schema';
import { LeasedQueue, type Claim } from '../../server/src/lib/leased-queue';
import { exportRepo } from '../../server/src/modules/export/repository';
import {
  exportJobStore,
  newExportQueue,
  runExport,
  startExports,
  stopExports,
  type ExportQueue,
} from '../../server/src/modules/export/service';
import { startTestServer, type TestServer } from './helpers';
import { KEEPER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let keeper: StaffSession;

/**
 * Short leases: a "dead" node's job is free again after a second; a live node renews ten times a second, so a busy
 * machine's late timers do not cost it its claim.
 */
const SHORT: JobSettings = { leaseMs: 1_000, heartbeatMs: 100, pollMs: 60_000 };
/** Where no lease is meant to run out. */
const LONG: JobSettings = { leaseMs: 60_000, heartbeatMs: 20_000, pollMs: 60_000 };

beforeAll(async () => {
  server = await startTestServer({ config: { jobs: SHORT } });
  keeper = await staffSession(server, KEEPER);
  // The server's own queue stays out: the queues of each test are the nodes.
  await stopExports(server.deps);
});
afterAll(async () => {
  await server?.close();
});

/** Asks for `n` small exports through the API; their ids. */
async function queueExports(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const created = await server.call(
      useRecord.exportCreate,
      { exportType: 3, filters: { deviceId: 'SD00011' } },
      { token: keeper.token },
    );
    expect(created.code, created.msg).toBe(0);
    ids.push(created.data.id);
  }
  return ids;
}

async function jobsOf(ids: number[]) {
  const rows = await server.deps.db.select().from(exportJobs).where(inArray(exportJobs.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

async function exportFiles(): Promise<number> {
  const [row] = await server.deps.db.select({ n: count() }).from(files).where(eq(files.purpose, 'export'));
  return row!.n;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A node whose runs wait for `open()` (or give up when their claim is taken from them) before exporting. */
function gatedNode(settings: JobSettings) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const claimed: number[] = [];
  const run = async (job: Parameters<typeof runExport>[1], claim: Claim) => {
    claimed.push(job.id);
    await new Promise<void>((resolve, reject) => {
      void opened.then(resolve);
      claim.signal.addEventListener('abort', () => reject(claim.signal.reason as Error));
    });
    await runExport(server.deps, job, claim);
  };
  return { queue: new LeasedQueue(exportJobStore(server.deps), run, settings), open, claimed };
}

/** Live nodes (heartbeats on) look for work now; resolves once none has a job in hand. */
async function finishAll(...queues: ExportQueue[]) {
  for (const queue of queues) queue.start();
  for (const queue of queues) await queue.idle();
}

describe('leased export jobs', () => {
  it('run exactly once across two nodes claiming at the same time', async () => {
    const filesBefore = await exportFiles();
    const ids = await queueExports(12);
    const node = () =>
      new LeasedQueue(exportJobStore(server.deps), (job, claim) => runExport(server.deps, job, claim), LONG);
    const a = node();
    const b = node();
    await finishAll(a, b);
    const jobs = await jobsOf(ids);
    expect(jobs.map((j) => [j.state, j.attempts, j.progress, j.claimedBy])).toEqual(
      ids.map(() => ['done', 1, 100, null]),
    );
    // One file per job, each its own.
    expect(new Set(jobs.map((j) => j.fileId)).size).toBe(ids.length);
    expect(await exportFiles()).toBe(filesBefore + ids.length);
    await Promise.all([a.stop(), b.stop()]);
  });

  it("take a dead node's job over once its lease ran out, not before", async () => {
    const [id] = await queueExports(1);
    // A node claims the job and dies: nobody renews its lease.
    const dead = await exportRepo.claimNext(server.deps.db, 'dead-node', SHORT.leaseMs);
    expect(dead?.id).toBe(id);
    const b = newExportQueue(server.deps);
    await finishAll(b);
    expect((await jobsOf([id!]))[0]).toMatchObject({ state: 'running', claimedBy: 'dead-node', progress: 0 });
    await sleep(SHORT.leaseMs + 200);
    await finishAll(b);
    const [job] = await jobsOf([id!]);
    expect(job).toMatchObject({ state: 'done', progress: 100, attempts: 2, claimedBy: null, error: null });
    const detail = await server.call(useRecord.exportDetail, { id: id! }, { token: keeper.token });
    expect(detail.data).toMatchObject({ state: 'done', progress: 100 });
    expect(detail.data.tmpUrl).toEqual(expect.any(String));
    await b.stop();
  });

  it('keep a live node its job: heartbeats renew the lease past its length', async () => {
    const [id] = await queueExports(1);
    const a = gatedNode(SHORT);
    a.queue.start();
    await expect.poll(() => a.claimed, { timeout: 2_000 }).toEqual([id]);
    const b = newExportQueue(server.deps);
    await sleep(SHORT.leaseMs * 2.5);
    await finishAll(b);
    expect((await jobsOf([id!]))[0]).toMatchObject({ state: 'running', claimedBy: a.queue.node });
    a.open();
    await a.queue.idle();
    expect((await jobsOf([id!]))[0]).toMatchObject({ state: 'done', attempts: 1 });
    await Promise.all([a.queue.stop(), b.stop()]);
  });

  it('commit nothing of a node that lost its claim (paused past its lease)', async () => {
    const filesBefore = await exportFiles();
    const [id] = await queueExports(1);
    // No heartbeats: the node is frozen with the job in hand.
    const frozen = gatedNode(SHORT);
    frozen.queue.kick();
    await expect.poll(() => frozen.claimed, { timeout: 2_000 }).toEqual([id]);
    await sleep(SHORT.leaseMs + 200);
    const b = newExportQueue(server.deps);
    await finishAll(b);
    const [takenOver] = await jobsOf([id!]);
    expect(takenOver).toMatchObject({ state: 'done', attempts: 2 });
    // The frozen node wakes up and finishes its run: its writes find the claim gone and change nothing.
    frozen.open();
    await frozen.queue.idle();
    expect((await jobsOf([id!]))[0]).toEqual(takenOver);
    expect(await exportFiles()).toBe(filesBefore + 1);
    await Promise.all([frozen.queue.stop(), b.stop()]);
  });

  it('hand a stopping node its jobs back at once, the interrupted try not counted', async () => {
    const [id] = await queueExports(1);
    const a = gatedNode(LONG);
    a.queue.start();
    await expect.poll(() => a.claimed, { timeout: 2_000 }).toEqual([id]);
    await a.queue.stop();
    expect((await jobsOf([id!]))[0]).toMatchObject({ state: 'queued', claimedBy: null, leaseUntil: null, attempts: 0 });
    const b = newExportQueue(server.deps);
    await finishAll(b);
    expect((await jobsOf([id!]))[0]).toMatchObject({ state: 'done', attempts: 1, error: null });
    await b.stop();
  });

  it('fail a job whose lease ran out after its last try', async () => {
    const [id] = await queueExports(1);
    await server.deps.db
      .update(exportJobs)
      .set({ state: 'running', attempts: 3, claimedBy: 'dead-node', leaseUntil: new Date(Date.now() - 1_000) })
      .where(and(eq(exportJobs.id, id!)));
    const b = newExportQueue(server.deps);
    await finishAll(b);
    expect((await jobsOf([id!]))[0]).toMatchObject({ state: 'failed', claimedBy: null, fileId: null });
    await b.stop();
  });
});

describe('a start', () => {
  it("leaves another live node's job alone on PostgreSQL; on PGlite, the only node, queues it again", async () => {
    const [id] = await queueExports(1);
    await server.deps.db
      .update(exportJobs)
      .set({ state: 'running', attempts: 1, claimedBy: 'live-node', leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(exportJobs.id, id!));
    // The server's own queue is stopped: only the start's recovery acts.
    await startExports(server.deps);
    const [job] = await jobsOf([id!]);
    if (server.deps.config.databaseUrl) expect(job).toMatchObject({ state: 'running', claimedBy: 'live-node' });
    else expect(job).toMatchObject({ state: 'queued', claimedBy: null, leaseUntil: null });
  });
});

describe('job settings', () => {
  it('need a heartbeat at least twice per lease; production leases of ten seconds or more', () => {
    expect(jobSettings({})).toEqual({ leaseMs: 60_000, heartbeatMs: 15_000, pollMs: 5_000 });
    expect(() => jobSettings({ JOB_LEASE_MS: '1000', JOB_HEARTBEAT_MS: '600' })).toThrow(
      'JOB_HEARTBEAT_MS (600) must be at most half of JOB_LEASE_MS (1000)',
    );
    expect(() => jobSettings({ JOB_LEASE_MS: 'soon' })).toThrow("JOB_LEASE_MS must be a positive integer, got 'soon'");
    expect(() => loadConfig({ APP_MODE: 'production', JOB_LEASE_MS: '2000', JOB_HEARTBEAT_MS: '500' })).toThrow(
      'JOB_LEASE_MS must be at least 10000 in production',
    );
  });
});
