import { useAtomValue } from 'jotai';
import { AnimatedNumber } from '@/components/animated-number';
import { useTranslation } from '@/lib/i18n';
import { headNumbersAtom } from '@/lib/live-data/head-numbers';
import { kpiItems } from '@/lib/live-data/kpi-items';

/** The head numbers as animated counters. */
export function KpiStrip() {
  const { t } = useTranslation();
  const items = kpiItems(useAtomValue(headNumbersAtom));
  return (
    <ul className="grid shrink-0 grid-cols-6 gap-3" aria-label={t('wall.kpi.title')}>
      {items.map((item) => (
        <li key={item.key} className="wall-panel flex flex-col justify-center rounded-sm px-4 py-2.5">
          <span className="text-[0.85rem] tracking-wider text-sky-200/80">{item.label}</span>
          {item.value === undefined ? (
            <span className="mt-1 h-9 w-20 animate-pulse rounded bg-white/5" />
          ) : (
            <AnimatedNumber
              value={item.value}
              className={`mt-0.5 text-[2.2rem] font-bold leading-tight ${item.warn && item.value > 0 ? 'text-rose-300' : 'wall-number'}`}
            />
          )}
          <span className="h-4 truncate text-[0.72rem] text-slate-400">{item.note}</span>
        </li>
      ))}
    </ul>
  );
}
