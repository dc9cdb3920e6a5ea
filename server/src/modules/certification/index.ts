/** A unit's certification (认证). Its public surface. */
export { certificationRoutes } from './routes';
