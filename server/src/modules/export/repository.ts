import { and, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { exportJobs } from '../../db/schema';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** A job left running by a stopped process is tried again, at most this many times in all. */
export const MAX_ATTEMPTS = 3;

export const exportRepo = {
  async insert(db: Db, values: typeof exportJobs.$inferInsert): Promise<number> {
    const [row] = await db.insert(exportJobs).values(values).returning({ id: exportJobs.id });
    return row!.id;
  },
  /** One user's exports in one unit, newest first. */
  async page(db: Db, companyId: number, userId: number, offset: number, limit: number) {
    const where = and(eq(exportJobs.companyId, companyId), eq(exportJobs.userId, userId));
    const rows = await db
      .select()
      .from(exportJobs)
      .where(where)
      .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(exportJobs).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async byId(db: Db, companyId: number, id: number): Promise<ExportJobRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.companyId, companyId), eq(exportJobs.id, id)))
      .limit(1);
    return rows[0];
  },
  /** Takes the oldest queued job (skipping one another process holds) and marks it running. */
  async claimNext(db: Db): Promise<ExportJobRow | undefined> {
    const result = await db.execute<ExportJobRow>(sql`
      update export_jobs set state = 'running', attempts = attempts + 1, progress = 0, rows = 0
      where id = (select id from export_jobs where state = 'queued' order by id limit 1 for update skip locked)
      returning id`);
    const id = (result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
    if (id === undefined) return undefined;
    return (await db.select().from(exportJobs).where(eq(exportJobs.id, id)))[0];
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
  async progress(db: Db, id: number, rows: number, progress: number): Promise<void> {
    await db.update(exportJobs).set({ rows, progress }).where(eq(exportJobs.id, id));
  },
  async done(db: Db, id: number, values: { rows: number; fileId: string; fileName: string; at: Date }) {
    await db
      .update(exportJobs)
      .set({
        state: 'done',
        progress: 100,
        rows: values.rows,
        fileId: values.fileId,
        fileName: values.fileName,
        finishedAt: values.at,
      })
      .where(eq(exportJobs.id, id));
  },
  async failed(db: Db, id: number, error: string, at: Date): Promise<void> {
    await db.update(exportJobs).set({ state: 'failed', error, finishedAt: at }).where(eq(exportJobs.id, id));
  },
  /**
   * After a restart: jobs left running are queued again, or failed once they were tried MAX_ATTEMPTS times.
   * Returns how many were requeued and failed.
   */
  async recover(db: Db, at: Date): Promise<{ requeued: number; failed: number }> {
    const failed = await db
      .update(exportJobs)
      .set({ state: 'failed', error: 'interrupted by a restart too often', finishedAt: at })
      .where(and(eq(exportJobs.state, 'running'), sql`${exportJobs.attempts} >= ${MAX_ATTEMPTS}`))
      .returning({ id: exportJobs.id });
    const requeued = await db
      .update(exportJobs)
      .set({ state: 'queued', progress: 0, rows: 0 })
      .where(eq(exportJobs.state, 'running'))
      .returning({ id: exportJobs.id });
    return { requeued: requeued.length, failed: failed.length };
  },
};
