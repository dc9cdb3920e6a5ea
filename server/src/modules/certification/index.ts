export { certificationRoutes } from './routes';
