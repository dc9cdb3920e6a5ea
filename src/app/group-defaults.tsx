import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import type { RouteHandle } from './route-handle';

/** Each menu group's default page (spec section 2, route table): opening the group opens this child. */
export const groupDefaults: Readonly<Record<string, string>> = {
  '/sealManage': paths.template.manage,
  [paths.device.root]: paths.device.list,
  [paths.cost.root]: paths.cost.payers,
  [paths.cost.platformRoot]: paths.cost.platformOrders,
  [paths.message.root]: paths.message.center,
  [paths.unit.root]: paths.unit.company,
  [paths.document.root]: paths.document.records,
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
