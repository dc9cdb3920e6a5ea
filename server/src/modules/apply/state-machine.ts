import { apply as applyContract, type MessageKey } from '../../../../contract';
import type { ApplyOutcome, ApplyState } from '../../../../contract/apply';

/*
 * The one home of the application's transitions (spec section 4, contract/apply.ts). Pure: no database, no clock of
 * its own. The service loads the application, asks `decide`, and writes what the decision says.
 *
 *   submit:                       -> WAITING                       (applicant and first approver told: submitted)
 *   approve, not the last step:   WAITING|RUNNING -> RUNNING       (applicant told: approved; next approver: submitted)
 *   approve, the last step:       WAITING|RUNNING -> COMPLETED     (applicant and earlier approvers told: completed)
 *   reject (reason 2-200):        WAITING|RUNNING -> TERMINATED/rejected   (applicant, earlier approvers: rejected)
 *   revoke (applicant only):      WAITING|RUNNING -> TERMINATED/revoked    (applicant, current approver: revoked)
 *   re-notify (applicant only, at most once per RENOTIFY_INTERVAL_S):  no change of state (current approver told)
 *
 * The applicant is always told first; notices.ts turns each effect into a timeline row and a message.
 *
 * COMPLETED and TERMINATED absorb: every action on them is refused. Only the current approver (the first step without
 * a result) may approve or reject, and only when the version they saw is the current one.
 */

export type StepResult = 'approved' | 'rejected';
export type NotifyKind = applyContract.NotifyKind;

export interface MachineStep {
  approverId: number;
  result: StepResult | null;
}

export interface MachineApp {
  state: ApplyState;
  outcome: ApplyOutcome | null;
  applicantId: number;
  steps: readonly MachineStep[];
  version: number;
}

export type Action =
  | { kind: 'approve'; actorId: number; comment?: string | undefined; version?: number | undefined }
  | { kind: 'reject'; actorId: number; comment?: string | undefined; version?: number | undefined }
  | { kind: 'revoke'; actorId: number }
  | { kind: 'renotify'; actorId: number; now: Date; lastNotifiedAt: Date | null };

export type ActionKind = Action['kind'];

/** Someone to tell, and what. */
export interface Effect {
  kind: NotifyKind;
  recipientId: number;
}

export interface Accepted {
  ok: true;
  state: ApplyState;
  outcome: ApplyOutcome | null;
  steps: MachineStep[];
  /** The index of the step that acted (approve, reject), else null. */
  actedStep: number | null;
  /** The index of the step whose approver is told now (and whose notifiedAt becomes now), else null. */
  notifiedStep: number | null;
  effects: Effect[];
  /** The applicant has a change to see. */
  applicantUnread: boolean;
  version: number;
  /** Derived counters, as the lists show them. */
  currentApproverId: number | null;
  approvedSteps: number;
}

export interface Refused {
  ok: false;
  error: MessageKey;
  args: Array<string | number>;
}

export type Decision = Accepted | Refused;

export const REJECT_COMMENT_MIN = 2;
export const REJECT_COMMENT_MAX = 200;

/** A rejection's reason: 2-200 characters once trimmed. */
export function rejectCommentFits(comment: string | undefined): boolean {
  const length = (comment ?? '').trim().length;
  return length >= REJECT_COMMENT_MIN && length <= REJECT_COMMENT_MAX;
}

function refused(error: MessageKey, ...args: Array<string | number>): Refused {
  return { ok: false, error, args };
}

/** The index of the step that must act now: the first without a result, while the application is open. */
export function currentStepOf(app: Pick<MachineApp, 'state' | 'steps'>): number | null {
  if (app.state !== 'WAITING' && app.state !== 'RUNNING') return null;
  const i = app.steps.findIndex((s) => s.result === null);
  return i < 0 ? null : i;
}

export function currentApproverOf(app: Pick<MachineApp, 'state' | 'steps'>): number | null {
  const i = currentStepOf(app);
  return i === null ? null : app.steps[i]!.approverId;
}

export function approvedStepsOf(steps: readonly MachineStep[]): number {
  return steps.filter((s) => s.result === 'approved').length;
}

export function isOpen(state: ApplyState): boolean {
  return state === 'WAITING' || state === 'RUNNING';
}

/** The refusal for any action on an application that has ended. */
function endedRefusal(app: MachineApp): Refused {
  if (app.state === 'COMPLETED') return refused('e.applyCompleted');
  return refused(app.outcome === 'revoked' ? 'e.applyRevoked' : 'e.applyRejected');
}

function accepted(
  app: MachineApp,
  next: Pick<Accepted, 'state' | 'outcome' | 'steps' | 'actedStep' | 'notifiedStep' | 'effects' | 'applicantUnread'>,
): Accepted {
  return {
    ok: true,
    ...next,
    version: app.version + 1,
    currentApproverId: currentApproverOf(next),
    approvedSteps: approvedStepsOf(next.steps),
  };
}

/**
 * A new application: the approvers in order (the template's, without the applicant). Refused when none remain.
 */
export function start(applicantId: number, approverIds: readonly number[]): Decision {
  const ids = approverIds.filter((id) => id !== applicantId);
  if (ids.length === 0) return refused('e.applyNoApprover');
  const steps: MachineStep[] = ids.map((approverId) => ({ approverId, result: null }));
  return {
    ok: true,
    state: 'WAITING',
    outcome: null,
    steps,
    actedStep: null,
    notifiedStep: 0,
    effects: [
      { kind: 'submitted', recipientId: applicantId },
      { kind: 'submitted', recipientId: ids[0]! },
    ],
    applicantUnread: false,
    version: 0,
    currentApproverId: ids[0]!,
    approvedSteps: 0,
  };
}

/** Seconds until the applicant may re-notify again (0: now). */
export function renotifyWaitSeconds(now: Date, lastNotifiedAt: Date | null): number {
  if (!lastNotifiedAt) return 0;
  const elapsedMs = now.getTime() - lastNotifiedAt.getTime();
  const waitMs = applyContract.RENOTIFY_INTERVAL_S * 1000 - elapsedMs;
  return waitMs <= 0 ? 0 : Math.ceil(waitMs / 1000);
}

/** The applicant and the approvers who approved before step `current`, all told `kind`. */
function applicantAndEarlier(app: MachineApp, current: number, kind: NotifyKind): Effect[] {
  return [
    { kind, recipientId: app.applicantId },
    ...app.steps.slice(0, current).map((s) => ({ kind, recipientId: s.approverId })),
  ];
}

function decideAct(app: MachineApp, action: Extract<Action, { kind: 'approve' | 'reject' }>): Decision {
  if (action.version !== undefined && action.version !== app.version) return refused('e.applyStale');
  if (!isOpen(app.state)) return endedRefusal(app);
  const current = currentStepOf(app);
  if (current === null) return refused('e.applyNotCurrentApprover');
  if (app.steps[current]!.approverId !== action.actorId) {
    const acted = app.steps.some((s) => s.approverId === action.actorId && s.result !== null);
    return refused(acted ? 'e.applyAlreadyActed' : 'e.applyNotCurrentApprover');
  }
  if (action.kind === 'reject') {
    if (!rejectCommentFits(action.comment)) return refused('e.applyRejectReason');
    const steps = app.steps.map((s, i) => (i === current ? { ...s, result: 'rejected' as const } : { ...s }));
    return accepted(app, {
      state: 'TERMINATED',
      outcome: 'rejected',
      steps,
      actedStep: current,
      notifiedStep: null,
      effects: applicantAndEarlier(app, current, 'rejected'),
      applicantUnread: true,
    });
  }
  const steps = app.steps.map((s, i) => (i === current ? { ...s, result: 'approved' as const } : { ...s }));
  const next = current + 1 < steps.length ? current + 1 : null;
  if (next === null) {
    return accepted(app, {
      state: 'COMPLETED',
      outcome: null,
      steps,
      actedStep: current,
      notifiedStep: null,
      effects: applicantAndEarlier(app, current, 'completed'),
      applicantUnread: true,
    });
  }
  return accepted(app, {
    state: 'RUNNING',
    outcome: null,
    steps,
    actedStep: current,
    notifiedStep: next,
    effects: [
      { kind: 'approved', recipientId: app.applicantId },
      { kind: 'submitted', recipientId: steps[next]!.approverId },
    ],
    applicantUnread: true,
  });
}

/** Whether `action` may happen to `app`, and if so what follows. */
export function decide(app: MachineApp, action: Action): Decision {
  switch (action.kind) {
    case 'approve':
    case 'reject':
      return decideAct(app, action);
    case 'revoke': {
      if (action.actorId !== app.applicantId) return refused('e.applyRevokeApplicantOnly');
      if (!isOpen(app.state)) return endedRefusal(app);
      const current = currentApproverOf(app);
      return accepted(app, {
        state: 'TERMINATED',
        outcome: 'revoked',
        steps: app.steps.map((s) => ({ ...s })),
        actedStep: null,
        notifiedStep: null,
        effects: [
          { kind: 'revoked', recipientId: app.applicantId },
          ...(current === null ? [] : [{ kind: 'revoked' as const, recipientId: current }]),
        ],
        applicantUnread: false,
      });
    }
    case 'renotify': {
      if (action.actorId !== app.applicantId) return refused('e.applyRenotifyApplicantOnly');
      if (!isOpen(app.state)) return endedRefusal(app);
      const current = currentStepOf(app);
      if (current === null) return endedRefusal(app);
      const wait = renotifyWaitSeconds(action.now, action.lastNotifiedAt);
      if (wait > 0) return refused('e.applyRenotifyTooSoon', wait);
      // A reminder changes no state: the version stays, so an approver's open page is not made stale by it.
      const reminded = accepted(app, {
        state: app.state,
        outcome: app.outcome,
        steps: app.steps.map((s) => ({ ...s })),
        actedStep: null,
        notifiedStep: current,
        effects: [{ kind: 'renotified', recipientId: app.steps[current]!.approverId }],
        applicantUnread: false,
      });
      return { ...reminded, version: app.version };
    }
  }
}

/** What a viewer may do now: each action asked of `decide` as that viewer (a reject with a valid reason). */
export function actionsFor(
  app: MachineApp,
  viewerId: number,
  now: Date,
  lastNotifiedAt: Date | null,
): applyContract.ApplyActions {
  return {
    approve: decide(app, { kind: 'approve', actorId: viewerId }).ok,
    reject: decide(app, { kind: 'reject', actorId: viewerId, comment: 'ok' }).ok,
    revoke: decide(app, { kind: 'revoke', actorId: viewerId }).ok,
    renotify: decide(app, { kind: 'renotify', actorId: viewerId, now, lastNotifiedAt }).ok,
  };
}
