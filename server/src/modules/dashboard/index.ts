export { startCounters } from './counters';
export { dashboardRoutes } from './routes';
