import type { LoginRecord } from '@contract/audit';
import { useMemo } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { dayOrUndefined } from '@/components/date-range';
import { useListPage } from '@/components/list-page/use-list-page';
import { SearchBox } from '@/components/search-box';
import { Truncate } from '@/components/truncate';
import { textOr, useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useLoginLog } from '../api/audit-log';
import { LogFilters, resultOrUndefined } from './log-filters';
import { ResultCell } from './result-cell';

const col = columnHelper<LoginRecord>();
const FILTERS = ['from', 'to', 'result', 'identity'] as const;

/** The log-in log (system side): every attempt with its method, the masked phone or user name, and its outcome. */
export function LoginLog() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.system.logs,
    filters: FILTERS,
    request: (f, paging) => ({
      ...paging,
      dateFrom: dayOrUndefined(f.from),
      dateTo: dayOrUndefined(f.to),
      result: resultOrUndefined(f.result),
      identity: f.identity.slice(0, 64) || undefined,
    }),
    useRows: useLoginLog,
  });

  const columns = useMemo(() => {
    const time = timeFormats.second;
    return [
      col.accessor('at', { header: t('audit.columns.time'), cell: (c) => time.format(new Date(c.getValue())) }),
      col.accessor('side', { header: t('audit.columns.side'), cell: (c) => t(`audit.sides.${c.getValue()}`) }),
      col.accessor('method', {
        header: t('audit.columns.method'),
        cell: (c) => textOr(`audit.methods.${c.getValue()}`, c.getValue()),
      }),
      col.accessor('identity', { header: t('audit.columns.identity') }),
      col.accessor('resultCode', {
        header: t('audit.columns.result'),
        cell: (c) => <ResultCell code={c.getValue()} reason={c.row.original.reason} />,
      }),
      col.accessor('ip', { header: t('audit.columns.ip') }),
      col.accessor('userAgent', {
        header: t('audit.columns.userAgent'),
        cell: (c) => <Truncate text={c.getValue()} />,
      }),
    ];
  }, [t]);

  return (
    <>
      <LogFilters values={values} update={update} anyFilter={anyFilter} reset={reset}>
        <SearchBox
          value={values.identity}
          label={t('audit.filters.identity')}
          maxLength={64}
          onSearch={(identity) => update({ identity })}
        />
      </LogFilters>
      <DataTable
        label={t('audit.loginTable')}
        columns={columns}
        {...list}
        rowId={(r) => String(r.id)}
        emptyText={t('audit.loginEmpty')}
      />
    </>
  );
}
