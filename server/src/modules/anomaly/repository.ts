import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { anomaly } from '../../../../contract';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { containing } from '../../db/like';
import {
  anomalyAlertEvents,
  anomalyAlerts,
  anomalyRules,
  anomalySchedules,
  devices,
  memberships,
  useRecords,
  users,
} from '../../db/schema';

export type AlertRow = typeof anomalyAlerts.$inferSelect & { photoCount: number };
export type NewAlert = Omit<typeof anomalyAlerts.$inferInsert, 'id' | 'state'>;

export interface AlertFilter {
  state?: anomaly.AlertState;
  rule?: anomaly.RuleKind;
  severity?: anomaly.Severity;
  deviceId?: string;
  from?: Date;
  to?: Date;
  keyword?: string;
}

const alertColumns = {
  ...getTableColumns(anomalyAlerts),
  photoCount: sql<number>`coalesce(${useRecords.photoCount}, 0)::int`,
};

function whereOf(companyId: number, f: AlertFilter): SQL {
  const conditions: Array<SQL | undefined> = [eq(anomalyAlerts.companyId, companyId)];
  if (f.state) conditions.push(eq(anomalyAlerts.state, f.state));
  if (f.rule) conditions.push(eq(anomalyAlerts.rule, f.rule));
  if (f.severity) conditions.push(eq(anomalyAlerts.severity, f.severity));
  if (f.deviceId !== undefined) conditions.push(eq(anomalyAlerts.deviceId, f.deviceId));
  if (f.from) conditions.push(gte(anomalyAlerts.usedAt, f.from));
  if (f.to) conditions.push(lt(anomalyAlerts.usedAt, f.to));
  if (f.keyword) {
    const p = containing(f.keyword);
    conditions.push(
      or(ilike(anomalyAlerts.deviceName, p), ilike(anomalyAlerts.userName, p), ilike(anomalyAlerts.address, p)),
    );
  }
  return and(...conditions)!;
}

/** The alert's current photo count comes from its use record (photos arrive after the stamp). */
function alertsWithPhotos(db: Db) {
  return db
    .select(alertColumns)
    .from(anomalyAlerts)
    .leftJoin(
      useRecords,
      and(eq(useRecords.companyId, anomalyAlerts.companyId), eq(useRecords.id, anomalyAlerts.useRecordId)),
    );
}

/** When an alert was resolved or dismissed (its first such timeline entry), null while it is still to handle. */
const closedAt = sql<Date | null>`(select min(${anomalyAlertEvents.at}) from ${anomalyAlertEvents} where ${anomalyAlertEvents.alertId} = ${anomalyAlerts.id} and ${anomalyAlertEvents.kind} in ('resolved', 'dismissed'))`;

/** Every query is bound to the session's unit: another unit's alert is not found. */
export const anomalyRepo = {
  /** The alerts of uses in [from, to), with when each was closed (the weekly report). */
  async usedBetween(db: Db, companyId: number, from: Date, to: Date) {
    return db
      .select({
        rule: anomalyAlerts.rule,
        state: anomalyAlerts.state,
        deviceId: anomalyAlerts.deviceId,
        deviceName: anomalyAlerts.deviceName,
        userId: anomalyAlerts.userId,
        userName: anomalyAlerts.userName,
        createdAt: anomalyAlerts.createdAt,
        closedAt: sql<Date | null>`${closedAt}`.mapWith(anomalyAlerts.createdAt),
      })
      .from(anomalyAlerts)
      .where(
        and(eq(anomalyAlerts.companyId, companyId), gte(anomalyAlerts.usedAt, from), lt(anomalyAlerts.usedAt, to)),
      );
  },
  /** Alerts raised before `at` and not closed before it: still to handle at that instant. */
  async openAt(db: Db, companyId: number, at: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(anomalyAlerts)
      .where(
        and(
          eq(anomalyAlerts.companyId, companyId),
          lt(anomalyAlerts.createdAt, at),
          sql`coalesce(${closedAt}, 'infinity'::timestamptz) >= ${at.toISOString()}::timestamptz`,
        ),
      );
    return row?.n ?? 0;
  },
  async rules(db: Db, companyId: number) {
    return db.select().from(anomalyRules).where(eq(anomalyRules.companyId, companyId));
  },
  async schedule(db: Db, companyId: number) {
    const [row] = await db.select().from(anomalySchedules).where(eq(anomalySchedules.companyId, companyId));
    return row;
  },
  async saveRules(db: Db, companyId: number, rules: readonly anomaly.Rule[], schedule: anomaly.Schedule) {
    for (const r of rules) {
      await db
        .insert(anomalyRules)
        .values({ companyId, kind: r.kind, enabled: r.enabled, severity: r.severity })
        .onConflictDoUpdate({
          target: [anomalyRules.companyId, anomalyRules.kind],
          set: { enabled: r.enabled, severity: r.severity },
        });
    }
    const values = {
      workDays: schedule.workDays,
      dayFrom: schedule.from,
      dayTo: schedule.to,
      holidays: schedule.holidays,
    };
    await db
      .insert(anomalySchedules)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: anomalySchedules.companyId, set: values });
  },
  /**
   * Stamps of the device in the hour up to `now`, and the sum and sum of squares of its hourly counts over the
   * `days` before that hour (hours without a stamp count as 0 through the caller's division).
   */
  async frequency(db: Db, companyId: number, deviceId: string, now: Date, days: number) {
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const since = new Date(hourAgo.getTime() - days * 86_400_000);
    const of = and(eq(useRecords.companyId, companyId), eq(useRecords.deviceId, deviceId));
    // One statement: it runs inside the stamp's transaction.
    const recent = db
      .select({ n: count() })
      .from(useRecords)
      .where(and(of, gt(useRecords.usedAt, hourAgo), lt(useRecords.usedAt, new Date(now.getTime() + 1))));
    const hours = db
      .select({ c: sql<number>`count(*)`.as('c') })
      .from(useRecords)
      .where(and(of, gt(useRecords.usedAt, since), lt(useRecords.usedAt, new Date(hourAgo.getTime() + 1))))
      .groupBy(sql`date_trunc('hour', ${useRecords.usedAt})`)
      .as('hours');
    const [history] = await db
      .select({
        lastHour: sql<number>`(${recent})::int`,
        sum: sql<number>`coalesce(sum(${hours.c}), 0)::float8`,
        squares: sql<number>`coalesce(sum(${hours.c} * ${hours.c}), 0)::float8`,
      })
      .from(hours);
    return {
      lastHour: Number(history?.lastHour ?? 0),
      sum: Number(history?.sum ?? 0),
      squares: Number(history?.squares ?? 0),
    };
  },
  /** Whether the device has an alert of the rule on a use in the hour before `usedAt` (one per burst). */
  async recentOfRule(db: Db, companyId: number, deviceId: string, rule: anomaly.RuleKind, usedAt: Date) {
    const [row] = await db
      .select({ id: anomalyAlerts.id })
      .from(anomalyAlerts)
      .where(
        and(
          eq(anomalyAlerts.companyId, companyId),
          eq(anomalyAlerts.deviceId, deviceId),
          eq(anomalyAlerts.rule, rule),
          gt(anomalyAlerts.usedAt, new Date(usedAt.getTime() - 3_600_000)),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
  /** Opens the alert unless the record already has one of the rule; its id, or null when it existed. */
  async open(db: Db, values: NewAlert): Promise<number | null> {
    const [row] = await db
      .insert(anomalyAlerts)
      .values(values)
      .onConflictDoNothing({ target: [anomalyAlerts.companyId, anomalyAlerts.useRecordId, anomalyAlerts.rule] })
      .returning({ id: anomalyAlerts.id });
    return row?.id ?? null;
  },
  async page(db: Db, companyId: number, filter: AlertFilter, offset: number, limit: number) {
    const where = whereOf(companyId, filter);
    const rows = await alertsWithPhotos(db)
      .where(where)
      .orderBy(desc(anomalyAlerts.createdAt), desc(anomalyAlerts.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(anomalyAlerts).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async byId(db: Db, companyId: number, id: number): Promise<AlertRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const [row] = await alertsWithPhotos(db)
      .where(and(eq(anomalyAlerts.companyId, companyId), eq(anomalyAlerts.id, id)))
      .limit(1);
    return row;
  },
  /** Alerts still to handle (open or acknowledged) and how many of those are high. */
  async openCount(db: Db, companyId: number) {
    const [row] = await db
      .select({
        open: count(),
        high: sql<number>`count(*) filter (where ${anomalyAlerts.severity} = 'high')::int`,
      })
      .from(anomalyAlerts)
      .where(and(eq(anomalyAlerts.companyId, companyId), inArray(anomalyAlerts.state, ['open', 'acknowledged'])));
    return { open: row?.open ?? 0, high: Number(row?.high ?? 0) };
  },
  /**
   * Moves the alert to `to` only while it is in one of `from` (the conditional update that makes two people acting
   * at once end in one state): whether it moved.
   */
  async move(
    db: Db,
    companyId: number,
    id: number,
    from: readonly anomaly.AlertState[],
    set: { state?: anomaly.AlertState; note?: string | null; assigneeId?: number | null; assigneeName?: string | null },
    at: Date,
  ): Promise<{ state: anomaly.AlertState } | null> {
    if (!fitsInt4(id)) return null;
    const [row] = await db
      .update(anomalyAlerts)
      .set({ ...set, updatedAt: at })
      .where(
        and(eq(anomalyAlerts.companyId, companyId), eq(anomalyAlerts.id, id), inArray(anomalyAlerts.state, [...from])),
      )
      .returning({ state: anomalyAlerts.state });
    return row ? { state: row.state as anomaly.AlertState } : null;
  },
  async addEntry(db: Db, values: Omit<typeof anomalyAlertEvents.$inferInsert, 'id'>) {
    await db.insert(anomalyAlertEvents).values(values);
  },
  async timeline(db: Db, companyId: number, alertId: number) {
    return db
      .select()
      .from(anomalyAlertEvents)
      .where(and(eq(anomalyAlertEvents.companyId, companyId), eq(anomalyAlertEvents.alertId, alertId)))
      .orderBy(asc(anomalyAlertEvents.id));
  },
  /** A member of the unit: their name in it, role and whether disabled. */
  async member(db: Db, companyId: number, userId: number) {
    if (!fitsInt4(userId)) return undefined;
    const [row] = await db
      .select({
        name: sql<string>`coalesce(${memberships.realName}, ${users.realName})`,
        role: memberships.role,
        disabled: memberships.disabled,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
      .limit(1);
    return row;
  },
  /** Who hears of a new alert: the unit's active administrators (roles 0 and 1) and the device's keeper. */
  async recipients(db: Db, companyId: number, deviceId: string): Promise<number[]> {
    const admins = await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(eq(memberships.companyId, companyId), inArray(memberships.role, [0, 1]), eq(memberships.disabled, false)),
      );
    const [device] = await db
      .select({ keeperId: devices.keeperId })
      .from(devices)
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceId, deviceId)))
      .limit(1);
    const ids = new Set(admins.map((a) => a.userId));
    if (device?.keeperId != null) ids.add(device.keeperId);
    return [...ids];
  },
};
