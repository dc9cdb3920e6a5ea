export { memberRoutes } from './routes';
