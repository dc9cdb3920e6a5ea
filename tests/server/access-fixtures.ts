/**
 * What an access-matrix case is made of: the ids of one unit it uses, the request it sends, what another unit's ids
 * answer, and what a session of each role expects given the access policy (server/src/access/policy.ts).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Endpoint, RequestOf, Role } from '../../contract';
import { policyOf } from '../../server/src/access/policy';

/** Ids of one unit's data the examples use (fresh, or as made: the matrix makes new ones after a case changed them). */
export interface UnitFixture {
  companyId: number;
  unitName: string;
  /** An empty direct subsidiary of the unit. */
  subsidiaryId: number;
  /** A department without sub-departments or members. */
  departmentId: number;
  /** Another department, a possible parent. */
  parentDepartmentId: number;
  /** An active member (role 3) who is not one of the demo accounts. */
  userId: number;
  /** The phone of a disabled member. */
  disabledPhone: string;
  /** A phone no account has yet. */
  newPhone: string;
  /** A file nothing refers to, uploaded by the unit's chief administrator. */
  fileId: string;
  certificationId: number;
  partnerApplyId: number;
  /** A quota application of the unit under review (RUNNING). */
  quotaApplicationId: number;
  /** A V5 device (Bluetooth and GPRS) bound to the unit, without a keeper. */
  deviceId: string;
  /** An active seal keeper (role 2) of the unit, who may approve applications. */
  approverId: number;
  /** An approval template of that device for '合同', approved by `approverId`. */
  templateId: number;
  /** Another active member (role 3). */
  otherUserId: number;
  /** A V5 device without any authorisation. */
  freeDeviceId: string;
  /** Authorisations of `userId`, granted by the unit's chief: not activated (3) on `deviceId`. */
  authorizationId: number;
  /** Temporarily ended (5), on a device of its own. */
  pausedAuthorizationId: number;
  /** In use (0, one use of five, photographs locked), on a third device. */
  activeAuthorizationId: number;
  activeEmpowerNo: string;
  /** Used up (2) on the third device. */
  endedAuthorizationId: number;
  endedEmpowerNo: string;
  /** The use recorded under the in-use authorisation. */
  useRecordId: number;
  /** A finished export of the chief's. */
  exportJobId: number;
  /** An approved (COMPLETED) application of `userId` for `freeDeviceId`, 3 uses, not authorised yet. */
  completedApplicationId: number;
  /** A file type of the unit's catalogue no template lists. */
  fileTypeId: number;
  /** Whom the application fixtures are for: the caller of the case (the unit's chief for another unit's fixture). */
  actorId: number;
  /** A waiting application of `actorId` on the device, approved by `approverId`, reminded an hour ago. */
  applicationId: number;
  /** A waiting application of `userId` whose current (only) approver is `actorId`. */
  approvalId: number;
  /** A complete draft of `actorId` on the device for '合同'. */
  draftId: number;
  /** A file `actorId` uploaded as an attachment, which nothing lists. */
  attachmentId: string;
  /** A published game only this unit sees, with the attachment `contentFileId`. */
  contentItemId: number;
  contentFileId: string;
  /** An unpaid order of the unit (sandbox channel, open trade). */
  orderId: number;
  /** An unpaid order of the unit its buyer chose to pay by bank transfer (no receipt yet). */
  bankOrderId: number;
  /** A comparison record of the unit (its result empty). */
  compareRecordId: number;
  /** An issuing of the unit: two copies (of its file) under one batch id. */
  watermarkBatchId: string;
  /** A payer of the unit (not its default: the unit may have one already). */
  payerId: number;
  /** A paid order of the unit nothing invoices yet. */
  paidOrderId: number;
  /** An invoice request of the unit waiting to be issued. */
  invoiceId: number;
  /** An issued invoice of the unit (not accepted yet). */
  issuedInvoiceId: number;
  /** An invoice of the unit reversed by a red invoice (not issued again). */
  reversedInvoiceId: number;
  /** A refund request of the unit waiting for the platform. */
  refundId: number;
  /** A period holding of the unit (electronic signatures, a year). */
  holdingId: number;
  /** A pending complaint of `actorId`. */
  complaintId: number;
  /** An open anomaly alert on `deviceId`. */
  anomalyAlertId: number;
  /** A live display link of the unit. */
  displayId: number;
  /** A saved place (常用地点) of the unit. */
  placeId: number;
  /** A pending member invitation of the unit, sent an hour ago. */
  invitationId: number;
}

/** What a call answers when every id in it belongs to another unit (the caller's role being allowed). */
export type OtherUnitAnswer =
  /** code 404 'e.notFound', like a missing row. */
  | 'notFound'
  /** code 0 with an empty URL (spec section 8: a failed signed-URL fetch gives an empty URL). */
  | 'emptyUrl'
  /** code 0, { disabled: false }: the phone is no member of the caller's unit. */
  | 'notMember'
  /** code 0, { groups: [] }: a search finds nothing of another unit. */
  | 'noHits';

export interface AccessCase<E extends Endpoint = Endpoint> {
  endpoint: E;
  /** Which id the example points at, when one call has several cases. */
  variant?: string;
  otherUnit: OtherUnitAnswer;
  /** The tables the call may change: an other-unit call must leave them as they were. */
  tables: readonly PgTable[];
  /** A request with the ids of `ids`; `own` is the caller's unit (the same object for an own-unit case). */
  example: (ids: UnitFixture, own: UnitFixture) => RequestOf<E>;
}

/** One case, its example checked against the call's request type. */
export function accessCase<E extends Endpoint>(c: AccessCase<E>): AccessCase<E> {
  return c;
}

export interface Expectation {
  code: number;
  /** For code 0: what the answer must show. */
  answer?: OtherUnitAnswer | 'found';
}

/**
 * What a staff session of `role` gets for a case, with ids of its own unit or of another: 1003 when the access level,
 * the permission code or the policy's `roles` refuse; otherwise success for its own unit's ids and `otherUnit` for
 * another's. `rowRoles` applies to the own unit's rows only (another unit's row is not found first).
 */
export function expectationOf(
  c: AccessCase,
  role: Role,
  grants: ReadonlySet<string>,
  unitOfIds: 'own' | 'other',
): Expectation {
  const { roles, rowRoles } = policyOf(c.endpoint);
  const staffMayCall = c.endpoint.access !== 'system';
  const permitted = !c.endpoint.permission || grants.has(c.endpoint.permission);
  if (!staffMayCall || !permitted || (roles && !roles.includes(role))) return { code: 1003 };
  if (unitOfIds === 'own') {
    if (rowRoles && !rowRoles.includes(role)) return { code: 1003 };
    return { code: 0, answer: 'found' };
  }
  return c.otherUnit === 'notFound' ? { code: 404 } : { code: 0, answer: c.otherUnit };
}
