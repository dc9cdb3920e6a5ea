import { useEffect, useState } from 'react';

export type WakeLockState = 'active' | 'unavailable';

/**
 * Keeps the screen on while the wall display is open, where the browser allows it (secure context, a visible
 * page). The browser drops the lock when the page is hidden; it is taken again when the page shows.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>('unavailable');
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const request = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      wakeLock
        .request('screen')
        .then((s) => {
          if (cancelled) return void s.release();
          sentinel = s;
          setState('active');
          s.addEventListener('release', () => setState('unavailable'));
        })
        .catch(() => setState('unavailable'));
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, []);
  return state;
}
