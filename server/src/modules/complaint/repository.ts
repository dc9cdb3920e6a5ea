import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ComplaintState } from '../../../../contract/complaint';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import {
  companies,
  complaintEvents,
  complaintFiles,
  complaints,
  dictionaries,
  files,
  memberships,
  sysAccounts,
  users,
} from '../../db/schema';
import { containing } from '../../db/like';

/** Who submitted: the member's name in the unit, else the account's. */
const submitterName = sql<string>`coalesce(${memberships.realName}, ${users.realName})`;

const summary = {
  id: complaints.id,
  companyId: complaints.companyId,
  userId: complaints.userId,
  categoryName: dictionaries.name,
  content: complaints.content,
  state: complaints.state,
  companyName: companies.name,
  submitterName,
  submitterMobile: users.mobile,
  assigneeId: complaints.assigneeId,
  assigneeName: sysAccounts.realName,
  reply: complaints.reply,
  createdAt: complaints.createdAt,
  updatedAt: complaints.updatedAt,
};

export interface ComplaintFilter {
  /** Staff: their own in their unit. */
  owner?: { companyId: number; userId: number };
  state?: ComplaintState | undefined;
  categoryId?: number | undefined;
  /** Matches the text, the unit's name or the submitter's name. */
  keyword?: string | undefined;
  assigneeId?: number | undefined;
}

function whereOf(filter: ComplaintFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.owner) {
    conditions.push(eq(complaints.companyId, filter.owner.companyId), eq(complaints.userId, filter.owner.userId));
  }
  if (filter.state) conditions.push(eq(complaints.state, filter.state));
  if (filter.categoryId !== undefined) conditions.push(eq(complaints.categoryId, filter.categoryId));
  if (filter.assigneeId !== undefined) conditions.push(eq(complaints.assigneeId, filter.assigneeId));
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    conditions.push(
      or(ilike(complaints.content, pattern), ilike(companies.name, pattern), ilike(submitterName, pattern))!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The tables a complaint's row shows and filters on. */
function withJoins<T extends PgSelect>(qb: T) {
  return qb
    .innerJoin(dictionaries, eq(dictionaries.id, complaints.categoryId))
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, complaints.userId), eq(memberships.companyId, complaints.companyId)),
    )
    .leftJoin(sysAccounts, eq(sysAccounts.id, complaints.assigneeId));
}

export const complaintRepo = {
  /** Complaints not yet resolved (waiting or in hand), of every unit. */
  async openCount(db: Db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(complaints)
      .where(sql`${complaints.state} <> 'resolved'`);
    return row?.n ?? 0;
  },
  async page(db: Db, filter: ComplaintFilter, offset: number, limit: number) {
    const where = whereOf(filter);
    const list = await withJoins(db.select(summary).from(complaints).$dynamic())
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(limit)
      .offset(offset);
    const [total] = await withJoins(db.select({ n: count() }).from(complaints).$dynamic()).where(where);
    return { list, total: total?.n ?? 0 };
  },
  /** One complaint; with `owner`, only the owner's (another unit's or member's is not found). */
  async byId(db: Db, id: number, owner?: ComplaintFilter['owner']) {
    if (!fitsInt4(id)) return undefined;
    const conditions = [eq(complaints.id, id), whereOf({ owner })].filter((c): c is SQL => c !== undefined);
    const [row] = await withJoins(
      db
        .select({ ...summary, userId: complaints.userId })
        .from(complaints)
        .$dynamic(),
    )
      .where(and(...conditions))
      .limit(1);
    return row;
  },
  /** Locks the complaint's row for a change. */
  async lock(db: Db, id: number): Promise<void> {
    await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, id)).for('update');
  },
  async insert(db: Db, values: typeof complaints.$inferInsert): Promise<number> {
    const [row] = await db.insert(complaints).values(values).returning({ id: complaints.id });
    return row!.id;
  },
  async update(
    db: Db,
    id: number,
    values: Partial<Pick<typeof complaints.$inferInsert, 'state' | 'assigneeId' | 'reply'>> & { updatedAt: Date },
  ) {
    await db.update(complaints).set(values).where(eq(complaints.id, id));
  },
  async addFiles(db: Db, complaintId: number, fileIds: readonly string[]) {
    if (fileIds.length === 0) return;
    await db.insert(complaintFiles).values(fileIds.map((fileId, seq) => ({ complaintId, fileId, seq })));
  },
  async filesOf(db: Db, complaintId: number) {
    return db
      .select({ fileId: files.id, name: files.name, companyId: files.companyId })
      .from(complaintFiles)
      .innerJoin(files, eq(files.id, complaintFiles.fileId))
      .where(eq(complaintFiles.complaintId, complaintId))
      .orderBy(asc(complaintFiles.seq));
  },
  async addEvent(db: Db, values: typeof complaintEvents.$inferInsert) {
    await db.insert(complaintEvents).values(values);
  },
  async eventsOf(db: Db, complaintId: number) {
    return db
      .select({
        kind: complaintEvents.kind,
        actorName: complaintEvents.actorName,
        detail: complaintEvents.detail,
        at: complaintEvents.at,
      })
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, complaintId))
      .orderBy(asc(complaintEvents.at), asc(complaintEvents.id));
  },
};
