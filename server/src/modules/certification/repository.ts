import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { certifications, companies } from '../../db/schema';

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
};
