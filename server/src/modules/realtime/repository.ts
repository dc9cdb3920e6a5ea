import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { realtimeCounters, realtimeEvents } from '../../db/schema';

export type EventRow = typeof realtimeEvents.$inferSelect;
export type NewEvent = Omit<typeof realtimeEvents.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

export const realtimeRepo = {
  /**
   * Raises the unit's counter by the rows' number and inserts them with the ids it hands out, in one statement (a
   * stamp's transaction holds PGlite's one connection, so each round trip delays the readers queued behind it).
   * The counter row stays locked until the transaction ends, so a second writer of the unit waits here and takes the
   * ids after these only once these are committed (or gone). Returns the rows as stored.
   */
  async append(db: Db, companyId: number, rows: readonly NewEvent[], at: Date): Promise<EventRow[]> {
    const n = rows.length;
    // As jsonb stores them: what readers of the log get back, so the live copy says the same.
    const stored = rows.map((row, k) => ({ ...row, k: k + 1, payload: JSON.parse(JSON.stringify(row.payload)) }));
    const result = await db.execute(sql`
      with counter as (
        insert into ${realtimeCounters} (company_id, last_id) values (${companyId}, ${n})
        on conflict (company_id) do update set last_id = ${realtimeCounters.lastId} + ${n}
        returning last_id
      ), added as (
        insert into ${realtimeEvents} (company_id, id, type, audience, user_id, permission, payload, created_at)
        select ${companyId}, counter.last_id - ${n} + v.k, v.type, v.audience, v."userId", v.permission, v.payload, ${at}
        from counter, jsonb_to_recordset(${JSON.stringify(stored)}::jsonb)
          as v(k int, type text, audience text, "userId" int, permission text, payload jsonb)
      )
      select last_id from counter`);
    const last = Number((result as unknown as { rows: Array<{ last_id: number | string }> }).rows[0]!.last_id);
    return stored.map(({ k, ...row }) => ({
      ...row,
      companyId,
      id: last - n + k,
      userId: row.userId ?? null,
      permission: row.permission ?? null,
      createdAt: at,
    }));
  },
  /** The unit's events after `afterId` in id order, at most `limit`. */
  async after(db: Db, companyId: number, afterId: number, limit: number): Promise<EventRow[]> {
    return db
      .select()
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.companyId, companyId), gt(realtimeEvents.id, afterId)))
      .orderBy(asc(realtimeEvents.id))
      .limit(limit);
  },
  /**
   * The unit's newest events of one type among the ids after `afterId` that a viewer sees (service `visible`), newest
   * first: a backward walk of the primary key from the head, bounded by `afterId`.
   */
  async latestSeen(
    db: Db,
    companyId: number,
    type: string,
    viewer: { userId: number; staff: boolean; codes: ReadonlySet<string> },
    afterId: number,
    limit: number,
  ): Promise<EventRow[]> {
    const seen = [eq(realtimeEvents.audience, 'unit'), eq(realtimeEvents.userId, viewer.userId)];
    if (viewer.staff) seen.push(eq(realtimeEvents.audience, 'staff'));
    if (viewer.codes.size > 0) {
      seen.push(and(eq(realtimeEvents.audience, 'permission'), inArray(realtimeEvents.permission, [...viewer.codes]))!);
    }
    return db
      .select()
      .from(realtimeEvents)
      .where(
        and(
          eq(realtimeEvents.companyId, companyId),
          gt(realtimeEvents.id, afterId),
          eq(realtimeEvents.type, type),
          or(...seen),
        ),
      )
      .orderBy(desc(realtimeEvents.id))
      .limit(limit);
  },
  /** The unit's newest id (0 before its first event). */
  async head(db: Db, companyId: number): Promise<number> {
    const [row] = await db
      .select({ lastId: realtimeCounters.lastId })
      .from(realtimeCounters)
      .where(eq(realtimeCounters.companyId, companyId));
    return row?.lastId ?? 0;
  },
  /**
   * Deletes, per unit, every event up to the newest one created before `before`, and the oldest beyond `keep` per
   * unit: always a prefix of the unit's ids, so what stays has no holes. Returns how many went.
   */
  async prune(db: Db, before: Date, keep: number): Promise<number> {
    const byAge = await db.execute(sql`
      delete from ${realtimeEvents} e
      using (
        select company_id, max(id) as cut from ${realtimeEvents} where created_at < ${before} group by company_id
      ) c
      where e.company_id = c.company_id and e.id <= c.cut`);
    const bySize = await db.execute(sql`
      delete from ${realtimeEvents} e
      using ${realtimeCounters} c
      where e.company_id = c.company_id and e.id <= c.last_id - ${keep}`);
    return affected(byAge) + affected(bySize);
  },
};

/** Rows a DELETE touched, from either driver's result. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
