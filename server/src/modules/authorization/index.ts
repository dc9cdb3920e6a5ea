export { type AuthRow, authorizationRepo } from './repository';
export { authorizationRoutes } from './routes';
export {
  type Caller,
  act,
  applyIn,
  assertFilterIds,
  callerOf,
  grant,
  listFilterOf,
  openAuthorizationOf,
  refuseUnbindWithOpenAuthorization,
  toAuthorization,
} from './service';
