import { z } from 'zod/mini';
import { roleSchema } from './account';
import { endpoint } from './endpoint';
import { menuEntrySchema } from './menu';

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
