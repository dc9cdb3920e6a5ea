import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ListBody } from '@/components/list-page/list-body';
import { useListPage } from '@/components/list-page/use-list-page';
import { useMyUserId } from '../api/me';
import { useTranslation } from '@/lib/i18n';
import { useClearWhenShown } from '@/lib/use-record-counts';
import { useOwnAuthorizations } from '../api/authorizations';
import { OwnAuthCard } from '../components/own-auth-card';
import { paths } from '@/lib/paths';

const PATH = paths.authorization.activate;
const PAGE_SIZE = 9;

/** /sealManage/authorizationActivate (待我使用): the caller's open authorisations as cards with their actions. */
export default function AuthorizationActivatePage() {
  const { t } = useTranslation();
  const userId = useMyUserId();
  const { href, list } = useListPage({
    path: PATH,
    pageSize: PAGE_SIZE,
    request: (_, paging) => ({ userId, ...paging }),
    useRows: useOwnAuthorizations,
  });
  // Opening the page clears the counter of new uses under the caller's authorisations.
  useClearWhenShown('auth', useLocation().pathname === PATH);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('authorization.activate.title')} />
      <p className="mb-4 text-sm text-slate-500">{t('authorization.activate.hint')}</p>
      <ListBody
        {...list}
        emptyText={t('authorization.activate.empty')}
        skeleton={
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="cards-loading">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-48 animate-pulse rounded-lg bg-slate-200/60" />
            ))}
          </div>
        }
      >
        {(rows) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('authorization.activate.title')}>
            {rows.map((a) => (
              <li key={a.id} className="contents">
                <OwnAuthCard authorization={a} from={href} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
