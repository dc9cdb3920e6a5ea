import { useRecord } from '../../../contract';

/** The product's local time (UTC+8, no daylight saving; contract/use-record.ts): days and office hours. */
const OFFSET_MS = useRecord.LOCAL_UTC_OFFSET_HOURS * 3_600_000;

/** 'YYYY-MM-DD' of an instant in local time. */
export function localDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of an instant in local time. */
export function localMonth(at: Date): string {
  return localDay(at).slice(0, 7);
}

/** The month before a 'YYYY-MM' month. */
export function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** 'YYYYMMDD' of an instant in local time. */
export function localDayCompact(at: Date): string {
  return localDay(at).replace(/-/g, '');
}

/** The local hour (0-23) of an instant. */
export function localHour(at: Date): number {
  return new Date(at.getTime() + OFFSET_MS).getUTCHours();
}

/** The instant a local day ('YYYY-MM-DD') starts. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The instant after a local day ends (the next day's start). */
export function dayEnd(day: string): Date {
  return new Date(dayStart(day).getTime() + 86_400_000);
}

/** Whether an instant falls outside office hours [08:00, 20:00) local time. */
export function outsideOfficeHours(at: Date): boolean {
  const hour = localHour(at);
  return hour < useRecord.OFFICE_HOURS.from || hour >= useRecord.OFFICE_HOURS.to;
}

/** A local time as 'YYYY-MM-DD HH:mm' (the photos' captions). */
export function localDateTime(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** A local time to the second, 'YYYY-MM-DD HH:mm:ss' (exports, the evidence report). */
export function localTimestamp(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
