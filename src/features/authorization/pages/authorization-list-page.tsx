import { ExportListButton } from '@/components/export-list-button';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAuthorizations } from '../api/authorizations';
import { useAuthCounts, useClearAuthUnread } from '../api/counts';
import { AUTH_FILTERS, AuthFilters, authRequest } from '../components/auth-filters';
import { AuthTable } from '../components/auth-table';
import { paths } from '@/lib/paths';

const PATH = paths.authorization.list;

/**
 * /sealManage/useAuthorizationlist (授权记录): filters and page in the URL, unread rows dotted, 全部已读; 导出 writes
 * what the list shows for its filters.
 */
export default function AuthorizationListPage() {
  const { t } = useTranslation();
  const { values, update, href, request, list } = useListPage({
    path: PATH,
    filters: AUTH_FILTERS,
    request: (filters, { pageNum, pageSize }) => authRequest(filters, pageNum, pageSize),
    useRows: useAuthorizations,
  });
  const counts = useAuthCounts();
  const clear = useClearAuthUnread();
  const anyUnread = (counts.data?.authorAll ?? 0) > 0 || (list.rows?.some((r) => r.unread) ?? false);
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
        {...list}
        label={t('authorization.list.table')}
        emptyText={t('authorization.list.empty')}
        from={href}
        showUnread
      />
    </section>
  );
}
