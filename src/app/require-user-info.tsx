import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { ApiError, isUserMissing } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/current-user';
import { t } from '@/lib/i18n';
import { loginUrl } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { endSession } from '@/lib/session';

/** Pages inside: the user info is fetched first; if that fails the token is cleared and the user logs in again. */
export default function RequireUserInfo() {
  const location = useLocation();
  const navigate = useNavigate();
  const me = useQuery(currentUserQuery());
  const failed = useRef(false);
  useEffect(() => {
    if (!me.isError || failed.current) return;
    failed.current = true;
    // The catalogue already sent a user who lost their unit to /choose; the session itself is still good.
    if (isUserMissing(me.error)) return;
    if (!(me.error instanceof ApiError && me.error.handled)) notify('error', t('errors.userInfoFailed'));
    endSession();
    navigate(loginUrl(location.pathname + location.search), { replace: true });
  }, [me.isError, me.error, navigate, location]);
  if (me.isPending || me.isError) return <LoadingScreen />;
  return <Outlet />;
}
