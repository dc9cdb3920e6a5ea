import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../../contract';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { departments, memberships, users } from '../../db/schema';
import { containing } from '../../db/like';

export interface MemberFilter {
  keyword?: string | undefined;
  role?: Role | undefined;
  departmentId?: number | undefined;
  state?: 'active' | 'disabled' | undefined;
}

/** The member's name in the unit, else the account's. */
const memberName = sql<string>`coalesce(${memberships.realName}, ${users.realName})`;

const memberColumns = {
  userId: memberships.userId,
  realName: memberName,
  mobile: users.mobile,
  userName: users.userName,
  email: memberships.email,
  idCard: memberships.idCard,
  role: memberships.role,
  departmentId: memberships.departmentId,
  departmentName: departments.name,
  disabled: memberships.disabled,
  joinedAt: memberships.createdAt,
};

/** Every query is bound to the session's unit: a member of another unit is not found. */
export const memberRepo = {
  async page(db: Db, companyId: number, filter: MemberFilter, offset: number, limit: number) {
    const conditions: SQL[] = [eq(memberships.companyId, companyId)];
    if (filter.keyword) {
      const pattern = containing(filter.keyword);
      conditions.push(or(ilike(memberName, pattern), ilike(users.mobile, pattern))!);
    }
    if (filter.role !== undefined) conditions.push(eq(memberships.role, filter.role));
    if (filter.departmentId !== undefined) conditions.push(eq(memberships.departmentId, filter.departmentId));
    if (filter.state) conditions.push(eq(memberships.disabled, filter.state === 'disabled'));
    const where = and(...conditions);
    const rows = await db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(departments, eq(departments.id, memberships.departmentId))
      .where(where)
      .orderBy(asc(memberships.role), asc(memberships.createdAt), asc(memberships.userId))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async byUser(db: Db, companyId: number, userId: number) {
    if (!fitsInt4(userId)) return undefined;
    const rows = await db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(departments, eq(departments.id, memberships.departmentId))
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
      .limit(1);
    return rows[0];
  },
  /** The member of the unit with this phone, if any. */
  async byPhone(db: Db, companyId: number, phone: string) {
    const rows = await db
      .select({ userId: memberships.userId, disabled: memberships.disabled })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), eq(users.mobile, phone)))
      .limit(1);
    return rows[0];
  },
  async roleCounts(db: Db, companyId: number): Promise<Map<number, number>> {
    const rows = await db
      .select({ role: memberships.role, n: count() })
      .from(memberships)
      .where(eq(memberships.companyId, companyId))
      .groupBy(memberships.role);
    return new Map(rows.map((r) => [r.role, r.n]));
  },
  async insert(db: Db, values: typeof memberships.$inferInsert): Promise<void> {
    await db.insert(memberships).values(values);
  },
  async update(
    db: Db,
    companyId: number,
    userId: number,
    values: Pick<
      typeof memberships.$inferInsert,
      'realName' | 'role' | 'departmentId' | 'email' | 'idCard' | 'disabled'
    >,
  ): Promise<void> {
    await db
      .update(memberships)
      .set(values)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  },
  /** The chief administrator becomes an administrator; false when `userId` is not the unit's chief (any more). */
  async demoteChief(db: Db, companyId: number, userId: number): Promise<boolean> {
    const rows = await db
      .update(memberships)
      .set({ role: 1 })
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), eq(memberships.role, 0)))
      .returning({ id: memberships.id });
    return rows.length === 1;
  },
  /** An active member other than the chief becomes the chief; false when there is no such member. */
  async promoteToChief(db: Db, companyId: number, userId: number): Promise<boolean> {
    if (!fitsInt4(userId)) return false;
    const rows = await db
      .update(memberships)
      .set({ role: 0 })
      .where(
        and(
          eq(memberships.companyId, companyId),
          eq(memberships.userId, userId),
          eq(memberships.disabled, false),
          ne(memberships.role, 0),
        ),
      )
      .returning({ id: memberships.id });
    return rows.length === 1;
  },
};

export const accountRepo = {
  /** The account of a phone, created with this name when there is none (a racing creation is found, not doubled). */
  async ensure(db: Db, mobile: string, realName: string) {
    await db.insert(users).values({ mobile, realName }).onConflictDoNothing();
    const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return row!;
  },
};
