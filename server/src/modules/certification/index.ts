/** A unit's certification (认证). Its public surface. */
export { certificationRoutes } from './routes';
export { waitingCount as certificationsWaiting } from './service';
