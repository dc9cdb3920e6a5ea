/** A unit's feature settings. Its public surface. */
export { configRoutes } from './routes';
