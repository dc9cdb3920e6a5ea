import { useAtomValue, type Atom } from 'jotai';
import { LiveChart, type LiveChartKind, type LiveChartProps } from '@/components/charts/live-chart';
import { useTranslation, type TextKey } from '@/lib/i18n';
import { homeMapQueryAtom } from '@/lib/live-data/home-map';
import { useTimesQueryAtom } from '@/lib/live-data/use-times';
import type { WidgetProps } from './types';
import { WidgetNote, WidgetWaiting } from './widget-note';

type T = ReturnType<typeof useTranslation>['t'];

/** What one chart widget draws: a polled source, the chart kind, and the points it reads from the source's answer. */
interface ChartSeries<D> {
  source: Atom<{ data?: D; isError: boolean }>;
  kind: LiveChartKind;
  /** i18n key of the values' name ('用印次数'). */
  valueNameKey: TextKey;
  points: (data: D, t: T) => LiveChartProps['data'];
  secondary?: (data: D, t: T) => NonNullable<LiveChartProps['secondary']>;
}

type UseTimes = NonNullable<ReturnType<typeof useTimesQueryAtom.read>['data']>;
type HomeMap = NonNullable<ReturnType<typeof homeMapQueryAtom.read>['data']>;

/** A day ('YYYY-MM-DD') as 'MM-DD'; a month ('YYYY-MM') as it is. */
const periodLabel = (key: string) => (key.length === 10 ? key.slice(5) : key);
const DEPARTMENTS_SHOWN = 6;

const useTimesSeries: ChartSeries<UseTimes> = {
  source: useTimesQueryAtom,
  kind: 'trend',
  valueNameKey: 'wall.trend.uses',
  points: (d) => d.series.map((p) => ({ label: periodLabel(p.key), value: p.count })),
  secondary: (d, t) => ({ name: t('wall.trend.exceptions'), values: d.series.map((p) => p.exceptions) }),
};

const useTypesSeries: ChartSeries<UseTimes> = {
  source: useTimesQueryAtom,
  kind: 'donut',
  valueNameKey: 'wall.trend.uses',
  points: (d, t) => d.perUseType.map((u) => ({ label: t(`useRecord.useTypes.${u.useType}`), value: u.count })),
};

const departmentsSeries: ChartSeries<UseTimes> = {
  source: useTimesQueryAtom,
  kind: 'rank',
  valueNameKey: 'wall.trend.uses',
  points: (d) => d.topDepartments.slice(0, DEPARTMENTS_SHOWN).map((p) => ({ label: p.departmentName, value: p.count })),
};

const deviceTypesSeries: ChartSeries<HomeMap> = {
  source: homeMapQueryAtom,
  kind: 'donut',
  valueNameKey: 'wall.devices',
  points: (d, t) => d.deviceTypes.map((p) => ({ label: t(`device.types.${p.deviceType}`), value: p.count })),
};

/**
 * A chart widget bound to one series: loading and failure notes, '暂无数据' when the series is empty, else the
 * chart, dark and scaled on the wall. `titleKey` names the chart for screen readers.
 */
function chartWidget<D>(series: ChartSeries<D>, titleKey: TextKey) {
  return function ChartWidget({ tone, scale }: WidgetProps) {
    const { t } = useTranslation();
    const query = useAtomValue(series.source);
    if (!query.data) return <WidgetWaiting tone={tone} failed={query.isError} />;
    const data = series.points(query.data, t);
    // Shares or a ranking of nothing say nothing; a trend of zeros still shows the days.
    if (series.kind !== 'trend' && data.every((d) => d.value === 0)) {
      return <WidgetNote tone={tone}>{t('wall.none')}</WidgetNote>;
    }
    return (
      <div className={`absolute inset-0 ${tone === 'wall' ? 'px-2 pt-1' : 'p-3'}`}>
        <LiveChart
          kind={series.kind}
          tone={tone === 'wall' ? 'dark' : 'light'}
          scale={scale}
          height="100%"
          label={t(titleKey)}
          valueName={t(series.valueNameKey)}
          data={data}
          secondary={series.secondary?.(query.data, t)}
        />
      </div>
    );
  };
}

export const UseTimesChart = chartWidget(useTimesSeries, 'board.widgets.useTimes');
export const UseTypesChart = chartWidget(useTypesSeries, 'wall.useTypes');
export const DepartmentsChart = chartWidget(departmentsSeries, 'wall.departments');
export const DeviceTypesChart = chartWidget(deviceTypesSeries, 'board.widgets.deviceTypes');
