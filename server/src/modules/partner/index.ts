export { partnerRoutes } from './routes';
