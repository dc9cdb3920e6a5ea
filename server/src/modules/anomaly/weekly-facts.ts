import { anomaly } from '../../../../contract';
import type { Db } from '../../db/client';
import { dayStart, localDay } from '../../lib/local-time';
import { anomalyRepo } from './repository';

/** What the weekly report tells of one unit's week (Monday to Sunday, local time). */
export interface WeeklyFacts {
  /** The local days the week starts and ends on. */
  from: string;
  to: string;
  /** Alerts of the stamps used in the week. */
  total: number;
  /** Every rule, in the editor's order, with its alerts (0 included). */
  byRule: Array<{ rule: anomaly.RuleKind; count: number }>;
  /** Devices and people with alerts, most first. */
  byDevice: Array<{ deviceId: string; deviceName: string; count: number }>;
  byPerson: Array<{ name: string | null; count: number }>;
  /** Of the week's alerts, those resolved or dismissed by now, and the hours that took (median, longest). */
  handled: number;
  medianHours: number | null;
  maxHours: number | null;
  /** Alerts raised before the week ended and not closed by then. */
  openAtEnd: number;
}

const DAY_MS = 86_400_000;

/** The Monday (local day) of the week a local day falls in. */
export function mondayOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = new Date(at).getUTCDay(); // 0 Sunday ... 6 Saturday
  return new Date(at - ((weekday + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const hours = (ms: number | null) => (ms === null ? null : Math.round(ms / 360_000) / 10);

/** Counts first by count, then by name, so equal counts read in a stable order. */
function ranked<T extends { count: number }>(rows: Iterable<T>, name: (row: T) => string): T[] {
  return [...rows].sort((a, b) => b.count - a.count || name(a).localeCompare(name(b), 'zh-CN'));
}

export async function weeklyFacts(db: Db, companyId: number, anyDay: string): Promise<WeeklyFacts> {
  const from = mondayOf(anyDay);
  const start = dayStart(from);
  const end = new Date(start.getTime() + 7 * DAY_MS);
  const alerts = await anomalyRepo.usedBetween(db, companyId, start, end);

  const rules = new Map(anomaly.ruleKinds.map((r) => [r, 0]));
  const devices = new Map<string, { deviceId: string; deviceName: string; count: number }>();
  const people = new Map<string, { name: string | null; count: number }>();
  const durations: number[] = [];
  for (const a of alerts) {
    const rule = a.rule as anomaly.RuleKind;
    rules.set(rule, (rules.get(rule) ?? 0) + 1);
    const device = devices.get(a.deviceId) ?? { deviceId: a.deviceId, deviceName: a.deviceName, count: 0 };
    device.count += 1;
    devices.set(a.deviceId, device);
    const key = a.userId === null ? '' : String(a.userId);
    const person = people.get(key) ?? { name: a.userName, count: 0 };
    person.count += 1;
    people.set(key, person);
    if (a.closedAt) durations.push(a.closedAt.getTime() - a.createdAt.getTime());
  }
  durations.sort((a, b) => a - b);
  return {
    from,
    to: localDay(new Date(end.getTime() - 1)),
    total: alerts.length,
    byRule: [...rules].map(([rule, count]) => ({ rule, count })),
    byDevice: ranked(devices.values(), (d) => d.deviceName),
    byPerson: ranked(people.values(), (p) => p.name ?? ''),
    handled: durations.length,
    medianHours: hours(median(durations)),
    maxHours: hours(durations.at(-1) ?? null),
    openAtEnd: await anomalyRepo.openAt(db, companyId, end),
  };
}
