import { and, count, desc, eq, getTableColumns, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { containing } from '../../db/like';
import { certifications, companies, memberships } from '../../db/schema';

export type CertificationRow = typeof certifications.$inferSelect;

/** Every query of a unit's certifications is bound to the session's unit; another unit's is not found. */
export const certificationRepo = {
  async latest(db: Db, companyId: number): Promise<CertificationRow | undefined> {
    const rows = await db
      .select()
      .from(certifications)
      .where(eq(certifications.companyId, companyId))
      .orderBy(desc(certifications.submittedAt), desc(certifications.id))
      .limit(1);
    return rows[0];
  },
  async byId(db: Db, companyId: number, id: number): Promise<CertificationRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select()
      .from(certifications)
      .where(and(eq(certifications.companyId, companyId), eq(certifications.id, id)))
      .limit(1);
    return rows[0];
  },
  async insert(db: Db, values: typeof certifications.$inferInsert): Promise<number> {
    const [row] = await db.insert(certifications).values(values).returning({ id: certifications.id });
    return row!.id;
  },
  /** Moves the unit to 'under review' when it has no certification or a rejected one; false otherwise. */
  async claimReview(db: Db, companyId: number): Promise<boolean> {
    const rows = await db
      .update(companies)
      .set({ certState: 1 })
      .where(and(eq(companies.id, companyId), inArray(companies.certState, [0, 3])))
      .returning({ id: companies.id });
    return rows.length === 1;
  },
  async stateOf(db: Db, companyId: number): Promise<number | undefined> {
    const rows = await db
      .select({ state: companies.certState })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return rows[0]?.state;
  },
  /** The review (system side): the application under review gets its result, and so does its unit. */
  async review(
    db: Db,
    id: number,
    result: { state: 2 | 3; rejectReason: string | null; at: Date },
  ): Promise<CertificationRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const [row] = await db
      .update(certifications)
      .set({ state: result.state, rejectReason: result.rejectReason, reviewedAt: result.at })
      .where(and(eq(certifications.id, id), eq(certifications.state, 1)))
      .returning();
    if (!row) return undefined;
    await db
      .update(companies)
      .set(
        result.state === 2
          ? { certState: 2, fullName: row.companyFullName, socialCreditCode: row.socialCreditCode }
          : { certState: 3 },
      )
      .where(eq(companies.id, row.companyId));
    return row;
  },
  /** Every unit's applications (the system side), newest first, with the unit's name. */
  async page(
    db: Db,
    filter: { keyword?: string | undefined; state?: number | undefined },
    offset: number,
    limit: number,
  ) {
    const where = and(
      filter.state === undefined ? undefined : eq(certifications.state, filter.state),
      filter.keyword ? ilike(companies.name, containing(filter.keyword)) : undefined,
    );
    const rows = await db
      .select({ ...getTableColumns(certifications), companyName: companies.name })
      .from(certifications)
      .innerJoin(companies, eq(companies.id, certifications.companyId))
      .where(where)
      .orderBy(desc(certifications.submittedAt), desc(certifications.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(certifications)
      .innerJoin(companies, eq(companies.id, certifications.companyId))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** Any unit's application by id (the system side). */
  async anyById(db: Db, id: number): Promise<(CertificationRow & { companyName: string }) | undefined> {
    if (!fitsInt4(id)) return undefined;
    const [row] = await db
      .select({ ...getTableColumns(certifications), companyName: companies.name })
      .from(certifications)
      .innerJoin(companies, eq(companies.id, certifications.companyId))
      .where(eq(certifications.id, id))
      .limit(1);
    return row;
  },
  async countReviewing(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(certifications).where(eq(certifications.state, 1));
    return row?.n ?? 0;
  },
  /** The unit's active chief administrators and administrators: whom its certification result is told. */
  async administratorsOf(db: Db, companyId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(eq(memberships.companyId, companyId), inArray(memberships.role, [0, 1]), eq(memberships.disabled, false)),
      );
    return rows.map((r) => r.userId);
  },
};
