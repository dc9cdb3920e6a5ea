import type { UseRecord } from '@contract/use-record';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import type { ListTableProps } from '@/components/list-page/use-list-page';
import { UseExceptionBadge } from '@/components/use-exception-badge';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';

const col = columnHelper<UseRecord>();

interface Props extends ListTableProps<UseRecord> {
  /** The list's own URL with its filters: the detail page's way back. */
  from: string;
}

/** Use records on the shared data table: exception rows tinted and named; a row opens the record detail. */
export function RecordTable({ from, ...table }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo(() => {
    const time = timeFormats.second;
    const none = <span className="text-slate-400">{t('useRecord.none')}</span>;
    return [
      col.accessor('usedAt', {
        header: t('useRecord.columns.usedAt'),
        cell: (c) => (
          <span className={c.row.original.exception ? 'border-l-4 border-red-400 pl-2' : 'pl-3'}>
            {time.format(new Date(c.getValue()))}
          </span>
        ),
      }),
      col.accessor('deviceName', {
        header: t('useRecord.columns.device'),
        cell: (c) => (
          <span className="block max-w-48 truncate" title={`${c.getValue()} (${c.row.original.deviceId})`}>
            {c.getValue()}
          </span>
        ),
      }),
      col.accessor('userName', { header: t('useRecord.columns.user'), cell: (c) => c.getValue() ?? none }),
      col.accessor('departmentName', {
        header: t('useRecord.columns.department'),
        cell: (c) => c.getValue() ?? none,
      }),
      col.accessor('useType', {
        header: t('useRecord.columns.useType'),
        cell: (c) => t(`useRecord.useTypes.${c.getValue()}`),
      }),
      col.accessor('exception', {
        header: t('useRecord.columns.exception'),
        cell: (c) => <UseExceptionBadge record={c.row.original} />,
      }),
      col.accessor('address', {
        header: t('useRecord.columns.address'),
        cell: (c) => <Truncate text={c.getValue()} empty={none} />,
      }),
      col.accessor('photoCount', {
        header: t('useRecord.columns.photos'),
        cell: (c) => t('useRecord.photoCount', { count: c.getValue() }),
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (
          <Link
            to={paths.useRecord.detail(c.row.original.id)}
            state={{ from }}
            className="font-medium text-blue-700 hover:underline"
          >
            {t('useRecord.view')}
          </Link>
        ),
      }),
    ];
  }, [t, from]);

  return (
    <DataTable
      {...table}
      columns={columns}
      rowId={(r) => String(r.id)}
      onRowClick={(row) => navigate(paths.useRecord.detail(row.id), { state: { from } })}
      rowClass={(row) => (row.exception ? 'bg-red-50' : '')}
    />
  );
}
