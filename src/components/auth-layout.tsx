import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { LanguageSwitch } from './language-switch';

/** The split screen of the pages outside the shell: brand panel on the left, the form on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full">
      <aside className="relative hidden w-[44%] flex-col justify-between overflow-hidden bg-gradient-to-br from-blue-800 via-blue-700 to-indigo-700 p-12 text-white lg:flex">
        <div className="flex items-center gap-3">
          <img src={edition.logo} alt="" className="h-10 w-10" />
          <span className="text-lg font-semibold tracking-wide">{t(`app.name.${edition.id}`)}</span>
        </div>
        <div className="space-y-4">
          <h1 className="text-4xl font-bold leading-tight">{t('app.title')}</h1>
          <p className="max-w-md text-blue-100">{t('login.subtitle')}</p>
        </div>
        <p className="text-xs text-blue-200">
          {edition.companyName} · {edition.filingNumber} · v{edition.version}
          <br />
          {t('login.servicePhone', { phone: edition.servicePhone })} · {edition.address}
        </p>
        <div className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 rounded-full border-[40px] border-white/5" />
        <div className="pointer-events-none absolute -bottom-32 right-16 h-80 w-80 rounded-full border-[32px] border-white/5" />
      </aside>
      <main className="relative flex flex-1 items-center justify-center px-6 py-12">
        <LanguageSwitch className="absolute right-6 top-6" />
        <div className="w-full max-w-md">{children}</div>
        <p className="absolute bottom-4 flex flex-wrap justify-center gap-x-3 text-xs text-slate-400">
          <Link to={edition.helpLinks.manual} className="hover:text-blue-700 hover:underline">
            {t('help.manual')}
          </Link>
          <Link to={edition.helpLinks.faq} className="hover:text-blue-700 hover:underline">
            {t('help.faq')}
          </Link>
          <span className="lg:hidden">{t('login.servicePhone', { phone: edition.servicePhone })}</span>
        </p>
      </main>
    </div>
  );
}
