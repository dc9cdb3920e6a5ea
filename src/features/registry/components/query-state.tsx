import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';

/**
 * What a panel shows while its query has no data: "loading" on the first load, or the failure with a retry.
 * Nothing once the data are there (the panel shows them, or its own empty text).
 */
export function QueryState({ query, className = 'py-4' }: { query: UseQueryResult; className?: string }) {
  const { t } = useTranslation();
  if (query.isLoading) return <p className={`text-sm text-slate-400 ${className}`}>{t('registry.loading')}</p>;
  if (!query.isError) return null;
  return (
    <p role="alert" className={`text-sm text-red-600 ${className}`}>
      {t('registry.loadFailed')}{' '}
      <button type="button" className="text-blue-700 underline" onClick={() => void query.refetch()}>
        {t('registry.retry')}
      </button>
    </p>
  );
}
