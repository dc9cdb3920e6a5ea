import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';

export default function NotFoundPage() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
      <p className="text-7xl font-bold text-blue-600">404</p>
      <p className="text-slate-600">{en ? 'This page does not exist.' : '抱歉，您访问的页面不存在'}</p>
      <Link to="/" className="text-blue-700 hover:underline">
        {en ? 'Back to home' : '返回首页'}
      </Link>
    </div>
  );
}
