import { useEffect, useState } from 'react';

/** The cursor hides after this long without a move. */
export const CURSOR_IDLE_MS = 3_000;
/** A page older than this reloads itself once a day, at the reload hour (a fresh start for a wall left for weeks). */
export const RELOAD_AFTER_MS = 24 * 3_600_000;
/** The local hour of that reload, unless the URL says `?reloadHour=N` (0-23). */
export const DEFAULT_RELOAD_HOUR = 4;
const RELOAD_CHECK_MS = 60_000;

/** The configured reload hour: `?reloadHour=N`, else the default. */
export function reloadHourOf(search: string): number {
  const raw = new URLSearchParams(search).get('reloadHour');
  const asked = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(asked) && asked >= 0 && asked <= 23 ? asked : DEFAULT_RELOAD_HOUR;
}

/** Whether a page started at `startedAt` reloads now: it ran more than a day and this is the reload hour. */
export function dueForReload(startedAt: number, now: Date, hour: number): boolean {
  return now.getTime() - startedAt > RELOAD_AFTER_MS && now.getHours() === hour;
}

/**
 * A wall left alone: the cursor hides after 3 s idle (returns whether it is hidden), the first click or key asks for
 * full screen (browsers allow it only then), and a page that ran more than a day reloads quietly at the reload hour
 * (the screens are restored from the server; a display link stays in the page's storage).
 */
export function useKiosk(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), CURSOR_IDLE_MS);
    };
    wake();
    window.addEventListener('mousemove', wake);
    window.addEventListener('pointerdown', wake);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', wake);
      window.removeEventListener('pointerdown', wake);
    };
  }, []);
  useEffect(() => {
    const enter = () => {
      if (!document.fullscreenElement) void document.documentElement.requestFullscreen?.().catch(() => undefined);
    };
    window.addEventListener('pointerdown', enter, { once: true });
    window.addEventListener('keydown', enter, { once: true });
    return () => {
      window.removeEventListener('pointerdown', enter);
      window.removeEventListener('keydown', enter);
    };
  }, []);
  useEffect(() => {
    const startedAt = Date.now();
    const hour = reloadHourOf(window.location.search);
    const check = setInterval(() => {
      if (dueForReload(startedAt, new Date(), hour)) window.location.reload();
    }, RELOAD_CHECK_MS);
    return () => clearInterval(check);
  }, []);
  return idle;
}
