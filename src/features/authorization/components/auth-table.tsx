import type { Authorization } from '@contract/authorization';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthStateBadge } from '@/components/auth-state-badge';
import { columnHelper, DataTable } from '@/components/data-table';
import type { ListTableProps } from '@/components/list-page/use-list-page';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';

const col = columnHelper<Authorization>();

interface Props extends ListTableProps<Authorization> {
  /** The list's own URL with its filters: the detail page's way back. */
  from: string;
  showUnread?: boolean;
  /** Off for the latest few (the grant page's excerpt). */
  pager?: boolean;
}

/** Authorisations on the shared data table; a row opens its detail. */
export function AuthTable({ from, showUnread = false, ...table }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('empowerNo', {
        header: t('authorization.columns.empowerNo'),
        cell: (c) => (
          <span className="flex items-center gap-2 font-mono text-xs">
            {showUnread ? (
              <span
                aria-label={c.row.original.unread ? t('authorization.unread') : undefined}
                title={c.row.original.unread ? t('authorization.unread') : undefined}
                className={`h-2 w-2 shrink-0 rounded-full ${c.row.original.unread ? 'bg-red-500' : 'bg-transparent'}`}
              />
            ) : null}
            {c.getValue()}
          </span>
        ),
      }),
      col.accessor('deviceName', {
        header: t('authorization.columns.device'),
        cell: (c) => (
          <span className="block max-w-48 truncate" title={`${c.getValue()} (${c.row.original.deviceId})`}>
            {c.getValue()}
          </span>
        ),
      }),
      col.accessor('userName', { header: t('authorization.columns.user') }),
      col.accessor('usedCount', {
        header: t('authorization.columns.uses'),
        cell: (c) => t('authorization.usesOf', { used: c.getValue(), total: c.row.original.useCount }),
      }),
      col.accessor('validTo', {
        header: t('authorization.columns.validity'),
        cell: (c) => (
          <span className="text-xs">
            {time.format(new Date(c.row.original.validFrom))} – {time.format(new Date(c.getValue()))}
          </span>
        ),
      }),
      col.accessor('state', {
        header: t('authorization.columns.state'),
        cell: (c) => <AuthStateBadge state={c.getValue()} />,
      }),
      col.accessor('grantedByName', { header: t('authorization.columns.grantedBy') }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (
          <Link
            to={paths.authorization.detail(c.row.original.id)}
            state={{ from }}
            className="font-medium text-blue-700 hover:underline"
          >
            {t('authorization.view')}
          </Link>
        ),
      }),
    ];
  }, [t, showUnread, from]);

  return (
    <DataTable
      {...table}
      columns={columns}
      rowId={(r) => String(r.id)}
      onRowClick={(row) => navigate(paths.authorization.detail(row.id), { state: { from } })}
    />
  );
}
