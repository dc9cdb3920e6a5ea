import { and, count, desc, eq, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { exportJobs } from '../../db/schema';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** A job whose run was interrupted (its node died) is tried again, at most this many times in all. */
export const MAX_ATTEMPTS = 3;

export const exportRepo = {
  async insert(db: Db, values: typeof exportJobs.$inferInsert): Promise<number> {
    const [row] = await db.insert(exportJobs).values(values).returning({ id: exportJobs.id });
    return row!.id;
  },
  /** One user's exports in one unit, newest first. */
  page(db: Db, companyId: number, userId: number, offset: number, limit: number) {
    return pageWhere(db, and(eq(exportJobs.companyId, companyId), eq(exportJobs.userId, userId))!, offset, limit);
  },
  /** One system account's exports, newest first. */
  pageOfAccount(db: Db, sysAccountId: number, offset: number, limit: number) {
    return pageWhere(db, eq(exportJobs.sysAccountId, sysAccountId), offset, limit);
  },
  /** One of a unit's exports. */
  byId(db: Db, companyId: number, id: number): Promise<ExportJobRow | undefined> {
    return oneWhere(db, id, eq(exportJobs.companyId, companyId));
  },
  /** One of a system account's exports; another's (or a unit's) is not found. */
  byIdOfAccount(db: Db, sysAccountId: number, id: number): Promise<ExportJobRow | undefined> {
    return oneWhere(db, id, eq(exportJobs.sysAccountId, sysAccountId));
  },
  /**
   * Claims the oldest runnable job for `node`: a queued one, or one whose runner stopped renewing its lease (a dead
   * node's; a lease never set is a job of a release before leases). Jobs tried MAX_ATTEMPTS times are failed instead
   * of run again. Times are the database's, the one clock all nodes share.
   */
  async claimNext(db: Db, node: string, leaseMs: number): Promise<ExportJobRow | undefined> {
    const expired = sql`${exportJobs.state} = 'running' and (${exportJobs.leaseUntil} is null or ${exportJobs.leaseUntil} < clock_timestamp())`;
    await db
      .update(exportJobs)
      .set({ ...unclaimed, state: 'failed', error: 'interrupted by a restart too often', finishedAt: sql`now()` })
      .where(and(expired, sql`${exportJobs.attempts} >= ${MAX_ATTEMPTS}`));
    const next = sql`(select id from ${exportJobs} where ${exportJobs.state} = 'queued' or (${expired})
      order by id limit 1 for update skip locked)`;
    const [row] = await db
      .update(exportJobs)
      .set({
        state: 'running',
        attempts: sql`${exportJobs.attempts} + 1`,
        progress: 0,
        rows: 0,
        claimedBy: node,
        leaseUntil: leaseEnd(leaseMs),
      })
      .where(sql`${exportJobs.id} = ${next}`)
      .returning();
    return row;
  },
  /** Jobs waiting and running, and when the oldest waiting one was asked for (operations metrics). */
  async queueStats(db: Db): Promise<{ queued: number; running: number; oldestQueuedAt: Date | null }> {
    const rows = await db
      .select({ state: exportJobs.state, n: count(), oldest: min(exportJobs.createdAt) })
      .from(exportJobs)
      .where(inArray(exportJobs.state, ['queued', 'running']))
      .groupBy(exportJobs.state);
    const queued = rows.find((r) => r.state === 'queued');
    const running = rows.find((r) => r.state === 'running');
    return { queued: queued?.n ?? 0, running: running?.n ?? 0, oldestQueuedAt: queued?.oldest ?? null };
  },
  /** Extends the leases `node` holds; the ids it still holds. */
  async renew(db: Db, node: string, leaseMs: number): Promise<number[]> {
    const rows = await db
      .update(exportJobs)
      .set({ leaseUntil: leaseEnd(leaseMs) })
      .where(heldBy(node))
      .returning({ id: exportJobs.id });
    return rows.map((r) => r.id);
  },
  /** Progress of a job `node` holds; false when it no longer does. */
  async progress(db: Db, id: number, node: string, rows: number, progress: number): Promise<boolean> {
    const done = await db
      .update(exportJobs)
      .set({ rows, progress })
      .where(and(eq(exportJobs.id, id), heldBy(node)))
      .returning({ id: exportJobs.id });
    return done.length > 0;
  },
  /** Finishes a job `node` holds; false when it no longer does (the caller rolls its transaction back). */
  async done(db: Db, id: number, node: string, values: { rows: number; fileId: string; fileName: string; at: Date }) {
    const finished = await db
      .update(exportJobs)
      .set({
        ...unclaimed,
        state: 'done',
        progress: 100,
        rows: values.rows,
        fileId: values.fileId,
        fileName: values.fileName,
        finishedAt: values.at,
      })
      .where(and(eq(exportJobs.id, id), heldBy(node)))
      .returning({ id: exportJobs.id });
    return finished.length > 0;
  },
  async failed(db: Db, id: number, node: string, error: string, at: Date): Promise<void> {
    await db
      .update(exportJobs)
      .set({ ...unclaimed, state: 'failed', error, finishedAt: at })
      .where(and(eq(exportJobs.id, id), heldBy(node)));
  },
  /** A graceful stop: the jobs `node` holds are queued again, the interrupted try not counted. */
  async release(db: Db, node: string): Promise<void> {
    await db
      .update(exportJobs)
      .set({
        ...unclaimed,
        state: 'queued',
        progress: 0,
        rows: 0,
        attempts: sql`greatest(${exportJobs.attempts} - 1, 0)`,
      })
      .where(heldBy(node));
  },
  /**
   * At the start of the only node an embedded database can have (PGlite opens a data dir in one process): every job
   * left running is queued again at once, or failed once it was tried MAX_ATTEMPTS times; no lease needs waiting for.
   */
  async recoverSoleNode(db: Db, at: Date): Promise<{ requeued: number; failed: number }> {
    const failed = await db
      .update(exportJobs)
      .set({ ...unclaimed, state: 'failed', error: 'interrupted by a restart too often', finishedAt: at })
      .where(and(eq(exportJobs.state, 'running'), sql`${exportJobs.attempts} >= ${MAX_ATTEMPTS}`))
      .returning({ id: exportJobs.id });
    const requeued = await db
      .update(exportJobs)
      .set({ ...unclaimed, state: 'queued', progress: 0, rows: 0 })
      .where(eq(exportJobs.state, 'running'))
      .returning({ id: exportJobs.id });
    return { requeued: requeued.length, failed: failed.length };
  },
};

async function pageWhere(db: Db, where: SQL, offset: number, limit: number) {
  const rows = await db
    .select()
    .from(exportJobs)
    .where(where)
    .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(exportJobs).where(where);
  return { rows, total: total?.n ?? 0 };
}

async function oneWhere(db: Db, id: number, owner: SQL): Promise<ExportJobRow | undefined> {
  if (!fitsInt4(id)) return undefined;
  const rows = await db
    .select()
    .from(exportJobs)
    .where(and(owner, eq(exportJobs.id, id)))
    .limit(1);
  return rows[0];
}

/** A job no node holds. */
const unclaimed = { claimedBy: null, leaseUntil: null };

function heldBy(node: string) {
  return and(eq(exportJobs.claimedBy, node), eq(exportJobs.state, 'running'));
}

/** The end of a lease taken or renewed now, on the database's clock. */
function leaseEnd(leaseMs: number) {
  return sql`clock_timestamp() + ${leaseMs}::int * interval '1 millisecond'`;
}
