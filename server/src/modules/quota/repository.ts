import { and, count, desc, eq, getTableColumns, ilike, max, sql, sum, type SQL } from 'drizzle-orm';
import type { unit } from '../../../../contract';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import {
  approvalTemplates,
  companies,
  departments,
  devices,
  files,
  memberships,
  quotaApplications,
  smsReminders,
  quotas,
  users,
} from '../../db/schema';
import { containing } from '../../db/like';

export const quotaRepo = {
  /** The unit's own limits (items without a row use the defaults). */
  async limitsOf(db: Db, companyId: number): Promise<Map<string, number>> {
    const rows = await db
      .select({ item: quotas.item, limit: quotas.limit })
      .from(quotas)
      .where(eq(quotas.companyId, companyId));
    return new Map(rows.map((r) => [r.item, r.limit]));
  },
  async set(db: Db, companyId: number, item: unit.QuotaItem, limit: number): Promise<void> {
    await db
      .insert(quotas)
      .values({ companyId, item, limit })
      .onConflictDoUpdate({ target: [quotas.companyId, quotas.item], set: { limit } });
  },
  /** Serialises the checks of one quota of one unit until the transaction ends (check, then insert). */
  async lock(db: Db, companyId: number, item: unit.QuotaItem): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(3, hashtext(${`${companyId}:${item}`}))`);
  },
  /** Serialises the unit-count checks of one user until the transaction ends. */
  async lockUser(db: Db, userId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(4, ${userId})`);
  },
  async deviceCount(db: Db, companyId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.companyId, companyId));
    return row?.n ?? 0;
  },
  /** The most templates any one device of the unit has. */
  async maxTemplatesPerDevice(db: Db, companyId: number): Promise<number> {
    const perDevice = db
      .select({ n: count().as('n') })
      .from(approvalTemplates)
      .where(eq(approvalTemplates.companyId, companyId))
      .groupBy(approvalTemplates.deviceId)
      .as('per_device');
    const [row] = await db.select({ n: max(perDevice.n) }).from(perDevice);
    return Number(row?.n ?? 0);
  },
  async memberCount(db: Db, companyId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(memberships).where(eq(memberships.companyId, companyId));
    return row?.n ?? 0;
  },
  async departmentCount(db: Db, companyId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(departments).where(eq(departments.companyId, companyId));
    return row?.n ?? 0;
  },
  /** The units a user belongs to (active memberships of enabled units). */
  async unitCountOfUser(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(memberships.userId, userId), eq(memberships.disabled, false), eq(companies.disabled, false)));
    return row?.n ?? 0;
  },
  /** Reminder SMS the unit was sent on its free quota (schema/cost-sms.ts). */
  async freeSmsSent(db: Db, companyId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(smsReminders)
      .where(and(eq(smsReminders.companyId, companyId), eq(smsReminders.billedTo, 'free')));
    return row?.n ?? 0;
  },
  async storageBytes(db: Db, companyId: number): Promise<number> {
    const [row] = await db
      .select({ bytes: sum(files.size) })
      .from(files)
      .where(eq(files.companyId, companyId));
    return Number(row?.bytes ?? 0);
  },
  /** The most units any active member of the unit belongs to (what a lower maxUnitsPerUser would cut into). */
  async mostUnitsOfAMember(db: Db, companyId: number): Promise<number> {
    const perMember = db
      .select({ n: count().as('n') })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(
        and(
          eq(memberships.disabled, false),
          eq(companies.disabled, false),
          sql`${memberships.userId} in (select user_id from memberships where company_id = ${companyId} and not disabled)`,
        ),
      )
      .groupBy(memberships.userId)
      .as('per_member');
    const [row] = await db.select({ n: max(perMember.n) }).from(perMember);
    return Number(row?.n ?? 0);
  },
  async unitName(db: Db, companyId: number): Promise<{ name: string; disabled: boolean } | undefined> {
    if (!fitsInt4(companyId)) return undefined;
    const [row] = await db
      .select({ name: companies.name, disabled: companies.disabled })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return row;
  },
};

export type QuotaApplicationRow = typeof quotaApplications.$inferSelect & {
  companyName: string;
  applicantName: string;
};

export interface ApplicationFilter {
  /** A unit's own applications; null: every unit's (the system side). */
  companyId: number | null;
  keyword?: string | undefined;
  state?: (typeof quotaApplications.$inferSelect)['state'] | undefined;
  item?: unit.QuotaItem | undefined;
}

const applicationColumns = {
  ...getTableColumns(quotaApplications),
  companyName: companies.name,
  applicantName: sql<string>`coalesce(${memberships.realName}, ${users.realName})`,
};

function applicationsWhere(f: ApplicationFilter): SQL | undefined {
  return and(
    f.companyId === null ? undefined : eq(quotaApplications.companyId, f.companyId),
    f.state ? eq(quotaApplications.state, f.state) : undefined,
    f.item ? eq(quotaApplications.item, f.item) : undefined,
    f.keyword ? ilike(companies.name, containing(f.keyword)) : undefined,
  );
}

/** Applications for higher limits: the unit's own (companyId given) or every unit's (null, the system side). */
export const applicationRepo = {
  async insert(db: Db, values: typeof quotaApplications.$inferInsert): Promise<number> {
    const [row] = await db.insert(quotaApplications).values(values).returning({ id: quotaApplications.id });
    return row!.id;
  },
  async page(db: Db, filter: ApplicationFilter, offset: number, limit: number) {
    const where = applicationsWhere(filter);
    const rows = await db
      .select(applicationColumns)
      .from(quotaApplications)
      .innerJoin(companies, eq(companies.id, quotaApplications.companyId))
      .innerJoin(users, eq(users.id, quotaApplications.applicantId))
      .leftJoin(
        memberships,
        and(
          eq(memberships.userId, quotaApplications.applicantId),
          eq(memberships.companyId, quotaApplications.companyId),
        ),
      )
      .where(where)
      .orderBy(desc(quotaApplications.createdAt), desc(quotaApplications.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(quotaApplications)
      .innerJoin(companies, eq(companies.id, quotaApplications.companyId))
      .where(where);
    return { rows: rows as QuotaApplicationRow[], total: total?.n ?? 0 };
  },
  async countRunning(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(quotaApplications).where(eq(quotaApplications.state, 'RUNNING'));
    return row?.n ?? 0;
  },
  /** Decides a RUNNING application (locked by the update); undefined when there is none under review with that id. */
  async complete(
    db: Db,
    id: number,
    decision: { infoState: 'PASS' | 'REJECT'; rejectReason: string | null; at: Date },
  ): Promise<typeof quotaApplications.$inferSelect | undefined> {
    if (!fitsInt4(id)) return undefined;
    const [row] = await db
      .update(quotaApplications)
      .set({
        state: 'COMPLETED',
        infoState: decision.infoState,
        rejectReason: decision.rejectReason,
        reviewedAt: decision.at,
      })
      .where(and(eq(quotaApplications.id, id), eq(quotaApplications.state, 'RUNNING')))
      .returning();
    return row;
  },
  async exists(db: Db, id: number): Promise<boolean> {
    if (!fitsInt4(id)) return false;
    const [row] = await db
      .select({ id: quotaApplications.id })
      .from(quotaApplications)
      .where(eq(quotaApplications.id, id));
    return row !== undefined;
  },
};
