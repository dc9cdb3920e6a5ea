import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  memberships,
  users,
  watermarkDetections,
  watermarkIssuances,
  watermarkKeys,
  watermarkRules,
} from '../../db/schema';
import { containing } from '../../db/like';

const recipient = alias(users, 'recipient');
const issuer = alias(users, 'issuer');
const recipientMember = alias(memberships, 'recipient_member');

/** Names as the unit knows them: the member's name in the unit, else the account's. */
const issuanceColumns = {
  rowId: watermarkIssuances.id,
  issuanceId: watermarkIssuances.issuanceId,
  recipientName: sql<string>`coalesce(${recipientMember.realName}, ${recipient.realName})`,
  issuerName: issuer.realName,
  documentName: watermarkIssuances.documentName,
  createdAt: watermarkIssuances.createdAt,
  copyFileId: watermarkIssuances.copyFileId,
  batchId: watermarkIssuances.batchId,
  origin: watermarkIssuances.origin,
  /** Copies of the same issuing (the batch index answers it). */
  batchCopies: sql<number>`(select count(*)::int from watermark_issuances b where b.company_id = ${watermarkIssuances.companyId} and b.batch_id = ${watermarkIssuances.batchId})`,
};

function issuanceQuery<Extra extends Record<string, SQL.Aliased | SQL>>(db: Db, where: SQL | undefined, extra?: Extra) {
  return db
    .select({ ...issuanceColumns, ...(extra as Extra) })
    .from(watermarkIssuances)
    .innerJoin(recipient, eq(recipient.id, watermarkIssuances.recipientId))
    .innerJoin(issuer, eq(issuer.id, watermarkIssuances.issuerId))
    .leftJoin(
      recipientMember,
      and(
        eq(recipientMember.userId, watermarkIssuances.recipientId),
        eq(recipientMember.companyId, watermarkIssuances.companyId),
      ),
    )
    .where(where);
}

export type IssuanceRow = Awaited<ReturnType<typeof issuanceQuery>>[number];

export const watermarkRepo = {
  async keys(db: Db, companyId: number) {
    return db
      .select()
      .from(watermarkKeys)
      .where(eq(watermarkKeys.companyId, companyId))
      .orderBy(desc(watermarkKeys.version));
  },
  /** Creates the unit's first key; a concurrent creator's key wins and is returned by the next read. */
  async insertKey(db: Db, companyId: number, version: number, secret: string) {
    await db.insert(watermarkKeys).values({ companyId, version, secret }).onConflictDoNothing();
  },
  /** Active members of the unit among the ids, with their names in the unit. */
  async members(db: Db, companyId: number, userIds: readonly number[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ userId: users.id, name: sql<string>`coalesce(${memberships.realName}, ${users.realName})` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.companyId, companyId),
          eq(memberships.disabled, false),
          inArray(memberships.userId, [...userIds]),
        ),
      );
  },
  async insertIssuances(db: Db, rows: (typeof watermarkIssuances.$inferInsert)[]) {
    if (rows.length > 0) await db.insert(watermarkIssuances).values(rows);
  },
  async byHash(db: Db, companyId: number, hash: string) {
    return (
      await issuanceQuery(
        db,
        and(eq(watermarkIssuances.companyId, companyId), eq(watermarkIssuances.copyHash, hash)),
      ).limit(1)
    )[0];
  },
  async byIssuanceId(db: Db, companyId: number, issuanceId: string) {
    return (
      await issuanceQuery(
        db,
        and(eq(watermarkIssuances.companyId, companyId), eq(watermarkIssuances.issuanceId, issuanceId)),
      ).limit(1)
    )[0];
  },
  async page(
    db: Db,
    companyId: number,
    filters: { keyword?: string | undefined; origin?: string | undefined },
    offset: number,
    limit: number,
  ): Promise<{ rows: IssuanceRow[]; total: number }> {
    const { keyword, origin } = filters;
    const conditions: SQL[] = [eq(watermarkIssuances.companyId, companyId)];
    if (origin) conditions.push(eq(watermarkIssuances.origin, origin));
    if (keyword) {
      const like = containing(keyword);
      conditions.push(
        or(
          ilike(watermarkIssuances.documentName, like),
          ilike(recipient.realName, like),
          ilike(recipientMember.realName, like),
        )!,
      );
    }
    const where = and(...conditions);
    const rows = await issuanceQuery(db, where, { total: sql<number>`(count(*) over ())::int` })
      .orderBy(desc(watermarkIssuances.createdAt), desc(watermarkIssuances.id))
      .limit(limit)
      .offset(offset);
    // The total over every page rides on each row; a page past the end asks for the first page's count.
    const total: number = rows[0]?.total ?? (offset > 0 ? (await this.page(db, companyId, filters, 0, 1)).total : 0);
    return { rows, total };
  },
  /** The copies of one of the unit's issuings, in the order they were issued; none for another unit's. */
  async batch(db: Db, companyId: number, batchId: string) {
    return issuanceQuery(
      db,
      and(eq(watermarkIssuances.companyId, companyId), eq(watermarkIssuances.batchId, batchId)),
    ).orderBy(watermarkIssuances.id);
  },
  /** The copy of a file already marked for this member's download under this mark version, if any. */
  async downloadCopy(db: Db, companyId: number, sourceFileId: string, recipientId: number, markVersion: string) {
    const rows = await db
      .select({ copyFileId: watermarkIssuances.copyFileId })
      .from(watermarkIssuances)
      .where(
        and(
          eq(watermarkIssuances.companyId, companyId),
          eq(watermarkIssuances.sourceFileId, sourceFileId),
          eq(watermarkIssuances.recipientId, recipientId),
          eq(watermarkIssuances.origin, 'download'),
          eq(watermarkIssuances.markVersion, markVersion),
        ),
      )
      .orderBy(desc(watermarkIssuances.id))
      .limit(1);
    return rows[0];
  },
  async insertDetection(db: Db, values: typeof watermarkDetections.$inferInsert) {
    await db.insert(watermarkDetections).values(values);
  },
};

export const ruleRepo = {
  async byUnit(db: Db, companyId: number) {
    return (await db.select().from(watermarkRules).where(eq(watermarkRules.companyId, companyId)).limit(1))[0];
  },
  async upsert(db: Db, values: typeof watermarkRules.$inferInsert) {
    await db
      .insert(watermarkRules)
      .values(values)
      .onConflictDoUpdate({ target: watermarkRules.companyId, set: values });
  },
};
