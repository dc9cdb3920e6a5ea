import { useQuery } from '@tanstack/react-query';
import { edition } from '@/config/editions';
import { currentUserQuery } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { useFreshness, type Freshness } from '@/lib/live-data/freshness';
import { Clock } from './clock';
import { useFullscreen } from './use-fullscreen';
import type { WakeLockState } from './use-wake-lock';
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

/** Title, unit, connection state, clock and the full-screen toggle. */
export function WallHeader({ wakeLock }: { wakeLock: WakeLockState }) {
  const { t } = useTranslation();
  const me = useQuery(currentUserQuery());
  const unit = me.data?.kind === 'staff' ? me.data.staff.unit?.companyName : undefined;
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
