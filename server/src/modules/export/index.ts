/** Exports of lists as xlsx files. Its public surface. */
export { exportRoutes } from './routes';
export { stopExports } from './service';
