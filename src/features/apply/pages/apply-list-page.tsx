import { useCallback } from 'react';
import { ExportListButton } from '@/components/export-list-button';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useApplications, useMarkApplicationsRead } from '../api/applications';
import { APPLY_FILTERS, ApplyFilters, applyRequest } from '../components/apply-filters';
import { ApplyTable } from '../components/apply-table';
import { paths } from '@/lib/paths';

const PATH = paths.apply.list;
const KEYS = [...APPLY_FILTERS, 'mine'] as const;

/**
 * /sealManage/applyList (申请记录): application records with the shared filters plus "only mine"; unread rows dotted;
 * 导出 writes what the list shows for its filters.
 */
export default function ApplyListPage() {
  const { t } = useTranslation();
  const { values, update, href, request, list } = useListPage({
    path: PATH,
    filters: KEYS,
    request: (filters, { pageNum, pageSize }) => ({
      ...applyRequest(filters, pageNum, pageSize),
      mine: filters.mine === '1',
    }),
    useRows: useApplications,
  });
  const mine = request.mine;
  const markRead = useMarkApplicationsRead();
  const actionLabel = useCallback(() => t('apply.view'), [t]);
  const anyUnread = list.rows?.some((r) => r.unread) ?? false;

  const readAll = () =>
    markRead.mutate(undefined, { onSuccess: () => notify('success', t('apply.records.markedRead')) });

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t('apply.records.title')}
        actions={
          <>
            <Button variant="secondary" size="sm" loading={markRead.isPending} onClick={readAll}>
              {t('apply.records.markAllRead')}
              {anyUnread ? <span className="h-2 w-2 rounded-full bg-red-500" aria-hidden="true" /> : null}
            </Button>
            <ExportListButton exportType={11} request={request} />
          </>
        }
      />
      <ApplyFilters
        values={values}
        onChange={update}
        extra={
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <Switch checked={mine} onChange={(on) => update({ mine: on ? '1' : '' })} label={t('apply.filters.mine')} />
            {t('apply.filters.mine')}
          </label>
        }
      />
      <ApplyTable
        {...list}
        label={t('apply.records.table')}
        emptyText={t('apply.records.empty')}
        from={href}
        actionLabel={actionLabel}
        showUnread
      />
    </section>
  );
}
