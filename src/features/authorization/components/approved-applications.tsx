import { Card } from '@tremor/react';
import type { ApplySummary } from '@contract/apply';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { listStateOf } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useApprovedApplications } from '../api/applications';
import { ApplyGrantDialog } from './apply-grant-dialog';
import { paths } from '@/lib/paths';

const col = columnHelper<ApplySummary>();

const PAGE_SIZE = 5;

/**
 * 待授权的已通过申请: approved applications without an authorisation yet (the server filters them), each granted in one
 * click with a validity period; a granted one leaves the list.
 */
export function ApprovedApplications({ canGrant }: { canGrant: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useApprovedApplications(page, PAGE_SIZE);
  const [granting, setGranting] = useState<ApplySummary | null>(null);

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('applyNo', {
        header: t('authorization.approved.applyNo'),
        cell: (c) => (
          <Link to={paths.apply.detail(c.row.original.id)} className="font-mono text-xs text-blue-700 hover:underline">
            {c.getValue()}
          </Link>
        ),
      }),
      col.accessor('applicantName', { header: t('authorization.approved.applicant') }),
      col.accessor('deviceName', { header: t('authorization.approved.device') }),
      col.accessor('useCount', { header: t('authorization.approved.useCount') }),
      col.accessor('updatedAt', {
        header: t('authorization.approved.approvedAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
      ...(canGrant
        ? [
            col.display({
              id: 'actions',
              header: t('table.actions'),
              cell: (c) => (
                <Button size="sm" onClick={() => setGranting(c.row.original)}>
                  {t('authorization.approved.grant')}
                </Button>
              ),
            }),
          ]
        : []),
    ];
  }, [t, canGrant]);

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">{t('authorization.approved.title')}</h2>
      <p className="mb-4 mt-1 text-sm text-slate-500">{t('authorization.approved.hint')}</p>
      <DataTable
        label={t('authorization.approved.title')}
        columns={columns}
        {...listStateOf(list, { page, pageSize: PAGE_SIZE, onPage: setPage })}
        rowId={(r) => String(r.id)}
        emptyText={t('authorization.approved.empty')}
      />
      <ApplyGrantDialog application={granting} onClose={() => setGranting(null)} />
    </Card>
  );
}
