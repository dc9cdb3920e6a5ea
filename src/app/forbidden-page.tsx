import { useTranslation } from '@/lib/i18n';

/** Shown when the user has no menu at all in the chosen unit. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 py-24 text-center">
      <p className="text-7xl font-bold text-amber-500">403</p>
      <h1 className="text-lg font-semibold text-slate-800">{t('shell.forbiddenTitle')}</h1>
      <p className="max-w-md text-sm text-slate-500">{t('shell.forbiddenText')}</p>
    </div>
  );
}
