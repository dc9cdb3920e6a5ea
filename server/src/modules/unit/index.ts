/** Units (the spec's company/enterprise) and subsidiaries. Its public surface. */
import { companyRepo } from './repository';
export { unitRoutes } from './routes';

/** A unit's row (the evidence report names it). */
export const unitRows: Pick<typeof companyRepo, 'byId' | 'byCreditCode'> = companyRepo;
export { CREDIT_CODE_KEY } from './repository';
