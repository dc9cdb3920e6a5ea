import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { page, route } from '../route-builders';

/** The unit's display links: a page of the shell for administrators, reached from the dashboard's wall button. */
export const displayRoutes: RouteObject[] = [
  route(paths.display.links, () => import('@/features/display/pages/display-links-page'), {
    titleKey: 'display.links.title',
    menuPaths: [paths.dashboard],
    roles: [0, 1],
  }),
];

/** The wall opened by a display link: outside the shell and without a session (the link is its credential). */
export const displayWallRoute: RouteObject = {
  path: paths.display.wall,
  lazy: page(() => import('../../../big-screen/display-wall-page')),
};
