import { setLang, useTranslation } from '@/lib/i18n';

/** 中文 / English toggle; the choice is remembered locally. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { i18n, t } = useTranslation();
  const next = i18n.language === 'en-US' ? 'zh-CN' : 'en-US';
  return (
    <button
      type="button"
      aria-label={t('app.language')}
      className={`shrink-0 whitespace-nowrap rounded-md px-2 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${className}`}
      onClick={() => setLang(next)}
    >
      {next === 'en-US' ? 'English' : '中文'}
    </button>
  );
}
