export { exportRoutes } from './routes';
