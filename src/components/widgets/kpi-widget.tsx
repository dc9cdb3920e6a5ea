import { useAtomValue } from 'jotai';
import { AnimatedNumber } from '@/components/animated-number';
import { slots } from '@/lib/frame-slots';
import { useTranslation } from '@/lib/i18n';
import { headNumbersAtom } from '@/lib/live-data/head-numbers';
import { kpiItems } from '@/lib/live-data/kpi-items';
import { useSlotted } from '@/lib/use-slotted';
import { rootScale } from '@/lib/zoom';
import type { WidgetBox, WidgetProps } from './types';

const accents = ['bg-blue-500', 'bg-emerald-500', 'bg-cyan-500', 'bg-rose-500', 'bg-violet-500', 'bg-amber-500'];

/** Numbers per row, fewest rows first: each divides the six head numbers into full rows. */
const PER_ROW = [6, 3, 2] as const;
const GAP = 12;

/**
 * How the six numbers fit the widget's box (not the window): the fewest rows whose numbers get their minimum width
 * and whose rows fit the box's height; where no arrangement fits the height (a box smaller than its widget's
 * minimum size) the widest one, scrolling rather than cutting numbers off.
 */
export function kpiArrangement(
  box: WidgetBox | null,
  metrics: { padding: number; itemWidth: number; itemHeight: number },
  zoom = 1,
): { perRow: number; scroll: boolean } {
  if (!box) return { perRow: 6, scroll: false };
  // The metrics are rem-sized: the page zoom of wide screens enlarges them.
  const span = (n: number) => (2 * metrics.padding + n * metrics.itemWidth + (n - 1) * GAP) * zoom;
  const wide = PER_ROW.filter((n) => span(n) <= box.width);
  const candidates = wide.length ? wide : [PER_ROW.at(-1)!];
  const fits = (n: number) => {
    const rows = 6 / n;
    return (2 * metrics.padding + rows * metrics.itemHeight + (rows - 1) * GAP) * zoom <= box.height;
  };
  const perRow = candidates.find(fits);
  return perRow === undefined ? { perRow: candidates[0]!, scroll: true } : { perRow, scroll: false };
}

const rowClass: Record<number, string> = { 6: 'grid-cols-6', 3: 'grid-cols-3', 2: 'grid-cols-2' };

const looks = {
  console: {
    // A number is a label line over a 30 px value: 58 px high with its padding, 130 px wide for the value and note.
    metrics: { padding: 12, itemWidth: 130, itemHeight: 58 },
    list: 'h-full auto-rows-fr gap-3 p-3',
    fitted: 'overflow-hidden',
    item: 'relative flex min-h-0 flex-col justify-center overflow-hidden rounded-md bg-slate-50 py-1.5 pl-4 pr-3',
    label: 'truncate text-xs text-slate-500',
    pending: 'mt-1 h-7 w-16 animate-pulse rounded bg-slate-200',
    value: 'text-2xl font-semibold leading-tight',
    plain: 'text-slate-900',
    warn: 'text-rose-600',
    note: 'truncate text-xs text-slate-400',
  },
  wall: {
    // The wall's row sizes itself to its numbers: only the width counts.
    metrics: { padding: 0, itemWidth: 130, itemHeight: 0 },
    list: 'gap-3',
    fitted: '',
    // Six to a row in the wall's middle column: "10,000" must fit a card 1/6 of it wide at 1920 px.
    item: 'wall-panel flex min-w-0 flex-col justify-center rounded-sm px-3 py-2.5',
    label: 'text-[0.85rem] tracking-wider text-sky-200/80',
    pending: 'mt-1 h-9 w-20 animate-pulse rounded bg-white/5',
    value: 'mt-0.5 text-[1.9rem] font-bold leading-tight',
    plain: 'wall-number',
    warn: 'text-rose-300',
    note: 'h-4 truncate text-[0.72rem] text-slate-400',
  },
};

/**
 * The head numbers (devices, online, today's uses and exceptions, open authorisations, waiting applications), each
 * counting to its new value; on the wall in the turn of the map below them (see frame-slots).
 */
export function KpiWidget({ tone, box }: WidgetProps) {
  const { t } = useTranslation();
  const slot = tone === 'wall' ? slots.mapLeft : null;
  const items = kpiItems(useSlotted(useAtomValue(headNumbersAtom), slot));
  const look = looks[tone];
  const { perRow, scroll } = kpiArrangement(box, look.metrics, tone === 'console' ? rootScale() : 1);
  return (
    <ul
      className={`grid tabular-nums ${rowClass[perRow]} ${look.list} ${scroll ? 'overflow-y-auto' : look.fitted}`}
      aria-label={t('wall.kpi.title')}
    >
      {items.map((item, index) => (
        <li key={item.key} className={look.item}>
          {tone === 'console' ? (
            <span className={`absolute inset-y-0 left-0 w-1 ${accents[index]}`} aria-hidden="true" />
          ) : null}
          <span className={look.label} title={item.label}>
            {item.label}
          </span>
          <span className={`flex min-w-0 ${tone === 'wall' ? 'flex-col' : 'items-baseline gap-2'}`}>
            {item.value === undefined ? (
              <span className={look.pending} />
            ) : (
              <AnimatedNumber
                value={item.value}
                className={`${look.value} ${item.warn && item.value > 0 ? look.warn : look.plain}`}
                slot={slot}
              />
            )}
            <span className={look.note}>{item.note}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
