import { departmentRepo } from './repository';
export { orgRoutes } from './routes';

/** A unit's department (a member is placed in it). */
export const departmentRows: Pick<typeof departmentRepo, 'byId'> = departmentRepo;
