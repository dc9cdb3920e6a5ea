import { ExportListButton } from '@/components/export-list-button';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useAuthorizations } from '../api/authorizations';
import { useAuthCounts, useClearAuthUnread } from '../api/counts';
import { AUTH_FILTERS, AuthFilters, authRequest } from '../components/auth-filters';
import { AuthTable } from '../components/auth-table';

const PATH = '/sealManage/useAuthorizationlist';
const PAGE_SIZE = 10;

/**
 * /sealManage/useAuthorizationlist (授权记录): filters and page in the URL, unread rows dotted, 全部已读; 导出 writes
 * what the list shows for its filters.
 */
export default function AuthorizationListPage() {
  const { t } = useTranslation();
  const { values, page, update, href } = useUrlFilters(PATH, AUTH_FILTERS);
  const request = authRequest(values, page, PAGE_SIZE);
  const records = useAuthorizations(request);
  const counts = useAuthCounts();
  const clear = useClearAuthUnread();
  const anyUnread = (counts.data?.authorAll ?? 0) > 0 || (records.data?.list.some((r) => r.unread) ?? false);
  const readAll = () =>
    clear.mutate(undefined, { onSuccess: () => notify('success', t('authorization.list.markedRead')) });

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t('authorization.list.title')}
        actions={
          <>
            <Button variant="secondary" size="sm" loading={clear.isPending} onClick={readAll}>
              {t('authorization.list.markAllRead')}
              {anyUnread ? <span className="h-2 w-2 rounded-full bg-red-500" aria-hidden="true" /> : null}
            </Button>
            <ExportListButton exportType={2} request={request} />
          </>
        }
      />
      <AuthFilters values={values} onChange={update} />
      <AuthTable
        label={t('authorization.list.table')}
        rows={records.data?.list}
        total={records.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: String(p) })}
        loading={records.isPending}
        fetching={records.isFetching}
        error={records.isError}
        onRetry={() => void records.refetch()}
        emptyText={t('authorization.list.empty')}
        from={href}
        showUnread
      />
    </section>
  );
}
