import { anomaly, geofence, useRecord } from '../../../../contract';
import type { RecordedUse } from '../../events';
import { localDateTime, localDay } from '../../lib/local-time';

/*
 * Which rules a use matches (pure: the caller reads the unit's rules, working hours and the device's history):
 * - afterHours: a stamp (networked, privileged or offline) on a holiday, a day off or outside from-to, local time;
 * - privileged / offline: the use's type;
 * - noPhoto: a stamp with no photo that the device was not asked to take one for either;
 * - lost: the device was reported lost when it stamped;
 * - frequency: the device's stamps in the last hour exceed its 30-day hourly mean + 3σ and the floor;
 * - outsideFence: a stamp whose reported location is outside the fence of the authorisation judging it;
 * - fenceNoLocation: a stamp under such a fence that reported no location (it cannot be judged).
 * Trial stamps and adding ink are no stamps on a document: only the lost rule applies to them.
 */

const STAMPS: readonly number[] = [
  useRecord.useTypes.networked,
  useRecord.useTypes.privileged,
  useRecord.useTypes.offline,
];

/** The effective rules: the saved ones over the defaults, every kind once, in the editor's order. */
export function effectiveRules(
  saved: ReadonlyArray<{ kind: string; enabled: boolean; severity: string }>,
): anomaly.Rule[] {
  return anomaly.DEFAULT_RULES.map((d) => {
    const s = saved.find((r) => r.kind === d.kind);
    return s ? { kind: d.kind, enabled: s.enabled, severity: s.severity as anomaly.Severity } : { ...d };
  });
}

/** ISO weekday (1 Monday - 7 Sunday) of an instant in local time. */
function localWeekday(at: Date): number {
  const day = new Date(`${localDay(at)}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function outsideWorkingHours(at: Date, schedule: anomaly.Schedule): boolean {
  if (schedule.holidays.includes(localDay(at))) return true;
  if (!schedule.workDays.includes(localWeekday(at))) return true;
  const time = localDateTime(at).slice(11);
  return time < schedule.from || time >= schedule.to;
}

export interface DeviceHistory {
  lastHour: number;
  /** Sum and sum of squares of the hourly counts over FREQUENCY_DAYS. */
  sum: number;
  squares: number;
}

/** The most stamps an hour that the device's own history makes plausible. */
export function frequencyLimit(h: Pick<DeviceHistory, 'sum' | 'squares'>): number {
  const hours = anomaly.FREQUENCY_DAYS * 24;
  const mean = h.sum / hours;
  const sd = Math.sqrt(Math.max(0, h.squares / hours - mean * mean));
  return Math.max(anomaly.FREQUENCY_FLOOR, mean + 3 * sd);
}

export function isStamp(use: Pick<RecordedUse, 'useType'>): boolean {
  return STAMPS.includes(use.useType);
}

/** The rule kinds (among those asked about) the use matches; `history` only when frequency is asked about. */
export function matchedRules(
  use: RecordedUse,
  kinds: ReadonlySet<anomaly.RuleKind>,
  schedule: anomaly.Schedule,
  history: DeviceHistory | null,
): anomaly.RuleKind[] {
  const stamp = isStamp(use);
  const where = use.fencedBy && geofence.fenceVerdict(use.fencedBy.fence, use.latitude, use.longitude);
  const test: Record<anomaly.RuleKind, () => boolean> = {
    afterHours: () => stamp && outsideWorkingHours(use.usedAt, schedule),
    privileged: () => use.useType === useRecord.useTypes.privileged,
    offline: () => use.useType === useRecord.useTypes.offline,
    noPhoto: () => stamp && !use.photographed,
    lost: () => use.lost,
    frequency: () => stamp && history !== null && history.lastHour > frequencyLimit(history),
    outsideFence: () => stamp && where === 'outside',
    fenceNoLocation: () => stamp && where === 'unknown',
  };
  return anomaly.ruleKinds.filter((k) => kinds.has(k) && test[k]());
}
