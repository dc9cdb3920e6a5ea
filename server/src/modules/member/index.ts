/** Members of a unit. Its public surface. */
export { memberRoutes } from './routes';
