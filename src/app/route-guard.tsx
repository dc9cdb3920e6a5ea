import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { loadConsoleTexts } from '@/lib/i18n';
import { sessionAtom } from '@/lib/store';
import { decide, guardState } from './guard-rules';

/** The 404 page on its own, with the console texts it needs. */
const NotFoundPage = lazy(async () => (await Promise.all([import('./not-found-page'), loadConsoleTexts()]))[0]);

/** Applies the token and unit rules of spec section 2 to every route. */
export function RouteGuard() {
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const decision = decide(location.pathname, location.pathname + location.search, guardState(session));
  if (!decision.allow) return <Navigate to={decision.redirect} replace />;
  if (decision.alone) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
