import { useTranslation } from '@/lib/i18n';

/** Full-page loading state with the spec's default text. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full items-center justify-center" role="status" aria-busy="true">
      <div className="flex flex-col items-center gap-3 text-slate-500">
        <span className="h-8 w-8 animate-spin rounded-full border-2 border-blue-600 border-t-transparent" />
        <span className="text-sm">{t('app.loading')}</span>
      </div>
    </div>
  );
}
