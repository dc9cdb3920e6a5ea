import { NavLink } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * The document-security pages as tabs: the sidebar shows the group as one link (spec section 2), so the pages reach
 * each other from here.
 */
export function DocumentNav() {
  const { t } = useTranslation();
  const pages = [
    { to: paths.document.records, label: t('docsec.nav.records') },
    { to: paths.document.watermark, label: t('docsec.nav.watermark') },
    { to: paths.document.detect, label: t('docsec.nav.compare') },
    { to: paths.document.rules, label: t('docsec.nav.rules') },
  ];
  return (
    <nav aria-label={t('docsec.nav.label')} className="mb-5 flex gap-1 border-b border-slate-200">
      {pages.map((p) => (
        <NavLink
          key={p.to}
          to={p.to}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              isActive ? 'border-blue-600 text-blue-700' : 'border-transparent text-slate-500 hover:text-slate-800'
            }`
          }
        >
          {p.label}
        </NavLink>
      ))}
    </nav>
  );
}
