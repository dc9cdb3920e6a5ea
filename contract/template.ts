import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { page, pathId } from './paging';
import { ref } from './error-texts';
import { requiredText } from './validation';

/**
 * Approval templates per device: which members of the unit approve an application on the device, in
 * order, for which file types, and how many uses one application may ask for. A device holds at most the unit's
 * maxTemplatesPerDevice templates, and no two of them list the same file type (the server refuses an overlap), so the
 * template of an application is the one template of its device listing its file type (`templateFor`).
 */

const id = z.int();
export const MAX_APPROVERS = 10;
export const MAX_FILE_TYPES = 20;
export const MAX_USE_COUNT_LIMIT = 10_000;

const deviceId = z.string().check(z.trim(), z.minLength(1), z.maxLength(32));

function distinct<T>(items: readonly T[]): boolean {
  return new Set(items).size === items.length;
}

/** The shared file types of two templates' lists, in the order of the first. */
export function sharedFileTypes(a: readonly string[], b: readonly string[]): string[] {
  return a.filter((type) => b.includes(type));
}

/**
 * The template an application on a device uses for a file type, among that device's templates: the one listing the
 * file type. Should data from before the overlap rule hold two, the oldest (creation time, then id) is taken; the
 * apply form and the server choose with this one function.
 */
export function templateFor<T extends { id: number; createdAt: string | Date; fileTypes: readonly string[] }>(
  templates: readonly T[],
  fileType: string,
): T | undefined {
  let chosen: T | undefined;
  let chosenAt = 0;
  for (const tpl of templates) {
    if (!tpl.fileTypes.includes(fileType)) continue;
    const at = new Date(tpl.createdAt).getTime();
    if (!chosen || at < chosenAt || (at === chosenAt && tpl.id < chosen.id)) {
      chosen = tpl;
      chosenAt = at;
    }
  }
  return chosen;
}

/** Approvers in order: 1-10 distinct user ids. */
const approverIds = z
  .array(z.int().check(z.positive()))
  .check(
    z.minLength(1, ref('v.approversRequired')),
    z.maxLength(MAX_APPROVERS, ref('v.approversMax', MAX_APPROVERS)),
    z.refine(distinct, ref('v.approversDistinct')),
  );

/** File types the template is for: 1-20 distinct names. */
const fileTypes = z
  .array(requiredText(1, 32))
  .check(
    z.minLength(1, ref('v.fileTypesRequired')),
    z.maxLength(MAX_FILE_TYPES, ref('v.fileTypesMax', MAX_FILE_TYPES)),
    z.refine(distinct, ref('v.fileTypesDistinct')),
  );

/** The most uses one application may ask for; null: no limit of its own. */
const useCountLimit = z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_USE_COUNT_LIMIT)));

export const templateSchema = z.object({
  id,
  deviceId: z.string(),
  deviceName: z.string(),
  name: z.string(),
  approvers: z.array(z.object({ userId: id, realName: z.string() })),
  fileTypes: z.array(z.string()),
  useCountLimit: z.nullable(z.int()),
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateList = endpoint({
  method: 'GET',
  service: 'workflow',
  path: 'template/v1/list',
  access: 'unit',
  summary: "The chosen unit's approval templates, newest first; `deviceId` keeps those of one device",
  request: z.object({ ...page, deviceId: z.optional(deviceId) }),
  response: z.object({ list: z.array(templateSchema), total: z.int() }),
});

export const templateDetail = endpoint({
  method: 'GET',
  service: 'workflow',
  path: 'template/v1/:id/detail',
  access: 'unit',
  summary: 'One approval template of the chosen unit',
  request: z.object({ id: pathId }),
  response: templateSchema,
});

export const templateAdd = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'template/v1/add',
  access: 'unit',
  permission: 'template:add',
  summary:
    "Add an approval template to a device of the unit (approvers: active members, in order; file types no other template of the device lists), within the unit's max-templates-per-device quota",
  request: z.object({ deviceId, name: requiredText(1, 32), approverIds, fileTypes, useCountLimit }),
  response: z.object({ id }),
});

export const templateUpdate = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'template/v1/update',
  access: 'unit',
  permission: 'template:edit',
  summary:
    "Change an approval template's name, approvers, file types (none another template of the device lists) and use-count limit",
  request: z.object({ id, name: requiredText(1, 32), approverIds, fileTypes, useCountLimit }),
  response: z.null(),
});

export const templateDelete = endpoint({
  method: 'POST',
  service: 'workflow',
  path: 'template/v1/delete',
  access: 'unit',
  permission: 'template:edit',
  summary: 'Delete an approval template',
  request: z.object({ id }),
  response: z.null(),
});
