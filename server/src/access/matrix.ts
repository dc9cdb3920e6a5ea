/**
 * The authorisation matrix: every call that takes an id of tenant data, with who may call it and what an
 * id of ANOTHER unit answers. One source for the server and the tests:
 *
 * - role dimension: the record's `permission` code (contract) against the role's grants (menu seed -> role_grants,
 *   checked by http/route.ts for every call), plus `roles` below for calls no button code covers (checked by
 *   http/route.ts from this file) and `rowRoles` for acting on rows one did not create (checked by the service from
 *   this file);
 * - unit dimension: `unitField` names a request field that must be the session's unit (checked by http/route.ts from
 *   this file); every other id is looked up by its repository inside the session's unit, so a row of another unit
 *   answers exactly like a missing one (`otherUnit`) and changes nothing;
 * - tests: tests/server/access-matrix.test.ts runs every rule for roles 0-3 x {own unit, other unit} with `example`,
 *   and compares `tables` before and after each other-unit call.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  authorization,
  apply,
  dashboard,
  device,
  file,
  fileType,
  org,
  template,
  unit,
  useRecord,
  type Endpoint,
  type MessageKey,
  type RequestOf,
  type Role,
} from '../../../contract';
import {
  applicationFiles,
  applicationNotifications,
  applicationSteps,
  applications,
  approvalTemplates,
  authorizationEvents,
  authorizations,
  certifications,
  companies,
  companyConfigs,
  departments,
  deviceOperations,
  deviceReplacements,
  devices,
  exportJobs,
  files,
  fileTypes,
  memberships,
  messages,
  partnerApplies,
  usePhotos,
  useRecords,
  users,
} from '../db/schema';

/** Ids of one unit's data the examples use (the tests create them fresh for every case). */
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
}

/** What a call answers when every id in it belongs to another unit (the caller's role being allowed). */
export type OtherUnitAnswer =
  /** code 404 'e.notFound', like a missing row. */
  | 'notFound'
  /** code 0 with an empty URL (spec section 8: a failed signed-URL fetch gives an empty URL). */
  | 'emptyUrl'
  /** code 0, { disabled: false }: the phone is no member of the caller's unit. */
  | 'notMember';

export interface AccessRule<E extends Endpoint = Endpoint> {
  endpoint: E;
  /** Which id the example points at, when one call has several rules. */
  variant?: string;
  /** A request field that must equal the session's unit (else not found); checked by http/route.ts. */
  unitField?: keyof RequestOf<E> & string;
  /** Only these roles may call at all (1003 for others); checked by http/route.ts right after the permission code. */
  roles?: readonly Role[];
  /** The message of a refusal by `roles` (default 'e.forbidden'). */
  refusal?: MessageKey;
  /** Roles that may act on a row someone else created (else 1003); checked by the service once the row is found. */
  rowRoles?: readonly Role[];
  otherUnit: OtherUnitAnswer;
  /** The tables the call may change: an other-unit call must leave them as they were. */
  tables: readonly PgTable[];
  /** A request with the ids of `ids`; `own` is the caller's unit (the same object for an own-unit case). */
  example: (ids: UnitFixture, own: UnitFixture) => RequestOf<E>;
}

function rule<E extends Endpoint>(r: AccessRule<E>): AccessRule<E> {
  return r;
}

const roleChief: readonly Role[] = [0];
const roleAdmins: readonly Role[] = [0, 1];
/** Administrators and seal keepers act on the unit's authorisations and uses; a member only on their own. */
const roleStaff: readonly Role[] = [0, 1, 2];
/** Nobody but the authorised member (the fixture's rows belong to another member). */
const roleNobody: readonly Role[] = [];
const authTables = [authorizations, authorizationEvents, messages];
/** A validity end a month after the real clock (the matrix's test server runs on it). */
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

const baseRules: readonly AccessRule[] = [
  // unit.ts
  rule({
    endpoint: unit.companyDelete,
    otherUnit: 'notFound',
    tables: [companies, memberships],
    example: (f) => ({ companyId: f.subsidiaryId }),
  }),
  rule({
    endpoint: unit.certificationApply,
    otherUnit: 'notFound',
    tables: [certifications, companies],
    example: (f) => ({
      companyFullName: f.unitName,
      socialCreditCode: '91310000MA1FL0A001',
      legalPerson: '张伟',
      licenceFileId: f.fileId,
    }),
  }),
  rule({
    endpoint: unit.certificationInfo,
    otherUnit: 'notFound',
    tables: [certifications],
    example: (f) => ({ id: f.certificationId }),
  }),
  rule({
    endpoint: unit.ocrBusinessLicence,
    otherUnit: 'notFound',
    tables: [files],
    example: (f) => ({ fileId: f.fileId }),
  }),
  rule({
    endpoint: unit.configList,
    unitField: 'companyId',
    otherUnit: 'notFound',
    tables: [companyConfigs],
    example: (f) => ({ companyId: f.companyId }),
  }),
  rule({
    endpoint: unit.companyConfigList,
    unitField: 'companyId',
    otherUnit: 'notFound',
    tables: [companyConfigs],
    example: (f) => ({ companyId: f.companyId }),
  }),
  rule({
    endpoint: unit.companyConfigUpdate,
    unitField: 'companyId',
    otherUnit: 'notFound',
    tables: [companyConfigs],
    example: (f) => ({ companyId: f.companyId, configs: [{ key: 'fingerprint', enabled: true }] }),
  }),
  rule({
    endpoint: unit.partnerApplyDetail,
    otherUnit: 'notFound',
    tables: [partnerApplies],
    example: (f) => ({ id: f.partnerApplyId }),
  }),
  // System-side calls: no staff role may call them, whatever the id.
  rule({
    endpoint: unit.partnerApplyUpdate,
    otherUnit: 'notFound',
    tables: [partnerApplies],
    example: (f) => ({ id: f.partnerApplyId, state: 1 as const }),
  }),
  rule({
    endpoint: unit.partnerDeliveryTime,
    otherUnit: 'notFound',
    tables: [partnerApplies],
    example: (f) => ({ id: f.partnerApplyId, deliveryTime: '2027-01-15' }),
  }),
  rule({
    endpoint: unit.isDisablePhone,
    otherUnit: 'notMember',
    tables: [memberships],
    example: (f) => ({ phone: f.disabledPhone }),
  }),

  // org.ts
  rule({
    endpoint: org.orgAdd,
    otherUnit: 'notFound',
    tables: [departments],
    example: (f) => ({ name: `矩阵新部门${f.parentDepartmentId}`, parentId: f.parentDepartmentId }),
  }),
  rule({
    endpoint: org.orgUpdate,
    variant: 'id',
    otherUnit: 'notFound',
    tables: [departments],
    example: (f) => ({ id: f.departmentId, name: `矩阵改名${f.departmentId}`, parentId: null }),
  }),
  rule({
    endpoint: org.orgUpdate,
    variant: 'parentId',
    otherUnit: 'notFound',
    tables: [departments],
    // The department is the caller's own; only the new parent comes from `ids`.
    example: (f, own) => ({
      id: own.departmentId,
      name: `矩阵移动${own.departmentId}`,
      parentId: f.parentDepartmentId,
    }),
  }),
  rule({
    endpoint: org.orgDelete,
    otherUnit: 'notFound',
    tables: [departments],
    example: (f) => ({ id: f.departmentId }),
  }),
  rule({
    endpoint: org.memberList,
    otherUnit: 'notFound',
    tables: [memberships],
    example: (f) => ({ departmentId: f.parentDepartmentId }),
  }),
  rule({
    endpoint: org.memberDetail,
    otherUnit: 'notFound',
    tables: [memberships],
    example: (f) => ({ userId: f.userId }),
  }),
  rule({
    endpoint: org.memberAdd,
    otherUnit: 'notFound',
    tables: [memberships, users],
    example: (f) => ({ realName: '矩阵新人', mobile: f.newPhone, role: 3 as const, departmentId: f.departmentId }),
  }),
  rule({
    endpoint: org.memberUpdate,
    variant: 'userId',
    otherUnit: 'notFound',
    tables: [memberships, users],
    example: (f) => ({ userId: f.userId, realName: '矩阵改名', role: 2 as const, departmentId: null, disabled: false }),
  }),
  rule({
    endpoint: org.memberUpdate,
    variant: 'departmentId',
    otherUnit: 'notFound',
    tables: [memberships, users],
    // The member is the caller's own; only the department comes from `ids`.
    example: (f, own) => ({
      userId: own.userId,
      realName: '矩阵移动',
      role: 3 as const,
      departmentId: f.departmentId,
      disabled: false,
    }),
  }),
  rule({
    endpoint: org.changeSuperAdmin,
    roles: roleChief,
    refusal: 'e.chiefOnly',
    otherUnit: 'notFound',
    tables: [memberships],
    example: (f) => ({ userId: f.userId }),
  }),

  // file.ts
  rule({
    endpoint: file.fileTempUrl,
    otherUnit: 'emptyUrl',
    tables: [files],
    example: (f) => ({ filePath: f.fileId }),
  }),
  rule({
    endpoint: file.fileDelete,
    rowRoles: roleAdmins,
    otherUnit: 'notFound',
    tables: [files],
    example: (f) => ({ fileId: f.fileId }),
  }),

  // device.ts
  rule({
    endpoint: device.deviceDetail,
    otherUnit: 'notFound',
    tables: [devices],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: device.deviceUnbind,
    otherUnit: 'notFound',
    tables: [devices, approvalTemplates],
    // A device in use (open applications or authorisation, as `deviceId` has) is refused for its own reasons.
    example: (f) => ({ deviceId: f.freeDeviceId }),
  }),
  rule({
    endpoint: device.deviceUpdate,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: [devices],
    example: (f) => ({ deviceId: f.deviceId, name: '矩阵改名设备', keeperId: null }),
  }),
  rule({
    endpoint: device.deviceUpdate,
    variant: 'keeperId',
    otherUnit: 'notFound',
    tables: [devices],
    // The device is the caller's own; only the keeper comes from `ids`.
    example: (f, own) => ({ deviceId: own.deviceId, name: '矩阵保管人', keeperId: f.userId }),
  }),
  rule({
    endpoint: device.connectMode,
    otherUnit: 'notFound',
    tables: [devices],
    example: (f) => ({ deviceId: f.deviceId, mode: 'gprs' as const }),
  }),
  rule({
    endpoint: device.deviceSearchList,
    otherUnit: 'notFound',
    tables: [deviceOperations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: device.replaceRecordList,
    otherUnit: 'notFound',
    tables: [deviceReplacements],
    example: (f) => ({ deviceId: f.deviceId }),
  }),

  // template.ts
  rule({
    endpoint: template.templateList,
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: template.templateDetail,
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    example: (f) => ({ id: f.templateId }),
  }),
  rule({
    endpoint: template.templateAdd,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    // A device without templates: on `deviceId` '合同' is taken (templates of a device do not share a file type).
    example: (f, own) => ({
      deviceId: f.freeDeviceId,
      name: '矩阵模板',
      approverIds: [own.approverId],
      fileTypes: ['合同'],
      useCountLimit: 5,
    }),
  }),
  rule({
    endpoint: template.templateAdd,
    variant: 'approverIds',
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    // The device is the caller's own (one without templates); only the approver comes from `ids`.
    example: (f, own) => ({
      deviceId: own.freeDeviceId,
      name: '矩阵模板',
      approverIds: [f.approverId],
      fileTypes: ['合同'],
      useCountLimit: null,
    }),
  }),
  rule({
    endpoint: template.templateUpdate,
    variant: 'id',
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    example: (f) => ({
      id: f.templateId,
      name: '矩阵改名',
      approverIds: [f.approverId],
      fileTypes: ['合同'],
      useCountLimit: 3,
    }),
  }),
  rule({
    endpoint: template.templateUpdate,
    variant: 'approverIds',
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    // The template is the caller's own; only the approver comes from `ids`.
    example: (f, own) => ({
      id: own.templateId,
      name: '矩阵改人',
      approverIds: [f.approverId],
      fileTypes: ['合同'],
      useCountLimit: 3,
    }),
  }),
  rule({
    endpoint: template.templateDelete,
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    example: (f) => ({ id: f.templateId }),
  }),

  // authorization.ts (the own-use list takes only the caller's own user id: tests/server/authorization.test.ts)
  rule({
    endpoint: authorization.authExistNotClose,
    otherUnit: 'notFound',
    tables: [authorizations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: authorization.authAuth,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: authTables,
    example: (f, own) => ({
      deviceId: f.freeDeviceId,
      userId: own.userId,
      useCount: 2,
      validTo: inAMonth(),
      reason: '矩阵授权',
    }),
  }),
  rule({
    endpoint: authorization.authAuth,
    variant: 'userId',
    otherUnit: 'notFound',
    tables: authTables,
    example: (f, own) => ({
      deviceId: own.freeDeviceId,
      userId: f.userId,
      useCount: 2,
      validTo: inAMonth(),
      reason: '矩阵授权',
    }),
  }),
  rule({
    endpoint: authorization.authApplyAuthorization,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ applyId: f.completedApplicationId, validTo: inAMonth() }),
  }),
  rule({
    endpoint: authorization.authAudit,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.endedAuthorizationId, remark: '矩阵审核' }),
  }),
  rule({
    endpoint: authorization.authActive,
    rowRoles: roleNobody,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.authorizationId }),
  }),
  rule({
    endpoint: authorization.authReActive,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.pausedAuthorizationId }),
  }),
  rule({
    endpoint: authorization.authTmpFinish,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.activeAuthorizationId }),
  }),
  rule({
    endpoint: authorization.authClose,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.authorizationId }),
  }),
  rule({
    endpoint: authorization.authCloseByDevice,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: authorization.authCancel,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.authorizationId }),
  }),
  rule({
    endpoint: authorization.authLockPhotograph,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.authorizationId }),
  }),
  rule({
    endpoint: authorization.authUnlockPhotograph,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.activeAuthorizationId }),
  }),
  rule({
    endpoint: authorization.authChangeUser,
    variant: 'id',
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f, own) => ({ id: f.authorizationId, userId: own.otherUserId }),
  }),
  rule({
    endpoint: authorization.authChangeUser,
    variant: 'userId',
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: authTables,
    // The authorisation is the caller's unit's; only the new member comes from `ids`.
    example: (f, own) => ({ id: own.authorizationId, userId: f.otherUserId }),
  }),
  rule({
    endpoint: authorization.authDeviceList,
    otherUnit: 'notFound',
    tables: [authorizations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: authorization.authList,
    otherUnit: 'notFound',
    tables: [authorizations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: authorization.authDetail,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: [authorizations],
    example: (f) => ({ id: f.authorizationId }),
  }),
  rule({
    endpoint: authorization.fingerprintIsExist,
    otherUnit: 'notFound',
    tables: [users],
    example: (f) => ({ userId: f.userId }),
  }),

  // use-record.ts (export-pdf and use-image/v1/save: tests/server/use-records.test.ts; the device gateway's calls
  // authenticate a device, not a session, and are scoped by the device's own unit)
  rule({
    endpoint: useRecord.useRecordList,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: useRecord.useRecordList,
    variant: 'userId',
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ userId: f.userId }),
  }),
  rule({
    endpoint: useRecord.useRecordList,
    variant: 'departmentId',
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ departmentId: f.departmentId }),
  }),
  rule({
    endpoint: useRecord.useRecordDetail,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: [useRecords, usePhotos, files],
    example: (f) => ({ id: f.useRecordId }),
  }),
  rule({
    endpoint: useRecord.useFindByConfId,
    rowRoles: roleStaff,
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ confId: f.activeAuthorizationId }),
  }),
  rule({
    endpoint: useRecord.phonePhotoList,
    roles: roleStaff,
    otherUnit: 'notFound',
    tables: [usePhotos],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: useRecord.operateRecordList,
    roles: roleStaff,
    otherUnit: 'notFound',
    tables: [deviceOperations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  rule({
    endpoint: useRecord.useMonthStatistics,
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ month: new Date().toISOString().slice(0, 7), deviceId: f.deviceId }),
  }),
  rule({
    endpoint: useRecord.exportCreate,
    otherUnit: 'notFound',
    tables: [exportJobs],
    example: (f) => ({ exportType: 3 as const, filters: { deviceId: f.deviceId } }),
  }),
  rule({
    endpoint: useRecord.exportDetail,
    // The caller's own exports, and any of the unit's for administrators.
    rowRoles: roleAdmins,
    otherUnit: 'notFound',
    tables: [exportJobs],
    example: (f) => ({ id: f.exportJobId }),
  }),
];

const applyTables = [applications, applicationSteps, applicationNotifications, applicationFiles, messages];

const applyRules: readonly AccessRule[] = [
  // apply.ts
  rule({
    endpoint: apply.applySave,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ deviceId: f.deviceId, fileType: '合同', copies: 1, useCount: 1, reason: '矩阵用印' }),
  }),
  rule({
    endpoint: apply.applySave,
    variant: 'fileIds',
    otherUnit: 'notFound',
    tables: applyTables,
    // The device is the caller's own; only the attachment comes from `ids`.
    example: (f, own) => ({
      deviceId: own.deviceId,
      fileType: '合同',
      copies: 1,
      useCount: 1,
      reason: '矩阵附件',
      fileIds: [f.attachmentId],
    }),
  }),
  rule({
    endpoint: apply.applyApprove,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.approvalId, result: 'approved' as const }),
  }),
  rule({
    endpoint: apply.applyRevoke,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.applicationId }),
  }),
  rule({
    endpoint: apply.applyRenotify,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.applicationId }),
  }),
  rule({
    endpoint: apply.applySaveDraft,
    variant: 'id',
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.draftId, reason: '矩阵草稿' }),
  }),
  rule({
    endpoint: apply.applySaveDraft,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ deviceId: f.deviceId, reason: '矩阵草稿' }),
  }),
  rule({
    endpoint: apply.applyDeleteDraft,
    otherUnit: 'notFound',
    tables: [...applyTables, files],
    example: (f) => ({ id: f.draftId }),
  }),
  rule({
    endpoint: apply.applyDraftSubmit,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.draftId }),
  }),
  rule({
    endpoint: apply.applyDetailInfo,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.applicationId }),
  }),
  rule({
    endpoint: apply.applyNotifyList,
    otherUnit: 'notFound',
    tables: [applicationNotifications],
    example: (f) => ({ id: f.applicationId }),
  }),
  rule({
    endpoint: apply.applyCurrentStatus,
    otherUnit: 'notFound',
    tables: [applications],
    example: (f) => ({ id: f.applicationId }),
  }),
  rule({
    endpoint: apply.applyDrafts,
    otherUnit: 'notFound',
    tables: [applications],
    example: (f) => ({ userId: f.actorId }),
  }),
  rule({
    endpoint: apply.applyUpdateReadStatus,
    otherUnit: 'notFound',
    tables: [applications],
    example: (f) => ({ id: f.applicationId }),
  }),

  // file-type.ts
  rule({
    endpoint: fileType.fileTypeUpdate,
    otherUnit: 'notFound',
    tables: [fileTypes, approvalTemplates],
    example: (f) => ({ id: f.fileTypeId, name: `矩阵类型${f.fileTypeId}`, remark: '改过' }),
  }),
  rule({
    endpoint: fileType.fileTypeDelete,
    otherUnit: 'notFound',
    tables: [fileTypes, approvalTemplates],
    example: (f) => ({ id: f.fileTypeId }),
  }),
];

const dashboardRules: readonly AccessRule[] = [
  // dashboard.ts; the realtime backfill takes a position in the session's own unit's log, no id
  rule({
    endpoint: dashboard.headStatisNum,
    unitField: 'companyId',
    otherUnit: 'notFound',
    tables: [devices, useRecords],
    example: (f) => ({ companyId: f.companyId }),
  }),
  rule({
    endpoint: dashboard.deviceUseTimes,
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
];

export const accessMatrix: readonly AccessRule[] = [...baseRules, ...applyRules, ...dashboardRules];

const byEndpoint = new Map<Endpoint, AccessRule>();
for (const r of accessMatrix) {
  const first = byEndpoint.get(r.endpoint);
  if (!first) {
    byEndpoint.set(r.endpoint, r);
    continue;
  }
  // Variants of one call differ in their example only: the server applies one rule per call.
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same([first.unitField, first.roles, first.rowRoles], [r.unitField, r.roles, r.rowRoles])) {
    throw new Error(`access matrix: the variants of ${r.endpoint.path} disagree`);
  }
}

/** The rule of a call (its first, when a call has several variants). */
export function accessRuleOf(e: Endpoint): AccessRule | undefined {
  return byEndpoint.get(e);
}

/** Whether a role may act on a row it did not create (rowRoles of the call's rule; no rule: yes). */
export function mayActOnOthersRow(e: Endpoint, role: Role): boolean {
  const roles = accessRuleOf(e)?.rowRoles;
  return !roles || roles.includes(role);
}

export interface Expectation {
  code: number;
  /** For code 0: what the answer must show. */
  answer?: OtherUnitAnswer | 'found';
}

/**
 * What a staff session of `role` gets for a rule, with ids of its own unit or of another: 1003 when the access level,
 * the permission code or `roles` refuse; otherwise success for its own unit's ids and `otherUnit` for another's.
 * `rowRoles` applies to the own unit's rows only (another unit's row is not found first).
 */
export function expectationOf(
  r: AccessRule,
  role: Role,
  grants: ReadonlySet<string>,
  unitOfIds: 'own' | 'other',
): Expectation {
  const staffMayCall = r.endpoint.access !== 'system';
  const permitted = !r.endpoint.permission || grants.has(r.endpoint.permission);
  if (!staffMayCall || !permitted || (r.roles && !r.roles.includes(role))) return { code: 1003 };
  if (unitOfIds === 'own') {
    if (r.rowRoles && !r.rowRoles.includes(role)) return { code: 1003 };
    return { code: 0, answer: 'found' };
  }
  return r.otherUnit === 'notFound' ? { code: 404 } : { code: 0, answer: r.otherUnit };
}
