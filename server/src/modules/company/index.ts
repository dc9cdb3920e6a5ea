import { companyRepo } from './repository';
export { companyRoutes } from './routes';

/** A unit's row (the evidence report names it). */
export const companyRows: Pick<typeof companyRepo, 'byId'> = companyRepo;
