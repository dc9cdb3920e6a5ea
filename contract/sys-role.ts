import { z } from 'zod/mini';
import { roleSchema } from './account';
import { endpoint } from './endpoint';
import { menuEntrySchema } from './menu';
import { optionalText, requiredText } from './validation';

/**
 * The staff roles' grants (system side, page /role): menus are shared by every unit, so a role's menus and buttons
 * are edited once here and hold in every unit.
 */

const id = z.int();

export const roleGrants = endpoint({
  method: 'GET',
  service: 'config',
  path: 'sys/role/v1/grants',
  access: 'system',
  summary: 'The staff menu tree (menus and buttons) and the ids of the entries a staff role holds',
  request: z.object({ role: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(3)) }),
  response: z.object({ tree: z.array(menuEntrySchema), grantedIds: z.array(id) }),
});

export const roleGrantsSave = endpoint({
  method: 'POST',
  service: 'config',
  path: 'sys/role/v1/grants/save',
  access: 'system',
  permission: 'role:edit',
  summary:
    "Replace a staff role's grants (a button brings its menu, a menu its groups); takes effect at once for its members",
  request: z.object({ role: roleSchema, menuIds: z.array(id).check(z.maxLength(2000)) }),
  response: z.null(),
});

/*
 * The platform's own roles (system side, page /role): a role holds entries of the system menu (system '001'); a system
 * account holds any number of roles and may open the pages, and make the calls, its roles' entries name. The built-in
 * role (allGrants) holds everything, new entries included, and is never edited.
 */

export const platformRoleSchema = z.object({
  id,
  name: z.string(),
  remark: z.string(),
  allGrants: z.boolean(),
  /** The entries it holds (empty for allGrants: it holds them all). */
  menuIds: z.array(id),
  /** How many system accounts hold it. */
  accountCount: z.int(),
});
export type PlatformRole = z.infer<typeof platformRoleSchema>;

export const platformRoles = endpoint({
  method: 'GET',
  service: 'config',
  path: 'sys/role/v1/platform/list',
  access: 'system',
  summary: "The system menu tree (menus and buttons) and the platform's roles with the entries each holds",
  request: z.object({}),
  response: z.object({ tree: z.array(menuEntrySchema), roles: z.array(platformRoleSchema) }),
});

/** The role form: name, remark and the entries held (closed upwards on save). */
export const platformRoleForm = z.object({
  name: requiredText(1, 32),
  remark: optionalText(200),
  menuIds: z.array(id).check(z.maxLength(2000)),
});

export const platformRoleSave = endpoint({
  method: 'POST',
  service: 'config',
  path: 'sys/role/v1/platform/save',
  access: 'system',
  permission: 'role:edit',
  summary: 'Add a platform role (no id) or replace its name, remark and entries; takes effect at once for its accounts',
  request: z.object({ id: z._default(z.nullable(id), null), ...platformRoleForm.shape }),
  response: z.object({ id }),
});

export const platformRoleDelete = endpoint({
  method: 'POST',
  service: 'config',
  path: 'sys/role/v1/platform/delete',
  access: 'system',
  permission: 'role:edit',
  summary: 'Delete a platform role no account holds (never the built-in one)',
  request: z.object({ id }),
  response: z.null(),
});
