import { useAtom, useAtomValue } from 'jotai';
import { useTimesRanges } from '@contract/dashboard';
import { useTranslation } from '@/lib/i18n';
import { useTimesQueryAtom, useTimesRangeAtom } from '@/lib/live-data/use-times';
import type { WidgetProps } from './types';

/** The range the console's use-times chart shows. */
function RangePicker() {
  const { t } = useTranslation();
  const [range, setRange] = useAtom(useTimesRangeAtom);
  return (
    <div role="group" aria-label={t('board.range')} className="flex rounded-md border border-slate-200 p-0.5 text-xs">
      {useTimesRanges.map((r) => (
        <button
          key={r}
          type="button"
          aria-pressed={range === r}
          onClick={() => setRange(r)}
          className={`rounded px-2 py-0.5 ${range === r ? 'bg-blue-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {t(`board.ranges.${r}`)}
        </button>
      ))}
    </div>
  );
}

/** The total over the chart's range. */
function RangeTotal() {
  const { t } = useTranslation();
  const times = useAtomValue(useTimesQueryAtom).data;
  if (!times) return null;
  return <span className="text-[0.8rem] text-slate-400">{t('wall.trend.total', { count: times.total })}</span>;
}

/** The use-times widget's title bar: the range picker in the console, the range's total on the wall. */
export function UseTimesExtra(props: WidgetProps) {
  return props.tone === 'wall' ? <RangeTotal /> : <RangePicker />;
}
