import { useAtomValue } from 'jotai';
import { AnimatedNumber } from '@/components/animated-number';
import { useTranslation } from '@/lib/i18n';
import { headNumbersAtom } from '@/lib/live-data/head-numbers';
import { kpiItems } from '@/lib/live-data/kpi-items';
import type { WidgetBox, WidgetProps } from './types';

const accents = ['bg-blue-500', 'bg-emerald-500', 'bg-cyan-500', 'bg-rose-500', 'bg-violet-500', 'bg-amber-500'];

/** Six numbers in a row where they fit, else three or two per row (by the widget's width, not the window's). */
function columnsFor(box: WidgetBox | null): string {
  if (!box || box.width >= 840) return 'grid-cols-6';
  return box.width >= 480 ? 'grid-cols-3' : 'grid-cols-2';
}

const looks = {
  console: {
    list: 'h-full auto-rows-fr gap-3 overflow-hidden p-3',
    item: 'relative flex min-h-0 flex-col justify-center overflow-hidden rounded-md bg-slate-50 py-1.5 pl-4 pr-3',
    label: 'text-xs text-slate-500',
    pending: 'mt-1 h-7 w-16 animate-pulse rounded bg-slate-200',
    value: 'text-2xl font-semibold leading-tight',
    plain: 'text-slate-900',
    warn: 'text-rose-600',
    note: 'truncate text-xs text-slate-400',
  },
  wall: {
    list: 'gap-3',
    item: 'wall-panel flex flex-col justify-center rounded-sm px-4 py-2.5',
    label: 'text-[0.85rem] tracking-wider text-sky-200/80',
    pending: 'mt-1 h-9 w-20 animate-pulse rounded bg-white/5',
    value: 'mt-0.5 text-[2.2rem] font-bold leading-tight',
    plain: 'wall-number',
    warn: 'text-rose-300',
    note: 'h-4 truncate text-[0.72rem] text-slate-400',
  },
};

/**
 * The head numbers (devices, online, today's uses and exceptions, open authorisations, waiting applications), each
 * counting to its new value.
 */
export function KpiWidget({ tone, box }: WidgetProps) {
  const { t } = useTranslation();
  const items = kpiItems(useAtomValue(headNumbersAtom));
  const look = looks[tone];
  return (
    <ul className={`grid tabular-nums ${columnsFor(box)} ${look.list}`} aria-label={t('wall.kpi.title')}>
      {items.map((item, index) => (
        <li key={item.key} className={look.item}>
          {tone === 'console' ? (
            <span className={`absolute inset-y-0 left-0 w-1 ${accents[index]}`} aria-hidden="true" />
          ) : null}
          <span className={look.label}>{item.label}</span>
          <span className={`flex min-w-0 ${tone === 'wall' ? 'flex-col' : 'items-baseline gap-2'}`}>
            {item.value === undefined ? (
              <span className={look.pending} />
            ) : (
              <AnimatedNumber
                value={item.value}
                className={`${look.value} ${item.warn && item.value > 0 ? look.warn : look.plain}`}
              />
            )}
            <span className={look.note}>{item.note}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
