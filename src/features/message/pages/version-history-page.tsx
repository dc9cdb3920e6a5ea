import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ListBody } from '@/components/list-page/list-body';
import { useListPage } from '@/components/list-page/use-list-page';
import { Badge } from '@/components/ui/badge';
import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { useVersions } from '../api/versions';
import { paths } from '@/lib/paths';

const PATH = paths.message.versions;

export default function VersionHistoryPage() {
  const { t } = useTranslation();
  const { list } = useListPage({ path: PATH, request: (_, paging) => paging, useRows: useVersions });
  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader title={t('versions.title')} />
      <ListBody
        {...list}
        emptyText={t('versions.empty')}
        skeleton={
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-24 animate-pulse rounded-lg bg-slate-200/60" />
            ))}
          </div>
        }
      >
        {(rows) => (
          <ol className="relative space-y-4 border-l border-slate-200 pl-6">
            {rows.map((v) => (
              <li key={v.id} className="relative">
                <span className="absolute -left-[31px] top-5 h-3 w-3 rounded-full border-2 border-white bg-blue-600" />
                <Link
                  to={paths.message.versionDetail(v.id)}
                  className="block rounded-lg border border-slate-200 bg-white p-4 transition hover:border-blue-300 hover:shadow-sm"
                >
                  <div className="flex items-center gap-3">
                    <span className="font-semibold text-slate-900">v{v.versionNumber}</span>
                    {v.versionNumber === edition.version ? <Badge tone="green">{t('versions.current')}</Badge> : null}
                    <span className="ml-auto text-xs text-slate-400">{v.releasedAt.slice(0, 10)}</span>
                  </div>
                  <p className="mt-2 line-clamp-2 whitespace-pre-line text-sm text-slate-600">{v.details}</p>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </ListBody>
    </section>
  );
}
