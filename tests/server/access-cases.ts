/**
 * The access matrix's cases: every call that takes an id of tenant data, with a request for the ids of a unit, what
 * another unit's ids answer, and the tables the call could change. tests/server/access-matrix-run.ts runs each for
 * roles 0-3 x {own unit, other unit}; who may call comes from the access policy (server/src/access/policy.ts).
 */
import {
  anomaly,
  audit,
  authorization,
  compare,
  apply,
  content,
  cost,
  complaint,
  invoice,
  dictionary,
  sysOrg,
  sysAccount,
  sysRole,
  dashboard,
  device,
  deviceCommand,
  display,
  document,
  file,
  fileType,
  geofence,
  invitation,
  org,
  platform,
  search,
  template,
  unit,
  useRecord,
} from '../../contract';
import {
  applicationFiles,
  applicationNotifications,
  applicationSteps,
  applications,
  approvalTemplates,
  auditChainHeads,
  auditLog,
  authorizationEvents,
  authorizations,
  certifications,
  companies,
  companyConfigs,
  compareRecords,
  docJobs,
  contentAttachments,
  contentReads,
  contentSignups,
  costBankTransfers,
  deviceSims,
  costHoldings,
  costOrders,
  costRefunds,
  invoiceOrders,
  invoicePayers,
  invoices,
  departments,
  memberInvitations,
  deviceCommands,
  deviceOperations,
  deviceReplacements,
  devices,
  displays,
  exportJobs,
  fencePlaces,
  files,
  fileTypes,
  memberships,
  messages,
  partnerApplies,
  quotaApplications,
  quotas,
  sessions,
  paymentNotifications,
  sandboxTrades,
  sysAccounts,
  usePhotos,
  useRecords,
  users,
  watermarkDetections,
  watermarkIssuances,
  watermarkKeys,
} from '../../server/src/db/schema';
import { anomalyAlertEvents, anomalyAlerts, anomalyRules, anomalySchedules } from '../../server/src/db/schema/anomaly';
import { complaintEvents, complaints, dictionaries, sysDepartments } from '../../server/src/db/schema/registry';
import { sysAccountRoles, sysRoleGrants, sysRoles } from '../../server/src/db/schema/sys-role';
import { accessCase, type AccessCase, type UnitFixture } from './access-fixtures';

const authTables = [authorizations, authorizationEvents, messages];
/** A validity end a month after the real clock (the matrix's test server runs on it). */
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

const baseCases: readonly AccessCase[] = [
  // unit.ts
  accessCase({
    endpoint: unit.companyDelete,
    otherUnit: 'notFound',
    tables: [companies, memberships],
    example: (f) => ({ companyId: f.subsidiaryId }),
  }),
  accessCase({
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
  accessCase({
    endpoint: unit.certificationInfo,
    otherUnit: 'notFound',
    tables: [certifications],
    example: (f) => ({ id: f.certificationId }),
  }),
  accessCase({
    endpoint: unit.ocrBusinessLicence,
    otherUnit: 'notFound',
    tables: [files],
    example: (f) => ({ fileId: f.fileId }),
  }),
  accessCase({
    endpoint: unit.configList,
    otherUnit: 'notFound',
    tables: [companyConfigs],
    example: (f) => ({ companyId: f.companyId }),
  }),
  accessCase({
    endpoint: unit.companyConfigList,
    otherUnit: 'notFound',
    tables: [companyConfigs],
    example: (f) => ({ companyId: f.companyId }),
  }),
  accessCase({
    endpoint: unit.companyConfigUpdate,
    otherUnit: 'notFound',
    tables: [companyConfigs],
    example: (f) => ({ companyId: f.companyId, configs: [{ key: 'fingerprint', enabled: true }] }),
  }),
  accessCase({
    endpoint: unit.partnerApplyDetail,
    otherUnit: 'notFound',
    tables: [partnerApplies],
    example: (f) => ({ id: f.partnerApplyId }),
  }),
  // System-side calls: no staff role may call them, whatever the id.
  accessCase({
    endpoint: unit.partnerApplyUpdate,
    otherUnit: 'notFound',
    tables: [partnerApplies],
    example: (f) => ({ id: f.partnerApplyId, state: 1 as const }),
  }),
  accessCase({
    endpoint: unit.partnerDeliveryTime,
    otherUnit: 'notFound',
    tables: [partnerApplies],
    example: (f) => ({ id: f.partnerApplyId, deliveryTime: '2027-01-15' }),
  }),
  // The platform's calls (system side): no staff role may call them, whatever the unit of the id.
  accessCase({
    endpoint: platform.unitDisable,
    otherUnit: 'notFound',
    tables: [companies, sessions],
    example: (f) => ({ companyId: f.companyId, disabled: true }),
  }),
  accessCase({
    endpoint: platform.unitQuotas,
    otherUnit: 'notFound',
    tables: [quotas],
    example: (f) => ({ companyId: f.companyId }),
  }),
  accessCase({
    endpoint: platform.quotaSet,
    otherUnit: 'notFound',
    tables: [quotas],
    example: (f) => ({ companyId: f.companyId, item: 'usersPerUnit' as const, limit: 100_000 }),
  }),
  accessCase({
    endpoint: platform.quotaApplyReview,
    otherUnit: 'notFound',
    tables: [quotaApplications, quotas, messages],
    example: (f) => ({ id: f.quotaApplicationId, pass: true }),
  }),
  accessCase({
    endpoint: platform.certificationReview,
    otherUnit: 'notFound',
    tables: [certifications, companies, messages],
    example: (f) => ({ id: f.certificationId, pass: false, reason: '矩阵' }),
  }),
  accessCase({
    endpoint: platform.certificationLicenceUrl,
    otherUnit: 'notFound',
    tables: [certifications],
    example: (f) => ({ id: f.certificationId }),
  }),
  accessCase({
    endpoint: unit.isDisablePhone,
    otherUnit: 'notMember',
    tables: [memberships],
    example: (f) => ({ phone: f.disabledPhone }),
  }),

  // org.ts
  accessCase({
    endpoint: org.orgAdd,
    otherUnit: 'notFound',
    tables: [departments],
    example: (f) => ({ name: `矩阵新部门${f.parentDepartmentId}`, parentId: f.parentDepartmentId }),
  }),
  accessCase({
    endpoint: org.orgUpdate,
    variant: 'id',
    otherUnit: 'notFound',
    tables: [departments],
    example: (f) => ({ id: f.departmentId, name: `矩阵改名${f.departmentId}`, parentId: null }),
  }),
  accessCase({
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
  accessCase({
    endpoint: org.orgDelete,
    otherUnit: 'notFound',
    tables: [departments],
    example: (f) => ({ id: f.departmentId }),
  }),
  accessCase({
    endpoint: org.memberList,
    otherUnit: 'notFound',
    tables: [memberships],
    example: (f) => ({ departmentId: f.parentDepartmentId }),
  }),
  accessCase({
    endpoint: org.memberDetail,
    otherUnit: 'notFound',
    tables: [memberships],
    example: (f) => ({ userId: f.userId }),
  }),
  accessCase({
    endpoint: org.memberAdd,
    otherUnit: 'notFound',
    tables: [memberships, memberInvitations, users],
    example: (f) => ({ realName: '矩阵新人', mobile: f.newPhone, role: 3 as const, departmentId: f.departmentId }),
  }),
  accessCase({
    endpoint: invitation.invitationResend,
    otherUnit: 'notFound',
    tables: [memberInvitations, memberships],
    example: (f) => ({ id: f.invitationId }),
  }),
  accessCase({
    endpoint: invitation.invitationRevoke,
    otherUnit: 'notFound',
    tables: [memberInvitations, memberships],
    example: (f) => ({ id: f.invitationId }),
  }),
  accessCase({
    endpoint: org.memberUpdate,
    variant: 'userId',
    otherUnit: 'notFound',
    tables: [memberships, users],
    example: (f) => ({ userId: f.userId, realName: '矩阵改名', role: 2 as const, departmentId: null, disabled: false }),
  }),
  accessCase({
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
  accessCase({
    endpoint: org.changeSuperAdmin,
    otherUnit: 'notFound',
    tables: [memberships],
    example: (f) => ({ userId: f.userId }),
  }),

  // file.ts
  accessCase({
    endpoint: file.fileTempUrl,
    otherUnit: 'emptyUrl',
    tables: [files],
    example: (f) => ({ filePath: f.fileId }),
  }),
  accessCase({
    endpoint: file.fileDelete,
    otherUnit: 'notFound',
    tables: [files],
    example: (f) => ({ fileId: f.fileId }),
  }),

  // device.ts
  accessCase({
    endpoint: device.deviceDetail,
    otherUnit: 'notFound',
    tables: [devices],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  // The palette's search by another unit's device number: nothing of that unit.
  accessCase({
    endpoint: search.quickSearch,
    otherUnit: 'noHits',
    tables: [devices, authorizations],
    example: (f) => ({ q: f.deviceId }),
  }),
  accessCase({
    endpoint: device.deviceUnbind,
    otherUnit: 'notFound',
    tables: [devices, approvalTemplates],
    // A device in use (open applications or authorisation, as `deviceId` has) is refused for its own reasons.
    example: (f) => ({ deviceId: f.freeDeviceId }),
  }),
  accessCase({
    endpoint: device.deviceUpdate,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: [devices],
    example: (f) => ({ deviceId: f.deviceId, name: '矩阵改名设备', keeperId: null }),
  }),
  accessCase({
    endpoint: device.deviceUpdate,
    variant: 'keeperId',
    otherUnit: 'notFound',
    tables: [devices],
    // The device is the caller's own; only the keeper comes from `ids`.
    example: (f, own) => ({ deviceId: own.deviceId, name: '矩阵保管人', keeperId: f.userId }),
  }),
  accessCase({
    endpoint: device.connectMode,
    otherUnit: 'notFound',
    tables: [devices],
    example: (f) => ({ deviceId: f.deviceId, mode: 'gprs' as const }),
  }),
  accessCase({
    endpoint: device.deviceSearchList,
    otherUnit: 'notFound',
    tables: [deviceOperations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: device.replaceRecordList,
    otherUnit: 'notFound',
    tables: [deviceReplacements],
    example: (f) => ({ deviceId: f.deviceId }),
  }),

  // device-command.ts
  accessCase({
    endpoint: deviceCommand.deviceCommandList,
    otherUnit: 'notFound',
    tables: [deviceCommands],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: deviceCommand.deviceCommandSend,
    otherUnit: 'notFound',
    tables: [deviceCommands, deviceOperations],
    example: (f) => ({ deviceId: f.deviceId, kind: 'trialStamp' as const }),
  }),
  accessCase({
    endpoint: deviceCommand.deviceSettingsGet,
    otherUnit: 'notFound',
    tables: [deviceCommands],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: deviceCommand.deviceSettingsApply,
    otherUnit: 'notFound',
    tables: [deviceCommands],
    example: (f) => ({ deviceId: f.deviceId, backlightSeconds: 60 }),
  }),

  // template.ts
  accessCase({
    endpoint: template.templateList,
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: template.templateDetail,
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    example: (f) => ({ id: f.templateId }),
  }),
  accessCase({
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
  accessCase({
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
  accessCase({
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
  accessCase({
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
  accessCase({
    endpoint: template.templateDelete,
    otherUnit: 'notFound',
    tables: [approvalTemplates],
    example: (f) => ({ id: f.templateId }),
  }),

  // content.ts: an item whose audience is another unit is not found there, and nothing is read, counted or signed.
  accessCase({
    endpoint: content.contentDetail,
    otherUnit: 'notFound',
    tables: [contentReads],
    example: (f) => ({ id: f.contentItemId }),
  }),
  accessCase({
    endpoint: content.contentFileUrl,
    otherUnit: 'notFound',
    tables: [contentAttachments],
    example: (f) => ({ id: f.contentItemId, fileId: f.contentFileId }),
  }),
  accessCase({
    endpoint: content.contentSignup,
    otherUnit: 'notFound',
    tables: [contentSignups],
    example: (f) => ({ id: f.contentItemId, contactName: '矩阵联系人', phone: '13812345678' }),
  }),

  // authorization.ts (the own-use list takes only the caller's own user id: tests/server/authorization.test.ts)
  accessCase({
    endpoint: authorization.authExistNotClose,
    otherUnit: 'notFound',
    tables: [authorizations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
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
  accessCase({
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
  accessCase({
    endpoint: authorization.authApplyAuthorization,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ applyId: f.completedApplicationId, validTo: inAMonth() }),
  }),
  accessCase({
    endpoint: authorization.authAudit,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.endedAuthorizationId, remark: '矩阵审核' }),
  }),
  accessCase({
    endpoint: authorization.authActive,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.authorizationId }),
  }),
  accessCase({
    endpoint: authorization.authReActive,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.pausedAuthorizationId }),
  }),
  accessCase({
    endpoint: authorization.authTmpFinish,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.activeAuthorizationId }),
  }),
  accessCase({
    endpoint: authorization.authClose,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.authorizationId }),
  }),
  accessCase({
    endpoint: authorization.authCloseByDevice,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: authorization.authCancel,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.authorizationId }),
  }),
  accessCase({
    endpoint: authorization.authLockPhotograph,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.authorizationId }),
  }),
  accessCase({
    endpoint: authorization.authUnlockPhotograph,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.activeAuthorizationId }),
  }),
  accessCase({
    endpoint: authorization.authUnlockFence,
    otherUnit: 'notFound',
    tables: authTables,
    example: (f) => ({ id: f.pausedAuthorizationId }),
  }),
  accessCase({
    endpoint: authorization.authChangeUser,
    variant: 'id',
    otherUnit: 'notFound',
    tables: authTables,
    example: (f, own) => ({ id: f.authorizationId, userId: own.otherUserId }),
  }),
  accessCase({
    endpoint: authorization.authChangeUser,
    variant: 'userId',
    otherUnit: 'notFound',
    tables: authTables,
    // The authorisation is the caller's unit's; only the new member comes from `ids`.
    example: (f, own) => ({ id: own.authorizationId, userId: f.otherUserId }),
  }),
  accessCase({
    endpoint: authorization.authDeviceList,
    otherUnit: 'notFound',
    tables: [authorizations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: authorization.authList,
    otherUnit: 'notFound',
    tables: [authorizations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: authorization.authDetail,
    otherUnit: 'notFound',
    tables: [authorizations],
    example: (f) => ({ id: f.authorizationId }),
  }),
  accessCase({
    endpoint: authorization.fingerprintIsExist,
    otherUnit: 'notFound',
    tables: [users],
    example: (f) => ({ userId: f.userId }),
  }),

  // use-record.ts (export-pdf and use-image/v1/save: tests/server/use-records.test.ts; the device gateway's calls
  // authenticate a device, not a session, and are scoped by the device's own unit)
  accessCase({
    endpoint: useRecord.useRecordList,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: useRecord.useRecordList,
    variant: 'userId',
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ userId: f.userId }),
  }),
  accessCase({
    endpoint: useRecord.useRecordList,
    variant: 'departmentId',
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ departmentId: f.departmentId }),
  }),
  accessCase({
    endpoint: useRecord.useRecordDetail,
    otherUnit: 'notFound',
    tables: [useRecords, usePhotos, files],
    example: (f) => ({ id: f.useRecordId }),
  }),
  accessCase({
    endpoint: useRecord.useFindByConfId,
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ confId: f.activeAuthorizationId }),
  }),
  accessCase({
    endpoint: useRecord.phonePhotoList,
    otherUnit: 'notFound',
    tables: [usePhotos],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: useRecord.operateRecordList,
    otherUnit: 'notFound',
    tables: [deviceOperations],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: useRecord.useMonthStatistics,
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ month: new Date().toISOString().slice(0, 7), deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: useRecord.exportCreate,
    otherUnit: 'notFound',
    tables: [exportJobs],
    example: (f) => ({ exportType: 3 as const, filters: { deviceId: f.deviceId } }),
  }),
  accessCase({
    endpoint: useRecord.exportDetail,
    otherUnit: 'notFound',
    tables: [exportJobs],
    example: (f) => ({ id: f.exportJobId }),
  }),
];

const applyTables = [applications, applicationSteps, applicationNotifications, applicationFiles, messages];

const applyCases: readonly AccessCase[] = [
  // apply.ts
  accessCase({
    endpoint: apply.applySave,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ deviceId: f.deviceId, fileType: '合同', copies: 1, useCount: 1, reason: '矩阵用印' }),
  }),
  accessCase({
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
  accessCase({
    endpoint: apply.applyApprove,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.approvalId, result: 'approved' as const }),
  }),
  accessCase({
    endpoint: apply.applyApproveBatch,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ ids: [f.approvalId], result: 'approved' as const }),
  }),
  accessCase({
    endpoint: apply.applyRevoke,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.applicationId }),
  }),
  accessCase({
    endpoint: apply.applyRenotify,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.applicationId }),
  }),
  accessCase({
    endpoint: apply.applySaveDraft,
    variant: 'id',
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.draftId, reason: '矩阵草稿' }),
  }),
  accessCase({
    endpoint: apply.applySaveDraft,
    variant: 'deviceId',
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ deviceId: f.deviceId, reason: '矩阵草稿' }),
  }),
  accessCase({
    endpoint: apply.applyDeleteDraft,
    otherUnit: 'notFound',
    tables: [...applyTables, files],
    example: (f) => ({ id: f.draftId }),
  }),
  accessCase({
    endpoint: apply.applyDraftSubmit,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.draftId }),
  }),
  accessCase({
    endpoint: apply.applyDetailInfo,
    otherUnit: 'notFound',
    tables: applyTables,
    example: (f) => ({ id: f.applicationId }),
  }),
  accessCase({
    endpoint: apply.applyNotifyList,
    otherUnit: 'notFound',
    tables: [applicationNotifications],
    example: (f) => ({ id: f.applicationId }),
  }),
  accessCase({
    endpoint: apply.applyCurrentStatus,
    otherUnit: 'notFound',
    tables: [applications],
    example: (f) => ({ id: f.applicationId }),
  }),
  accessCase({
    endpoint: apply.applyDrafts,
    otherUnit: 'notFound',
    tables: [applications],
    example: (f) => ({ userId: f.actorId }),
  }),
  accessCase({
    endpoint: apply.applyUpdateReadStatus,
    otherUnit: 'notFound',
    tables: [applications],
    example: (f) => ({ id: f.applicationId }),
  }),

  // file-type.ts
  accessCase({
    endpoint: fileType.fileTypeUpdate,
    otherUnit: 'notFound',
    tables: [fileTypes, approvalTemplates],
    example: (f) => ({ id: f.fileTypeId, name: `矩阵类型${f.fileTypeId}`, remark: '改过' }),
  }),
  accessCase({
    endpoint: fileType.fileTypeDelete,
    otherUnit: 'notFound',
    tables: [fileTypes, approvalTemplates],
    example: (f) => ({ id: f.fileTypeId }),
  }),
];

const dashboardCases: readonly AccessCase[] = [
  // dashboard.ts; the realtime backfill takes a position in the session's own unit's log, no id
  accessCase({
    endpoint: dashboard.headStatisNum,
    otherUnit: 'notFound',
    tables: [devices, useRecords],
    example: (f) => ({ companyId: f.companyId }),
  }),
  accessCase({
    endpoint: dashboard.deviceUseTimes,
    otherUnit: 'notFound',
    tables: [useRecords],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
];

// display.ts: another unit's display links are neither listed, added to, renamed nor revoked
const displayCases: readonly AccessCase[] = [
  accessCase({
    endpoint: display.displayList,
    otherUnit: 'notFound',
    tables: [displays],
    example: (f) => ({ companyId: f.companyId }),
  }),
  accessCase({
    endpoint: display.displayAdd,
    otherUnit: 'notFound',
    tables: [displays],
    example: (f) => ({ companyId: f.companyId, name: '矩阵新显示屏', validDays: 7 }),
  }),
  accessCase({
    endpoint: display.displayRename,
    otherUnit: 'notFound',
    tables: [displays],
    example: (f) => ({ id: f.displayId, name: '矩阵改名' }),
  }),
  accessCase({
    endpoint: display.displayRevoke,
    otherUnit: 'notFound',
    tables: [displays],
    example: (f) => ({ id: f.displayId }),
  }),
  accessCase({
    endpoint: geofence.placeAdd,
    otherUnit: 'notFound',
    tables: [fencePlaces],
    // Administrators of both roles add one: names are unique in a unit.
    example: (f) => ({
      companyId: f.companyId,
      name: `矩阵新地点-${Math.random().toString(36).slice(2, 10)}`,
      fence: { kind: 'circle' as const, center: { lat: 31.2, lng: 121.5 }, radius: 300 },
    }),
  }),
  accessCase({
    endpoint: geofence.placeDelete,
    otherUnit: 'notFound',
    tables: [fencePlaces],
    example: (f) => ({ id: f.placeId }),
  }),
];

const orderTables = [costOrders, sandboxTrades, paymentNotifications, devices];

const costCases: readonly AccessCase[] = [
  // cost.ts: another unit's order is not found and its payment is not touched; another unit's device is not renewed
  accessCase({
    endpoint: cost.orderCreate,
    otherUnit: 'notFound',
    tables: orderTables,
    // Product 1 is the first of the seeded catalogue, a smart-seal year (the fixture's device is a smart seal).
    example: (f) => ({ productId: 1, quantity: 1, deviceId: f.deviceId }),
  }),
  accessCase({
    endpoint: cost.orderDetail,
    otherUnit: 'notFound',
    tables: orderTables,
    example: (f) => ({ id: f.orderId }),
  }),
  accessCase({
    endpoint: cost.orderCancel,
    otherUnit: 'notFound',
    tables: orderTables,
    example: (f) => ({ id: f.orderId }),
  }),
  accessCase({
    endpoint: cost.orderSync,
    otherUnit: 'notFound',
    tables: orderTables,
    example: (f) => ({ id: f.orderId }),
  }),
  accessCase({
    endpoint: cost.sandboxPay,
    otherUnit: 'notFound',
    tables: orderTables,
    example: (f) => ({ id: f.orderId, scenario: 'pay' as const }),
  }),
  accessCase({
    endpoint: cost.holdingAutoRenew,
    otherUnit: 'notFound',
    tables: [costHoldings],
    example: (f) => ({ id: f.holdingId, autoRenew: true }),
  }),
  // Refunds: another unit's order is not refunded; no staff session decides a refund, whatever unit it is of.
  accessCase({
    endpoint: cost.refundRequest,
    otherUnit: 'notFound',
    tables: [costOrders, costRefunds],
    example: (f) => ({ orderId: f.paidOrderId, amountFen: 100, reason: '矩阵退款' }),
  }),
  accessCase({
    endpoint: cost.platformRefundApprove,
    otherUnit: 'notFound',
    tables: [costOrders, costRefunds, costHoldings, sandboxTrades, messages],
    example: (f) => ({ id: f.refundId }),
  }),
  accessCase({
    endpoint: cost.platformRefundReject,
    otherUnit: 'notFound',
    tables: [costOrders, costRefunds, messages],
    example: (f) => ({ id: f.refundId, reason: '矩阵驳回' }),
  }),
  // SIM cards: another unit's device is not found.
  accessCase({
    endpoint: cost.simList,
    otherUnit: 'notFound',
    tables: [deviceSims],
    example: (f) => ({ deviceId: f.deviceId }),
  }),
  // Bank transfers: another unit's order gets no transfer or receipt (nor its file); no staff session reviews one.
  accessCase({
    endpoint: cost.transferChoose,
    otherUnit: 'notFound',
    tables: [...orderTables, costBankTransfers],
    example: (f) => ({ id: f.orderId }),
  }),
  accessCase({
    endpoint: cost.transferReceipt,
    otherUnit: 'notFound',
    tables: [costOrders, costBankTransfers],
    example: (f) => ({ id: f.bankOrderId, fileId: f.attachmentId }),
  }),
  ...([cost.platformTransferApprove, cost.platformTransferCheck] as const).map((endpoint) =>
    accessCase({
      endpoint,
      otherUnit: 'notFound',
      tables: [costOrders, costBankTransfers, costHoldings, messages, paymentNotifications],
      example: (f) => ({ id: f.bankOrderId }),
    }),
  ),
  accessCase({
    endpoint: cost.platformTransferReject,
    otherUnit: 'notFound',
    tables: [costOrders, costBankTransfers, messages],
    example: (f) => ({ id: f.bankOrderId, reason: '矩阵驳回' }),
  }),
];

const documentCases: readonly AccessCase[] = [
  // document.ts: another unit's file (and member) is not found, and no copy, key or detection is written
  accessCase({
    endpoint: document.addWatermark,
    otherUnit: 'notFound',
    tables: [files, watermarkIssuances, watermarkKeys],
    example: (f) => ({ fileId: f.fileId, recipientIds: [f.userId], opacity: 18, angle: -30 }),
  }),
  accessCase({
    endpoint: document.detectWatermark,
    otherUnit: 'notFound',
    tables: [watermarkDetections, watermarkKeys],
    example: (f) => ({ fileId: f.fileId }),
  }),
  accessCase({
    endpoint: document.issuanceZip,
    otherUnit: 'notFound',
    tables: [watermarkIssuances, files],
    example: (f) => ({ batchId: f.watermarkBatchId }),
  }),
  // compare.ts: another unit's files or comparison are not found, and no record or page image is written
  accessCase({
    endpoint: compare.compareCreate,
    otherUnit: 'notFound',
    tables: [files, compareRecords, docJobs],
    example: (f) => ({ oldFileId: f.fileId, newFileId: f.fileId, type: 1 as const }),
  }),
  accessCase({
    endpoint: compare.compareDetail,
    otherUnit: 'notFound',
    tables: [compareRecords],
    example: (f) => ({ id: f.compareRecordId }),
  }),
  accessCase({
    endpoint: compare.compareReport,
    otherUnit: 'notFound',
    tables: [files, compareRecords],
    example: (f) => ({ id: f.compareRecordId }),
  }),
  accessCase({
    endpoint: compare.compareExpectedArea,
    otherUnit: 'notFound',
    tables: [compareRecords],
    example: (f) => ({ id: f.compareRecordId, expected: null }),
  }),
];

// audit.ts: a unit's log and its chain (the system side reads any unit's)
const auditCases: readonly AccessCase[] = [
  accessCase({
    endpoint: audit.operateLog,
    otherUnit: 'notFound',
    tables: [auditLog],
    example: (f) => ({ companyId: f.companyId }),
  }),
  accessCase({
    endpoint: audit.verify,
    otherUnit: 'notFound',
    tables: [auditLog, auditChainHeads],
    example: (f) => ({ companyId: f.companyId }),
  }),
];

// Dictionary, organisation, complaints: staff reach a complaint of their own only; the platform's calls are the
// system side's alone (every staff role gets 1003 and nothing changes).
const registryCases: readonly AccessCase[] = [
  accessCase({
    endpoint: complaint.complaintDetail,
    otherUnit: 'notFound',
    tables: [complaints],
    example: (f) => ({ id: f.complaintId }),
  }),
  ...(
    [
      [complaint.complaintManageDetail, (f: UnitFixture) => ({ id: f.complaintId })],
      [complaint.complaintAssign, (f: UnitFixture) => ({ id: f.complaintId, assigneeId: 1 })],
      [complaint.complaintReply, (f: UnitFixture) => ({ id: f.complaintId, reply: '员工回复' })],
      [complaint.complaintResolve, (f: UnitFixture) => ({ id: f.complaintId })],
    ] as const
  ).map(([endpoint, example]) =>
    accessCase({ endpoint, otherUnit: 'notFound', tables: [complaints, complaintEvents, messages], example }),
  ),
  accessCase({
    endpoint: dictionary.dictUpdate,
    otherUnit: 'notFound',
    tables: [dictionaries],
    example: () => ({ id: 1, name: '员工改的', code: 'staff' }),
  }),
  accessCase({
    endpoint: dictionary.dictDelete,
    otherUnit: 'notFound',
    tables: [dictionaries],
    example: () => ({ id: 1 }),
  }),
  accessCase({
    endpoint: sysOrg.orgUpdate,
    otherUnit: 'notFound',
    tables: [sysDepartments],
    example: () => ({ id: 1, parentId: null, name: '员工改的', sort: 0 }),
  }),
  accessCase({
    endpoint: sysOrg.orgDelete,
    otherUnit: 'notFound',
    tables: [sysDepartments],
    example: () => ({ id: 1 }),
  }),
  accessCase({
    endpoint: sysOrg.orgAssign,
    otherUnit: 'notFound',
    tables: [sysDepartments, sysAccounts],
    example: () => ({ departmentId: null, accountIds: [1] }),
  }),
  accessCase({
    endpoint: sysAccount.accountDetail,
    otherUnit: 'notFound',
    tables: [sysAccounts],
    example: () => ({ id: 1 }),
  }),
  accessCase({
    endpoint: sysAccount.accountUpdate,
    otherUnit: 'notFound',
    tables: [sysAccounts],
    example: () => ({ id: 1, realName: '员工改的', departmentId: null }),
  }),
  accessCase({
    endpoint: sysAccount.accountState,
    otherUnit: 'notFound',
    tables: [sysAccounts, sessions],
    example: () => ({ id: 1, disabled: true }),
  }),
  accessCase({
    endpoint: sysAccount.accountResetPassword,
    otherUnit: 'notFound',
    tables: [sysAccounts, sessions],
    example: () => ({ id: 1 }),
  }),
  accessCase({
    endpoint: sysRole.platformRoleSave,
    otherUnit: 'notFound',
    tables: [sysRoles, sysRoleGrants],
    example: () => ({ id: 1, name: '员工改的', menuIds: [] }),
  }),
  accessCase({
    endpoint: sysRole.platformRoleDelete,
    otherUnit: 'notFound',
    tables: [sysRoles, sysRoleGrants, sysAccountRoles],
    example: () => ({ id: 1 }),
  }),
];

const invoiceTables = [invoicePayers, invoices, invoiceOrders, costOrders];

const invoiceCases: readonly AccessCase[] = [
  // invoice.ts: another unit's payer, order or invoice is not found, and no payer, invoice or order changes
  accessCase({
    endpoint: invoice.payerUpdate,
    otherUnit: 'notFound',
    tables: invoiceTables,
    example: (f) => ({ id: f.payerId, payerType: 2 as const, title: '改过的抬头', isDefault: true }),
  }),
  accessCase({
    endpoint: invoice.payerDelete,
    otherUnit: 'notFound',
    tables: invoiceTables,
    example: (f) => ({ id: f.payerId }),
  }),
  accessCase({
    endpoint: invoice.invoiceApply,
    variant: 'payer',
    otherUnit: 'notFound',
    tables: invoiceTables,
    example: (f, own) => ({ payerId: f.payerId, invoiceType: 1 as const, orderIds: [own.paidOrderId] }),
  }),
  accessCase({
    endpoint: invoice.invoiceApply,
    variant: 'order',
    otherUnit: 'notFound',
    tables: invoiceTables,
    example: (f, own) => ({ payerId: own.payerId, invoiceType: 1 as const, orderIds: [f.paidOrderId] }),
  }),
  accessCase({
    endpoint: invoice.invoiceDetail,
    otherUnit: 'notFound',
    tables: invoiceTables,
    example: (f) => ({ id: f.invoiceId }),
  }),
  accessCase({
    endpoint: invoice.invoiceCancel,
    otherUnit: 'notFound',
    tables: invoiceTables,
    example: (f) => ({ id: f.invoiceId }),
  }),
  accessCase({
    endpoint: invoice.invoiceAccept,
    otherUnit: 'notFound',
    tables: invoiceTables,
    example: (f) => ({ id: f.issuedInvoiceId }),
  }),
  accessCase({
    endpoint: invoice.invoiceDocument,
    otherUnit: 'notFound',
    tables: invoiceTables,
    example: (f) => ({ id: f.issuedInvoiceId }),
  }),
  // The platform's issuing: no staff session may issue or reject, whatever unit the request is of.
  accessCase({
    endpoint: invoice.issuingIssue,
    otherUnit: 'notFound',
    tables: [...invoiceTables, files, messages],
    example: (f) => ({ id: f.invoiceId }),
  }),
  accessCase({
    endpoint: invoice.issuingReject,
    otherUnit: 'notFound',
    tables: [...invoiceTables, messages],
    example: (f) => ({ id: f.invoiceId, reason: '信息有误' }),
  }),
  accessCase({
    endpoint: invoice.issuingReverse,
    otherUnit: 'notFound',
    tables: [...invoiceTables, files, messages],
    example: (f) => ({ id: f.issuedInvoiceId, reason: '开错抬头' }),
  }),
  accessCase({
    endpoint: invoice.invoiceReissue,
    otherUnit: 'notFound',
    tables: invoiceTables,
    example: (f) => ({ id: f.reversedInvoiceId }),
  }),
];

// The anomaly centre: the unit's rules by its id, alerts by theirs; assigning names a member of the unit.
const anomalyCases: readonly AccessCase[] = [
  ...(
    [
      [anomaly.anomalyRules, (f: UnitFixture) => ({ companyId: f.companyId })],
      [anomaly.anomalyOpenCount, (f: UnitFixture) => ({ companyId: f.companyId })],
      [
        anomaly.anomalyWeeklyReport,
        (f: UnitFixture) => ({ companyId: f.companyId, day: '2026-03-02', format: 'xlsx' as const }),
      ],
      [
        anomaly.anomalyRulesUpdate,
        (f: UnitFixture) => ({
          companyId: f.companyId,
          rules: [...anomaly.DEFAULT_RULES],
          schedule: anomaly.DEFAULT_SCHEDULE,
        }),
      ],
      [anomaly.anomalyList, (f: UnitFixture) => ({ deviceId: f.deviceId })],
      [anomaly.anomalyDetail, (f: UnitFixture) => ({ id: f.anomalyAlertId })],
      [anomaly.anomalyAct, (f: UnitFixture) => ({ id: f.anomalyAlertId, action: 'acknowledge' as const })],
      [anomaly.anomalyAssign, (f: UnitFixture) => ({ id: f.anomalyAlertId, assigneeId: f.approverId })],
      [anomaly.anomalyComment, (f: UnitFixture) => ({ id: f.anomalyAlertId, text: '矩阵备注' })],
    ] as const
  ).map(([endpoint, example]) =>
    accessCase({
      endpoint,
      otherUnit: 'notFound',
      // files: the weekly report is stored as one.
      tables: [anomalyRules, anomalySchedules, anomalyAlerts, anomalyAlertEvents, files],
      example: example as (f: UnitFixture) => never,
    }),
  ),
];

export const accessCases: readonly AccessCase[] = [
  ...baseCases,
  ...applyCases,
  ...dashboardCases,
  ...displayCases,
  ...costCases,
  ...documentCases,
  ...auditCases,
  ...registryCases,
  ...invoiceCases,
  ...anomalyCases,
];
