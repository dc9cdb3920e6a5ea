import type { UseRecord } from '@contract/use-record';
import { Link } from 'react-router-dom';
import { UseExceptionBadge } from '@/components/use-exception-badge';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useAuthorizationUses } from '../api/authorizations';
import { paths } from '@/lib/paths';

/** The uses of one authorisation, each linking to its record detail (photos, place). */
export function AuthUses({ id }: { id: number }) {
  const { t } = useTranslation();
  const uses = useAuthorizationUses(id);
  const time = timeFormats.second;
  if (uses.isPending) return <div className="h-16 animate-pulse rounded bg-slate-100" />;
  if (uses.isError) {
    return (
      <p className="text-sm text-slate-500">
        {t('authorization.detail.usesError')}{' '}
        <button type="button" className="text-blue-700 hover:underline" onClick={() => void uses.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (uses.data.length === 0) return <p className="text-sm text-slate-400">{t('authorization.detail.usesEmpty')}</p>;
  return (
    <ul aria-label={t('authorization.detail.uses')} className="divide-y divide-slate-100">
      {uses.data.map((use: UseRecord, i) => (
        <li key={use.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
          <span className="w-8 text-xs text-slate-400">#{i + 1}</span>
          <Link to={paths.useRecord.detail(use.id)} className="tabular-nums text-blue-700 hover:underline">
            {time.format(new Date(use.usedAt))}
          </Link>
          <span className="min-w-0 flex-1 truncate text-slate-600">{use.address ?? ''}</span>
          <span className="text-xs text-slate-500">{t('useRecord.photoCount', { count: use.photoCount })}</span>
          {use.exception ? <UseExceptionBadge record={use} /> : null}
        </li>
      ))}
    </ul>
  );
}
