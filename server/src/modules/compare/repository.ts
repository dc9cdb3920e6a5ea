import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { compareRecords, docJobs, memberships, users } from '../../db/schema';
import { containing } from '../../db/like';

/** The list's columns: the counts and names, not the result (it can be large). */
const listColumns = {
  id: compareRecords.id,
  type: compareRecords.type,
  oldName: compareRecords.oldName,
  newName: compareRecords.newName,
  userName: sql<string>`coalesce(${memberships.realName}, ${users.realName}, '')`,
  createdAt: compareRecords.createdAt,
  elapsedMs: compareRecords.elapsedMs,
  pageChanges: compareRecords.pageChanges,
  textChanges: compareRecords.textChanges,
  visualChanges: compareRecords.visualChanges,
  seals: compareRecords.seals,
  /** The job's state (a queued job counts as running; a record made before jobs is done). */
  state: sql<'running' | 'done' | 'failed'>`case when ${docJobs.id} is null then 'done'
    when ${docJobs.state} in ('done', 'failed') then ${docJobs.state} else 'running' end`,
  progress: sql<number>`coalesce(${docJobs.progress}, 100)::int`,
  error: docJobs.error,
  jobId: compareRecords.jobId,
};

function recordQuery<
  Extra extends Record<string, SQL.Aliased | SQL | typeof compareRecords.result | typeof compareRecords.expectedArea>,
>(db: Db, where: SQL | undefined, extra?: Extra) {
  return db
    .select({ ...listColumns, ...(extra as Extra) })
    .from(compareRecords)
    .leftJoin(docJobs, eq(docJobs.id, compareRecords.jobId))
    .leftJoin(users, eq(users.id, compareRecords.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, compareRecords.userId), eq(memberships.companyId, compareRecords.companyId)),
    )
    .where(where);
}

export type CompareRow = Awaited<ReturnType<typeof recordQuery>>[number];

export interface CompareFilters {
  keyword?: string;
  type?: number;
}

export const compareRepo = {
  async insert(db: Db, values: typeof compareRecords.$inferInsert): Promise<number> {
    const [row] = await db.insert(compareRecords).values(values).returning({ id: compareRecords.id });
    return row!.id;
  },
  async byId(db: Db, companyId: number, id: number) {
    return (
      await recordQuery(db, and(eq(compareRecords.companyId, companyId), eq(compareRecords.id, id)), {
        result: compareRecords.result,
        expectedArea: compareRecords.expectedArea,
      }).limit(1)
    )[0];
  },
  /** The record a comparison job makes, with both files' ids. */
  async byJob(db: Db, companyId: number, jobId: number) {
    const [row] = await db
      .select({ id: compareRecords.id, oldFileId: compareRecords.oldFileId, newFileId: compareRecords.newFileId })
      .from(compareRecords)
      .where(and(eq(compareRecords.companyId, companyId), eq(compareRecords.jobId, jobId)));
    return row;
  },
  /** The result a comparison job made, with its counts. */
  async saveResult(
    db: Db,
    companyId: number,
    id: number,
    values: Pick<
      typeof compareRecords.$inferInsert,
      'pageChanges' | 'textChanges' | 'visualChanges' | 'seals' | 'elapsedMs' | 'result'
    >,
  ): Promise<void> {
    await db
      .update(compareRecords)
      .set(values)
      .where(and(eq(compareRecords.companyId, companyId), eq(compareRecords.id, id)));
  },
  async fileIds(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({ oldFileId: compareRecords.oldFileId, newFileId: compareRecords.newFileId })
      .from(compareRecords)
      .where(and(eq(compareRecords.companyId, companyId), eq(compareRecords.id, id)));
    return row;
  },
  /** The member's name in the unit (as the list shows the one who compared). */
  async memberName(db: Db, companyId: number, userId: number): Promise<string> {
    const [row] = await db
      .select({ name: sql<string>`coalesce(${memberships.realName}, ${users.realName}, '')` })
      .from(users)
      .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
      .where(eq(users.id, userId));
    return row?.name ?? '';
  },
  async setExpectedArea(db: Db, companyId: number, id: number, expectedArea: unknown): Promise<void> {
    await db
      .update(compareRecords)
      .set({ expectedArea })
      .where(and(eq(compareRecords.companyId, companyId), eq(compareRecords.id, id)));
  },
  async page(
    db: Db,
    companyId: number,
    filters: CompareFilters,
    offset: number,
    limit: number,
  ): Promise<{ rows: CompareRow[]; total: number }> {
    const conditions: SQL[] = [eq(compareRecords.companyId, companyId)];
    if (filters.type !== undefined) conditions.push(eq(compareRecords.type, filters.type));
    if (filters.keyword) {
      const like = containing(filters.keyword);
      conditions.push(or(ilike(compareRecords.oldName, like), ilike(compareRecords.newName, like))!);
    }
    const where = and(...conditions);
    const [rows, [count]] = await Promise.all([
      recordQuery(db, where)
        .orderBy(desc(compareRecords.createdAt), desc(compareRecords.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(compareRecords)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },
};
