import { useAtomValue } from 'jotai';
import { useTranslation } from '@/lib/i18n';
import { feedAlertsAtom } from '@/lib/live-data/recent-feed';
import { slots } from '@/lib/frame-slots';
import { feedTime } from '@/lib/local-time';
import { slideIn } from '@/lib/slide-in';
import { useSlotted } from '@/lib/use-slotted';
import type { WidgetProps } from './types';
import { WholeItemsList } from './whole-items-list';
import { WidgetNote } from './widget-note';

/**
 * A few more than fit the wall's panel (about ten at 16:9; its layout is in rem, so at 4K too): it draws only the
 * ones that fit whole.
 */
const WALL_SHOWN = 12;

/** The wall's new alerts slide in, in the side column's frames. */
const slideInWall = slideIn(slots.lists);

const dot: Record<string, string> = { lowBattery: 'bg-amber-400', outsideHours: 'bg-sky-500' };

const looks = {
  console: {
    list: 'absolute inset-0 divide-y divide-slate-100 overflow-y-auto px-4',
    item: 'flex items-center gap-2.5 py-2 text-sm',
    kind: 'text-slate-800',
    who: 'text-slate-500',
    time: 'text-xs text-slate-400',
  },
  wall: {
    list: 'divide-y divide-sky-400/10',
    item: 'wall-feed-in flex items-center gap-2.5 py-1.5 text-[0.82rem]',
    kind: 'text-slate-200',
    who: 'text-slate-400',
    time: 'text-slate-500',
  },
};

/**
 * The unit's latest abnormal events (exceptional stampings, low batteries, devices reported lost): the latest from
 * the database at once, then as they happen (on the wall in the side column's turn, see frame-slots).
 */
export function AlertsWidget({ tone }: WidgetProps) {
  const { t } = useTranslation();
  const alerts = useSlotted(useAtomValue(feedAlertsAtom), tone === 'wall' ? slots.lists : null);
  if (alerts.length === 0) return <WidgetNote tone={tone}>{t('wall.alerts.empty')}</WidgetNote>;
  const look = looks[tone];
  const items = (tone === 'wall' ? alerts.slice(0, WALL_SHOWN) : alerts).map(({ key, at, alert }) => {
    const who = alert.userName ? `${alert.deviceName} · ${alert.userName}` : alert.deviceName;
    return (
      <li key={key} ref={tone === 'wall' ? slideInWall : undefined} className={look.item}>
        <span className={`h-2 w-2 shrink-0 rounded-full ${dot[alert.kind] ?? 'bg-rose-500'}`} aria-hidden="true" />
        <span className={`shrink-0 ${look.kind}`}>{t(`live.alertKinds.${alert.kind}`)}</span>
        <span className={`min-w-0 flex-1 truncate ${look.who}`} title={who}>
          {who}
        </span>
        <time className={`shrink-0 tabular-nums ${look.time}`} dateTime={at}>
          {feedTime(at)}
        </time>
      </li>
    );
  });
  return tone === 'wall' ? (
    <WholeItemsList padding="px-3 py-2" listClassName={look.list}>
      {items}
    </WholeItemsList>
  ) : (
    <ol className={look.list}>{items}</ol>
  );
}

/** How many alerts are kept, as a badge in the title bar. */
export function AlertCount({ tone }: WidgetProps) {
  const count = useSlotted(useAtomValue(feedAlertsAtom), tone === 'wall' ? slots.lists : null).length;
  if (count === 0) return null;
  const look = tone === 'wall' ? 'bg-rose-500/80 px-2 text-[0.75rem]' : 'bg-rose-500 px-1.5 text-xs';
  return <span className={`rounded-full text-white tabular-nums ${look}`}>{count}</span>;
}
