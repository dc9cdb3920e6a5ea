import { useAtomValue } from 'jotai';
import { AnimatedNumber } from '@/components/animated-number';
import { headNumbersAtom } from '@/lib/live-data/head-numbers';
import { kpiItems } from '@/lib/live-data/kpi-items';

const accents = ['bg-blue-500', 'bg-emerald-500', 'bg-cyan-500', 'bg-rose-500', 'bg-violet-500', 'bg-amber-500'];

/** The head numbers as cards that count to each new value. */
export default function KpiCards() {
  const items = kpiItems(useAtomValue(headNumbersAtom));
  return (
    <ul className="grid h-full auto-rows-fr grid-cols-2 gap-3 overflow-hidden p-3 sm:grid-cols-3 xl:grid-cols-6">
      {items.map((item, index) => (
        <li
          key={item.key}
          className="relative flex min-h-0 flex-col justify-center overflow-hidden rounded-md bg-slate-50 py-1.5 pl-4 pr-3"
        >
          <span className={`absolute inset-y-0 left-0 w-1 ${accents[index]}`} aria-hidden="true" />
          <span className="text-xs text-slate-500">{item.label}</span>
          <span className="flex min-w-0 items-baseline gap-2">
            {item.value === undefined ? (
              <span className="mt-1 h-7 w-16 animate-pulse rounded bg-slate-200" />
            ) : (
              <AnimatedNumber
                value={item.value}
                className={`text-2xl font-semibold leading-tight tabular-nums ${item.warn && item.value > 0 ? 'text-rose-600' : 'text-slate-900'}`}
              />
            )}
            <span className="truncate text-xs text-slate-400">{item.note}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
