import { alertStates, ruleKinds, severities, type Alert } from '@contract/anomaly';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { DateRange, dayOrUndefined } from '@/components/date-range';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { DevicePicker } from '@/components/pickers';
import { SearchBox } from '@/components/search-box';
import { Truncate } from '@/components/truncate';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useAlerts, useOpenAlertCount } from '../api/anomaly';
import { AlertStateBadge, SeverityBadge } from '../components/anomaly-badges';
import { RulesDialog } from '../components/rules-dialog';
import { WeeklyReportDialog } from '../components/weekly-report-dialog';

const FILTERS = ['state', 'rule', 'severity', 'deviceId', 'from', 'to', 'keyword'] as const;
const col = columnHelper<Alert>();

/** A filter value the contract knows, else none (a hand-edited URL shows everything). */
function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return values.find((v) => v === value);
}

/**
 * /sealManage/anomaly: the unit's anomaly alerts, newest first, filtered by state, rule, severity, device and day,
 * searched by device, person or place, paging in the URL; the head shows how many are still to handle; the rules
 * dialog edits (administrators) or shows (others) the rules and working hours; the weekly report downloads a week.
 */
export default function AnomalyListPage() {
  const { t } = useTranslation();
  const [rulesOpen, setRulesOpen] = useState(false);
  const [weeklyOpen, setWeeklyOpen] = useState(false);
  const open = useOpenAlertCount();
  const { values, update, reset, anyFilter, href, list } = useListPage({
    path: paths.anomaly.list,
    filters: FILTERS,
    request: (f, paging) => ({
      ...paging,
      state: oneOf(alertStates, f.state),
      rule: oneOf(ruleKinds, f.rule),
      severity: oneOf(severities, f.severity),
      deviceId: f.deviceId.length > 0 && f.deviceId.length <= 32 ? f.deviceId : undefined,
      dateFrom: dayOrUndefined(f.from),
      dateTo: dayOrUndefined(f.to),
      keyword: f.keyword.slice(0, 50) || undefined,
    }),
    useRows: useAlerts,
  });

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('rule', {
        header: t('anomaly.columns.rule'),
        cell: (c) => (
          <Link
            to={paths.anomaly.detail(c.row.original.id)}
            state={{ from: href }}
            className="font-medium text-blue-700 hover:underline"
          >
            {t(`anomaly.rules.${c.getValue()}`)}
          </Link>
        ),
      }),
      col.accessor('severity', {
        header: t('anomaly.columns.severity'),
        cell: (c) => <SeverityBadge severity={c.getValue()} />,
      }),
      col.accessor('state', {
        header: t('anomaly.columns.state'),
        cell: (c) => <AlertStateBadge state={c.getValue()} />,
      }),
      col.accessor('deviceName', {
        header: t('anomaly.columns.device'),
        cell: (c) => <Truncate text={c.getValue()} />,
      }),
      col.accessor('userName', { header: t('anomaly.columns.person'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('address', {
        header: t('anomaly.columns.place'),
        cell: (c) => <Truncate text={c.getValue() ?? '—'} />,
      }),
      col.accessor('usedAt', { header: t('anomaly.columns.usedAt'), cell: (c) => time.format(new Date(c.getValue())) }),
      col.accessor('assigneeName', { header: t('anomaly.columns.assignee'), cell: (c) => c.getValue() ?? '—' }),
    ];
  }, [t, href]);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t('anomaly.title')}
        subtitle={t('anomaly.subtitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setWeeklyOpen(true)}>
              {t('anomaly.weekly.button')}
            </Button>
            <Button variant="secondary" onClick={() => setRulesOpen(true)}>
              {t('anomaly.rulesButton')}
            </Button>
          </>
        }
      />
      {open.data ? (
        <p className="mb-4 text-sm text-slate-600" data-testid="anomaly-open-count">
          <span className="font-medium text-red-700">{t('anomaly.openCount', { n: open.data.open })}</span>
          {open.data.high > 0 ? <span className="ml-1">{t('anomaly.highCount', { n: open.data.high })}</span> : null}
        </p>
      ) : null}
      <FilterBar active={anyFilter} resetLabel={t('anomaly.reset')} onReset={reset}>
        <SearchBox
          value={values.keyword}
          label={t('anomaly.search')}
          maxLength={50}
          onSearch={(k) => update({ keyword: k })}
        />
        <FilterSelect
          label={t('anomaly.columns.state')}
          value={values.state}
          onChange={(v) => update({ state: v })}
          allLabel={t('anomaly.allStates')}
          options={alertStates.map((s) => ({ value: s, label: t(`anomaly.states.${s}`) }))}
        />
        <FilterSelect
          label={t('anomaly.columns.rule')}
          value={values.rule}
          onChange={(v) => update({ rule: v })}
          allLabel={t('anomaly.allRules')}
          options={ruleKinds.map((r) => ({ value: r, label: t(`anomaly.rules.${r}`) }))}
        />
        <FilterSelect
          label={t('anomaly.columns.severity')}
          value={values.severity}
          onChange={(v) => update({ severity: v })}
          allLabel={t('anomaly.allSeverities')}
          options={severities.map((s) => ({ value: s, label: t(`anomaly.severities.${s}`) }))}
        />
        <DevicePicker
          inline
          clearable
          label={t('anomaly.device')}
          placeholder={t('anomaly.device')}
          value={values.deviceId || null}
          onChange={(option) => update({ deviceId: option?.value ?? '' })}
        />
        <DateRange
          from={values.from}
          to={values.to}
          onChange={(c) => update(c)}
          fromLabel={t('anomaly.dateFrom')}
          toLabel={t('anomaly.dateTo')}
          separator={t('anomaly.to')}
        />
      </FilterBar>
      <DataTable
        label={t('anomaly.table')}
        columns={columns}
        {...list}
        rowId={(a) => String(a.id)}
        emptyText={t('anomaly.empty')}
      />
      <RulesDialog open={rulesOpen} onClose={() => setRulesOpen(false)} />
      <WeeklyReportDialog open={weeklyOpen} onClose={() => setWeeklyOpen(false)} />
    </section>
  );
}
