import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useFreshness } from '@/lib/live-data/freshness';
import { displayUnitAtom } from '@/lib/live-data/query-atom';
import { useTranslation } from '@/lib/i18n';
import { useRealtimeChannel } from '@/lib/realtime';
import { localClock } from '@/lib/local-time';
import { useKiosk } from './use-kiosk';
import { useWakeLock } from './use-wake-lock';
import { useWallInfo } from './use-wall-info';
import { useWallMode } from './use-wall-mode';
import { WallHeader } from './wall-header';
import { WallLayout } from './wall-layout';

/** A line under the header while the data may be out of date, so nobody reads old numbers as current. */
function StaleBanner() {
  const { t } = useTranslation();
  const { stale, since } = useFreshness();
  if (!stale) return <div className="h-3 shrink-0" />;
  return (
    <div
      role="alert"
      className="mx-5 mb-2 rounded-sm border border-amber-400/50 bg-amber-400/15 px-4 py-1.5 text-center text-[0.9rem] text-amber-100"
    >
      {since ? t('wall.staleBanner', { time: localClock(since) }) : t('wall.stale')}
    </div>
  );
}

/**
 * The wall display. Designed for 1920x1080 and laid out again at the viewport's size (3840x2160 is the same picture
 * with twice the pixels). Polled numbers and the realtime channel feed it; it reconnects by itself. A staff session
 * opens it at /bigdata, a display link at /display (`displayToken`: the channel uses the link instead).
 */
export function WallScreen({ displayToken }: { displayToken?: string }) {
  const scale = useWallMode();
  useRealtimeChannel(displayToken, { quiet: true });
  const wakeLock = useWakeLock();
  const idle = useKiosk();
  const info = useWallInfo();
  // A display link has no session: the polled sources follow the link's unit once the server named it.
  const setDisplayUnit = useSetAtom(displayUnitAtom);
  const displayUnit = displayToken ? info.companyId : null;
  useEffect(() => {
    if (displayUnit === null) return;
    setDisplayUnit(displayUnit);
    return () => setDisplayUnit(null);
  }, [displayUnit, setDisplayUnit]);
  return (
    <div className={`wall-root fixed inset-0 flex flex-col overflow-hidden text-slate-100 ${idle ? 'wall-idle' : ''}`}>
      <WallHeader wakeLock={wakeLock} info={info} />
      <StaleBanner />
      <WallLayout scale={scale} />
    </div>
  );
}
