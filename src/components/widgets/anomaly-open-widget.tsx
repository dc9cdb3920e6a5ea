import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AnimatedNumber } from '@/components/animated-number';
import { slots } from '@/lib/frame-slots';
import { useTranslation } from '@/lib/i18n';
import { anomalyOpenQueryAtom, askAnomalyOpenAgain } from '@/lib/live-data/anomaly-open';
import { isPermitted, menuNavQuery } from '@/lib/menu';
import { paths } from '@/lib/paths';
import { liveAlertsAtom } from '@/lib/realtime';
import type { WidgetProps } from './types';
import { WidgetWaiting } from './widget-note';

const looks = {
  console: {
    box: 'flex h-full flex-col items-center justify-center gap-1 p-4 text-center',
    value: 'text-4xl font-semibold tabular-nums',
    alarm: 'text-rose-600',
    calm: 'text-emerald-600',
    high: 'text-sm text-rose-600',
    none: 'text-sm text-slate-400',
  },
  wall: {
    box: 'flex h-full flex-col items-center justify-center gap-1.5 p-3 text-center',
    value: 'text-[2.6rem] font-semibold tabular-nums leading-none',
    alarm: 'text-rose-400',
    calm: 'text-emerald-300',
    high: 'text-[0.85rem] text-rose-300',
    none: 'text-[0.85rem] text-slate-400',
  },
};

/** The console's way to the anomaly centre, for those whose menu has it (every role sees the count). */
function CentreLink() {
  const { t } = useTranslation();
  const nav = useQuery(menuNavQuery());
  if (!nav.data || !isPermitted(nav.data.menuList, paths.anomaly.list)) return null;
  return (
    <Link to={paths.anomaly.list} className="mt-1 text-sm font-medium text-blue-700 hover:underline">
      {t('board.anomalyOpen.open')}
    </Link>
  );
}

/**
 * The unit's anomaly alerts still to handle (open or acknowledged) and how many of them are high; in the console a
 * link to the anomaly centre where the user's menu has it. Polled, and asked again when an abnormal stamp arrives live
 * (at most once a second).
 */
export function AnomalyOpenWidget({ tone }: WidgetProps) {
  const { t } = useTranslation();
  const count = useAtomValue(anomalyOpenQueryAtom);
  const live = useAtomValue(liveAlertsAtom);
  const seen = useRef(live);
  useEffect(() => {
    if (seen.current === live) return;
    seen.current = live;
    askAnomalyOpenAgain();
  }, [live]);

  if (!count.data) return <WidgetWaiting tone={tone} failed={count.isError} />;
  const look = looks[tone];
  const { open, high } = count.data;
  return (
    <div className={look.box}>
      <AnimatedNumber
        value={open}
        className={`${look.value} ${open > 0 ? look.alarm : look.calm}`}
        slot={tone === 'wall' ? slots.lists : null}
      />
      {open === 0 ? <span className={look.none}>{t('board.anomalyOpen.none')}</span> : null}
      {high > 0 ? <span className={look.high}>{t('board.anomalyOpen.high', { n: high })}</span> : null}
      {tone === 'console' ? <CentreLink /> : null}
    </div>
  );
}
