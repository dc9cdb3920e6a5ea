import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { anomaly } from '../../../../contract';
import type { Db } from '../client';
import { anomalyAlertEvents, anomalyAlerts, devices, memberships, useRecords, users } from '../schema';

/*
 * The demo unit's anomaly alerts: the newest exceptional use records (privileged, offline, lost, after hours) each
 * with the alert its rule opened, in every state of the lifecycle with their timelines, so the anomaly centre shows
 * something to handle and something handled. Written once (a unit with alerts is left alone).
 */

const RULE_OF: Record<string, anomaly.RuleKind> = {
  privileged: 'privileged',
  offline: 'offline',
  lostLocked: 'lost',
  outsideHours: 'afterHours',
};
const SEVERITY_OF: Record<anomaly.RuleKind, anomaly.Severity> = {
  afterHours: 'medium',
  privileged: 'high',
  offline: 'medium',
  noPhoto: 'low',
  lost: 'high',
  frequency: 'medium',
  outsideFence: 'high',
  fenceNoLocation: 'low',
};
/** States in turn, the open ones most. */
const STATES: readonly anomaly.AlertState[] = ['open', 'acknowledged', 'resolved', 'open', 'dismissed', 'acknowledged'];
const NOTES = { resolved: '已核实：经负责人口头批准的紧急用印，已补办申请', dismissed: '设备测试时产生，误报' };

export async function seedAnomalies(db: Db, companyId: number, now: Date): Promise<void> {
  const [any] = await db
    .select({ id: anomalyAlerts.id })
    .from(anomalyAlerts)
    .where(eq(anomalyAlerts.companyId, companyId))
    .limit(1);
  if (any) return;
  const [handler] = await db
    .select({ userId: memberships.userId, name: users.realName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 1)))
    .limit(1);
  const uses = await db
    .select({
      id: useRecords.id,
      kind: useRecords.exceptionKind,
      deviceId: useRecords.deviceId,
      deviceName: devices.name,
      userId: useRecords.userId,
      userName: users.realName,
      address: useRecords.address,
      usedAt: useRecords.usedAt,
    })
    .from(useRecords)
    .innerJoin(devices, and(eq(devices.companyId, useRecords.companyId), eq(devices.deviceId, useRecords.deviceId)))
    .leftJoin(users, eq(users.id, useRecords.userId))
    .where(
      and(
        eq(useRecords.companyId, companyId),
        isNotNull(useRecords.exceptionKind),
        inArray(useRecords.exceptionKind, Object.keys(RULE_OF)),
      ),
    )
    .orderBy(desc(useRecords.usedAt))
    .limit(18);
  for (const [i, use] of uses.entries()) {
    const rule = RULE_OF[use.kind!]!;
    const state = STATES[i % STATES.length]!;
    const opened = new Date(Math.min(use.usedAt.getTime() + 60_000, now.getTime()));
    const handled = new Date(Math.min(opened.getTime() + 45 * 60_000, now.getTime()));
    const note = state === 'resolved' || state === 'dismissed' ? NOTES[state] : null;
    const [alert] = await db
      .insert(anomalyAlerts)
      .values({
        companyId,
        useRecordId: use.id,
        rule,
        severity: SEVERITY_OF[rule],
        state,
        deviceId: use.deviceId,
        deviceName: use.deviceName,
        userId: use.userId,
        userName: use.userName,
        address: use.address,
        usedAt: use.usedAt,
        assigneeId: state === 'open' ? null : (handler?.userId ?? null),
        assigneeName: state === 'open' ? null : (handler?.name ?? null),
        note,
        createdAt: opened,
        updatedAt: state === 'open' ? opened : handled,
      })
      .returning({ id: anomalyAlerts.id });
    const entry = { companyId, alertId: alert!.id, actorId: handler?.userId ?? null, actorName: handler?.name ?? null };
    await db
      .insert(anomalyAlertEvents)
      .values({ ...entry, kind: 'opened', actorId: null, actorName: null, at: opened });
    if (state === 'open') continue;
    await db.insert(anomalyAlertEvents).values({ ...entry, kind: 'acknowledged', at: handled });
    if (state !== 'acknowledged')
      await db.insert(anomalyAlertEvents).values({ ...entry, kind: state, text: note, at: handled });
  }
}
