import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { useVersions } from '../api/versions';

const PAGE_SIZE = 10;

export default function VersionHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const versions = useVersions(page, PAGE_SIZE);
  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader title={t('versions.title')} />
      {versions.isPending ? (
        <div className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-24 animate-pulse rounded-lg bg-slate-200/60" />
          ))}
        </div>
      ) : versions.isError ? null : versions.data.list.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
          {t('versions.empty')}
        </p>
      ) : (
        <ol className="relative space-y-4 border-l border-slate-200 pl-6">
          {versions.data.list.map((v) => (
            <li key={v.id} className="relative">
              <span className="absolute -left-[31px] top-5 h-3 w-3 rounded-full border-2 border-white bg-blue-600" />
              <Link
                to={`/message/versionDetail?id=${v.id}`}
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
      {versions.data ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={versions.data.total}
          onPage={(p) => setParams({ page: String(p) })}
        />
      ) : null}
    </section>
  );
}
