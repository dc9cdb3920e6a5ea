export { departmentRepo } from './repository';
export { orgRoutes } from './routes';
