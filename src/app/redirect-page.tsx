import { Navigate, useLocation } from 'react-router-dom';

/** /redirect/{path}: lands and goes straight back to {path}, so the page mounts anew (the tab's refresh). */
export default function RedirectPage() {
  const location = useLocation();
  const target = location.pathname.replace(/^\/redirect/, '') || '/dashboard';
  return <Navigate to={target + location.search} replace />;
}
