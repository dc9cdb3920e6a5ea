import { anomaly, type ParsedRequestOf } from '../../../../contract';
import { STAFF } from '../../access/policy';
import type { SessionContext } from '../../caller/sessions';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { dayEnd, dayStart } from '../../lib/local-time';
import { deviceRows } from '../device';
import { addEvent, eventTransaction } from '../realtime';
import { scheduleOf } from './evaluate';
import { anomalyRepo, type AlertRow } from './repository';
import { effectiveRules } from './rules';

/*
 * The anomaly centre's calls (the access policy lets administrators edit rules and staff handle alerts):
 * - an action moves an alert only from the states contract `actionFrom` names, by a conditional update, so of two
 *   people acting at once one wins and the other is refused with 'e.anomalyState' (nothing changes);
 * - resolving and dismissing need a note; every change and comment is a timeline entry with who and when;
 * - an alert is assigned only while it is still to handle, to an active administrator or seal keeper of the unit.
 */

function toAlert(row: AlertRow): anomaly.Alert {
  return {
    id: row.id,
    rule: row.rule as anomaly.RuleKind,
    severity: row.severity as anomaly.Severity,
    state: row.state as anomaly.AlertState,
    useRecordId: row.useRecordId,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    userId: row.userId,
    userName: row.userName,
    address: row.address,
    usedAt: row.usedAt.toISOString(),
    photoCount: row.photoCount,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function rules(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  return {
    rules: effectiveRules(await anomalyRepo.rules(deps.db, companyId)),
    schedule: await scheduleOf(deps.db, companyId),
  };
}

export async function saveRules(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof anomaly.anomalyRulesUpdate>,
) {
  const schedule = {
    ...input.schedule,
    workDays: [...new Set(input.schedule.workDays)].sort(),
    holidays: [...new Set(input.schedule.holidays)].sort(),
  };
  await deps.db.transaction((tx) => anomalyRepo.saveRules(tx, session.companyId!, input.rules, schedule));
  return null;
}

export async function list(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof anomaly.anomalyList>) {
  const companyId = session.companyId!;
  // Filtering by a device is asking about it: another unit's device is not found.
  if (input.deviceId !== undefined && !(await deviceRows.byDeviceId(deps.db, companyId, input.deviceId))) {
    throw refuse.notFound();
  }
  const filter = {
    state: input.state,
    rule: input.rule,
    severity: input.severity,
    deviceId: input.deviceId,
    from: input.dateFrom ? dayStart(input.dateFrom) : undefined,
    to: input.dateTo ? dayEnd(input.dateTo) : undefined,
    keyword: input.keyword,
  };
  const offset = (input.pageNum - 1) * input.pageSize;
  const { rows, total } = await anomalyRepo.page(deps.db, companyId, filter, offset, input.pageSize);
  return { list: rows.map(toAlert), total };
}

export function openCount(deps: Deps, session: SessionContext) {
  return anomalyRepo.openCount(deps.db, session.companyId!);
}

export async function detail(deps: Deps, session: SessionContext, id: number) {
  const companyId = session.companyId!;
  const row = await anomalyRepo.byId(deps.db, companyId, id);
  if (!row) throw refuse.notFound();
  const timeline = (await anomalyRepo.timeline(deps.db, companyId, id)).map((e) => ({
    id: e.id,
    kind: e.kind as anomaly.TimelineKind,
    actorName: e.actorName,
    text: e.text,
    at: e.at.toISOString(),
  }));
  return { ...toAlert(row), timeline };
}

async function actorName(deps: Deps, session: SessionContext): Promise<string | null> {
  return (await anomalyRepo.member(deps.db, session.companyId!, session.userId!))?.name ?? null;
}

/**
 * Tells the unit's staff who see alerts that one changed, so that another administrator's open list or detail
 * refetches it instead of offering an action that is no longer possible.
 */
function announceChange(tx: Db, companyId: number, id: number, state: anomaly.AlertState): void {
  addEvent(tx, companyId, { type: 'anomaly', to: 'staff', anomaly: { id, state } });
}

/** Refuses a change that did not apply: not found, or someone else moved the alert first. */
async function refuseMissed(deps: Deps, companyId: number, id: number, key: 'e.anomalyState' | 'e.anomalyClosed') {
  throw (await anomalyRepo.byId(deps.db, companyId, id)) ? refuse.conflict(key) : refuse.notFound();
}

export async function act(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof anomaly.anomalyAct>) {
  const companyId = session.companyId!;
  if (input.action !== 'acknowledge' && !input.note) throw refuse.badRequest('e.anomalyNoteRequired');
  const to = anomaly.actionTo[input.action];
  const at = deps.now();
  const name = await actorName(deps, session);
  const moved = await eventTransaction(deps, async (tx) => {
    const set = input.action === 'acknowledge' ? { state: to } : { state: to, note: input.note ?? null };
    if (!(await anomalyRepo.move(tx, companyId, input.id, anomaly.actionFrom[input.action], set, at))) return false;
    await anomalyRepo.addEntry(tx, {
      companyId,
      alertId: input.id,
      kind: to,
      actorId: session.userId!,
      actorName: name,
      text: input.note ?? null,
      at,
    });
    announceChange(tx, companyId, input.id, to);
    return true;
  });
  if (!moved) await refuseMissed(deps, companyId, input.id, 'e.anomalyState');
  return { state: to };
}

const STILL_OPEN: readonly anomaly.AlertState[] = ['open', 'acknowledged'];

export async function assign(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof anomaly.anomalyAssign>,
) {
  const companyId = session.companyId!;
  let assigneeName: string | null = null;
  if (input.assigneeId !== null) {
    const member = await anomalyRepo.member(deps.db, companyId, input.assigneeId);
    if (!member) throw refuse.notFound();
    if (member.disabled || !STAFF.includes(member.role as (typeof STAFF)[number])) {
      throw refuse.badRequest('e.anomalyAssignee');
    }
    assigneeName = member.name;
  }
  const at = deps.now();
  const name = await actorName(deps, session);
  const moved = await eventTransaction(deps, async (tx) => {
    const set = { assigneeId: input.assigneeId, assigneeName };
    const row = await anomalyRepo.move(tx, companyId, input.id, STILL_OPEN, set, at);
    if (!row) return false;
    await anomalyRepo.addEntry(tx, {
      companyId,
      alertId: input.id,
      kind: 'assigned',
      actorId: session.userId!,
      actorName: name,
      text: assigneeName,
      at,
    });
    announceChange(tx, companyId, input.id, row.state);
    return true;
  });
  if (!moved) await refuseMissed(deps, companyId, input.id, 'e.anomalyClosed');
  return null;
}

export async function comment(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof anomaly.anomalyComment>,
) {
  const companyId = session.companyId!;
  const alert = await anomalyRepo.byId(deps.db, companyId, input.id);
  if (!alert) throw refuse.notFound();
  const name = await actorName(deps, session);
  await eventTransaction(deps, async (tx) => {
    await anomalyRepo.addEntry(tx, {
      companyId,
      alertId: input.id,
      kind: 'comment',
      actorId: session.userId!,
      actorName: name,
      text: input.text,
      at: deps.now(),
    });
    announceChange(tx, companyId, input.id, alert.state as anomaly.AlertState);
  });
  return null;
}
