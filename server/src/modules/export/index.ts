/** Exports of lists as xlsx files. Its public surface. */
export { exportRoutes } from './routes';
export { exportQueueStats } from './service';
export { stopExports } from './service';
export { XlsxWriter, type Cell } from './sheet';
