import type { ApplyDetail, ApplySummary, Draft } from '@contract/apply';

/** Data of the apply tests, shaped as the contract answers. */
export const device = {
  deviceId: 'SEAL-0001',
  name: '财务专用章',
  model: 'V5',
  deviceType: 1,
  keeperName: null,
};

export const templates = [
  {
    id: 3,
    deviceId: 'SEAL-0001',
    deviceName: '财务专用章',
    name: '常规用印审批',
    approvers: [{ userId: 2, realName: '王强' }],
    fileTypes: ['合同', '公函'],
    useCountLimit: 5,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

export const draft: Draft = {
  id: 5,
  deviceId: 'SEAL-0001',
  deviceName: '财务专用章',
  fileType: '合同',
  copies: 3,
  useCount: 2,
  reason: '签订年度采购合同',
  attachments: [{ fileId: 'f-1', name: '采购合同.pdf', size: 2048, contentType: 'application/pdf' }],
  updatedAt: '2026-03-01T08:00:00.000Z',
};

export function summary(changes: Partial<ApplySummary> = {}): ApplySummary {
  return {
    id: 42,
    applyNo: 'SQ202603010001',
    applicantId: 3,
    applicantName: '刘洋',
    deviceId: 'SEAL-0001',
    deviceName: '财务专用章',
    fileType: '合同',
    copies: 2,
    useCount: 3,
    reason: '签订年度采购合同',
    state: 'WAITING',
    outcome: null,
    currentApproverId: 2,
    currentApproverName: '王强',
    approvedSteps: 0,
    totalSteps: 2,
    submittedAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    unread: false,
    authorizationId: null,
    ...changes,
  };
}

export function detail(changes: Partial<ApplyDetail> = {}): ApplyDetail {
  return {
    ...summary(),
    templateId: 3,
    templateName: '常规用印审批',
    attachments: [{ fileId: 'f-9', name: '盖章页.png', size: 4096, contentType: 'image/png' }],
    steps: [
      {
        seq: 1,
        approverId: 2,
        approverName: '王强',
        result: null,
        comment: null,
        actedAt: null,
        notifiedAt: '2026-03-01T08:00:01.000Z',
      },
      {
        seq: 2,
        approverId: 4,
        approverName: '赵敏',
        result: null,
        comment: null,
        actedAt: null,
        notifiedAt: null,
      },
    ],
    actions: { approve: false, reject: false, revoke: false, renotify: false },
    version: 1,
    ...changes,
  };
}
