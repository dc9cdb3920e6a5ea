import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { memberships, users } from '../schema';

/**
 * Fingerprints: the demo staff and every other member of the unit but each third have enrolled one, so
 * activating on fingerprint devices works for most and is refused for some. Idempotent: once anybody has enrolled,
 * nothing changes.
 */
export async function seedFingerprints(db: Db, companyId: number, staffMobiles: readonly string[], now: Date) {
  const [any] = await db.select({ id: users.id }).from(users).where(isNotNull(users.fingerprintEnrolledAt)).limit(1);
  if (any) return;
  const members = await db
    .select({ userId: memberships.userId, mobile: users.mobile })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId)))
    .orderBy(asc(memberships.userId));
  const enrolled = members.filter((m, i) => staffMobiles.includes(m.mobile) || i % 3 !== 2).map((m) => m.userId);
  if (enrolled.length === 0) return;
  await db
    .update(users)
    .set({ fingerprintEnrolledAt: new Date(now.getTime() - 30 * 86_400_000) })
    .where(
      sql`${users.id} in (${sql.join(
        enrolled.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}
