import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** /redirect/{path}: lands and goes straight back to {path}, so the page mounts anew (the tab's refresh). */
export default function RedirectPage() {
  const location = useLocation();
  const target = location.pathname.replace(/^\/redirect/, '') || paths.dashboard;
  return <Navigate to={target + location.search} replace />;
}
