import { useFreshness } from '@/lib/live-data/freshness';
import { useTranslation } from '@/lib/i18n';
import { useRealtimeChannel } from '@/lib/realtime';
import { useWakeLock } from './use-wake-lock';
import { useWallMode } from './use-wall-mode';
import { WallHeader } from './wall-header';
import { WallLayout } from './wall-layout';
import { localClock } from '@/lib/local-time';

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
 * /bigdata: the wall display. Designed for 1920x1080 and laid out again at the viewport's size (3840x2160 is the
 * same picture with twice the pixels). Polled numbers and the realtime channel feed it; it reconnects by itself.
 */
export default function BigdataPage() {
  const scale = useWallMode();
  useRealtimeChannel();
  const wakeLock = useWakeLock();
  return (
    <div className="wall-root fixed inset-0 flex flex-col overflow-hidden text-slate-100">
      <WallHeader wakeLock={wakeLock} />
      <StaleBanner />
      <WallLayout scale={scale} />
    </div>
  );
}
