import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/**
 * What a route shows instead of a page that failed to load or render. On the shell's pages it takes the page's place
 * only, so the header, menu and tabs stay usable; navigating elsewhere leaves it. The error goes to the console with
 * the route, for whoever reads the browser log (there is no server call for client errors).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The route that failed: a shell tab keeps this element while other pages are shown, so later paths are not it.
  const [failedRoute] = useState(useLocation().pathname);
  const navigate = useNavigate();

  useEffect(() => {
    console.error(`Route ${failedRoute} failed:`, error);
  }, [error, failedRoute]);

  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-lg font-semibold text-slate-900">{t('routeError.title')}</p>
      <p className="max-w-md text-sm text-slate-600">{t('routeError.message')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {t('routeError.back')}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/')}>
          {t('routeError.home')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </div>
    </div>
  );
}
