import { useFreshness } from '@/lib/live-data/freshness';
import { useTranslation } from '@/lib/i18n';
import { useRealtimeChannel } from '@/lib/realtime';
import { AlertList } from './alert-list';
import { DepartmentPanel, DeviceTypePanel, TrendPanel, UseTypePanel } from './chart-panels';
import { KpiStrip } from './kpi-strip';
import { MapPanel } from './map-panel';
import { StampFeed } from './stamp-feed';
import { useWakeLock } from './use-wake-lock';
import { useWallMode } from './use-wall-mode';
import { WallHeader } from './wall-header';
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
  // The page itself holds no live data: each panel subscribes to its own, so an event re-renders only what shows it.
  return (
    <div className="wall-root fixed inset-0 flex flex-col overflow-hidden text-slate-100">
      <WallHeader wakeLock={wakeLock} />
      <StaleBanner />
      <main className="grid min-h-0 flex-1 grid-cols-[26rem_minmax(0,1fr)_27rem] gap-4 px-5 pb-5">
        <div className="flex min-h-0 flex-col gap-4">
          <TrendPanel scale={scale} />
          <UseTypePanel scale={scale} />
          <DeviceTypePanel scale={scale} />
          <DepartmentPanel scale={scale} />
        </div>
        <div className="flex min-h-0 flex-col gap-4">
          <KpiStrip />
          <MapPanel scale={scale} />
        </div>
        <div className="flex min-h-0 flex-col gap-4">
          <StampFeed />
          <AlertList />
        </div>
      </main>
    </div>
  );
}
