import { and, count, eq, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { docJobs } from '../../db/schema';

export type DocJobRow = typeof docJobs.$inferSelect;

/** A job whose run was interrupted (its node died or lost its lease) is tried again, at most this many times in all. */
export const MAX_ATTEMPTS = 3;
/** Why a job tried MAX_ATTEMPTS times ends (a message reference). */
export const INTERRUPTED = 'e.docJobInterrupted';

/** What a finished or failed job's event needs: whose it is and what it is. */
const ended = { id: docJobs.id, companyId: docJobs.companyId, userId: docJobs.userId, kind: docJobs.kind };
export type EndedJob = { id: number; companyId: number; userId: number; kind: string };

export const docJobRepo = {
  async insert(db: Db, values: Pick<typeof docJobs.$inferInsert, 'companyId' | 'userId' | 'kind' | 'input'>) {
    const [row] = await db.insert(docJobs).values(values).returning({ id: docJobs.id });
    return row!.id;
  },
  /**
   * Claims the oldest runnable job for `node`: a queued one, or one whose runner stopped renewing its lease. Jobs
   * tried MAX_ATTEMPTS times are failed instead (returned, for their events). Times are the database's clock.
   */
  async claimNext(db: Db, node: string, leaseMs: number): Promise<{ job?: DocJobRow; failed: EndedJob[] }> {
    const expired = sql`${docJobs.state} = 'running' and ${docJobs.leaseUntil} < clock_timestamp()`;
    const failed = await db
      .update(docJobs)
      .set({ ...unclaimed, state: 'failed', error: INTERRUPTED, finishedAt: sql`now()` })
      .where(and(expired, sql`${docJobs.attempts} >= ${MAX_ATTEMPTS}`))
      .returning(ended);
    const next = sql`(select id from ${docJobs} where ${docJobs.state} = 'queued' or (${expired})
      order by id limit 1 for update skip locked)`;
    const [job] = await db
      .update(docJobs)
      .set({
        state: 'running',
        attempts: sql`${docJobs.attempts} + 1`,
        progress: 0,
        stepsDone: 0,
        stepsTotal: 0,
        claimedBy: node,
        leaseUntil: leaseEnd(leaseMs),
      })
      .where(sql`${docJobs.id} = ${next}`)
      .returning();
    return { job, failed };
  },
  /** Jobs waiting and running, and when the oldest waiting one was asked for (operations metrics). */
  async queueStats(db: Db): Promise<{ queued: number; running: number; oldestQueuedAt: Date | null }> {
    const rows = await db
      .select({ state: docJobs.state, n: count(), oldest: min(docJobs.createdAt) })
      .from(docJobs)
      .where(inArray(docJobs.state, ['queued', 'running']))
      .groupBy(docJobs.state);
    const queued = rows.find((r) => r.state === 'queued');
    return {
      queued: queued?.n ?? 0,
      running: rows.find((r) => r.state === 'running')?.n ?? 0,
      oldestQueuedAt: queued?.oldest ?? null,
    };
  },
  async renew(db: Db, node: string, leaseMs: number): Promise<number[]> {
    const rows = await db
      .update(docJobs)
      .set({ leaseUntil: leaseEnd(leaseMs) })
      .where(heldBy(node))
      .returning({ id: docJobs.id });
    return rows.map((r) => r.id);
  },
  /** Progress of a job `node` holds; false when it no longer does. */
  async progress(
    db: Db,
    id: number,
    node: string,
    values: { progress: number; stepsDone: number; stepsTotal: number },
  ) {
    const rows = await db
      .update(docJobs)
      .set(values)
      .where(and(eq(docJobs.id, id), heldBy(node)))
      .returning({ id: docJobs.id });
    return rows.length > 0;
  },
  /** Finishes a job `node` holds; false when it no longer does (the caller rolls its transaction back). */
  async done(db: Db, id: number, node: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(docJobs)
      .set({ ...unclaimed, state: 'done', progress: 100, stepsDone: sql`${docJobs.stepsTotal}`, finishedAt: at })
      .where(and(eq(docJobs.id, id), heldBy(node)))
      .returning({ id: docJobs.id });
    return rows.length > 0;
  },
  async failed(db: Db, id: number, node: string, error: string, at: Date): Promise<EndedJob | undefined> {
    const [row] = await db
      .update(docJobs)
      .set({ ...unclaimed, state: 'failed', error, finishedAt: at })
      .where(and(eq(docJobs.id, id), heldBy(node)))
      .returning(ended);
    return row;
  },
  /** A graceful stop: the jobs `node` holds are queued again, the interrupted try not counted. */
  async release(db: Db, node: string): Promise<void> {
    await db
      .update(docJobs)
      .set({ ...unclaimed, state: 'queued', progress: 0, attempts: sql`greatest(${docJobs.attempts} - 1, 0)` })
      .where(heldBy(node));
  },
  /** At the start of the only node an embedded database can have: jobs left running are queued again at once. */
  async recoverSoleNode(db: Db): Promise<void> {
    await db
      .update(docJobs)
      .set({ ...unclaimed, state: 'queued', progress: 0 })
      .where(and(eq(docJobs.state, 'running'), sql`${docJobs.attempts} < ${MAX_ATTEMPTS}`));
    await db
      .update(docJobs)
      .set({ leaseUntil: sql`clock_timestamp()` })
      .where(eq(docJobs.state, 'running'));
  },
};

/** A job no node holds. */
const unclaimed = { claimedBy: null, leaseUntil: null };

function heldBy(node: string) {
  return and(eq(docJobs.claimedBy, node), eq(docJobs.state, 'running'));
}

/** The end of a lease taken or renewed now, on the database's clock. */
function leaseEnd(leaseMs: number) {
  return sql`clock_timestamp() + ${leaseMs}::int * interval '1 millisecond'`;
}
