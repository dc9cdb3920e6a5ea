import type { MessageTextKey } from '../../../../contract';
import type { applicationNotifications, messages } from '../../db/schema';
import { localDayCompact } from '../../lib/local-time';
import { messageTextsOf, type MessageTexts } from '../message';
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

type NoticeKeys = readonly [title: MessageTextKey, content: MessageTextKey];

function both(keys: NoticeKeys): { applicant: NoticeKeys; approver: NoticeKeys } {
  return { applicant: keys, approver: keys };
}

/** The catalogue keys of one notice's title and content (contract/message-texts.ts), for the applicant or not. */
const noticeKeys: Record<NotifyKind, { applicant: NoticeKeys; approver: NoticeKeys }> = {
  submitted: {
    applicant: ['m.apply.submitted.title', 'm.apply.submitted.content'],
    approver: ['m.apply.pending.title', 'm.apply.pending.content'],
  },
  approved: both(['m.apply.approved.title', 'm.apply.approved.content']),
  completed: {
    applicant: ['m.apply.completed.title', 'm.apply.completed.content'],
    approver: ['m.apply.completed.title', 'm.apply.completed.approverContent'],
  },
  rejected: {
    applicant: ['m.apply.rejected.title', 'm.apply.rejected.content'],
    approver: ['m.apply.rejected.title', 'm.apply.rejected.approverContent'],
  },
  revoked: {
    applicant: ['m.apply.revoked.title', 'm.apply.revoked.content'],
    approver: ['m.apply.revoked.title', 'm.apply.revoked.approverContent'],
  },
  renotified: both(['m.apply.renotified.title', 'm.apply.renotified.content']),
};

/** The texts of one notice, for the applicant or for an approver (the same step reads differently to each). */
export function noticeOf(kind: NotifyKind, toApplicant: boolean, c: NoticeContext): MessageTexts {
  const [title, content] = noticeKeys[kind][toApplicant ? 'applicant' : 'approver'];
  // The argument order the catalogue's m.apply.* texts name.
  const args = [
    c.applyNo,
    c.fileType,
    c.deviceName,
    c.applicantName,
    c.actorName ?? '',
    c.nextName ?? '',
    c.comment ?? '',
  ];
  return messageTextsOf(title, content, args);
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
