import type { Authorization, AuthorizationDetail, OwnAuthorization } from '@contract/authorization';
import type { UseRecord } from '@contract/use-record';

/** Data of the authorisation and use-record tests, shaped as the contract answers. */
export const device = {
  deviceId: 'SEAL-0001',
  name: '财务专用章',
  model: 'V5',
  deviceType: 1,
  keeperName: null,
};

export const member = {
  userId: 3,
  realName: '刘洋',
  mobile: '13900000003',
  role: 3,
  state: 'active',
};

export function authorization(changes: Partial<Authorization> = {}): Authorization {
  return {
    id: 11,
    empowerNo: 'SQ-AUTH-0011',
    deviceId: 'SEAL-0001',
    deviceName: '财务专用章',
    userId: 3,
    userName: '刘洋',
    departmentName: '财务部',
    applyId: 42,
    applyNo: 'SQ202603010001',
    fileType: '合同',
    reason: '签订年度采购合同',
    useCount: 5,
    usedCount: 2,
    validFrom: '2026-03-01T08:00:00.000Z',
    validTo: '2099-03-08T08:00:00.000Z',
    state: 0,
    endReason: null,
    photographLocked: false,
    fence: null,
    fenceLocked: false,
    grantedById: 1,
    grantedByName: '张伟',
    createdAt: '2026-03-01T08:00:00.000Z',
    activatedAt: '2026-03-01T09:00:00.000Z',
    endedAt: null,
    auditRemark: null,
    unread: false,
    ...changes,
  };
}

export const noActions = {
  active: false,
  reActive: false,
  tmpFinish: false,
  close: false,
  cancel: false,
  audit: false,
  lockPhotograph: false,
  unlockPhotograph: false,
  unlockFence: false,
  changeUser: false,
  needsFingerprint: false,
};

/** A row of 'to be used by me': the authorisation with the member's actions. */
export function ownRow(changes: Partial<OwnAuthorization> = {}): OwnAuthorization {
  return { ...authorization(changes), actions: noActions, version: 3, ...changes };
}

export function authDetail(changes: Partial<AuthorizationDetail> = {}): AuthorizationDetail {
  const base = authorization(changes);
  return {
    ...base,
    remaining: base.useCount - base.usedCount,
    timeline: [
      { kind: 'granted', actorName: '张伟', detail: '5', at: '2026-03-01T08:00:00.000Z' },
      { kind: 'activated', actorName: '刘洋', detail: null, at: '2026-03-01T09:00:00.000Z' },
      { kind: 'used', actorName: null, detail: '财务部会议室', at: '2026-03-01T09:30:00.000Z' },
    ],
    actions: noActions,
    version: 3,
    ...changes,
  };
}

export function recordRow(changes: Partial<UseRecord> = {}): UseRecord {
  return {
    id: 501,
    deviceId: 'SEAL-0001',
    deviceName: '财务专用章',
    authorizationId: 11,
    empowerNo: 'SQ-AUTH-0011',
    userId: 3,
    userName: '刘洋',
    departmentId: 2,
    departmentName: '财务部',
    useType: 0,
    usedAt: '2026-03-01T09:30:00.000Z',
    latitude: 31.230416,
    longitude: 121.473701,
    address: '上海市黄浦区人民大道200号',
    exception: false,
    exceptionKind: null,
    photoCount: 2,
    ...changes,
  };
}

/** Answers of the device and member pickers. */
export const pickerCalls = {
  'device/v1/list': () => ({ list: [device], total: 1 }),
  'device/v1/:deviceId/detail': () => device,
  'user/v1/list': () => ({ list: [member], total: 1 }),
};
