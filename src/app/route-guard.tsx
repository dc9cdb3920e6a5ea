import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionAtom } from '@/lib/store';
import { decide, guardState } from './guard-rules';

/** Applies the token and unit rules of spec section 2 to every route. */
export function RouteGuard() {
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const decision = decide(location.pathname, location.pathname + location.search, guardState(session));
  return decision.allow ? <Outlet /> : <Navigate to={decision.redirect} replace />;
}
