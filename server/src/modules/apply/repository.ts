import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplyState } from '../../../../contract/apply';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import {
  applicationFiles,
  applicationNotifications,
  applicationSteps,
  applications,
  approvalTemplates,
  devices,
  files,
  memberships,
  messages,
  users,
} from '../../db/schema';
import { containing } from '../../db/like';

const applicant = alias(users, 'applicant');
const applicantMember = alias(memberships, 'applicant_member');
const approver = alias(users, 'approver');
const approverMember = alias(memberships, 'approver_member');

const applicantName = sql<string>`coalesce(${applicantMember.realName}, ${applicant.realName}, '')`;
const currentApproverName = sql<string | null>`coalesce(${approverMember.realName}, ${approver.realName})`;

/** The authorisation granted for the application (authorizations_apply_key: at most one), or null. */
const authorizationOf = sql<number | null>`(select a.id from authorizations a
  where a.apply_id = "applications"."id" and a.company_id = "applications"."company_id")`;

const summaryColumns = {
  id: applications.id,
  companyId: applications.companyId,
  applyNo: applications.applyNo,
  draft: applications.draft,
  state: applications.state,
  outcome: applications.outcome,
  applicantId: applications.applicantId,
  applicantName,
  deviceId: applications.deviceId,
  deviceName: applications.deviceName,
  templateId: applications.templateId,
  templateName: applications.templateName,
  fileType: applications.fileType,
  copies: applications.copies,
  useCount: applications.useCount,
  reason: applications.reason,
  currentApproverId: applications.currentApproverId,
  currentApproverName,
  approvedSteps: applications.approvedSteps,
  totalSteps: applications.totalSteps,
  version: applications.version,
  applicantUnread: applications.applicantUnread,
  submittedAt: applications.submittedAt,
  updatedAt: applications.updatedAt,
  authorizationId: authorizationOf,
};

export type ApplicationRow = Awaited<ReturnType<typeof applyRepo.byId>> & object;

/** Who sees which applications of the unit. */
export type Scope =
  | { kind: 'unit' }
  | { kind: 'applicant'; userId: number }
  | { kind: 'approver'; userId: number; which: 'pending' | 'done' | 'all' };

export interface ApplyFilter {
  state?: ApplyState | undefined;
  deviceId?: string | undefined;
  keyword?: string | undefined;
  /** Submitted at or after / before these instants. */
  from?: Date | undefined;
  before?: Date | undefined;
  /** Whether an authorisation was granted for it. */
  authorized?: boolean | undefined;
}

/**
 * The user acted on the application (approved or rejected a step). The outer column is written out with its table:
 * drizzle leaves column names unqualified in a one-table select, and inside the subquery they would mean the step's.
 */
function actedBy(userId: number): SQL {
  return exists(
    sql`(select 1 from ${applicationSteps} s where s.application_id = "applications"."id" and s.approver_id = ${userId} and s.result is not null)`,
  );
}

function scopeCondition(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'unit':
      return undefined;
    case 'applicant':
      return eq(applications.applicantId, scope.userId);
    case 'approver': {
      const pending = eq(applications.currentApproverId, scope.userId);
      if (scope.which === 'pending') return pending;
      if (scope.which === 'done') return actedBy(scope.userId);
      return or(pending, actedBy(scope.userId));
    }
  }
}

function whereOf(companyId: number, scope: Scope, filter: ApplyFilter): SQL {
  const conditions: SQL[] = [eq(applications.companyId, companyId), eq(applications.draft, false)];
  const scoped = scopeCondition(scope);
  if (scoped) conditions.push(scoped);
  if (filter.state) conditions.push(eq(applications.state, filter.state));
  if (filter.deviceId) conditions.push(eq(applications.deviceId, filter.deviceId));
  if (filter.from) conditions.push(gte(applications.submittedAt, filter.from));
  if (filter.before) conditions.push(lt(applications.submittedAt, filter.before));
  if (filter.authorized !== undefined) {
    conditions.push(filter.authorized ? sql`${authorizationOf} is not null` : sql`${authorizationOf} is null`);
  }
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    conditions.push(
      or(
        ilike(applications.applyNo, pattern),
        ilike(applications.reason, pattern),
        ilike(applications.fileType, pattern),
        ilike(applications.deviceName, pattern),
        sql`${applicantName} ilike ${pattern}`,
      )!,
    );
  }
  return and(...conditions)!;
}

/** Every query is bound to the session's unit: an application of another unit is not found. */
export const applyRepo = {
  async page(db: Db, companyId: number, scope: Scope, filter: ApplyFilter, offset: number, limit: number) {
    const where = whereOf(companyId, scope, filter);
    const rows = await db
      .select(summaryColumns)
      .from(applications)
      .leftJoin(applicant, eq(applicant.id, applications.applicantId))
      .leftJoin(
        applicantMember,
        and(
          eq(applicantMember.userId, applications.applicantId),
          eq(applicantMember.companyId, applications.companyId),
        ),
      )
      .leftJoin(approver, eq(approver.id, applications.currentApproverId))
      .leftJoin(
        approverMember,
        and(
          eq(approverMember.userId, applications.currentApproverId),
          eq(approverMember.companyId, applications.companyId),
        ),
      )
      .where(where)
      .orderBy(desc(applications.submittedAt), desc(applications.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(applications)
      .leftJoin(applicant, eq(applicant.id, applications.applicantId))
      .leftJoin(
        applicantMember,
        and(
          eq(applicantMember.userId, applications.applicantId),
          eq(applicantMember.companyId, applications.companyId),
        ),
      )
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** A submitted application of the unit (drafts are not found here). */
  async byId(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select(summaryColumns)
      .from(applications)
      .leftJoin(applicant, eq(applicant.id, applications.applicantId))
      .leftJoin(
        applicantMember,
        and(
          eq(applicantMember.userId, applications.applicantId),
          eq(applicantMember.companyId, applications.companyId),
        ),
      )
      .leftJoin(approver, eq(approver.id, applications.currentApproverId))
      .leftJoin(
        approverMember,
        and(
          eq(approverMember.userId, applications.currentApproverId),
          eq(approverMember.companyId, applications.companyId),
        ),
      )
      .where(and(eq(applications.companyId, companyId), eq(applications.id, id), eq(applications.draft, false)))
      .limit(1);
    return rows[0];
  },
  /** Submitted applications of the unit among `ids`: their numbers, applicants and approvers (for a batch). */
  async amongIds(db: Db, companyId: number, ids: readonly number[]) {
    const wanted = ids.filter(fitsInt4);
    if (wanted.length === 0) return [];
    const rows = await db
      .select({ id: applications.id, applyNo: applications.applyNo, applicantId: applications.applicantId })
      .from(applications)
      .where(
        and(eq(applications.companyId, companyId), inArray(applications.id, wanted), eq(applications.draft, false)),
      );
    const steps = await db
      .select({ applicationId: applicationSteps.applicationId, approverId: applicationSteps.approverId })
      .from(applicationSteps)
      .where(
        inArray(
          applicationSteps.applicationId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({ ...r, steps: steps.filter((s) => s.applicationId === r.id) }));
  },
  /** Locks a submitted application of the unit for a transition (SELECT ... FOR UPDATE); call in a transaction. */
  async lock(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select()
      .from(applications)
      .where(and(eq(applications.companyId, companyId), eq(applications.id, id), eq(applications.draft, false)))
      .for('update');
    return rows[0];
  },
  async insert(db: Db, values: typeof applications.$inferInsert): Promise<number> {
    const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
    return row!.id;
  },
  async update(
    db: Db,
    companyId: number,
    id: number,
    values: Partial<Omit<typeof applications.$inferInsert, 'id' | 'companyId' | 'applicantId'>>,
  ): Promise<void> {
    await db
      .update(applications)
      .set(values)
      .where(and(eq(applications.companyId, companyId), eq(applications.id, id)));
  },

  // steps
  async steps(db: Db, applicationId: number, companyId: number) {
    return db
      .select({
        id: applicationSteps.id,
        seq: applicationSteps.seq,
        approverId: applicationSteps.approverId,
        approverName: sql<string>`coalesce(${memberships.realName}, ${users.realName}, '')`,
        result: applicationSteps.result,
        comment: applicationSteps.comment,
        actedAt: applicationSteps.actedAt,
        notifiedAt: applicationSteps.notifiedAt,
      })
      .from(applicationSteps)
      .leftJoin(users, eq(users.id, applicationSteps.approverId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, applicationSteps.approverId), eq(memberships.companyId, companyId)),
      )
      .where(eq(applicationSteps.applicationId, applicationId))
      .orderBy(asc(applicationSteps.seq));
  },
  async insertSteps(db: Db, rows: Array<typeof applicationSteps.$inferInsert>): Promise<void> {
    if (rows.length > 0) await db.insert(applicationSteps).values(rows);
  },
  async updateStep(
    db: Db,
    applicationId: number,
    seq: number,
    values: Partial<Pick<typeof applicationSteps.$inferInsert, 'result' | 'comment' | 'actedAt' | 'notifiedAt'>>,
  ): Promise<void> {
    await db
      .update(applicationSteps)
      .set(values)
      .where(and(eq(applicationSteps.applicationId, applicationId), eq(applicationSteps.seq, seq)));
  },
  /** Whether the user is one of the application's approvers. */
  async isApprover(db: Db, applicationId: number, userId: number): Promise<boolean> {
    const rows = await db
      .select({ id: applicationSteps.id })
      .from(applicationSteps)
      .where(and(eq(applicationSteps.applicationId, applicationId), eq(applicationSteps.approverId, userId)))
      .limit(1);
    return rows.length > 0;
  },

  // attachments
  async attachments(db: Db, applicationId: number) {
    return db
      .select({ fileId: files.id, name: files.name, size: files.size, contentType: files.contentType })
      .from(applicationFiles)
      .innerJoin(files, eq(files.id, applicationFiles.fileId))
      .where(eq(applicationFiles.applicationId, applicationId))
      .orderBy(asc(applicationFiles.seq));
  },
  async attachmentsOfMany(db: Db, applicationIds: number[]) {
    if (applicationIds.length === 0) return [];
    return db
      .select({
        applicationId: applicationFiles.applicationId,
        fileId: files.id,
        name: files.name,
        size: files.size,
        contentType: files.contentType,
      })
      .from(applicationFiles)
      .innerJoin(files, eq(files.id, applicationFiles.fileId))
      .where(inArray(applicationFiles.applicationId, applicationIds))
      .orderBy(asc(applicationFiles.applicationId), asc(applicationFiles.seq));
  },
  async setAttachments(db: Db, applicationId: number, fileIds: readonly string[]): Promise<void> {
    await db.delete(applicationFiles).where(eq(applicationFiles.applicationId, applicationId));
    if (fileIds.length > 0) {
      await db.insert(applicationFiles).values(fileIds.map((fileId, seq) => ({ applicationId, fileId, seq })));
    }
  },
  /** The unit's files among `ids` (another unit's file is simply missing). */
  async filesAmong(db: Db, companyId: number, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: files.id, uploaderId: files.uploaderId, purpose: files.purpose, storageKey: files.storageKey })
      .from(files)
      .where(and(eq(files.companyId, companyId), inArray(files.id, [...ids])));
  },
  /** Whether an application (or draft) other than `exceptApplicationId` lists the file. */
  async isAttached(db: Db, fileId: string, exceptApplicationId?: number): Promise<boolean> {
    const conditions: SQL[] = [eq(applicationFiles.fileId, fileId)];
    if (exceptApplicationId !== undefined) conditions.push(ne(applicationFiles.applicationId, exceptApplicationId));
    const rows = await db
      .select({ id: applicationFiles.applicationId })
      .from(applicationFiles)
      .where(and(...conditions))
      .limit(1);
    return rows.length > 0;
  },

  // notifications and messages
  async notify(
    db: Db,
    rows: Array<typeof applicationNotifications.$inferInsert>,
    inbox: Array<typeof messages.$inferInsert>,
  ): Promise<void> {
    if (rows.length > 0) await db.insert(applicationNotifications).values(rows);
    if (inbox.length > 0) await db.insert(messages).values(inbox);
  },
  async notifications(db: Db, applicationId: number, companyId: number) {
    return db
      .select({
        kind: applicationNotifications.kind,
        recipientId: applicationNotifications.recipientId,
        recipientName: sql<string>`coalesce(${memberships.realName}, ${users.realName}, '')`,
        at: applicationNotifications.at,
      })
      .from(applicationNotifications)
      .leftJoin(users, eq(users.id, applicationNotifications.recipientId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, applicationNotifications.recipientId), eq(memberships.companyId, companyId)),
      )
      .where(eq(applicationNotifications.applicationId, applicationId))
      .orderBy(asc(applicationNotifications.at), asc(applicationNotifications.id));
  },

  // drafts
  async drafts(db: Db, companyId: number, userId: number) {
    return db
      .select()
      .from(applications)
      .where(
        and(eq(applications.companyId, companyId), eq(applications.applicantId, userId), eq(applications.draft, true)),
      )
      .orderBy(desc(applications.updatedAt), desc(applications.id));
  },
  /** One of the user's drafts in the unit; with `lock`, locked for the rest of the transaction. */
  async draft(db: Db, companyId: number, userId: number, id: number, lock = false) {
    if (!fitsInt4(id)) return undefined;
    const query = db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.companyId, companyId),
          eq(applications.id, id),
          eq(applications.applicantId, userId),
          eq(applications.draft, true),
        ),
      );
    const rows = lock ? await query.for('update') : await query;
    return rows[0];
  },
  async deleteDraft(db: Db, companyId: number, id: number): Promise<void> {
    await db
      .delete(applications)
      .where(and(eq(applications.companyId, companyId), eq(applications.id, id), eq(applications.draft, true)));
  },
  async deleteFiles(db: Db, companyId: number, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await db.delete(files).where(and(eq(files.companyId, companyId), inArray(files.id, [...ids])));
  },

  // counters
  async countPendingFor(db: Db, companyId: number, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.companyId, companyId),
          eq(applications.currentApproverId, userId),
          eq(applications.draft, false),
        ),
      );
    return row?.n ?? 0;
  },
  async countUnreadOf(db: Db, companyId: number, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.companyId, companyId),
          eq(applications.applicantId, userId),
          eq(applications.draft, false),
          eq(applications.applicantUnread, true),
        ),
      );
    return row?.n ?? 0;
  },
  /** Clears the applicant's unread mark: one application or all of theirs. Returns how many changed. */
  async markRead(db: Db, companyId: number, userId: number, id: number | null): Promise<number> {
    const conditions: SQL[] = [
      eq(applications.companyId, companyId),
      eq(applications.applicantId, userId),
      eq(applications.draft, false),
      eq(applications.applicantUnread, true),
    ];
    if (id !== null) conditions.push(eq(applications.id, id));
    const rows = await db
      .update(applications)
      .set({ applicantUnread: false })
      .where(and(...conditions))
      .returning({ id: applications.id });
    return rows.length;
  },
  /** Whether the user has a submitted application of that id in the unit. */
  async isApplicantOf(db: Db, companyId: number, userId: number, id: number): Promise<boolean> {
    if (!fitsInt4(id)) return false;
    const rows = await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.companyId, companyId),
          eq(applications.id, id),
          eq(applications.applicantId, userId),
          eq(applications.draft, false),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** Submitted applications on the device still waiting for or under approval (an unbind waits for them). */
  async countOpenOfDevice(db: Db, companyId: number, deviceId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.companyId, companyId),
          eq(applications.deviceId, deviceId),
          eq(applications.draft, false),
          inArray(applications.state, ['WAITING', 'RUNNING']),
        ),
      );
    return row?.n ?? 0;
  },

  // what a submission needs
  /** The device's templates that list the file type (one, unless data from before the overlap rule hold more). */
  async templatesListing(db: Db, companyId: number, deviceId: string, fileType: string) {
    return db
      .select()
      .from(approvalTemplates)
      .where(
        and(
          eq(approvalTemplates.companyId, companyId),
          eq(approvalTemplates.deviceId, deviceId),
          sql`${fileType} = any(${approvalTemplates.fileTypes})`,
        ),
      );
  },
  async device(db: Db, companyId: number, deviceId: string) {
    const rows = await db
      .select({
        deviceId: devices.deviceId,
        name: devices.name,
        deviceType: devices.deviceType,
        serviceEndTime: devices.serviceEndTime,
      })
      .from(devices)
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)))
      .limit(1)
      // Held until the submission commits: an unbind (which locks the row for update) waits and then sees it.
      .for('share');
    return rows[0];
  },
  /** The unit's members among `userIds`, with their names and whether they are disabled. */
  async membersAmong(db: Db, companyId: number, userIds: readonly number[]) {
    const ids = userIds.filter(fitsInt4);
    if (ids.length === 0) return [];
    return db
      .select({
        userId: memberships.userId,
        realName: sql<string>`coalesce(${memberships.realName}, ${users.realName})`,
        disabled: memberships.disabled,
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), inArray(memberships.userId, ids)));
  },
  async userName(db: Db, companyId: number, userId: number): Promise<string> {
    const [row] = await db
      .select({ name: sql<string>`coalesce(${memberships.realName}, ${users.realName}, '')` })
      .from(users)
      .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
      .where(eq(users.id, userId))
      .limit(1);
    return row?.name ?? '';
  },
};
