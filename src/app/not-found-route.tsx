import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { sessionAtom } from '@/lib/store';
import { guardState } from './guard-rules';
import NotFoundPage from './not-found-page';

/** /404: inside the shell (its child route) for a signed-in user, so the menu stays usable; on its own otherwise. */
export default function NotFoundRoute() {
  const session = useAtomValue(sessionAtom);
  return guardState(session).inside ? <Outlet /> : <NotFoundPage />;
}
