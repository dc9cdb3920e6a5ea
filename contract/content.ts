import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { ref } from './error-texts';
import { page, pathId } from './paging';
import { timeouts } from './services';
import { optionalText, phone, requiredText } from './validation';

/**
 * The content sections: projects, games, coaching, reviews, downloads and policy news. The platform writes and
 * publishes items on the system side, in Chinese and optionally English; staff of a unit read those whose audience
 * holds their unit while published and inside the publish window, in their console's language where the item has it. Bodies are Markdown rendered by the server with raw HTML off, so a body can carry no
 * markup of its own; links and images keep only http(s), mailto, in-page and `file:<id>` targets (a content file,
 * turned into a short-lived link when rendered).
 */

export const contentKinds = ['project', 'game', 'coaching', 'review', 'download', 'policy'] as const;
export type ContentKind = (typeof contentKinds)[number];
export const contentStates = ['draft', 'published', 'withdrawn'] as const;
export type ContentState = (typeof contentStates)[number];
export const contentAudiences = ['all', 'edition', 'units'] as const;
export type ContentAudience = (typeof contentAudiences)[number];
/** Kinds a unit may sign up for. */
export const signupKinds: readonly ContentKind[] = ['project', 'game'];

export const CONTENT_BODY_MAX = 50_000;
export const CONTENT_TAGS_MAX = 8;
export const CONTENT_ATTACHMENTS_MAX = 10;
/** What a content file may be: images, PDF, MP4 video and Office documents (sniffed from their bytes). */
export const contentFileTypes = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'video/mp4',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export type ContentFileType = (typeof contentFileTypes)[number];

const id = z.int();
const kind = z.enum(contentKinds);
const fileId = z.string().check(z.minLength(1), z.maxLength(64));
const isoTime = z.nullable(z.string());
/** A time the editor sends: ISO 8601, or null for none. */
const optionalTime = z.nullable(z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), ref('v.invalid'))));
const keyword = z.optional(z.string().check(z.trim(), z.maxLength(64)));
const tag = z.string().check(z.trim(), z.minLength(1), z.maxLength(16, ref('v.lengthRange', 1, 16)));

export const contentFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.int(),
  contentType: z.string(),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

export const attachmentSchema = z.object({ ...contentFileSchema.shape, downloads: z.int() });
export type ContentAttachment = z.infer<typeof attachmentSchema>;

/** A row of a reading list. */
export const contentRowSchema = z.object({
  id,
  kind,
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  pinned: z.boolean(),
  publishedAt: isoTime,
  signupDeadline: isoTime,
  /** A short-lived link to the cover image ('' for none). */
  coverUrl: z.string(),
  unread: z.boolean(),
  /** Its attachments, with size and downloads (the downloads list shows them). */
  attachments: z.array(attachmentSchema),
});
export type ContentRow = z.infer<typeof contentRowSchema>;

export const contentDetailSchema = z.object({
  ...contentRowSchema.shape,
  /** The body rendered to safe HTML. */
  html: z.string(),
  /** Projects and games: whether sign-up is open, and the caller's unit's sign-up if it has one. */
  signup: z.nullable(
    z.object({
      open: z.boolean(),
      mine: z.nullable(z.object({ contactName: z.string(), phone: z.string(), createdAt: z.string() })),
    }),
  ),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

// Reading (staff of a unit)

export const contentList = endpoint({
  method: 'GET',
  service: 'om',
  path: 'content/v1/list',
  access: 'unit',
  summary:
    "Published items of one kind the chosen unit may see, pinned first then newest, in the caller's language (English where the item has it); `keyword` finds a substring of the title or body in either language, `tag` keeps one tag. `tags`: every tag of the kind's visible items",
  request: z.object({ ...page, kind, keyword, tag: z.optional(tag) }),
  response: z.object({ list: z.array(contentRowSchema), total: z.int(), tags: z.array(z.string()) }),
});

export const contentDetail = endpoint({
  method: 'GET',
  service: 'om',
  path: 'content/v1/:id/detail',
  access: 'unit',
  summary:
    'One item the chosen unit may see, with its rendered body and attachments; marks it read for the caller (`unread`: it was new until this call)',
  request: z.object({ id: pathId }),
  response: contentDetailSchema,
});

export const contentFileUrl = endpoint({
  method: 'GET',
  service: 'om',
  path: 'content/v1/file-url',
  access: 'unit',
  summary: 'A short-lived link to one attachment of an item the chosen unit may see; counts a download',
  request: z.object({ id: pathId, fileId }),
  response: z.object({ url: z.string() }),
});

export const contentSignup = endpoint({
  method: 'POST',
  service: 'om',
  path: 'content/v1/signup',
  access: 'unit',
  summary:
    'Sign the chosen unit up for a project or game with a contact; refused once the unit has signed up or after the deadline',
  request: z.object({ id, contactName: requiredText(1, 32), phone }),
  response: z.null(),
});

export const contentUnread = endpoint({
  method: 'GET',
  service: 'om',
  path: 'content/v1/unread',
  access: 'unit',
  summary: 'Per kind: how many items the caller may see and has not opened',
  request: z.object({}),
  response: z.object({ counts: z.record(kind, z.int()) }),
});

// Publishing (system side)

export const contentAdminRowSchema = z.object({
  id,
  kind,
  title: z.string(),
  state: z.enum(contentStates),
  pinned: z.boolean(),
  audience: z.enum(contentAudiences),
  version: z.int(),
  signups: z.int(),
  updatedAt: z.string(),
  publishedAt: isoTime,
});
export type ContentAdminRow = z.infer<typeof contentAdminRowSchema>;

/** The editable fields of an item. */
export const contentFields = {
  kind,
  title: requiredText(1, 80),
  summary: optionalText(200),
  body: z.string().check(z.maxLength(CONTENT_BODY_MAX, ref('v.inputTooLong', CONTENT_BODY_MAX))),
  /** The English version (optional): an English console reads it, each empty field falling back to the Chinese. */
  titleEn: optionalText(80),
  summaryEn: optionalText(200),
  bodyEn: z.optional(z.string().check(z.maxLength(CONTENT_BODY_MAX, ref('v.inputTooLong', CONTENT_BODY_MAX)))),
  coverFileId: z.nullable(fileId),
  tags: z.array(tag).check(z.maxLength(CONTENT_TAGS_MAX, ref('v.contentTagsMax', CONTENT_TAGS_MAX))),
  attachmentIds: z
    .array(fileId)
    .check(z.maxLength(CONTENT_ATTACHMENTS_MAX, ref('v.contentAttachmentsMax', CONTENT_ATTACHMENTS_MAX))),
  publishFrom: optionalTime,
  publishUntil: optionalTime,
  signupDeadline: optionalTime,
  audience: z.enum(contentAudiences),
  audienceEdition: z.nullable(z.enum(['general', 'security'])),
  audienceUnitIds: z.array(z.int().check(z.positive())).check(z.maxLength(200)),
  pinned: z.boolean(),
};

export const contentSaveRequest = z.object({ id: z.optional(z.int().check(z.positive())), ...contentFields }).check(
  z.refine((v) => !v.publishFrom || !v.publishUntil || Date.parse(v.publishFrom) < Date.parse(v.publishUntil), {
    message: ref('v.contentWindow'),
    path: ['publishUntil'],
  }),
  z.refine((v) => v.audience !== 'units' || v.audienceUnitIds.length > 0, {
    message: ref('v.contentUnitsRequired'),
    path: ['audienceUnitIds'],
  }),
  z.refine((v) => v.audience !== 'edition' || v.audienceEdition !== null, {
    message: ref('v.required'),
    path: ['audienceEdition'],
  }),
);
export type ContentSave = z.input<typeof contentSaveRequest>;

export const contentEditSchema = z.object({
  ...contentAdminRowSchema.shape,
  summary: z.string(),
  body: z.string(),
  titleEn: z.string(),
  summaryEn: z.string(),
  bodyEn: z.string(),
  cover: z.nullable(contentFileSchema),
  tags: z.array(z.string()),
  attachments: z.array(attachmentSchema),
  publishFrom: isoTime,
  publishUntil: isoTime,
  signupDeadline: isoTime,
  audienceEdition: z.nullable(z.string()),
  audienceUnits: z.array(z.object({ id, name: z.string() })),
});
export type ContentEdit = z.infer<typeof contentEditSchema>;

export const contentAdminList = endpoint({
  method: 'GET',
  service: 'om',
  path: 'content/v1/admin/list',
  access: 'system',
  summary: 'Every content item for the system side, pinned first then newest change; filters by kind, state and title',
  request: z.object({
    ...page,
    kind: z.optional(kind),
    state: z.optional(z.enum(contentStates)),
    keyword,
  }),
  response: z.object({ list: z.array(contentAdminRowSchema), total: z.int() }),
});

export const contentAdminDetail = endpoint({
  method: 'GET',
  service: 'om',
  path: 'content/v1/admin/:id/detail',
  access: 'system',
  summary: 'One content item with every editable field (system side)',
  request: z.object({ id: pathId }),
  response: contentEditSchema,
});

export const contentSave = endpoint({
  method: 'POST',
  service: 'om',
  path: 'content/v1/admin/save',
  access: 'system',
  summary:
    'Add an item (no id) as a draft or save an item; every save keeps a version. Members of units signed up for a published game or project get a message',
  request: contentSaveRequest,
  response: z.object({ id, version: z.int() }),
});

const stateChange = (path: string, summary: string) =>
  endpoint({
    method: 'POST',
    service: 'om',
    path,
    access: 'system',
    summary,
    request: z.object({ id }),
    response: z.null(),
  });

export const contentPublish = stateChange('content/v1/admin/publish', 'Publish a draft or withdrawn item');
export const contentWithdraw = stateChange('content/v1/admin/withdraw', 'Withdraw a published item from the units');

export const contentVersions = endpoint({
  method: 'GET',
  service: 'om',
  path: 'content/v1/admin/:id/versions',
  access: 'system',
  summary: "An item's saved versions, newest first",
  request: z.object({ id: pathId }),
  response: z.array(
    z.object({ version: z.int(), title: z.string(), body: z.string(), savedBy: z.string(), savedAt: z.string() }),
  ),
});

export const contentPreview = endpoint({
  method: 'POST',
  service: 'om',
  path: 'content/v1/admin/preview',
  access: 'system',
  summary: 'Render a Markdown body as the units will see it',
  request: z.object({ body: contentFields.body }),
  response: z.object({ html: z.string() }),
});

export const contentUpload = endpoint({
  method: 'POST',
  service: 'om',
  path: 'content/v1/admin/upload',
  access: 'system',
  encoding: 'multipart',
  timeoutMs: timeouts.upload,
  summary: 'Upload a content file: JPG, PNG, PDF, MP4 or Word/Excel (docx, xlsx) of at most 10 MB',
  request: z.object({}),
  response: contentFileSchema,
});

export const signupRowSchema = z.object({
  companyId: id,
  companyName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  createdAt: z.string(),
});
export type SignupRow = z.infer<typeof signupRowSchema>;

export const contentSignups = endpoint({
  method: 'GET',
  service: 'om',
  path: 'content/v1/admin/:id/signups',
  access: 'system',
  summary: "Every unit's sign-up for a project or game, oldest first (system side)",
  request: z.object({ id: pathId }),
  response: z.array(signupRowSchema),
});
