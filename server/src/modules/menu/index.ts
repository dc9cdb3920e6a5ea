/** Menus and button codes per role, and the platform roles (system side: their editing). Its public surface. */
export { menuRoutes } from './routes';
export { grantedPagePaths } from './service';
