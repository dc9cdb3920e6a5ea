/**
 * The access policy: what the server checks for a call beyond its contract record's permission code (which
 * http/route.ts checks against the role's grants for every call). Per call:
 *
 * - `roles`: only these staff roles may call at all, else 1003 with `refusal` (default 'e.forbidden'); checked by
 *   http/route.ts right after the permission code (a system session is not a staff role: calls of access 'any' let
 *   it through);
 * - `unitField`: a request field that must be the session's unit, else not found; checked by http/route.ts;
 * - `rowRoles`: the roles that may act on a row someone else created, else 1003; checked by the service once the row
 *   is found (the services read it through `mayActOnOthersRow` or the named rule `seesUnitRows`).
 *
 * Every other id is looked up by its repository inside the session's unit, so another unit's row answers exactly like
 * a missing one; a call without an entry needs nothing more. tests/server/access-matrix.test.ts runs every call that
 * takes an id for roles 0-3 x {own unit, other unit} against this policy.
 */
import {
  anomaly,
  audit,
  authorization,
  cost,
  dashboard,
  deviceCommand,
  display,
  file,
  geofence,
  org,
  unit,
  useRecord,
  type Endpoint,
  type MessageKey,
  type RequestOf,
  type Role,
} from '../../../contract';

/** The chief administrator alone. */
export const CHIEF: readonly Role[] = [0];
/** The chief administrator and the administrators. */
export const ADMINS: readonly Role[] = [0, 1];
/**
 * Administrators and seal keepers: they see and act on the unit's authorisations, use records and live events of
 * every member; a unit member only on their own.
 */
export const STAFF: readonly Role[] = [0, 1, 2];
/** Nobody but the member the row belongs to. */
export const OWNER_ONLY: readonly Role[] = [];

export interface CallPolicy {
  /** Only these roles may call at all. */
  roles?: readonly Role[];
  /** The message of a refusal by `roles` (default 'e.forbidden'). */
  refusal?: MessageKey;
  /** A request field that must equal the session's unit. */
  unitField?: string;
  /** The roles that may act on a row someone else created. */
  rowRoles?: readonly Role[];
}

/** One call's entry; the unit field is checked against the call's request type. */
function call<E extends Endpoint>(
  endpoint: E,
  policy: Omit<CallPolicy, 'unitField'> & { unitField?: keyof RequestOf<E> & string },
): [Endpoint, CallPolicy] {
  return [endpoint, policy];
}

const entries: ReadonlyArray<[Endpoint, CallPolicy]> = [
  call(unit.configList, { unitField: 'companyId' }),
  call(unit.companyConfigList, { unitField: 'companyId' }),
  call(unit.companyConfigUpdate, { unitField: 'companyId' }),
  call(org.changeSuperAdmin, { roles: CHIEF, refusal: 'e.chiefOnly' }),
  call(file.fileDelete, { rowRoles: ADMINS }),
  call(authorization.authAudit, { rowRoles: STAFF }),
  // Only the authorised member activates (the state machine refuses anyone else).
  call(authorization.authActive, { rowRoles: OWNER_ONLY }),
  call(authorization.authReActive, { rowRoles: STAFF }),
  call(authorization.authTmpFinish, { rowRoles: STAFF }),
  call(authorization.authClose, { rowRoles: STAFF }),
  call(authorization.authCloseByDevice, { rowRoles: STAFF }),
  call(authorization.authCancel, { rowRoles: STAFF }),
  call(authorization.authLockPhotograph, { rowRoles: STAFF }),
  call(authorization.authUnlockPhotograph, { rowRoles: STAFF }),
  call(authorization.authUnlockFence, { rowRoles: STAFF }),
  call(authorization.authChangeUser, { rowRoles: STAFF }),
  call(authorization.authDetail, { rowRoles: STAFF }),
  call(useRecord.useRecordDetail, { rowRoles: STAFF }),
  call(useRecord.useFindByConfId, { rowRoles: STAFF }),
  call(useRecord.phonePhotoList, { roles: STAFF }),
  call(useRecord.operateRecordList, { roles: STAFF }),
  // The caller's own exports, and any of the unit's for administrators.
  call(useRecord.exportDetail, { rowRoles: ADMINS }),
  call(dashboard.headStatisNum, { unitField: 'companyId' }),
  // Money goes back to the unit: its administrators ask for it.
  call(cost.refundRequest, { roles: ADMINS }),
  // Device commands: the staff who keep seals order trial stamps; locking and settings need device:edit too.
  call(deviceCommand.deviceCommandSend, { roles: STAFF }),
  // Display links open the unit's wall without a session: its administrators manage them.
  call(display.displayList, { roles: ADMINS, unitField: 'companyId' }),
  call(display.displayAdd, { roles: ADMINS, unitField: 'companyId' }),
  call(display.displayRename, { roles: ADMINS }),
  call(display.displayRevoke, { roles: ADMINS }),
  // A unit's log: its chief administrator and administrators (the system side any unit's).
  call(audit.operateLog, { roles: ADMINS }),
  call(audit.verify, { roles: ADMINS }),
  // The anomaly centre: administrators edit the rules; administrators and seal keepers see and handle alerts.
  call(anomaly.anomalyRules, { unitField: 'companyId' }),
  call(anomaly.anomalyRulesUpdate, { roles: ADMINS, unitField: 'companyId' }),
  call(anomaly.anomalyList, { roles: STAFF }),
  // The open count is a widget of the dashboard and the wall: every role and the unit's display links see it.
  call(anomaly.anomalyOpenCount, { unitField: 'companyId' }),
  call(anomaly.anomalyDetail, { roles: STAFF }),
  call(anomaly.anomalyAct, { roles: STAFF }),
  call(anomaly.anomalyAssign, { roles: STAFF }),
  call(anomaly.anomalyComment, { roles: STAFF }),
  call(anomaly.anomalyWeeklyReport, { roles: STAFF, unitField: 'companyId' }),
  // Saved places: every member lists them for their grants; administrators keep them.
  call(geofence.placeAdd, { roles: ADMINS, unitField: 'companyId' }),
  call(geofence.placeDelete, { roles: ADMINS }),
];

const policies = new Map<Endpoint, CallPolicy>();
for (const [endpoint, policy] of entries) {
  if (policies.has(endpoint)) throw new Error(`access policy: ${endpoint.path} has two entries`);
  policies.set(endpoint, policy);
}

/** The policy of a call; an empty one when the permission code and unit scoping are all it needs. */
export function policyOf(e: Endpoint): CallPolicy {
  return policies.get(e) ?? {};
}

/** The calls with an entry (the access matrix test checks that each has a case). */
export function policedCalls(): Endpoint[] {
  return [...policies.keys()];
}

/** Whether a role may act on a row of the call it did not create (the call's rowRoles; none: yes). */
export function mayActOnOthersRow(e: Endpoint, role: Role): boolean {
  const roles = policyOf(e).rowRoles;
  return !roles || roles.includes(role);
}

/** Whether a role sees the unit's rows of every member (authorisations, use records, live events): STAFF. */
export function seesUnitRows(role: Role | null): boolean {
  return role !== null && STAFF.includes(role);
}
