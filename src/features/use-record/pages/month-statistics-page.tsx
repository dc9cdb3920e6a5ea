import { Card } from '@tremor/react';
import { DEVICE_ID_PATTERN } from '@contract/device';
import { LiveChart } from '@/components/charts/live-chart';
import { ChevronSelect } from '@/components/chevron-select';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { DevicePicker } from '@/components/pickers';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { localMonth } from '@/lib/local-time';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useMonthStatistics } from '../api/records';
import { paths } from '@/lib/paths';

const PATH = paths.useRecord.monthStatistics;
const FILTERS = ['month', 'deviceId'] as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const CHART_HEIGHT = 300;

/** The month `delta` months after 'YYYY-MM'. */
function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 7);
}

/** The months the picker offers, newest first: three years up to this month, and the shown one if it is older. */
function monthChoices(current: string, shown: string): string[] {
  const months = Array.from({ length: 36 }, (_, i) => shiftMonth(current, -i));
  return months.includes(shown) ? months : [...months, shown];
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 text-sm font-semibold text-slate-700">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * /sealManage/monthstatistics (月度统计): one month's uses (default this month in UTC+8), by day, device, department
 * and use type, on ECharts (loaded with the page's first chart).
 */
export default function MonthStatisticsPage() {
  const { t } = useTranslation();
  const { values, update } = useUrlFilters(PATH, FILTERS);
  const current = localMonth();
  const month = MONTH.test(values.month) && values.month <= current ? values.month : current;
  const deviceId = DEVICE_ID_PATTERN.test(values.deviceId) ? values.deviceId : undefined;
  const stats = useMonthStatistics(month, deviceId);
  const s = stats.data;
  const count = t('useRecord.stats.count');
  const ranked = (list: Array<{ key: string; label: string; count: number }>) =>
    list.map((r) => ({ label: r.key === 'none' ? t('useRecord.stats.noDepartment') : r.label, value: r.count }));

  let body;
  if (stats.isPending) {
    body = <div className="h-80 animate-pulse rounded-lg bg-slate-200/60" data-testid="stats-loading" />;
  } else if (!s) {
    body = (
      <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
        <p>{t('useRecord.stats.error')}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void stats.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    const share = s.total > 0 ? Math.round((s.exceptions / s.total) * 1000) / 10 : 0;
    body = (
      <div className={`space-y-6 ${stats.isFetching ? 'opacity-60' : ''}`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <p className="text-sm text-slate-500">{t('useRecord.stats.total')}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums text-slate-900">{s.total}</p>
          </Card>
          <Card>
            <p className="text-sm text-slate-500">{t('useRecord.stats.exceptions')}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums text-red-600">{s.exceptions}</p>
            <p className="text-xs text-slate-400">{t('useRecord.stats.exceptionShare', { percent: share })}</p>
          </Card>
        </div>
        {s.total === 0 ? (
          <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
            {t('useRecord.stats.empty')}
          </div>
        ) : (
          <>
            <ChartCard title={t('useRecord.stats.perDay')}>
              <LiveChart
                kind="bars"
                label={t('useRecord.stats.perDay')}
                valueName={count}
                height={CHART_HEIGHT}
                data={s.perDay.map((d) => ({ label: d.day.slice(5), value: d.count }))}
              />
            </ChartCard>
            <div className="grid gap-6 lg:grid-cols-3">
              <ChartCard title={t('useRecord.stats.perDevice')}>
                <LiveChart
                  kind="rank"
                  label={t('useRecord.stats.perDevice')}
                  valueName={count}
                  height={CHART_HEIGHT}
                  data={ranked(s.perDevice)}
                />
              </ChartCard>
              <ChartCard title={t('useRecord.stats.perDepartment')}>
                <LiveChart
                  kind="rank"
                  label={t('useRecord.stats.perDepartment')}
                  valueName={count}
                  height={CHART_HEIGHT}
                  data={ranked(s.perDepartment)}
                />
              </ChartCard>
              <ChartCard title={t('useRecord.stats.perUseType')}>
                <LiveChart
                  kind="donut"
                  label={t('useRecord.stats.perUseType')}
                  valueName={count}
                  height={CHART_HEIGHT}
                  data={s.perUseType.map((r) => ({ label: t(`useRecord.useTypes.${r.key}`), value: r.count }))}
                />
              </ChartCard>
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('useRecord.stats.title')} />
      <FilterBar
        active={Boolean(values.month || values.deviceId)}
        resetLabel={t('useRecord.filters.reset')}
        onReset={() => update({ month: '', deviceId: '' })}
      >
        <div className="flex items-center gap-1">
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('useRecord.stats.previousMonth')}
            onClick={() => update({ month: shiftMonth(month, -1) })}
          >
            ‹
          </Button>
          <ChevronSelect
            aria-label={t('useRecord.stats.month')}
            value={month}
            onChange={(e) => update({ month: e.target.value })}
            frameClassName="flex w-32"
            className="h-9 rounded-lg border border-slate-300 bg-white pl-3 text-sm text-slate-700 tabular-nums"
          >
            {monthChoices(current, month).map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </ChevronSelect>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('useRecord.stats.nextMonth')}
            disabled={month >= current}
            onClick={() => update({ month: shiftMonth(month, 1) })}
          >
            ›
          </Button>
        </div>
        <DevicePicker
          inline
          clearable
          label={t('useRecord.filters.device')}
          placeholder={t('useRecord.filters.device')}
          value={values.deviceId || null}
          onChange={(option) => update({ deviceId: option?.value ?? '' })}
        />
      </FilterBar>
      {body}
    </section>
  );
}
