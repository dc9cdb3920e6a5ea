/** A unit's departments (组织架构). Its public surface. */
import { departmentRepo } from './repository';
export { departmentRoutes } from './routes';

/** A unit's department (a member is placed in it). */
export const departmentRows: Pick<typeof departmentRepo, 'byId'> = departmentRepo;
