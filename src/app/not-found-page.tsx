import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
      <p className="text-7xl font-bold text-blue-600">404</p>
      <p className="text-slate-600">{t('shell.notFound')}</p>
      <Link to={paths.home} className="text-blue-700 hover:underline">
        {t('shell.backHome')}
      </Link>
    </div>
  );
}
