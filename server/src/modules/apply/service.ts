import { z } from 'zod/mini';
import {
  apply as applyContract,
  device as deviceContract,
  resultCodes,
  template as templateContract,
  formatMessage,
  type Lang,
  type ParsedRequestOf,
  type Role,
} from '../../../../contract';
import type { ApplyState } from '../../../../contract/apply';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { DomainEvents } from '../../events';
import { AppError, refuse } from '../../lib/app-error';
import { dayEnd, dayStart } from '../../lib/local-time';
import type { SessionContext } from '../../caller/sessions';
import { grantsOf } from '../../caller/grants';
import { assertQuota } from '../quota';
import { addEvent, eventTransaction } from '../realtime';
import { applyNoOf, noticeRows, type ApplicationFacts, type NoticeMoment } from './notices';
import { applyRepo, type ApplicationRow, type ApplyFilter, type Scope } from './repository';
import {
  actionsFor,
  currentStepOf,
  decide,
  rejectCommentFits,
  start,
  type Accepted,
  type Action,
  type Decision,
  type MachineApp,
} from './state-machine';

/*
 * Seal-use applications v2. Every transition goes through the state machine (state-machine.ts), inside one
 * transaction that locks the application row (SELECT ... FOR UPDATE) and bumps its version, so two approvals of one
 * step cannot both pass.
 *
 * - submit (save, draft-submit): a device of the unit, whose service (smart seals, types 1 and 2) has not expired; the
 *   template of the device listing the file type (contract `templateFor`, as the apply form shows it: templates of a
 *   device do not overlap); its approvers without the applicant, in order, all still active members; the use count
 *   within the template's limit and the unit's maxSingleAuthUses; attachments are files of the unit the applicant
 *   uploaded as attachments. The steps are snapshotted; the applicant and the first approver are told.
 * - visibility: roles 0-2 see every application of the unit; a member (role 3) their own and those they approve;
 *   anything else answers as not found. Drafts are their owner's only.
 * - every notification is a row of application_notifications and a message (type 'approval', linked to the
 *   application) in the recipient's message centre (notices.ts); the applicant's changes also set `applicantUnread`.
 */

type ListInput = ParsedRequestOf<typeof applyContract.applyList>;
type ApproveListInput = ParsedRequestOf<typeof applyContract.applyApproveList>;
type SaveInput = ParsedRequestOf<typeof applyContract.applySave>;
type DraftInput = ParsedRequestOf<typeof applyContract.applySaveDraft>;
type ApproveInput = ParsedRequestOf<typeof applyContract.applyApprove>;

export interface Viewer {
  companyId: number;
  userId: number;
  role: Role;
}

async function viewerOf(deps: Deps, session: SessionContext): Promise<Viewer> {
  const { role } = await grantsOf(deps, session);
  return { companyId: session.companyId!, userId: session.userId!, role: role ?? 3 };
}

const sees = (viewer: Viewer) => viewer.role <= 2;

type StepRow = Awaited<ReturnType<typeof applyRepo.steps>>[number];

function machineOf(
  row: Pick<ApplicationRow, 'state' | 'outcome' | 'applicantId' | 'version'>,
  steps: readonly StepRow[],
): MachineApp {
  return {
    state: row.state!,
    outcome: row.outcome,
    applicantId: row.applicantId,
    version: row.version,
    steps: steps.map((s) => ({ approverId: s.approverId, result: s.result })),
  };
}

/** Roles 0-2 see the unit's applications; anyone sees their own and those they approve. */
function mayView(viewer: Viewer, row: { applicantId: number }, steps: ReadonlyArray<{ approverId: number }>): boolean {
  return sees(viewer) || row.applicantId === viewer.userId || steps.some((s) => s.approverId === viewer.userId);
}

function refusal(decision: Extract<Decision, { ok: false }>): AppError {
  if (decision.error === 'e.applyStale') return refuse.conflict(decision.error);
  return refuse.badRequest(decision.error, ...decision.args);
}

function toSummary(row: ApplicationRow, viewer: Viewer): applyContract.ApplySummary {
  return {
    id: row.id,
    applyNo: row.applyNo ?? '',
    applicantId: row.applicantId,
    applicantName: row.applicantName,
    deviceId: row.deviceId ?? '',
    deviceName: row.deviceName ?? '',
    fileType: row.fileType ?? '',
    copies: row.copies ?? 0,
    useCount: row.useCount ?? 0,
    reason: row.reason,
    state: row.state!,
    outcome: row.outcome,
    currentApproverId: row.currentApproverId,
    currentApproverName: row.currentApproverId === null ? null : (row.currentApproverName ?? ''),
    approvedSteps: row.approvedSteps,
    totalSteps: row.totalSteps,
    submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unread: row.applicantUnread && row.applicantId === viewer.userId,
    authorizationId: row.authorizationId,
  };
}

function filterOf(input: ListInput | ApproveListInput): ApplyFilter {
  return {
    state: input.state,
    deviceId: input.deviceId?.trim() || undefined,
    keyword: input.keyword?.trim() || undefined,
    from: input.dateFrom ? dayStart(input.dateFrom) : undefined,
    before: input.dateTo ? dayEnd(input.dateTo) : undefined,
    authorized: input.authorized,
  };
}

async function pageOf(deps: Deps, viewer: Viewer, scope: Scope, input: ListInput | ApproveListInput) {
  const { rows, total } = await applyRepo.page(
    deps.db,
    viewer.companyId,
    scope,
    filterOf(input),
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((r) => toSummary(r, viewer)), total };
}

/** The list's scope and filter for a viewer; the export of applications (type 11) writes the same rows. */
export function listQueryOf(viewer: Viewer, input: ListInput): { scope: Scope; filter: ApplyFilter } {
  const scope: Scope = sees(viewer) && !input.mine ? { kind: 'unit' } : { kind: 'applicant', userId: viewer.userId };
  return { scope, filter: filterOf(input) };
}

export async function list(deps: Deps, session: SessionContext, input: ListInput) {
  const viewer = await viewerOf(deps, session);
  return pageOf(deps, viewer, listQueryOf(viewer, input).scope, input);
}

export async function approveList(deps: Deps, session: SessionContext, input: ApproveListInput) {
  const viewer = await viewerOf(deps, session);
  return pageOf(deps, viewer, { kind: 'approver', userId: viewer.userId, which: input.scope }, input);
}

// ---------------------------------------------------------------------------------------------------------------
// notifications

/** Writes the timeline rows and the messages of a decision's effects (notices.ts says what each one says). */
async function tell(db: Db, facts: ApplicationFacts, moment: NoticeMoment): Promise<void> {
  const { notifications, inbox } = noticeRows(facts, moment);
  await applyRepo.notify(db, notifications, inbox);
}

/** The unit event of a state change (contract/realtime.ts), written with it; an id and a state tell nobody much. */
function announce(tx: Db, companyId: number, id: number, state: ApplyState): void {
  addEvent(tx, companyId, { type: 'apply', to: 'unit', apply: { id, state } });
}

// ---------------------------------------------------------------------------------------------------------------
// submission

interface SubmitFields {
  deviceId: string;
  fileType: string;
  copies: number;
  useCount: number;
  reason: string;
  fileIds: readonly string[];
}

/** The attachments as given (without repeats): files of the unit the applicant uploaded as attachments. */
async function assertAttachments(db: Db, viewer: Viewer, fileIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(fileIds)];
  const found = await applyRepo.filesAmong(db, viewer.companyId, ids);
  if (found.length !== ids.length) throw refuse.notFound();
  if (found.some((f) => f.uploaderId !== viewer.userId || f.purpose !== 'attachment')) {
    throw refuse.badRequest('e.attachmentInvalid');
  }
  return ids;
}

async function submitIn(
  tx: Db,
  deps: Deps,
  viewer: Viewer,
  fields: SubmitFields,
  draftId: number | null,
): Promise<{ id: number; state: ApplyState }> {
  const { companyId, userId } = viewer;
  const now = deps.now();
  const dev = await applyRepo.device(tx, companyId, fields.deviceId);
  if (!dev) throw refuse.notFound();
  if (
    deviceContract.hasServicePeriod(dev.deviceType) &&
    (dev.serviceEndTime === null || dev.serviceEndTime.getTime() <= now.getTime())
  ) {
    throw refuse.badRequest('e.applyServiceExpired');
  }
  const tpl = templateContract.templateFor(
    await applyRepo.templatesListing(tx, companyId, fields.deviceId, fields.fileType),
    fields.fileType,
  );
  if (!tpl) throw refuse.badRequest('e.applyNoTemplate');
  const decision = start(userId, tpl.approverIds);
  if (!decision.ok) throw refusal(decision);
  const approverIds = decision.steps.map((s) => s.approverId);
  const members = new Map((await applyRepo.membersAmong(tx, companyId, approverIds)).map((m) => [m.userId, m]));
  for (const id of approverIds) {
    const m = members.get(id);
    if (!m || m.disabled) {
      throw refuse.badRequest('e.applyApproverInactive', m?.realName ?? (await applyRepo.userName(tx, companyId, id)));
    }
  }
  if (tpl.useCountLimit !== null && fields.useCount > tpl.useCountLimit) {
    throw refuse.badRequest('e.applyUseCountOverTemplate', tpl.useCountLimit);
  }
  await assertQuota(tx, companyId, 'maxSingleAuthUses', fields.useCount);
  const fileIds = await assertAttachments(tx, viewer, fields.fileIds);

  const values = {
    draft: false,
    state: decision.state,
    outcome: decision.outcome,
    deviceId: dev.deviceId,
    deviceName: dev.name,
    templateId: tpl.id,
    templateName: tpl.name,
    fileType: fields.fileType,
    copies: fields.copies,
    useCount: fields.useCount,
    reason: fields.reason,
    currentApproverId: decision.currentApproverId,
    approvedSteps: decision.approvedSteps,
    totalSteps: decision.steps.length,
    version: decision.version,
    applicantUnread: false,
    submittedAt: now,
    updatedAt: now,
  };
  let id: number;
  if (draftId === null) {
    id = await applyRepo.insert(tx, { companyId, applicantId: userId, ...values });
  } else {
    id = draftId;
    await applyRepo.update(tx, companyId, id, values);
  }
  const applyNo = applyNoOf(now, id);
  await applyRepo.update(tx, companyId, id, { applyNo });
  await applyRepo.insertSteps(
    tx,
    decision.steps.map((s, i) => ({
      applicationId: id,
      seq: i + 1,
      approverId: s.approverId,
      result: null,
      notifiedAt: i === decision.notifiedStep ? now : null,
    })),
  );
  await applyRepo.setAttachments(tx, id, fileIds);
  const facts = {
    id,
    companyId,
    applyNo,
    applicantId: userId,
    applicantName: await applyRepo.userName(tx, companyId, userId),
    fileType: fields.fileType,
    deviceName: dev.name,
  };
  await tell(tx, facts, { effects: decision.effects, at: now, nextName: members.get(approverIds[0]!)?.realName });
  return { id, state: decision.state };
}

export async function save(deps: Deps, session: SessionContext, input: SaveInput) {
  const viewer = await viewerOf(deps, session);
  const result = await eventTransaction(deps, async (tx) => {
    const submitted = await submitIn(tx, deps, viewer, input, null);
    announce(tx, viewer.companyId, submitted.id, submitted.state);
    return submitted;
  });
  return { id: result.id };
}

// ---------------------------------------------------------------------------------------------------------------
// transitions

type ActionOf = (viewer: Viewer, lastNotifiedAt: Date | null, now: Date) => Action;

async function transition(deps: Deps, session: SessionContext, id: number, actionOf: ActionOf): Promise<Accepted> {
  return transitionAs(deps, await viewerOf(deps, session), id, actionOf);
}

async function transitionAs(deps: Deps, viewer: Viewer, id: number, actionOf: ActionOf): Promise<Accepted> {
  const { companyId } = viewer;
  const now = deps.now();
  const { decision } = await eventTransaction(deps, async (tx) => {
    const row = await applyRepo.lock(tx, companyId, id);
    if (!row) throw refuse.notFound();
    const steps = await applyRepo.steps(tx, row.id, companyId);
    if (!mayView(viewer, row, steps)) throw refuse.notFound();
    const app = machineOf(row, steps);
    const current = currentStepOf(app);
    const action = actionOf(viewer, current === null ? null : (steps[current]!.notifiedAt ?? null), now);
    const decision = decide(app, action);
    if (!decision.ok) throw refusal(decision);

    if (action.kind !== 'renotify') {
      await applyRepo.update(tx, companyId, row.id, {
        state: decision.state,
        outcome: decision.outcome,
        currentApproverId: decision.currentApproverId,
        approvedSteps: decision.approvedSteps,
        version: decision.version,
        ...(decision.applicantUnread ? { applicantUnread: true } : {}),
        updatedAt: now,
      });
    }
    const comment = action.kind === 'approve' || action.kind === 'reject' ? (action.comment?.trim() ?? '') : '';
    if (decision.actedStep !== null) {
      await applyRepo.updateStep(tx, row.id, decision.actedStep + 1, {
        result: decision.steps[decision.actedStep]!.result,
        comment: comment || null,
        actedAt: now,
      });
    }
    if (decision.notifiedStep !== null) {
      await applyRepo.updateStep(tx, row.id, decision.notifiedStep + 1, { notifiedAt: now });
    }
    const nameOf = (userId: number) => steps.find((s) => s.approverId === userId)?.approverName ?? '';
    await tell(
      tx,
      {
        id: row.id,
        companyId,
        applyNo: row.applyNo ?? '',
        applicantId: row.applicantId,
        applicantName: await applyRepo.userName(tx, companyId, row.applicantId),
        fileType: row.fileType ?? '',
        deviceName: row.deviceName ?? '',
      },
      {
        effects: decision.effects,
        at: now,
        actorName: nameOf(viewer.userId),
        nextName: decision.currentApproverId === null ? '' : nameOf(decision.currentApproverId),
        comment,
      },
    );
    if (action.kind !== 'renotify') announce(tx, companyId, id, decision.state);
    else {
      const userIds = decision.effects.map((e) => e.recipientId);
      await deps.events.emit('membersReminded', { tx, companyId, userIds, subject: row.applyNo ?? '', now });
    }
    return { decision, action };
  });
  return decision;
}

/** The approver's action of a decision, approving or rejecting with the opinion given. */
function decisionOf(input: Pick<ApproveInput, 'result' | 'comment' | 'version'>): ActionOf {
  return (viewer) =>
    input.result === 'approved'
      ? { kind: 'approve', actorId: viewer.userId, comment: input.comment, version: input.version }
      : { kind: 'reject', actorId: viewer.userId, comment: input.comment, version: input.version };
}

export async function approve(deps: Deps, session: SessionContext, input: ApproveInput) {
  const decision = await transition(deps, session, input.id, decisionOf(input));
  return { state: decision.state };
}

/**
 * One decision for many applications. An id the caller cannot see (another unit's, or a member's application they
 * have no part in) refuses the whole call as not found before anything changes, as the single call answers it; a
 * rejection without a valid reason is refused for the call too. Every other id goes through the single call's rules
 * in a transaction of its own: the ones the state machine refuses stay as they were and are listed with the message
 * the single call would have given; the others change and are announced live like single decisions.
 */
export async function approveBatch(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof applyContract.applyApproveBatch>,
  lang: Lang,
): Promise<{ results: applyContract.BatchOutcome[] }> {
  const viewer = await viewerOf(deps, session);
  if (input.result === 'rejected' && !rejectCommentFits(input.comment)) throw refuse.badRequest('e.applyRejectReason');
  const seen = (await applyRepo.amongIds(deps.db, viewer.companyId, input.ids)).filter((r) =>
    mayView(viewer, r, r.steps),
  );
  if (seen.length !== input.ids.length) throw refuse.notFound();
  const numbers = new Map(seen.map((r) => [r.id, r.applyNo ?? '']));
  const act = decisionOf(input);
  const results: applyContract.BatchOutcome[] = [];
  for (const id of input.ids) {
    const applyNo = numbers.get(id)!;
    try {
      const { state } = await transitionAs(deps, viewer, id, act);
      results.push({ id, applyNo, ok: true, state, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, applyNo, ok: false, state: null, message: formatMessage(error.messageRef, lang) });
    }
  }
  return { results };
}

export async function revoke(deps: Deps, session: SessionContext, id: number) {
  const decision = await transition(deps, session, id, (viewer) => ({ kind: 'revoke', actorId: viewer.userId }));
  return { state: decision.state };
}

export async function renotify(deps: Deps, session: SessionContext, id: number) {
  await transition(deps, session, id, (viewer, lastNotifiedAt, now) => ({
    kind: 'renotify',
    actorId: viewer.userId,
    now,
    lastNotifiedAt,
  }));
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// reading one application

async function visible(deps: Deps, viewer: Viewer, id: number) {
  const row = await applyRepo.byId(deps.db, viewer.companyId, id);
  if (!row) throw refuse.notFound();
  const steps = await applyRepo.steps(deps.db, row.id, viewer.companyId);
  if (!mayView(viewer, row, steps)) throw refuse.notFound();
  return { row, steps };
}

export async function detail(deps: Deps, session: SessionContext, id: number): Promise<applyContract.ApplyDetail> {
  const viewer = await viewerOf(deps, session);
  const { row, steps } = await visible(deps, viewer, id);
  if (row.applicantId === viewer.userId && row.applicantUnread) {
    await applyRepo.markRead(deps.db, viewer.companyId, viewer.userId, row.id);
    row.applicantUnread = false;
  }
  const app = machineOf(row, steps);
  const current = currentStepOf(app);
  const attachments = await applyRepo.attachments(deps.db, row.id);
  return {
    ...toSummary(row, viewer),
    templateId: row.templateId,
    templateName: row.templateName ?? '',
    attachments,
    steps: steps.map((s) => ({
      seq: s.seq,
      approverId: s.approverId,
      approverName: s.approverName,
      result: s.result,
      comment: s.comment,
      actedAt: s.actedAt?.toISOString() ?? null,
      notifiedAt: s.notifiedAt?.toISOString() ?? null,
    })),
    actions: actionsFor(app, viewer.userId, deps.now(), current === null ? null : steps[current]!.notifiedAt),
    version: row.version,
  };
}

export async function notifyList(deps: Deps, session: SessionContext, id: number) {
  const viewer = await viewerOf(deps, session);
  const { row } = await visible(deps, viewer, id);
  const rows = await applyRepo.notifications(deps.db, row.id, viewer.companyId);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

export async function currentStatus(deps: Deps, session: SessionContext, id: number) {
  const viewer = await viewerOf(deps, session);
  const { row } = await visible(deps, viewer, id);
  return {
    state: row.state!,
    outcome: row.outcome,
    currentApproverId: row.currentApproverId,
    currentApproverName: row.currentApproverId === null ? null : (row.currentApproverName ?? ''),
    version: row.version,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// drafts

export async function saveDraft(deps: Deps, session: SessionContext, input: DraftInput) {
  const viewer = await viewerOf(deps, session);
  const { companyId, userId } = viewer;
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    if (input.id !== undefined && !(await applyRepo.draft(tx, companyId, userId, input.id, true))) {
      throw refuse.notFound();
    }
    const deviceId = input.deviceId?.trim() || null;
    let deviceName: string | null = null;
    if (deviceId !== null) {
      const dev = await applyRepo.device(tx, companyId, deviceId);
      if (!dev) throw refuse.notFound();
      deviceName = dev.name;
    }
    const fileIds = await assertAttachments(tx, viewer, input.fileIds);
    const values = {
      deviceId,
      deviceName,
      fileType: input.fileType?.trim() || null,
      copies: input.copies ?? null,
      useCount: input.useCount ?? null,
      reason: input.reason ?? '',
      updatedAt: now,
    };
    let draftId: number;
    if (input.id === undefined) {
      draftId = await applyRepo.insert(tx, { companyId, applicantId: userId, draft: true, ...values });
    } else {
      draftId = input.id;
      await applyRepo.update(tx, companyId, draftId, values);
    }
    await applyRepo.setAttachments(tx, draftId, fileIds);
    return draftId;
  });
  return { id };
}

/** Deletes one of the caller's drafts; the attachments no other application lists go with it (record and bytes). */
export async function deleteDraft(deps: Deps, session: SessionContext, id: number) {
  const viewer = await viewerOf(deps, session);
  const { companyId, userId } = viewer;
  const removed = await deps.db.transaction(async (tx) => {
    const draft = await applyRepo.draft(tx, companyId, userId, id, true);
    if (!draft) throw refuse.notFound();
    const attached = await applyRepo.attachments(tx, draft.id);
    const stored = await applyRepo.filesAmong(
      tx,
      companyId,
      attached.map((a) => a.fileId),
    );
    await applyRepo.deleteDraft(tx, companyId, draft.id);
    const orphans: typeof stored = [];
    for (const f of stored) if (!(await applyRepo.isAttached(tx, f.id))) orphans.push(f);
    await applyRepo.deleteFiles(
      tx,
      companyId,
      orphans.map((f) => f.id),
    );
    return orphans;
  });
  for (const f of removed) await deps.storage.delete(f.storageKey).catch(() => undefined);
  return null;
}

const submittable = z.object(applyContract.applyFields);

/** Submits a draft as it is stored, with the rules of save (incomplete fields are refused with their messages). */
export async function draftSubmit(deps: Deps, session: SessionContext, id: number) {
  const viewer = await viewerOf(deps, session);
  const { companyId, userId } = viewer;
  const result = await eventTransaction(deps, async (tx) => {
    const draft = await applyRepo.draft(tx, companyId, userId, id, true);
    if (!draft) throw refuse.notFound();
    const attached = await applyRepo.attachments(tx, draft.id);
    const parsed = submittable.safeParse({
      deviceId: draft.deviceId ?? '',
      fileType: draft.fileType ?? '',
      copies: draft.copies ?? 0,
      useCount: draft.useCount ?? 0,
      reason: draft.reason,
      fileIds: attached.map((a) => a.fileId),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'v.invalid';
      throw new AppError(resultCodes.badRequest, message.startsWith('v.') ? message : 'v.invalid');
    }
    const submitted = await submitIn(tx, deps, viewer, parsed.data, draft.id);
    announce(tx, companyId, submitted.id, submitted.state);
    return submitted;
  });
  return { id: result.id };
}

export async function drafts(deps: Deps, session: SessionContext, userId: number): Promise<applyContract.Draft[]> {
  const viewer = await viewerOf(deps, session);
  if (userId !== viewer.userId) throw refuse.notFound();
  const rows = await applyRepo.drafts(deps.db, viewer.companyId, viewer.userId);
  const files = await applyRepo.attachmentsOfMany(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    deviceId: r.deviceId,
    deviceName: r.deviceName,
    fileType: r.fileType,
    copies: r.copies,
    useCount: r.useCount,
    reason: r.reason,
    attachments: files
      .filter((f) => f.applicationId === r.id)
      .map(({ fileId, name, size, contentType }) => ({ fileId, name, size, contentType })),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// counters

export async function countUnread(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  const userId = session.userId!;
  return {
    approveAll: await applyRepo.countPendingFor(deps.db, companyId, userId),
    applyAll: await applyRepo.countUnreadOf(deps.db, companyId, userId),
  };
}

/** Marks the caller's applications read: one (another's, or none of that id, is not found) or all. */
export async function updateReadStatus(deps: Deps, session: SessionContext, id: number | undefined) {
  const companyId = session.companyId!;
  const userId = session.userId!;
  if (id !== undefined && !(await applyRepo.isApplicantOf(deps.db, companyId, userId, id))) throw refuse.notFound();
  await applyRepo.markRead(deps.db, companyId, userId, id ?? null);
  return null;
}

/** An application waiting for or under approval holds its device: unbinding it is refused. */
export async function refuseUnbindWithOpenApplications(event: DomainEvents['deviceUnbinding']): Promise<void> {
  const open = await applyRepo.countOpenOfDevice(event.tx, event.companyId, event.deviceId);
  if (open > 0) throw refuse.badRequest('e.deviceUnbindOpenApplications', open);
}
