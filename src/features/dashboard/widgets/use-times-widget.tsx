import { useAtom, useAtomValue } from 'jotai';
import { useTimesRanges } from '@contract/dashboard';
import { LiveChart } from '@/components/charts/live-chart';
import { useTranslation } from '@/lib/i18n';
import { useTimesQueryAtom, useTimesRangeAtom } from '@/lib/live-data/use-times';
import { WidgetNote } from '../components/widget-frame';

/** The range picker in the use-times widget's title bar. */
export function UseTimesRangePicker() {
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

/** Stamps over the chosen range, with the exceptions as a second line. */
export default function UseTimesWidget() {
  const { t } = useTranslation();
  const query = useAtomValue(useTimesQueryAtom);
  const times = query.data;
  if (!times) return <WidgetNote>{query.isError ? t('board.failed') : t('wall.loading')}</WidgetNote>;
  const label = (key: string) => (key.length === 10 ? key.slice(5) : key);
  return (
    <div className="absolute inset-0 p-3">
      <LiveChart
        kind="trend"
        height="100%"
        label={t('board.widgets.useTimes')}
        valueName={t('wall.trend.uses')}
        data={times.series.map((p) => ({ label: label(p.key), value: p.count }))}
        secondary={{ name: t('wall.trend.exceptions'), values: times.series.map((p) => p.exceptions) }}
      />
    </div>
  );
}
