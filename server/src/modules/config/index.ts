export { configRoutes } from './routes';
