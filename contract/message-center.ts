import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { page } from './paging';

/** Messages of the message centre and the version history (spec section 7 "Unread counts", "Version history"). */
const id = z.int();
export const messageTypes = ['system', 'approval', 'authorization', 'device'] as const;

/** What a message is about, so the message centre can open it: an application, authorisation or order of the unit. */
export const messageTargetKinds = ['application', 'authorization', 'order'] as const;
export type MessageTargetKind = (typeof messageTargetKinds)[number];
export const messageTargetSchema = z.object({ kind: z.enum(messageTargetKinds), id });
export type MessageTarget = z.infer<typeof messageTargetSchema>;

export const messageSchema = z.object({
  id,
  type: z.enum(messageTypes),
  /** Title and content in the caller's language (Accept-Language); older messages exist in Chinese only. */
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** null: a message about nothing to open (system notices). */
  target: z.nullable(messageTargetSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const messageList = endpoint({
  method: 'GET',
  service: 'application',
  path: 'message/v1/list',
  access: 'unit',
  summary: "The signed-in user's messages in the chosen unit, newest first, with filters",
  request: z.object({
    ...page,
    read: z.optional(z.enum(['all', 'read', 'unread'])),
    type: z.optional(z.enum(messageTypes)),
    keyword: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: z.object({ list: z.array(messageSchema), total: z.int() }),
});

export const messageCountUnread = endpoint({
  method: 'GET',
  service: 'application',
  path: 'message/v1/count-unread',
  access: 'unit',
  summary: 'Unread messages of the signed-in user in the chosen unit',
  request: z.object({}),
  response: z.object({ count: z.int() }),
});

export const messageMarkRead = endpoint({
  method: 'POST',
  service: 'application',
  path: 'message/v1/update-read-status',
  access: 'unit',
  summary: 'Mark messages read: the given ids, or all when ids is empty',
  request: z.object({
    ids: z._default(z.array(id).check(z.maxLength(500)), []),
    userId: z.optional(id),
    companyId: z.optional(id),
  }),
  response: z.object({ updated: z.int() }),
});

export const versionSchema = z.object({
  id,
  versionNumber: z.string(),
  details: z.string(),
  releasedAt: z.string(),
});
export type VersionRecord = z.infer<typeof versionSchema>;

export const versionList = endpoint({
  method: 'GET',
  service: 'om',
  path: 'version-history/v1/list',
  access: 'public',
  summary: 'Released versions, newest first; type 1 for one product edition, 0 otherwise',
  request: z.object({ ...page, type: z._default(z.coerce.number().check(z.int()), 0) }),
  response: z.object({ list: z.array(versionSchema), total: z.int() }),
});

export const versionDetail = endpoint({
  method: 'GET',
  service: 'om',
  path: 'version-history/v1/:id/basic-info',
  access: 'public',
  summary: 'One released version',
  request: z.object({ id: z.coerce.number().check(z.int()) }),
  response: versionSchema,
});
