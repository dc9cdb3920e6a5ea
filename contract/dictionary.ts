import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { page } from './paging';
import { ref } from './error-texts';
import { optionalText, requiredText } from './validation';

/**
 * The platform's data dictionary (system side, page /dictionary): types (`parentId` null) and their entries. The
 * console reads a type's entries for its editable choice lists (complaint categories, industries).
 */

const id = z.int();

/** The types other parts of the product read by code. */
export const dictTypeCodes = {
  complaintCategory: 'complaint_category',
  industry: 'industry',
  /** The file types a new unit starts with (each entry's name becomes one of its file types). */
  defaultFileType: 'default_file_type',
} as const;

/** A code: letters, digits, '_', '.' or '-' (what other parts of the product store and look up). */
const code = z
  .string({ error: ref('v.required') })
  .check(
    z.trim(),
    z.minLength(1, ref('v.required')),
    z.maxLength(32, ref('v.lengthRange', 1, 32)),
    z.regex(/^[\w.-]+$/, ref('v.dictCode')),
  );

export const dictItemSchema = z.object({
  id,
  parentId: z.nullable(id),
  code: z.string(),
  name: z.string(),
  sort: z.int(),
  remark: z.nullable(z.string()),
  /** Types: how many entries they hold; entries: how many records use them. */
  count: z.int(),
  createdAt: z.string(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const dictTypeList = endpoint({
  method: 'GET',
  service: 'config',
  path: 'dict/v1/type-list',
  access: 'system',
  summary: 'Every dictionary type, by sort and name, with the number of its entries',
  request: z.object({}),
  response: z.array(dictItemSchema),
});

export const dictList = endpoint({
  method: 'GET',
  service: 'config',
  path: 'dict/v1/list',
  access: 'system',
  summary:
    "One page of a type's entries, by sort and name, with how many records use each; `keyword` matches code or name",
  request: z.object({
    ...page,
    typeId: z.coerce.number().check(z.int(), z.positive()),
    keyword: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({ list: z.array(dictItemSchema), total: z.int() }),
});

const itemFields = {
  name: requiredText(1, 32),
  code,
  sort: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(9999)), 0),
  remark: optionalText(120),
};

export const dictAdd = endpoint({
  method: 'POST',
  service: 'config',
  path: 'dict/v1/add',
  access: 'system',
  permission: 'dict:edit',
  summary: 'Add a type (no parentId) or an entry of a type; codes are unique among the types and within a type',
  request: z.object({ parentId: z.optional(z.nullable(id)), ...itemFields }),
  response: z.object({ id }),
});

export const dictUpdate = endpoint({
  method: 'POST',
  service: 'config',
  path: 'dict/v1/update',
  access: 'system',
  permission: 'dict:edit',
  summary: "Change a type's or an entry's name, code, order or remark (a used entry's code and a type's code stay)",
  request: z.object({ id, ...itemFields }),
  response: z.null(),
});

export const dictDelete = endpoint({
  method: 'POST',
  service: 'config',
  path: 'dict/v1/delete',
  access: 'system',
  permission: 'dict:edit',
  summary: 'Delete a type without entries, or an entry no record uses',
  request: z.object({ id }),
  response: z.null(),
});

export const dictOptions = endpoint({
  method: 'GET',
  service: 'config',
  path: 'dict/v1/options',
  access: 'any',
  summary: "A type's entries for a choice list, by sort and name",
  request: z.object({ typeCode: z.string().check(z.maxLength(32)) }),
  response: z.array(z.object({ id, code: z.string(), name: z.string() })),
});
