/** A unit's certification (认证). Its public surface. */
export { certificationRoutes } from './routes';
export { waitingCount as certificationsWaiting } from './service';
import { certificationRepo } from './repository';
/** The unit's active chief administrators and administrators: whom the platform's review results are told. */
export const unitAdministrators = certificationRepo.administratorsOf;
