import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { useFreshness, type Freshness } from '@/lib/live-data/freshness';
import { Clock } from './clock';
import { useFullscreen } from './use-fullscreen';
import type { WakeLockState } from './use-wake-lock';
import { CLOCK_DRIFT_NOTE_MS, type WallInfo } from './use-wall-info';
import { localClock } from '@/lib/local-time';

/** The connection state in words and colour: live, reconnecting, or stale with since when. */
function LiveBadge() {
  const { t } = useTranslation();
  const freshness: Freshness = useFreshness();
  const [tone, text] = freshness.live
    ? ['bg-emerald-400', t('wall.live')]
    : freshness.stale
      ? [
          'bg-amber-400',
          freshness.since ? t('wall.staleSince', { time: localClock(freshness.since) }) : t('wall.stale'),
        ]
      : ['bg-sky-400', t('wall.connecting')];
  return (
    <span
      role="status"
      data-freshness={freshness.live ? 'live' : freshness.stale ? 'stale' : 'connecting'}
      className={`flex items-center gap-2 rounded-full border px-3 py-1 text-[0.85rem] ${
        freshness.stale ? 'border-amber-400/60 bg-amber-400/10 text-amber-200' : 'border-sky-400/25 text-slate-200'
      }`}
    >
      <span className={`h-2 w-2 rounded-full ${tone} ${freshness.live ? '' : 'wall-blink'}`} aria-hidden="true" />
      {text}
    </span>
  );
}

const button =
  'flex h-8 items-center gap-1.5 rounded border border-sky-400/30 px-3 text-[0.85rem] text-sky-100 hover:bg-sky-400/15 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-300';

/** This computer's clock against the server's, mentioned only when it is off by more than 30 s. */
function ClockDrift({ driftMs }: { driftMs: number | null }) {
  const { t } = useTranslation();
  if (driftMs === null || Math.abs(driftMs) <= CLOCK_DRIFT_NOTE_MS) return null;
  return (
    <span className="text-[0.75rem] text-amber-300/80" data-testid="clock-drift">
      {t('display.wall.clockDrift', { seconds: Math.round(driftMs / 1000) })}
    </span>
  );
}

/** Title, unit (and display), connection state, clock with its drift, and the full-screen toggle. */
export function WallHeader({ wakeLock, info }: { wakeLock: WakeLockState; info: WallInfo }) {
  const { t } = useTranslation();
  const unit = [info.companyName, info.displayName].filter(Boolean).join(' · ');
  const fullscreen = useFullscreen();
  return (
    <header className="relative grid h-[4.5rem] shrink-0 grid-cols-[1fr_auto_1fr] items-center px-5">
      <div className="flex items-center gap-3">
        <LiveBadge />
        {unit ? <span className="truncate text-[0.95rem] text-slate-300">{unit}</span> : null}
      </div>
      <div className="relative px-16 text-center">
        <h1 className="wall-title-glow text-[2.1rem] font-bold tracking-[0.3em]">{t('wall.title')}</h1>
        <p className="-mt-0.5 text-[0.7rem] tracking-[0.4em] text-sky-300/70">{t(`app.name.${edition.id}`)}</p>
        <span
          aria-hidden="true"
          className="absolute inset-x-0 -bottom-2 mx-auto h-px w-full bg-gradient-to-r from-transparent via-cyan-300 to-transparent"
        />
      </div>
      <div className="flex items-center justify-end gap-4">
        <ClockDrift driftMs={info.driftMs} />
        <Clock />
        {wakeLock === 'active' ? (
          <span className="text-[0.75rem] text-slate-400" title={t('wall.wakeLockHint')}>
            {t('wall.wakeLock')}
          </span>
        ) : null}
        {fullscreen.supported ? (
          <button type="button" className={button} onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
            {fullscreen.active ? t('wall.exitFullscreen') : t('wall.fullscreen')}
          </button>
        ) : null}
      </div>
    </header>
  );
}
