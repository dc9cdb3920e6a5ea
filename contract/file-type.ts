import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { optionalText, requiredText } from './validation';

/**
 * The unit's catalogue of file types (pages /server/fileType and /server/addFileType): approval templates
 * pick their file types from it, and an application names one of them.
 */

const id = z.int();

export const fileTypeSchema = z.object({
  id,
  name: z.string(),
  remark: z.nullable(z.string()),
  /** How many approval templates list this file type. */
  templateCount: z.int(),
  createdAt: z.string(),
});
export type FileType = z.infer<typeof fileTypeSchema>;

export const fileTypeList = endpoint({
  method: 'GET',
  service: 'workflow',
  path: 'file-type/v1/list',
  access: 'unit',
  summary: "The chosen unit's file types, by name; `keyword` matches the name",
  request: z.object({ keyword: z.optional(z.string().check(z.maxLength(32))) }),
  response: z.array(fileTypeSchema),
});

export const fileTypeAdd = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'file-type/v1/add',
  access: 'unit',
  permission: 'template:edit',
  summary: 'Add a file type (names are unique within the unit)',
  request: z.object({ name: requiredText(1, 32), remark: optionalText(120) }),
  response: z.object({ id }),
});

export const fileTypeUpdate = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'file-type/v1/update',
  access: 'unit',
  permission: 'template:edit',
  summary: 'Rename a file type or change its remark; templates that list it follow the new name',
  request: z.object({ id, name: requiredText(1, 32), remark: optionalText(120) }),
  response: z.null(),
});

export const fileTypeDelete = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'file-type/v1/delete',
  access: 'unit',
  permission: 'template:edit',
  summary: 'Delete a file type that no approval template lists',
  request: z.object({ id }),
  response: z.null(),
});
