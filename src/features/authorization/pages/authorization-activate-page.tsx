import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { useMyUserId } from '../api/me';
import { useTranslation } from '@/lib/i18n';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useClearWhenShown } from '@/lib/use-record-counts';
import { useOwnAuthorizations } from '../api/authorizations';
import { OwnAuthCard } from '../components/own-auth-card';

const PATH = '/sealManage/authorizationActivate';
const PAGE_SIZE = 9;
const NO_FILTERS = [] as const;

/** /sealManage/authorizationActivate (待我使用): the caller's open authorisations as cards with their actions. */
export default function AuthorizationActivatePage() {
  const { t } = useTranslation();
  const userId = useMyUserId();
  const { page, update, href } = useUrlFilters(PATH, NO_FILTERS);
  const own = useOwnAuthorizations(userId, page, PAGE_SIZE);
  // Opening the page clears the counter of new uses under the caller's authorisations.
  useClearWhenShown('auth', useLocation().pathname === PATH);

  let body;
  if (own.isPending && own.fetchStatus !== 'idle') {
    body = (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="cards-loading">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-48 animate-pulse rounded-lg bg-slate-200/60" />
        ))}
      </div>
    );
  } else if (own.isError && !own.data) {
    body = (
      <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
        <p>{t('table.error')}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void own.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!own.data || own.data.list.length === 0) {
    body = (
      <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
        {t('authorization.activate.empty')}
      </div>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('authorization.activate.title')}>
          {own.data.list.map((a) => (
            <li key={a.id} className="contents">
              <OwnAuthCard authorization={a} from={href} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={own.data.total}
          onPage={(p) => update({ page: String(p) })}
        />
      </>
    );
  }

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('authorization.activate.title')} />
      <p className="mb-4 text-sm text-slate-500">{t('authorization.activate.hint')}</p>
      {body}
    </section>
  );
}
