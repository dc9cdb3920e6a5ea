/** Authorisations: a member's right to use a device, granted directly or by approval. Its public surface. */
import { authorizationRepo } from './repository';
export { type AuthRow } from './repository';
export { authorizationRoutes } from './routes';
export { lockOnFenceBreach } from './fence-lock';
export {
  type Caller,
  act,
  applyIn,
  assertFilterIds,
  callerOf,
  empowerNoOf,
  grant,
  listFilterOf,
  openAuthorizationOf,
  refuseUnbindWithOpenAuthorization,
  toAuthorization,
} from './service';

/** The authorisations other modules read (use records, evidence, exports) and the seed writes. */
export const authorizationRows: Pick<
  typeof authorizationRepo,
  'batch' | 'byEmpowerNo' | 'byId' | 'count' | 'events' | 'expireDue' | 'insertWithIds' | 'member' | 'nextIds'
> = authorizationRepo;
