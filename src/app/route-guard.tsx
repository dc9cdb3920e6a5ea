import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionAtom } from '@/lib/store';
import { decide } from './guard-rules';

/** Applies the token and unit rules of spec section 2 to every route. */
export function RouteGuard() {
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const state = {
    hasToken: session.token !== null,
    inside: session.token !== null && (session.info?.kind === 'system' || (session.info?.companyId ?? null) !== null),
  };
  const decision = decide(location.pathname, location.pathname + location.search, state);
  return decision.allow ? <Outlet /> : <Navigate to={decision.redirect} replace />;
}
