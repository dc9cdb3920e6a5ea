import type { ApplySummary } from '@contract/apply';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { columnHelper, DataTable, type RowSelection } from '@/components/data-table';
import type { ListTableProps } from '@/components/list-page/use-list-page';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { ApplyStateBadge } from './state-badge';

const col = columnHelper<ApplySummary>();

interface Props extends ListTableProps<ApplySummary> {
  /** The list's own URL with its filters: the detail page's way back. */
  from: string;
  /** The action's text for a row (查看, or 审批 when the viewer must act). */
  actionLabel: (row: ApplySummary) => string;
  /** Mark rows with a change the viewer has not seen. */
  showUnread?: boolean;
  /** Checkboxes for an action on many (the approvals list's batch decision). */
  selection?: RowSelection<ApplySummary> | undefined;
}

/** The columns both application lists share, on the shared data table; a row opens the approval detail. */
export function ApplyTable({ actionLabel, showUnread = false, from, ...table }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (row: ApplySummary) => navigate(paths.apply.detail(row.id), { state: { from } });

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('applyNo', {
        header: t('apply.columns.applyNo'),
        cell: (c) => (
          <span className="flex items-center gap-2 font-mono text-xs">
            {showUnread ? (
              <span
                aria-label={c.row.original.unread ? t('apply.unread') : undefined}
                title={c.row.original.unread ? t('apply.unread') : undefined}
                className={`h-2 w-2 shrink-0 rounded-full ${c.row.original.unread ? 'bg-red-500' : 'bg-transparent'}`}
              />
            ) : null}
            {c.getValue()}
          </span>
        ),
      }),
      col.accessor('applicantName', { header: t('apply.columns.applicant') }),
      col.accessor('deviceName', {
        header: t('apply.columns.device'),
        cell: (c) => (
          <span className="block max-w-56 truncate" title={`${c.getValue()} (${c.row.original.deviceId})`}>
            {c.getValue()}
          </span>
        ),
      }),
      col.accessor('fileType', { header: t('apply.columns.fileType') }),
      col.accessor('copies', { header: t('apply.columns.copies') }),
      col.accessor('useCount', { header: t('apply.columns.useCount') }),
      col.accessor('state', {
        header: t('apply.columns.state'),
        cell: (c) => <ApplyStateBadge state={c.getValue()} outcome={c.row.original.outcome} />,
      }),
      col.accessor('approvedSteps', {
        header: t('apply.columns.progress'),
        cell: (c) => {
          const { approvedSteps, totalSteps } = c.row.original;
          const share = totalSteps > 0 ? Math.round((approvedSteps / totalSteps) * 100) : 0;
          return (
            <span className="flex items-center gap-2">
              <span className="h-1.5 w-12 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span className="block h-full bg-emerald-500" style={{ width: `${share}%` }} />
              </span>
              {approvedSteps}/{totalSteps}
            </span>
          );
        },
      }),
      col.accessor('submittedAt', {
        header: t('apply.columns.submittedAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (
          <Link
            to={paths.apply.detail(c.row.original.id)}
            state={{ from }}
            className="font-medium text-blue-700 hover:underline"
          >
            {actionLabel(c.row.original)}
          </Link>
        ),
      }),
    ];
  }, [t, showUnread, from, actionLabel]);

  return <DataTable {...table} columns={columns} rowId={(r) => String(r.id)} onRowClick={open} />;
}
