import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { ref } from './error-texts';
import { page, pathId } from './paging';

/**
 * Seal-use applications, v2 (spec section 7 "Apply v2"). A member applies to use a device's seal for a
 * file type; the device's approval template that lists the file type decides the approvers, who act in order.
 *
 * States (spec section 4): WAITING (submitted, nobody has acted), RUNNING (approved by some, not all),
 * COMPLETED (approved by every approver), TERMINATED (rejected by an approver, or revoked by the applicant - see
 * `outcome`). Drafts are applications not yet submitted; they have no state. The transitions live in one server
 * module (server/src/modules/apply/state-machine.ts).
 */

export const applyStates = ['WAITING', 'RUNNING', 'COMPLETED', 'TERMINATED'] as const;
export type ApplyState = (typeof applyStates)[number];

/** How a TERMINATED application ended. */
export const applyOutcomes = ['rejected', 'revoked'] as const;
export type ApplyOutcome = (typeof applyOutcomes)[number];

/** Spec section 5: authorised use count, a positive integer of at most 500. */
export const MAX_APPLY_USES = 500;
export const MAX_APPLY_COPIES = 9999;
export const MAX_ATTACHMENTS = 10;
/** The applicant may re-notify the current approver at most once per this many seconds. */
export const RENOTIFY_INTERVAL_S = 60;

const id = z.int();
const deviceId = z.string().check(z.trim(), z.minLength(1, ref('v.deviceRequired')), z.maxLength(32));
const fileType = z
  .string({ error: ref('v.fileTypeRequired') })
  .check(z.trim(), z.minLength(1, ref('v.fileTypeRequired')), z.maxLength(32));

/** Document copies: an integer greater than 0 (spec section 5). */
export const copies = z
  .number({ error: ref('v.copiesPositive') })
  .check(
    z.int(ref('v.copiesPositive')),
    z.minimum(1, ref('v.copiesPositive')),
    z.maximum(MAX_APPLY_COPIES, ref('v.copiesMax', MAX_APPLY_COPIES)),
  );

/** Authorised use count: not 0, at most 500, an integer (spec section 5: '授权次数必须是整数'). */
export const useCount = z
  .number({ error: ref('v.useCountInteger') })
  .check(
    z.int(ref('v.useCountInteger')),
    z.minimum(1, ref('v.useCountPositive')),
    z.maximum(MAX_APPLY_USES, ref('v.useCountMax', MAX_APPLY_USES)),
  );

/** Reason for stamping: required, 2-1000 characters (spec section 5). */
export const reason = z
  .string({ error: ref('v.reasonRequired') })
  .check(
    z.trim(),
    z.minLength(1, ref('v.reasonRequired')),
    z.minLength(2, ref('v.lengthRange', 2, 1000)),
    z.maxLength(1000, ref('v.lengthRange', 2, 1000)),
  );

const fileIds = z
  .array(z.string().check(z.minLength(1), z.maxLength(64)))
  .check(z.maxLength(MAX_ATTACHMENTS, ref('v.attachmentsMax', MAX_ATTACHMENTS)));

/** The fields of a submitted application. */
export const applyFields = { deviceId, fileType, copies, useCount, reason, fileIds: z._default(fileIds, []) };

/** A draft keeps whatever was typed: every field may be absent, present fields keep their upper limits. */
export const draftFields = {
  deviceId: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  fileType: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  copies: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(MAX_APPLY_COPIES)))),
  useCount: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(MAX_APPLY_USES)))),
  reason: z.optional(z.string().check(z.maxLength(1000, ref('v.lengthRange', 2, 1000)))),
  fileIds: z._default(fileIds, []),
};

const attachmentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.int(),
  contentType: z.string(),
});

/** One approver's step, in order. `result` null: not acted yet. */
export const approvalStepSchema = z.object({
  seq: z.int(),
  approverId: id,
  approverName: z.string(),
  result: z.nullable(z.enum(['approved', 'rejected'])),
  comment: z.nullable(z.string()),
  actedAt: z.nullable(z.string()),
  /** When this approver was last told (on becoming current, and on each re-notification). */
  notifiedAt: z.nullable(z.string()),
});
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

/** A row of the lists. */
export const applySummarySchema = z.object({
  id,
  applyNo: z.string(),
  applicantId: id,
  applicantName: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  fileType: z.string(),
  copies: z.int(),
  useCount: z.int(),
  reason: z.string(),
  state: z.enum(applyStates),
  outcome: z.nullable(z.enum(applyOutcomes)),
  /** The approver who must act now (WAITING/RUNNING), else null. */
  currentApproverId: z.nullable(id),
  currentApproverName: z.nullable(z.string()),
  /** Steps approved so far, and steps in all. */
  approvedSteps: z.int(),
  totalSteps: z.int(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  /** For the applicant: a change they have not seen yet. */
  unread: z.boolean(),
  /** The authorisation granted for this (approved) application, else null (one per application). */
  authorizationId: z.nullable(id),
});
export type ApplySummary = z.infer<typeof applySummarySchema>;

/** What the viewer may do with the application now; the server refuses anything else with a message. */
export const applyActionsSchema = z.object({
  approve: z.boolean(),
  reject: z.boolean(),
  revoke: z.boolean(),
  renotify: z.boolean(),
});
export type ApplyActions = z.infer<typeof applyActionsSchema>;

export const applyDetailSchema = z.object({
  ...applySummarySchema.shape,
  templateId: z.nullable(id),
  templateName: z.string(),
  attachments: z.array(attachmentSchema),
  steps: z.array(approvalStepSchema),
  actions: applyActionsSchema,
  /** Optimistic-concurrency version: changes with every transition. */
  version: z.int(),
});
export type ApplyDetail = z.infer<typeof applyDetailSchema>;

export const draftSchema = z.object({
  id,
  deviceId: z.nullable(z.string()),
  deviceName: z.nullable(z.string()),
  fileType: z.nullable(z.string()),
  copies: z.nullable(z.int()),
  useCount: z.nullable(z.int()),
  reason: z.string(),
  attachments: z.array(attachmentSchema),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

const dateFilter = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
/** The filters of the application lists (and of their export, type 11). */
export const applyListFilters = {
  state: z.optional(z.enum(applyStates)),
  deviceId: z.optional(z.string().check(z.maxLength(32))),
  /** Matches the application number, the reason, the file type, the device name and the applicant's name. */
  keyword: z.optional(z.string().check(z.maxLength(56))),
  /** Submitted on or after this day / on or before this day (local days, UTC+8: contract/use-record.ts). */
  dateFrom: dateFilter,
  dateTo: dateFilter,
  /** true: only applications an authorisation was granted for; false: only those without one (still to grant). */
  authorized: z.optional(z.boolean()),
};

export const applySave = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/save',
  access: 'unit',
  permission: 'apply:add',
  summary:
    "Submit an application: the device's template listing the file type decides the approvers (the applicant is not one of them); the first approver is told",
  request: z.object(applyFields),
  response: z.object({ id }),
});

export const applyList = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/list',
  access: 'unit',
  summary:
    "Application records, newest first: a member sees their own, administrators and seal keepers the unit's; `mine` keeps the caller's own",
  request: z.object({ ...page, ...applyListFilters, mine: z._default(z.boolean(), false) }),
  response: z.object({ list: z.array(applySummarySchema), total: z.int() }),
});

export const approveScopes = ['pending', 'done', 'all'] as const;

export const applyApproveList = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/approve-list',
  access: 'unit',
  permission: 'apply:approve',
  summary:
    'Applications the caller approves: `pending` waits for the caller now, `done` the caller has acted on, `all` either',
  request: z.object({ ...page, ...applyListFilters, scope: z._default(z.enum(approveScopes), 'pending') }),
  response: z.object({ list: z.array(applySummarySchema), total: z.int() }),
});

export const applyApprove = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/approve',
  access: 'unit',
  permission: 'apply:approve',
  summary:
    'The current approver approves (the next approver is told, or the application completes) or rejects with a reason (the application ends)',
  request: z.object({
    id,
    result: z.enum(['approved', 'rejected']),
    /** Required when rejecting (2-200 characters). */
    comment: z.optional(z.string().check(z.trim(), z.maxLength(200, ref('v.lengthRange', 2, 200)))),
    /** The version the approver saw; a stale version is refused so two tabs cannot act twice. */
    version: z.optional(z.int()),
  }),
  response: z.object({ state: z.enum(applyStates) }),
});

/** At most this many applications are approved or rejected in one batch. */
export const MAX_BATCH_DECISIONS = 50;

const distinctIds = (ids: readonly number[]) => new Set(ids).size === ids.length;

/** One application's outcome in a batch: its new state, or the refusal the single call would have given. */
export const batchOutcomeSchema = z.object({
  id,
  /** Empty when the application is not found (another unit's id tells nothing). */
  applyNo: z.string(),
  ok: z.boolean(),
  state: z.nullable(z.enum(applyStates)),
  /** The refusal in the caller's language, null when done. */
  message: z.nullable(z.string()),
});
export type BatchOutcome = z.infer<typeof batchOutcomeSchema>;

export const applyApproveBatch = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/approve-batch',
  access: 'unit',
  permission: 'apply:approve',
  summary: `Approve or reject up to ${MAX_BATCH_DECISIONS} applications with one opinion: each passes the rules of approve in a transaction of its own; the refused ones are listed with their reasons and left unchanged. An id the caller cannot see refuses the whole call as not found`,
  request: z.object({
    ids: z
      .array(id)
      .check(
        z.minLength(1, ref('v.batchIdsRequired')),
        z.maxLength(MAX_BATCH_DECISIONS, ref('v.batchIdsMax', MAX_BATCH_DECISIONS)),
        z.refine(distinctIds, ref('v.batchIdsDistinct')),
      ),
    result: applyApprove.request.shape.result,
    comment: applyApprove.request.shape.comment,
  }),
  response: z.object({ results: z.array(batchOutcomeSchema) }),
});

export const applyRevoke = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/revoke',
  access: 'unit',
  summary: 'The applicant revokes their application while it is not completed or ended',
  request: z.object({ id }),
  response: z.object({ state: z.enum(applyStates) }),
});

export const applyRenotify = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/re-notify',
  access: 'unit',
  summary: `The applicant reminds the current approver again (at most once per ${RENOTIFY_INTERVAL_S} s)`,
  request: z.object({ id }),
  response: z.null(),
});

export const applySaveDraft = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/save-draft',
  access: 'unit',
  permission: 'apply:add',
  summary: "Create (no id) or overwrite (id) one of the caller's drafts; incomplete fields are kept as typed",
  request: z.object({ id: z.optional(id), ...draftFields }),
  response: z.object({ id }),
});

export const applyDeleteDraft = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/delete-draft',
  access: 'unit',
  summary: "Delete one of the caller's drafts (its attachments go with it)",
  request: z.object({ id }),
  response: z.null(),
});

export const applyDraftSubmit = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/draft-submit',
  access: 'unit',
  permission: 'apply:add',
  summary: 'Submit a draft as it is stored, with the rules of save; the draft becomes the application',
  request: z.object({ id }),
  response: z.object({ id }),
});

export const applyDetailInfo = endpoint({
  method: 'GET',
  service: 'workflow',
  path: 'apply/v2/:id/detail-info',
  access: 'unit',
  summary:
    'One application with its approval timeline, attachments and the actions the caller may take; viewing marks it read for the caller',
  request: z.object({ id: pathId }),
  response: applyDetailSchema,
});

/** What a notice of an application is about; the same kind reads differently to the applicant and to an approver. */
export const notifyKinds = ['submitted', 'approved', 'rejected', 'completed', 'revoked', 'renotified'] as const;
export type NotifyKind = (typeof notifyKinds)[number];

export const applyNotifyList = endpoint({
  method: 'GET',
  service: 'workflow',
  path: 'apply/v2/notify-list',
  access: 'unit',
  summary: 'Who was told what about one application, oldest first',
  request: z.object({ id: pathId }),
  response: z.array(
    z.object({
      kind: z.enum(notifyKinds),
      recipientId: id,
      recipientName: z.string(),
      at: z.string(),
    }),
  ),
});

export const applyCurrentStatus = endpoint({
  method: 'GET',
  service: 'workflow',
  path: 'apply/v2/current-status',
  access: 'unit',
  summary: "An application's state and current approver, for polling an open detail page",
  request: z.object({ id: pathId }),
  response: z.object({
    state: z.enum(applyStates),
    outcome: z.nullable(z.enum(applyOutcomes)),
    currentApproverId: z.nullable(id),
    currentApproverName: z.nullable(z.string()),
    version: z.int(),
  }),
});

export const applyDrafts = endpoint({
  method: 'GET',
  service: 'workflow',
  path: 'apply/v2/:userId/draft',
  access: 'unit',
  summary: "The caller's drafts in the chosen unit, newest first (another user's id answers as not found)",
  request: z.object({ userId: pathId }),
  response: z.array(draftSchema),
});

export const applyCountUnread = endpoint({
  method: 'GET',
  service: 'workflow',
  path: 'apply/v2/count-unread',
  access: 'unit',
  summary:
    "The seal menu's counters: approveAll = applications waiting for the caller's approval, applyAll = the caller's applications with a change they have not seen",
  request: z.object({}),
  response: z.object({ approveAll: z.int(), applyAll: z.int() }),
});

export const applyUpdateReadStatus = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'apply/v2/update-read-status',
  access: 'unit',
  summary: "Mark the caller's applications read: one (`id`) or all",
  request: z.object({ id: z.optional(id) }),
  response: z.null(),
});
