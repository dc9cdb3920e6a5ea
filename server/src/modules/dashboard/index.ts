/** The dashboard's numbers and lists, and the counters events that keep them live. Its public surface. */
export { startCounters } from './counters';
export { dashboardRoutes } from './routes';
export { warmRecentPhotos } from './service';
