import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { realtimeStatusAtom, type RealtimeStatus } from '../realtime';
import { DEVICE_MAP_POLL_MS, deviceMapQueryAtom } from './device-map';
import { HEAD_NUMBERS_POLL_MS, headNumbersQueryAtom } from './head-numbers';

export interface Poll {
  /** When the last answer arrived (ms), 0 before any. */
  updatedAt: number;
  /** The polling interval (ms). */
  every: number;
}

export interface Freshness {
  /** The channel is connected and every poll is on time. */
  live: boolean;
  /** The channel is down for a while, or polls are failing: what the screen shows may be out of date. */
  stale: boolean;
  /** The channel is down and being re-established. */
  reconnecting: boolean;
  /** Since when the screen may be missing changes (ms), when it is not live. */
  since: number | null;
}

/** A short drop is part of normal life (a server restart, a network blip); it counts as stale after this. */
export const STALE_AFTER_MS = 10_000;

/** How current the screen is: the realtime channel's state and whether the polls keep their intervals. */
export function freshnessOf(status: RealtimeStatus, polls: Poll[], now: number): Freshness {
  const reconnecting = status.state === 'reconnecting' || status.state === 'connecting';
  const late = polls.filter((p) => p.updatedAt > 0 && now - p.updatedAt > p.every * 2.5);
  const downFor = status.downSince === null ? 0 : now - status.downSince;
  const stale = late.length > 0 || (reconnecting && downFor > STALE_AFTER_MS);
  const times = [...late.map((p) => p.updatedAt), ...(status.downSince === null ? [] : [status.downSince])];
  return {
    live: status.state === 'live' && late.length === 0,
    stale,
    reconnecting,
    since: times.length ? Math.min(...times) : null,
  };
}

/** The screen's freshness, re-evaluated each second. */
export function useFreshness(): Freshness {
  const status = useAtomValue(realtimeStatusAtom);
  const head = useAtomValue(headNumbersQueryAtom);
  const devices = useAtomValue(deviceMapQueryAtom);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return freshnessOf(
    status,
    [
      { updatedAt: head.dataUpdatedAt, every: HEAD_NUMBERS_POLL_MS },
      { updatedAt: devices.dataUpdatedAt, every: DEVICE_MAP_POLL_MS },
    ],
    now,
  );
}
