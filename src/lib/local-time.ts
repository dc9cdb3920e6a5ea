import { LOCAL_TIME_ZONE, LOCAL_UTC_OFFSET_HOURS } from '@contract/use-record';

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

export type TimeStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/** A formatter of times in UTC+8 for the current language. */
export function localTimeFormat(language: string, style: TimeStyle): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { ...style, timeZone: LOCAL_TIME_ZONE });
}

const clockFormat = new Intl.DateTimeFormat('zh-CN', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: LOCAL_TIME_ZONE,
});

/** 'HH:mm:ss' (24 h, the same in every language) of an instant in UTC+8: live feeds, alerts, the wall clock. */
export function localClock(at: Date | string | number): string {
  return clockFormat.format(new Date(at));
}
