import type { Lang } from '../../../contract';

/*
 * The names of the product's codes in the documents the server writes (xlsx exports, the evidence report, the
 * monthly statistics' labels), in the console's own words (src/lib/i18n/*-console.ts) so a file reads like the
 * screen it came from.
 */

type Names = Record<string, string>;

const zh = {
  useType: { 0: '联网盖章', 1: '特权盖章', 2: '试盖章', 3: '离线盖章', 6: '加墨' } as Names,
  exceptionKind: {
    privileged: '特权盖章',
    offline: '离线盖章',
    lostLocked: '挂失锁定后盖章',
    outsideHours: '非工作时间',
  } as Names,
  authState: {
    0: '使用中',
    1: '已过期',
    2: '使用结束',
    3: '未激活',
    4: '待使用',
    5: '临时结束',
    6: '审核完成',
  } as Names,
  endReason: { exhausted: '次数用完', closed: '已关闭', closedByDevice: '按设备关闭', cancelled: '已撤销' } as Names,
  authEvent: {
    granted: '授权',
    activated: '激活',
    used: '盖章',
    tmpFinished: '暂停',
    reActivated: '继续',
    closed: '结束',
    cancelled: '撤销',
    expired: '过期',
    audited: '审核',
    photographLocked: '锁定拍照',
    photographUnlocked: '解锁拍照',
    userChanged: '更换被授权人',
  } as Names,
  /** Application states; a TERMINATED one is named by its outcome. */
  applyState: {
    WAITING: '待审批',
    RUNNING: '审批中',
    COMPLETED: '已通过',
    rejected: '已驳回',
    revoked: '已撤回',
    TERMINATED: '已终止',
  } as Names,
  stepResult: { approved: '已通过', rejected: '已驳回', pending: '待审批' } as Names,
  photoSource: { device: '设备拍摄', phone: '手机拍摄' } as Names,
  payState: {
    0: '待支付',
    1: '已支付',
    2: '退款中',
    3: '已退款',
    4: '已取消',
    5: '未审核',
    6: '审核失败',
    7: '状态核查',
  } as Names,
  orderState: { 0: '初始', 1: '已分配', 2: '已确认', 3: '已发货', 4: '已完成', 5: '已取消' } as Names,
  yes: '是',
  no: '否',
};

const en: typeof zh = {
  useType: { 0: 'Networked', 1: 'Privileged', 2: 'Trial', 3: 'Offline', 6: 'Add ink' },
  exceptionKind: {
    privileged: 'Privileged stamp',
    offline: 'Offline stamp',
    lostLocked: 'Stamped while lost/locked',
    outsideHours: 'Outside office hours',
  },
  authState: {
    0: 'In use',
    1: 'Expired',
    2: 'Use ended',
    3: 'Not activated',
    4: 'Awaiting use',
    5: 'Paused',
    6: 'Reviewed',
  },
  endReason: {
    exhausted: 'Uses used up',
    closed: 'Closed',
    closedByDevice: 'Closed by device',
    cancelled: 'Withdrawn',
  },
  authEvent: {
    granted: 'Granted',
    activated: 'Activated',
    used: 'Stamped',
    tmpFinished: 'Paused',
    reActivated: 'Resumed',
    closed: 'Ended',
    cancelled: 'Withdrawn',
    expired: 'Expired',
    audited: 'Reviewed',
    photographLocked: 'Photos locked',
    photographUnlocked: 'Photos unlocked',
    userChanged: 'Member changed',
  },
  applyState: {
    WAITING: 'Pending',
    RUNNING: 'In approval',
    COMPLETED: 'Approved',
    rejected: 'Rejected',
    revoked: 'Withdrawn',
    TERMINATED: 'Terminated',
  },
  stepResult: { approved: 'Approved', rejected: 'Rejected', pending: 'Pending' },
  photoSource: { device: 'Device', phone: 'Phone' },
  payState: {
    0: 'To pay',
    1: 'Paid',
    2: 'Refunding',
    3: 'Refunded',
    4: 'Cancelled',
    5: 'Not reviewed',
    6: 'Review failed',
    7: 'Status check',
  },
  orderState: { 0: 'Initial', 1: 'Allocated', 2: 'Confirmed', 3: 'Shipped', 4: 'Completed', 5: 'Cancelled' },
  yes: 'Yes',
  no: 'No',
};

export type DocumentLabels = typeof zh;

export function labelsOf(lang: Lang): DocumentLabels {
  return lang === 'en-US' ? en : zh;
}

/** The name of a code, or the code itself when it has none. */
export function nameOf(names: Names, code: string | number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  return names[String(code)] ?? String(code);
}

/** An application's state as the console names it: a terminated one by its outcome. */
export function applyStateName(labels: DocumentLabels, state: string | null, outcome: string | null): string | null {
  if (state === 'TERMINATED' && outcome) return nameOf(labels.applyState, outcome);
  return nameOf(labels.applyState, state);
}
