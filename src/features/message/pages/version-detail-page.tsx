import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { useVersion } from '../api/versions';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

export default function VersionDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const version = useVersion(Number(params.get('id')));
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader
        title={version.data ? `v${version.data.versionNumber}` : t('versions.title')}
        actions={<TextLink to={paths.message.versions}>{t('versions.back')}</TextLink>}
      />
      {version.isPending ? (
        <div className="h-48 animate-pulse rounded-lg bg-slate-200/60" />
      ) : version.data ? (
        <article className="rounded-lg border border-slate-200 bg-white p-6">
          <p className="text-xs text-slate-400">
            {t('versions.released')} {version.data.releasedAt.slice(0, 10)}
          </p>
          <h2 className="mt-4 text-sm font-medium text-slate-700">{t('versions.details')}</h2>
          <p className="mt-2 whitespace-pre-line text-sm leading-7 text-slate-700">{version.data.details}</p>
        </article>
      ) : null}
    </section>
  );
}
