import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { companies, departments, memberInvitations, users } from '../../db/schema';

const pending = eq(memberInvitations.state, 'pending');

/** Invitations: the unit's side is bound to its unit, the invitee's to their account; anything else is not found. */
export const invitationRepo = {
  async insert(db: Db, values: typeof memberInvitations.$inferInsert): Promise<number> {
    const [row] = await db.insert(memberInvitations).values(values).returning({ id: memberInvitations.id });
    return row!.id;
  },
  /** The pending invitation of a person into the unit, if any (expired or not). */
  async pendingFor(db: Db, companyId: number, userId: number) {
    const [row] = await db
      .select({ id: memberInvitations.id, expiresAt: memberInvitations.expiresAt })
      .from(memberInvitations)
      .where(and(eq(memberInvitations.companyId, companyId), eq(memberInvitations.userId, userId), pending))
      .limit(1);
    return row;
  },
  /** Pending invitations of the unit that can still be accepted: they count against its members quota. */
  async openCount(db: Db, companyId: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(memberInvitations)
      .where(and(eq(memberInvitations.companyId, companyId), pending, gt(memberInvitations.expiresAt, now)));
    return row?.n ?? 0;
  },
  async page(db: Db, companyId: number, offset: number, limit: number) {
    const where = and(eq(memberInvitations.companyId, companyId), pending);
    const rows = await db
      .select({
        id: memberInvitations.id,
        realName: memberInvitations.realName,
        mobile: users.mobile,
        role: memberInvitations.role,
        departmentName: departments.name,
        invitedAt: memberInvitations.createdAt,
        sentAt: memberInvitations.sentAt,
        expiresAt: memberInvitations.expiresAt,
      })
      .from(memberInvitations)
      .innerJoin(users, eq(users.id, memberInvitations.userId))
      .leftJoin(departments, eq(departments.id, memberInvitations.departmentId))
      .where(where)
      .orderBy(desc(memberInvitations.createdAt), desc(memberInvitations.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(memberInvitations).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** A pending invitation of the unit, locked for the change (another unit's is not found). */
  async lockPendingOfUnit(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const [row] = await db
      .select({
        id: memberInvitations.id,
        userId: memberInvitations.userId,
        sentAt: memberInvitations.sentAt,
        expiresAt: memberInvitations.expiresAt,
      })
      .from(memberInvitations)
      .where(and(eq(memberInvitations.id, id), eq(memberInvitations.companyId, companyId), pending))
      .for('update');
    return row;
  },
  /** A pending invitation of the user, locked for the decision (anyone else's is not found). */
  async lockPendingOfUser(db: Db, userId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const [row] = await db
      .select()
      .from(memberInvitations)
      .where(and(eq(memberInvitations.id, id), eq(memberInvitations.userId, userId), pending))
      .for('update');
    return row;
  },
  async mine(db: Db, userId: number, now: Date) {
    return db
      .select({
        id: memberInvitations.id,
        unitName: companies.name,
        role: memberInvitations.role,
        invitedAt: memberInvitations.createdAt,
        expiresAt: memberInvitations.expiresAt,
      })
      .from(memberInvitations)
      .innerJoin(companies, eq(companies.id, memberInvitations.companyId))
      .where(and(eq(memberInvitations.userId, userId), pending, gt(memberInvitations.expiresAt, now)))
      .orderBy(desc(memberInvitations.createdAt));
  },
  async renew(db: Db, id: number, sentAt: Date, expiresAt: Date): Promise<void> {
    await db.update(memberInvitations).set({ sentAt, expiresAt }).where(eq(memberInvitations.id, id));
  },
  async decide(db: Db, id: number, state: 'accepted' | 'declined' | 'revoked', at: Date): Promise<void> {
    await db
      .update(memberInvitations)
      .set({ state, decidedAt: at })
      .where(and(eq(memberInvitations.id, id), pending));
  },
  async unitName(db: Db, companyId: number): Promise<string> {
    const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    return row?.name ?? '';
  },
};
