import { anomaly, liveMessageOf } from '../../../../contract';
import type { Db } from '../../db/client';
import type { DomainEvents, RecordedUse } from '../../events';
import { localDateTime } from '../../lib/local-time';
import { messageRows, messageTextsOf } from '../message';
import { addEvent } from '../realtime';
import { anomalyRepo } from './repository';
import { effectiveRules, matchedRules } from './rules';

/*
 * Every new use record is judged by its unit's enabled rules inside the transaction that writes it (events.ts
 * 'useRecorded'): each match opens an alert, at most one per record and rule (a unique key; a replay opens nothing),
 * and the unit's administrators and the device's keeper get a message-centre message and a live notice. Frequency
 * opens one alert per burst: not again while the device has one from the hour before.
 */

export async function scheduleOf(db: Db, companyId: number): Promise<anomaly.Schedule> {
  const row = await anomalyRepo.schedule(db, companyId);
  if (!row) return anomaly.DEFAULT_SCHEDULE;
  return { workDays: row.workDays, from: row.dayFrom, to: row.dayTo, holidays: row.holidays };
}

async function notify(tx: Db, companyId: number, use: RecordedUse, rule: anomaly.RuleKind, at: Date) {
  const args = [use.deviceName, use.userName ?? '—', localDateTime(use.usedAt)];
  const texts = messageTextsOf('m.anomaly.title', `m.anomaly.${rule}`, args);
  for (const userId of await anomalyRepo.recipients(tx, companyId, use.deviceId)) {
    await messageRows.insert(tx, { companyId, userId }, { type: 'device', ...texts, createdAt: at });
    addEvent(tx, companyId, {
      type: 'message',
      to: { user: userId },
      message: liveMessageOf('ERROR', `l.anomaly.${rule}`, [use.deviceName]),
    });
  }
}

export async function judgeUse(event: DomainEvents['useRecorded']): Promise<void> {
  const { tx, companyId, use, now } = event;
  const rules = effectiveRules(await anomalyRepo.rules(tx, companyId)).filter((r) => r.enabled);
  if (rules.length === 0) return;
  const kinds = new Set(rules.map((r) => r.kind));
  const history =
    kinds.has('frequency') && !(await anomalyRepo.recentOfRule(tx, companyId, use.deviceId, 'frequency', use.usedAt))
      ? await anomalyRepo.frequency(tx, companyId, use.deviceId, use.usedAt, anomaly.FREQUENCY_DAYS)
      : null;
  for (const kind of matchedRules(use, kinds, await scheduleOf(tx, companyId), history)) {
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
    await notify(tx, companyId, use, kind, now);
  }
}
