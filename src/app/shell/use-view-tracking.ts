import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { atLimit, openView, viewsAtom } from './views';
import { paths } from '@/lib/paths';

/**
 * Opens a tab for every page visited (`view`: redirects and the error pages are not views) and stops navigation to a
 * 16th view with the spec's warning. The refresh route passes through without a tab of its own.
 */
export function useViewTracking(title: string, cached: boolean, view: boolean): void {
  const location = useLocation();
  const [views, setViews] = useAtom(viewsAtom);
  const blocker = useBlocker(
    ({ nextLocation }) => !nextLocation.pathname.startsWith('/redirect/') && atLimit(views, nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    notify('warning', t('shell.tabLimit'));
    blocker.reset();
  }, [blocker]);
  const path = location.pathname + location.search;
  useEffect(() => {
    if (!view || location.pathname.startsWith('/redirect/')) return;
    setViews((current) =>
      openView(current, {
        path,
        pathname: location.pathname,
        title,
        pinned: location.pathname === paths.dashboard,
        cached,
      }),
    );
  }, [path, location.pathname, title, cached, view, setViews]);
}
