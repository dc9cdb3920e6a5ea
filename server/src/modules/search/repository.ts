import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications, applicationSteps, authorizations, devices, memberships, users } from '../../db/schema';
import { containing } from '../../db/like';

/**
 * What a search looks for: the unit's devices and members it matched by name, number, phone or initials
 * (unit-names.ts), the text itself in reasons, and in numbers when it could be part of one (`numbers`: they are
 * ASCII, so a query with Chinese in it skips them).
 */
export interface SearchTerms {
  text: string;
  numbers: boolean;
  deviceIds: readonly string[];
  userIds: readonly number[];
}

/** The member's name in the unit, else the account's. */
const memberName = sql<string>`coalesce(${memberships.realName}, ${users.realName})`;

/** The membership row of a user in the row's unit (for the member's name there). */
function membershipOf(userId: AnyPgColumn, companyId: AnyPgColumn): SQL {
  return and(eq(memberships.userId, userId), eq(memberships.companyId, companyId))!;
}

/** Any of the conditions; false (no row) when there are none. */
function anyOf(...conditions: Array<SQL | false>): SQL {
  const given = conditions.filter((c): c is SQL => c !== false);
  return given.length > 0 ? or(...given)! : sql`false`;
}

/** Every query is bound to the unit: another unit's rows are never read. `limit + 1` rows tell whether there are more. */
export const searchRepo = {
  async deviceNames(db: Db, companyId: number) {
    return db
      .select({ key: devices.deviceId, name: devices.name, other: devices.deviceId })
      .from(devices)
      .where(eq(devices.companyId, companyId));
  },
  async memberNames(db: Db, companyId: number) {
    return db
      .select({ key: memberships.userId, name: memberName, other: users.mobile })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.companyId, companyId));
  },
  async devices(db: Db, companyId: number, deviceIds: readonly string[], limit: number) {
    if (deviceIds.length === 0) return [];
    return db
      .select({ deviceId: devices.deviceId, name: devices.name, address: devices.address })
      .from(devices)
      .where(and(eq(devices.companyId, companyId), inArray(devices.deviceId, [...deviceIds])))
      .orderBy(asc(devices.name), asc(devices.id))
      .limit(limit + 1);
  },
  async members(db: Db, companyId: number, userIds: readonly number[], limit: number) {
    if (userIds.length === 0) return [];
    return db
      .select({ userId: memberships.userId, name: memberName, mobile: users.mobile })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), inArray(memberships.userId, [...userIds])))
      .orderBy(asc(memberships.disabled), asc(memberName), asc(memberships.userId))
      .limit(limit + 1);
  },
  /** Submitted applications; `viewerId` keeps those the viewer filed or approves (null: the unit's). */
  async applications(db: Db, companyId: number, viewerId: number | null, terms: SearchTerms, limit: number) {
    const pattern = containing(terms.text);
    const conditions: SQL[] = [
      eq(applications.companyId, companyId),
      eq(applications.draft, false),
      anyOf(
        terms.numbers && ilike(applications.applyNo, pattern),
        ilike(applications.reason, pattern),
        terms.deviceIds.length > 0 && inArray(applications.deviceId, [...terms.deviceIds]),
        terms.userIds.length > 0 && inArray(applications.applicantId, [...terms.userIds]),
      ),
    ];
    if (viewerId !== null) {
      const approves = db
        .select({ one: sql`1` })
        .from(applicationSteps)
        .where(and(eq(applicationSteps.applicationId, applications.id), eq(applicationSteps.approverId, viewerId)));
      conditions.push(or(eq(applications.applicantId, viewerId), exists(approves))!);
    }
    return db
      .select({
        id: applications.id,
        applyNo: applications.applyNo,
        deviceName: applications.deviceName,
        fileType: applications.fileType,
        reason: applications.reason,
        applicantName: memberName,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .leftJoin(memberships, membershipOf(applications.applicantId, applications.companyId))
      .where(and(...conditions))
      .orderBy(desc(applications.submittedAt), desc(applications.id))
      .limit(limit + 1);
  },
  /** Authorisations; `viewerId` keeps the viewer's own (null: the unit's). */
  async authorizations(db: Db, companyId: number, viewerId: number | null, terms: SearchTerms, limit: number) {
    const pattern = containing(terms.text);
    const conditions: SQL[] = [
      eq(authorizations.companyId, companyId),
      anyOf(
        terms.numbers && ilike(authorizations.empowerNo, pattern),
        terms.numbers && ilike(authorizations.applyNo, pattern),
        terms.deviceIds.length > 0 && inArray(authorizations.deviceId, [...terms.deviceIds]),
        terms.userIds.length > 0 && inArray(authorizations.userId, [...terms.userIds]),
      ),
    ];
    if (viewerId !== null) conditions.push(eq(authorizations.userId, viewerId));
    return db
      .select({
        id: authorizations.id,
        empowerNo: authorizations.empowerNo,
        deviceId: authorizations.deviceId,
        deviceName: devices.name,
        userName: memberName,
      })
      .from(authorizations)
      .innerJoin(users, eq(users.id, authorizations.userId))
      .leftJoin(memberships, membershipOf(authorizations.userId, authorizations.companyId))
      .leftJoin(devices, and(eq(devices.deviceId, authorizations.deviceId), eq(devices.companyId, companyId)))
      .where(and(...conditions))
      .orderBy(desc(authorizations.createdAt), desc(authorizations.id))
      .limit(limit + 1);
  },
};
