/** Units (the spec's company/enterprise) and subsidiaries. Its public surface. */
import { companyRepo } from './repository';
export { unitRoutes } from './routes';

/** A unit's row (the evidence report names it). */
export const unitRows: Pick<typeof companyRepo, 'byId'> = companyRepo;
