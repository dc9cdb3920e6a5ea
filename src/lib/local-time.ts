import { LOCAL_UTC_OFFSET_HOURS } from '@contract/use-record';

/*
 * The unit's time (UTC+8, contract/use-record.ts) whatever zone the browser is in: every time the console shows, the
 * days of its date filters (which the server reads as UTC+8 days) and the times typed in datetime inputs.
 */

const OFFSET_MS = LOCAL_UTC_OFFSET_HOURS * 3_600_000;

/** The wall clock of an instant in UTC+8, as the fields of a UTC date. */
function wall(at: Date): Date {
  return new Date(at.getTime() + OFFSET_MS);
}

/** 'YYYY-MM-DD' of an instant in UTC+8. */
export function localDay(at: Date = new Date()): string {
  return wall(at).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of an instant in UTC+8. */
export function localMonth(at: Date = new Date()): string {
  return localDay(at).slice(0, 7);
}

/** An instant as the value of a datetime-local input, in UTC+8 to the minute. */
export function toLocalInput(at: Date): string {
  return wall(at).toISOString().slice(0, 16);
}

/** The instant a datetime-local value ('YYYY-MM-DDTHH:mm') names in UTC+8; an invalid value gives an invalid date. */
export function fromLocalInput(value: string): Date {
  return new Date(Date.parse(`${value}:00Z`) - OFFSET_MS);
}

type Instant = Date | string | number;

/**
 * The one way the console writes times, the same in every language (no locale's '2026/11/26' or '11/26/2026, 05:33
 * AM'): days as 'YYYY-MM-DD', times as 'YYYY-MM-DD HH:mm', and 'YYYY-MM-DD HH:mm:ss' where seconds tell stamps apart
 * (use records, device operations). All in UTC+8, 24 h.
 */
export const timeFormats = {
  date: { format: (at: Instant) => localDay(new Date(at)) },
  minute: { format: (at: Instant) => wall(new Date(at)).toISOString().slice(0, 16).replace('T', ' ') },
  second: { format: (at: Instant) => wall(new Date(at)).toISOString().slice(0, 19).replace('T', ' ') },
} as const;

/** 'HH:mm:ss' (24 h, the same in every language) of an instant in UTC+8: the wall clock. */
export function localClock(at: Instant): string {
  return wall(new Date(at)).toISOString().slice(11, 19);
}

/**
 * The time of an entry in a live feed: the clock alone for today (UTC+8), the date and minute for anything older, so
 * last evening's stamp does not read as this morning's.
 */
export function feedTime(at: Instant, now: Date = new Date()): string {
  const when = new Date(at);
  return localDay(when) === localDay(now) ? localClock(when) : timeFormats.minute.format(when);
}
