/** The platform's own departments and the system accounts in them. Its public surface. */
export { sysOrgRoutes } from './routes';
export { accountName } from './service';
