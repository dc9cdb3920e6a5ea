import type { OperateRecord } from '@contract/audit';
import { useMemo } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { dayOrUndefined } from '@/components/date-range';
import { useListPage } from '@/components/list-page/use-list-page';
import { SearchBox } from '@/components/search-box';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { exportFiltersOf } from '@/components/export-list-button';
import { useOperateLog } from '../api/audit-log';
import { AuditExportButton } from './audit-export-button';
import { LogFilters, resultOrUndefined } from './log-filters';
import { ResultCell } from './result-cell';

const col = columnHelper<OperateRecord>();
const FILTERS = ['from', 'to', 'result', 'person', 'call', 'unit', 'unitName'] as const;

function targetsText(targets: OperateRecord['targets']): string {
  return Object.entries(targets)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : value}`)
    .join('  ');
}

/**
 * The operate log: every mutating call, newest first. The system side sees every unit's (a unit's name in a row
 * filters by it); a unit's administrators see their own unit's.
 */
export function OperateLog({ systemSide, path }: { systemSide: boolean; path: string }) {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list, request } = useListPage({
    path,
    filters: FILTERS,
    request: (f, paging) => ({
      ...paging,
      dateFrom: dayOrUndefined(f.from),
      dateTo: dayOrUndefined(f.to),
      result: resultOrUndefined(f.result),
      person: f.person.slice(0, 64) || undefined,
      call: f.call.slice(0, 64) || undefined,
      companyId: systemSide && /^\d+$/.test(f.unit) ? Number(f.unit) : undefined,
    }),
    useRows: useOperateLog,
  });

  const columns = useMemo(() => {
    const time = timeFormats.second;
    const none = <span className="text-slate-400">-</span>;
    return [
      col.accessor('at', { header: t('audit.columns.time'), cell: (c) => time.format(new Date(c.getValue())) }),
      col.accessor('companyName', {
        header: t('audit.columns.unit'),
        cell: (c) => {
          const r = c.row.original;
          const name = c.getValue();
          if (r.companyId === null || !name) return <span className="text-slate-500">{t('audit.systemChain')}</span>;
          if (!systemSide) return name;
          return (
            <button
              type="button"
              title={t('audit.filterUnit', { name })}
              className="max-w-40 truncate text-left text-blue-700 hover:underline"
              onClick={() => update({ unit: String(r.companyId), unitName: name })}
            >
              {name}
            </button>
          );
        },
      }),
      col.accessor('person', { header: t('audit.columns.person'), cell: (c) => c.getValue() ?? none }),
      col.accessor('call', {
        header: t('audit.columns.call'),
        cell: (c) => <code className="text-xs text-slate-700">{c.getValue()}</code>,
      }),
      col.accessor('targets', {
        header: t('audit.columns.targets'),
        cell: (c) => <Truncate text={targetsText(c.getValue())} empty={none} />,
      }),
      col.accessor('resultCode', {
        header: t('audit.columns.result'),
        cell: (c) => <ResultCell code={c.getValue()} reason={c.row.original.reason} />,
      }),
      col.accessor('ip', { header: t('audit.columns.ip') }),
      col.accessor('userAgent', {
        header: t('audit.columns.userAgent'),
        cell: (c) => <Truncate text={c.getValue()} empty={none} />,
      }),
    ];
  }, [t, systemSide, update]);

  return (
    <>
      <LogFilters values={values} update={update} anyFilter={anyFilter} reset={reset}>
        <SearchBox
          value={values.person}
          label={t('audit.filters.person')}
          maxLength={64}
          onSearch={(person) => update({ person })}
        />
        <SearchBox
          value={values.call}
          label={t('audit.filters.call')}
          maxLength={64}
          onSearch={(c) => update({ call: c })}
        />
        {systemSide && values.unit ? (
          <button
            type="button"
            aria-label={t('audit.filters.clearUnit')}
            onClick={() => update({ unit: '', unitName: '' })}
            className="inline-flex h-9 items-center gap-1 rounded-lg bg-blue-50 px-3 text-sm text-blue-700 ring-1 ring-blue-600/20 hover:bg-blue-100"
          >
            {t('audit.filters.unit', { name: values.unitName || values.unit })} ×
          </button>
        ) : null}
        {systemSide ? <AuditExportButton filters={exportFiltersOf(request)} /> : null}
      </LogFilters>
      <DataTable
        label={t('audit.operateTable')}
        columns={columns}
        {...list}
        rowId={(r) => String(r.id)}
        emptyText={t('audit.operateEmpty')}
      />
    </>
  );
}
