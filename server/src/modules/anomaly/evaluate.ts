import { anomaly, liveMessageOf, liveMessageText } from '../../../../contract';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { noteKey, type DomainEvents, type RecordedUse } from '../../events';
import { localDateTime } from '../../lib/local-time';
import { messageRows, messageTextsOf } from '../message';
import { addEvent } from '../realtime';
import { anomalyRepo } from './repository';
import { effectiveRules, matchedRules } from './rules';

/*
 * Every new use record is judged by its unit's enabled rules inside the transaction that writes it (events.ts
 * 'useRecorded'): each match opens an alert, at most one per record and rule (a unique key; a replay opens nothing),
 * and the unit's administrators and the device's keeper get a message-centre message and a live notice, and for a
 * rule of high severity an SMS as well (a reminder SMS: paid by the unit's SMS quota or package, none when both are
 * used up). Frequency opens one alert per burst: not again while the device has one from the hour before.
 */

export async function scheduleOf(db: Db, companyId: number): Promise<anomaly.Schedule> {
  const row = await anomalyRepo.schedule(db, companyId);
  if (!row) return anomaly.DEFAULT_SCHEDULE;
  return { workDays: row.workDays, from: row.dayFrom, to: row.dayTo, holidays: row.holidays };
}

async function notify(
  events: Deps['events'],
  tx: Db,
  companyId: number,
  use: RecordedUse,
  rule: anomaly.Rule,
  at: Date,
) {
  const args = [use.deviceName, use.userName ?? '—', localDateTime(use.usedAt)];
  const texts = messageTextsOf('m.anomaly.title', `m.anomaly.${rule.kind}`, args);
  const live = liveMessageOf('ERROR', `l.anomaly.${rule.kind}`, [use.deviceName]);
  const recipients = await anomalyRepo.recipients(tx, companyId, use.deviceId);
  for (const userId of recipients) {
    await messageRows.insert(tx, { companyId, userId }, { type: 'device', ...texts, createdAt: at });
    addEvent(tx, companyId, { type: 'message', to: { user: userId }, message: live });
  }
  if (rule.severity === 'high' && recipients.length > 0) {
    const subject = liveMessageText(live, 'zh-CN');
    await events.emit('membersReminded', { tx, companyId, userIds: recipients, subject, now: at });
  }
}

/** The unit's enabled rules and its working hours: what a use is judged by. */
interface Judging {
  rules: anomaly.Rule[];
  schedule: anomaly.Schedule;
}

const JUDGING = noteKey<Judging>('anomaly.judging');

async function judgingOf(db: Db, companyId: number): Promise<Judging> {
  const rules = effectiveRules(await anomalyRepo.rules(db, companyId)).filter((r) => r.enabled);
  // Without a rule the schedule is never asked.
  return { rules, schedule: rules.length ? await scheduleOf(db, companyId) : anomaly.DEFAULT_SCHEDULE };
}

/** Reads the unit's rules and schedule before the stamp's transaction opens ('useArriving'). */
export async function prepareJudging(event: DomainEvents['useArriving']): Promise<void> {
  event.notes.set(JUDGING, await judgingOf(event.db, event.companyId));
}

export async function judgeUse(deps: Pick<Deps, 'events'>, event: DomainEvents['useRecorded']): Promise<void> {
  const { tx, companyId, use, now } = event;
  const { rules, schedule } = event.notes?.get(JUDGING) ?? (await judgingOf(tx, companyId));
  if (rules.length === 0) return;
  const kinds = new Set(rules.map((r) => r.kind));
  // The device's recent stamps are read in the transaction: they include this one and any committed just before.
  const history =
    kinds.has('frequency') && !(await anomalyRepo.recentOfRule(tx, companyId, use.deviceId, 'frequency', use.usedAt))
      ? await anomalyRepo.frequency(tx, companyId, use.deviceId, use.usedAt, anomaly.FREQUENCY_DAYS)
      : null;
  for (const kind of matchedRules(use, kinds, schedule, history)) {
    const rule = rules.find((r) => r.kind === kind)!;
    const id = await anomalyRepo.open(tx, {
      companyId,
      useRecordId: use.id,
      rule: kind,
      severity: rule.severity,
      deviceId: use.deviceId,
      deviceName: use.deviceName,
      userId: use.userId,
      userName: use.userName,
      address: use.address,
      usedAt: use.usedAt,
      createdAt: now,
      updatedAt: now,
    });
    if (id === null) continue;
    await anomalyRepo.addEntry(tx, { companyId, alertId: id, kind: 'opened', actorId: null, actorName: null, at: now });
    await notify(deps.events, tx, companyId, use, rule, now);
  }
}
