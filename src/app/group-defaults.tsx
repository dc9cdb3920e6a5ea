import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * Each menu group's default page (spec section 2, route table): opening the group opens this child. A default whose
 * page is not built yet leads to /404 through the unknown-path route, and works the day that page's route exists.
 */
export const groupDefaults: Readonly<Record<string, string>> = {
  '/sealManage': '/sealManage/tempManage',
  '/server': '/server/bindingseal',
  '/cost': '/cost/payerList',
  '/message': '/message/messageCenter',
  '/unit': '/unit/company',
  '/file': '/file/detectlist',
  '/service': '/service/teachList',
};

/** One redirect route per group. */
export const groupRoutes: RouteObject[] = Object.entries(groupDefaults).map(([path, to]) => ({
  path,
  element: <Navigate to={to} replace />,
}));
