/**
 * Two server processes on one PostgreSQL database share the export queue: 200 small jobs each run to their end exactly
 * once across the nodes, also when one node is killed with SIGKILL half-way (its job in hand is taken over by the
 * other once its lease ran out). Short leases and polling in the nodes' settings keep it quick. Needs PostgreSQL: it
 * runs in the server-pg project and skips itself on PGlite (one process per data dir: no second node).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_UNIT } from '../../server/src/db/seed/demo-accounts';
import { portInRange, startServerProcess, type ServerProcess } from '../support/server-process';
import { processDatabase, type ProcessDatabase } from './process-database';
import { KEEPER } from './staff';

const onPostgres = inject('testDb').kind === 'postgres';
const JOBS = 200;
/** A killed node's job waits three seconds; a live node renews six times per lease, room for a busy machine. */
const settings = { JOB_LEASE_MS: '3000', JOB_HEARTBEAT_MS: '500', JOB_POLL_MS: '200' };

let database: ProcessDatabase;
let db: Awaited<ReturnType<ProcessDatabase['open']>>;
const nodes: ServerProcess[] = [];

type Row = Record<string, unknown>;

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  return Number((await rows(query))[0]!.n);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('jobs on two nodes (needs PostgreSQL: set TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    database = await processDatabase('nodes');
    db = await database.open();
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
    await db?.close();
    await database?.dispose();
  });

  it('run 200 exports exactly once, a killed node’s job finished by the other', async () => {
    // One data dir for both nodes: the same demo keys and the same file storage, as behind a load balancer.
    const start = (offset: number) =>
      startServerProcess({
        from: 'source',
        env: { ...database.env, ...settings },
        port: portInRange(offset),
        startLimitMs: 90_000,
      });
    nodes.push(...(await Promise.all([start(2), start(3)])));
    const [victim, survivor] = nodes as [ServerProcess, ServerProcess];

    const [keeper] = await rows(sql`select m.company_id, m.user_id, m.role from memberships m
      join users u on u.id = m.user_id join companies c on c.id = m.company_id
      where u.mobile = ${KEEPER} and c.name = ${DEMO_UNIT}`);
    const before = await countOf(sql`select count(*) as n from files where purpose = 'export'`);
    const ids = (
      await rows(sql`insert into export_jobs (company_id, user_id, role, export_type, filters)
        select ${keeper!.company_id}, ${keeper!.user_id}, ${keeper!.role}, 3, '{"deviceId":"SD00011"}'
        from generate_series(1, ${JOBS}) returning id`)
    ).map((r) => Number(r.id));

    // Watch who runs what until a third is done, then kill one node with whatever it holds.
    const runners = new Set<string>();
    const progress = async () => {
      const running = await rows(sql`select claimed_by from export_jobs where state = 'running'`);
      for (const r of running) runners.add(String(r.claimed_by).split('/')[1]!);
      return countOf(sql`select count(*) as n from export_jobs where state = 'done' and id >= ${ids[0]!}`);
    };
    const deadline = Date.now() + 60_000;
    while ((await progress()) < JOBS / 3 && Date.now() < deadline) await sleep(50);
    await victim.stop('SIGKILL');
    const orphaned = (
      await rows(
        sql`select id from export_jobs where state = 'running' and split_part(claimed_by, '/', 2) = ${String(victim.child.pid)}`,
      )
    ).map((r) => Number(r.id));
    while ((await progress()) < JOBS && Date.now() < deadline) await sleep(100);

    const jobs = await rows(sql`select id, state, attempts, file_id, claimed_by from export_jobs
      where id >= ${ids[0]!} order by id`);
    expect(jobs.filter((j) => j.state !== 'done')).toEqual([]);
    // Claimed once each, but the killed node's jobs in hand: claimed again after their lease ran out.
    expect(jobs.filter((j) => Number(j.attempts) !== (orphaned.includes(Number(j.id)) ? 2 : 1))).toEqual([]);
    expect(orphaned.length).toBeLessThanOrEqual(1);
    // One file each, none twice: no run of a lost claim committed its file.
    expect(new Set(jobs.map((j) => j.file_id)).size).toBe(JOBS);
    const after = await countOf(sql`select count(*) as n from files where purpose = 'export'`);
    expect(after - before).toBe(JOBS);
    // Both nodes ran jobs.
    expect([...runners].sort()).toEqual([String(victim.child.pid), String(survivor.child.pid)].sort());
    console.info(`two nodes: ${JOBS} exports, ${orphaned.length} taken over from the killed node`);
  }, 180_000);
});
