/** Partner applications. Its public surface. */
export { partnerRoutes } from './routes';
