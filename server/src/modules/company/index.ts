export { companyRepo } from './repository';
export { companyRoutes } from './routes';
