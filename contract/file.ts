import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { timeouts } from './services';

/** Files (spec section 7 "Files"): uploads are stored under random names, their type sniffed from their bytes. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const fileTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const filePurposes = ['licence', 'attachment', 'photo'] as const;

export const uploadedFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.int(),
  contentType: z.enum(fileTypes),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * Multipart: the file in the part named `file`, the other request fields as text parts. The signature covers the
 * text fields and the timestamp, not the file's bytes.
 */
export const fileUpload = endpoint({
  method: 'POST',
  service: 'application',
  path: 'file-manage/v2/upload',
  access: 'unit',
  encoding: 'multipart',
  timeoutMs: timeouts.upload,
  summary: 'Upload a JPEG, PNG or PDF of at most 10 MB (within the free-storage quota)',
  request: z.object({ purpose: z._default(z.enum(filePurposes), 'attachment') }),
  response: uploadedFileSchema,
});

export const fileTempUrl = endpoint({
  method: 'GET',
  service: 'application',
  path: 'file-manage/v2/temp-url',
  access: 'unit',
  /** Long: when the unit's rule watermarks downloads, an attachment or evidence report is first marked for the caller. */
  timeoutMs: timeouts.long,
  summary:
    "A short-lived URL to view one of the chosen unit's files (an empty URL when it is not found). When the unit's watermark rule marks downloads of application attachments or evidence reports, the URL is that of a copy issued to the caller (made at the first such download, reused after)",
  request: z.object({ filePath: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.object({ tmpUrl: z.string() }),
});

export const fileDelete = endpoint({
  method: 'POST',
  service: 'application',
  path: 'file-manage/v2/delete',
  access: 'unit',
  summary: "Delete one of the chosen unit's files",
  request: z.object({ fileId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.null(),
});

/**
 * How the console sends a file's bytes. `server`: by fileUpload, as always. `direct` (object storage configured): one
 * PUT of exactly the promised size and type to a short-lived presigned URL of the bucket, with these headers, then
 * fileUploadConfirm with the ticket so the server records the file.
 */
export const uploadPlanSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('server') }),
  z.object({
    mode: z.literal('direct'),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    ticket: z.string(),
  }),
]);
export type UploadPlan = z.infer<typeof uploadPlanSchema>;

export const fileUploadPlan = endpoint({
  method: 'POST',
  service: 'application',
  path: 'file-manage/v2/upload-plan',
  access: 'unit',
  summary:
    'How to upload a file of this name, size and type: through the server, or straight to object storage by a presigned URL',
  request: z.object({
    name: z.string().check(z.minLength(1), z.maxLength(255)),
    size: z.int().check(z.positive()),
    contentType: z.enum(fileTypes),
    purpose: z._default(z.enum(filePurposes), 'attachment'),
  }),
  response: uploadPlanSchema,
});

export const fileUploadConfirm = endpoint({
  method: 'POST',
  service: 'application',
  path: 'file-manage/v2/upload-confirm',
  access: 'unit',
  timeoutMs: timeouts.upload,
  summary: 'Record a file uploaded straight to object storage, once its size and type match what the plan promised',
  request: z.object({ ticket: z.string().check(z.minLength(1), z.maxLength(2000)) }),
  response: uploadedFileSchema,
});
