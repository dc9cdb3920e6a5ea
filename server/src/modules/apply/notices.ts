import { localDayCompact } from '../../lib/local-time';
import type { NotifyKind } from './state-machine';

/** What an application's message in the message centre says (pure: the service and the demo seed share it). */
export interface NoticeContext {
  applyNo: string;
  applicantName: string;
  fileType: string;
  deviceName: string;
  /** Who acted (approve, reject). */
  actorName?: string | undefined;
  /** The approver who acts next (approve). */
  nextName?: string | undefined;
  comment?: string | null | undefined;
}

export function noticeOf(kind: NotifyKind, c: NoticeContext): { title: string; content: string } {
  const what = `${c.applyNo}，${c.fileType}，${c.deviceName}`;
  switch (kind) {
    case 'submitted':
      return { title: '用印申请待审批', content: `${c.applicantName}提交的用印申请（${what}）等待您审批` };
    case 'approved':
      return {
        title: '用印申请审批进度',
        content: `您的用印申请（${what}）已由${c.actorName ?? ''}审批通过，等待${c.nextName ?? ''}审批`,
      };
    case 'completed':
      return { title: '用印申请已通过', content: `您的用印申请（${what}）已全部审批通过` };
    case 'rejected':
      return {
        title: '用印申请被驳回',
        content: `您的用印申请（${what}）被${c.actorName ?? ''}驳回，原因：${c.comment ?? ''}`,
      };
    case 'revoked':
      return { title: '用印申请已撤回', content: `${c.applicantName}撤回了用印申请（${what}）` };
    case 'renotified':
      return { title: '用印申请催办', content: `${c.applicantName}提醒您尽快审批用印申请（${what}）` };
  }
}

/** The application number: 'SQ', the local day of submission (UTC+8, whatever the server's zone) and the id. */
export function applyNoOf(submittedAt: Date, id: number): string {
  return `SQ${localDayCompact(submittedAt)}${String(id).padStart(6, '0')}`;
}
