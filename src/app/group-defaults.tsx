import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import type { RouteHandle } from './route-handle';

/**
 * Each menu group's default page (spec section 2, route table): opening the group opens this child. A default whose
 * page is not built yet leads to /404 through the unknown-path route, and works the day that page's route exists.
 */
export const groupDefaults: Readonly<Record<string, string>> = {
  '/sealManage': paths.template.manage,
  [paths.device.root]: paths.device.list,
  // Groups whose pages are not built yet: their defaults enter paths.ts with the pages.
  '/cost': '/cost/payerList',
  [paths.message.root]: paths.message.center,
  [paths.unit.root]: paths.unit.company,
  '/file': '/file/detectlist',
  [paths.content.service]: paths.content.coaching,
  [paths.content.project]: paths.content.projects,
  [paths.content.games]: paths.content.gameList,
};

/** One redirect route per group; a redirect opens no tab of its own (the flat /file link passes through one). */
export const groupRoutes: RouteObject[] = Object.entries(groupDefaults).map(([path, to]) => ({
  path,
  element: <Navigate to={to} replace />,
  handle: { notAView: true } satisfies RouteHandle,
}));
