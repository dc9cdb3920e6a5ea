import type { MenuEntry } from '@contract/menu';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { menuTitle } from '@/lib/menu-title';
import { paths } from '@/lib/paths';

export function Breadcrumb({ trail, extra }: { trail: MenuEntry[]; extra: string | null }) {
  const { t } = useTranslation();
  const items = [
    ...trail.filter((m) => m.url !== paths.dashboard).map((m) => menuTitle(m)),
    ...(extra && extra !== menuTitle(trail[trail.length - 1] ?? { name: '', url: '' }) ? [extra] : []),
  ];
  return (
    <nav
      aria-label="breadcrumb"
      className="flex h-9 shrink-0 items-center gap-2 border-b border-slate-100 bg-white px-4 text-xs text-slate-500 sm:px-6"
    >
      <Link to={paths.dashboard} className="hover:text-blue-700">
        {t('shell.home')}
      </Link>
      {items.map((item, i) => (
        <span key={`${item}-${i}`} className="flex items-center gap-2">
          <span aria-hidden="true">/</span>
          <span className={i === items.length - 1 ? 'text-slate-800' : ''}>{item}</span>
        </span>
      ))}
    </nav>
  );
}
