import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { ref } from './error-texts';
import { page, pathId } from './paging';
import { requiredText } from './validation';

/**
 * Complaints and advice: a member submits one from the console (category from the dictionary, text, up to three
 * screenshots); the platform assigns, replies and resolves it (pages /complaintsAdvice and /system/complaintsList);
 * the member follows its progress and gets a message at each step.
 */

const id = z.int();
export const MAX_SCREENSHOTS = 3;

/** pending: nobody took it yet; processing: assigned or replied; resolved: closed by the platform. */
export const complaintStates = ['pending', 'processing', 'resolved'] as const;
export type ComplaintState = (typeof complaintStates)[number];
export const complaintEventKinds = ['submitted', 'assigned', 'replied', 'resolved'] as const;

export const complaintSummarySchema = z.object({
  id,
  categoryName: z.string(),
  content: z.string(),
  state: z.enum(complaintStates),
  companyName: z.string(),
  submitterName: z.string(),
  assigneeName: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const complaintDetailSchema = z.object({
  ...complaintSummarySchema.shape,
  submitterMobile: z.string(),
  assigneeId: z.nullable(id),
  reply: z.nullable(z.string()),
  screenshots: z.array(z.object({ fileId: z.string(), name: z.string(), url: z.string() })),
  events: z.array(
    z.object({
      kind: z.enum(complaintEventKinds),
      actorName: z.string(),
      detail: z.nullable(z.string()),
      at: z.string(),
    }),
  ),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

const listResponse = z.object({ list: z.array(complaintSummarySchema), total: z.int() });

// The member's side

export const complaintSubmit = endpoint({
  method: 'POST',
  service: 'application',
  path: 'complaint/v1/submit',
  access: 'unit',
  summary: 'Submit a complaint or advice: a category (dictionary entry), the text and up to three own screenshots',
  request: z.object({
    categoryId: z.int({ error: ref('v.complaintCategory') }).check(z.positive(ref('v.complaintCategory'))),
    content: requiredText(5, 500),
    fileIds: z._default(
      z
        .array(z.string().check(z.maxLength(64)))
        .check(z.maxLength(MAX_SCREENSHOTS, ref('v.screenshotsMax', MAX_SCREENSHOTS))),
      [],
    ),
  }),
  response: z.object({ id }),
});

export const complaintMine = endpoint({
  method: 'GET',
  service: 'application',
  path: 'complaint/v1/mine',
  access: 'unit',
  summary: "The signed-in member's complaints and advice in the chosen unit, newest first",
  request: z.object({ ...page }),
  response: listResponse,
});

export const complaintDetail = endpoint({
  method: 'GET',
  service: 'application',
  path: 'complaint/v1/:id/detail',
  access: 'unit',
  summary: "One of the signed-in member's complaints, with the reply and its progress",
  request: z.object({ id: pathId }),
  response: complaintDetailSchema,
});

// The platform's side

export const complaintManageList = endpoint({
  method: 'GET',
  service: 'application',
  path: 'sys/complaint/v1/list',
  access: 'system',
  summary: "Every unit's complaints and advice, newest first; filters by state, category, unit name and text",
  request: z.object({
    ...page,
    state: z.optional(z.enum(complaintStates)),
    categoryId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    keyword: z.optional(z.string().check(z.maxLength(64))),
    mine: z.optional(z.enum(['1'])),
  }),
  response: listResponse,
});

export const complaintManageDetail = endpoint({
  method: 'GET',
  service: 'application',
  path: 'sys/complaint/v1/:id/detail',
  access: 'system',
  summary: 'A complaint with its screenshots, reply and progress',
  request: z.object({ id: pathId }),
  response: complaintDetailSchema,
});

export const complaintAssign = endpoint({
  method: 'POST',
  service: 'application',
  path: 'sys/complaint/v1/assign',
  access: 'system',
  summary: 'Assign a complaint to a system account (the submitter is told)',
  request: z.object({ id, assigneeId: id }),
  response: z.null(),
});

export const complaintReply = endpoint({
  method: 'POST',
  service: 'application',
  path: 'sys/complaint/v1/reply',
  access: 'system',
  summary: 'Reply to a complaint (a later reply replaces the earlier; the submitter is told)',
  request: z.object({ id, reply: requiredText(2, 500) }),
  response: z.null(),
});

export const complaintResolve = endpoint({
  method: 'POST',
  service: 'application',
  path: 'sys/complaint/v1/resolve',
  access: 'system',
  summary: 'Mark a replied complaint resolved (the submitter is told)',
  request: z.object({ id }),
  response: z.null(),
});
