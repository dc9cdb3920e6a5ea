import type { applicationNotifications, messages } from '../../db/schema';
import { localDayCompact } from '../../lib/local-time';
import type { Effect, NotifyKind } from './state-machine';

/*
 * The one home of what an application tells whom (pure: the service and the demo seed both write what it returns).
 * The state machine's effects say who is told of which step; here each becomes a row of the approval timeline
 * (application_notifications) and a message in the recipient's message centre that opens the application.
 */

/** What an application's message in the message centre says. */
export interface NoticeContext {
  applyNo: string;
  applicantName: string;
  fileType: string;
  deviceName: string;
  /** Who acted (approve, reject). */
  actorName?: string | undefined;
  /** The approver who acts next (submit, approve). */
  nextName?: string | undefined;
  comment?: string | null | undefined;
}

/** The text of one notice, for the applicant or for an approver (the same step reads differently to each). */
export function noticeOf(kind: NotifyKind, toApplicant: boolean, c: NoticeContext): { title: string; content: string } {
  const what = `${c.applyNo}，${c.fileType}，${c.deviceName}`;
  const theirs = `${c.applicantName}的用印申请（${what}）`;
  switch (kind) {
    case 'submitted':
      return toApplicant
        ? { title: '用印申请已提交', content: `您的用印申请（${what}）已提交，等待${c.nextName ?? ''}审批` }
        : { title: '用印申请待审批', content: `${c.applicantName}提交的用印申请（${what}）等待您审批` };
    case 'approved':
      return {
        title: '用印申请审批进度',
        content: `您的用印申请（${what}）已由${c.actorName ?? ''}审批通过，等待${c.nextName ?? ''}审批`,
      };
    case 'completed':
      return toApplicant
        ? { title: '用印申请已通过', content: `您的用印申请（${what}）已全部审批通过` }
        : { title: '用印申请已通过', content: `您审批过的${theirs}已全部审批通过` };
    case 'rejected':
      return toApplicant
        ? {
            title: '用印申请被驳回',
            content: `您的用印申请（${what}）被${c.actorName ?? ''}驳回，原因：${c.comment ?? ''}`,
          }
        : {
            title: '用印申请被驳回',
            content: `您审批过的${theirs}被${c.actorName ?? ''}驳回，原因：${c.comment ?? ''}`,
          };
    case 'revoked':
      return toApplicant
        ? { title: '用印申请已撤回', content: `您已撤回用印申请（${what}）` }
        : { title: '用印申请已撤回', content: `${c.applicantName}撤回了用印申请（${what}）` };
    case 'renotified':
      return { title: '用印申请催办', content: `${c.applicantName}提醒您尽快审批用印申请（${what}）` };
  }
}

/** What every notice of one application names. */
export interface ApplicationFacts {
  id: number;
  companyId: number;
  applyNo: string;
  applicantId: number;
  applicantName: string;
  fileType: string;
  deviceName: string;
}

/** One accepted step: its effects, when, and the names its notices mention. */
export interface NoticeMoment {
  effects: readonly Effect[];
  at: Date;
  actorName?: string | undefined;
  nextName?: string | undefined;
  comment?: string | null | undefined;
}

/** The timeline rows and the messages (each linked to the application) of one step's effects. */
export function noticeRows(
  facts: ApplicationFacts,
  moment: NoticeMoment,
): {
  notifications: Array<typeof applicationNotifications.$inferInsert>;
  inbox: Array<typeof messages.$inferInsert>;
} {
  const context: NoticeContext = {
    applyNo: facts.applyNo,
    applicantName: facts.applicantName,
    fileType: facts.fileType,
    deviceName: facts.deviceName,
    actorName: moment.actorName,
    nextName: moment.nextName,
    comment: moment.comment,
  };
  return {
    notifications: moment.effects.map((e) => ({
      applicationId: facts.id,
      kind: e.kind,
      recipientId: e.recipientId,
      at: moment.at,
    })),
    inbox: moment.effects.map((e) => ({
      companyId: facts.companyId,
      userId: e.recipientId,
      type: 'approval' as const,
      ...noticeOf(e.kind, e.recipientId === facts.applicantId, context),
      targetKind: 'application' as const,
      targetId: facts.id,
      createdAt: moment.at,
    })),
  };
}

/** The application number: 'SQ', the local day of submission (UTC+8, whatever the server's zone) and the id. */
export function applyNoOf(submittedAt: Date, id: number): string {
  return `SQ${localDayCompact(submittedAt)}${String(id).padStart(6, '0')}`;
}
