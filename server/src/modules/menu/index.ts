/** Menus and button codes per role (system side: their editing). Its public surface. */
export { menuRoutes } from './routes';
export { grantedPagePaths } from './service';
