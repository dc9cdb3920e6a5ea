/** The platform's own accounts: list, add, edit, enable and disable, initial passwords. Its public surface. */
export { sysAccountRoutes } from './routes';
