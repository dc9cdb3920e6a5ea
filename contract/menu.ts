import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { requiredText } from './validation';

/** The console's system code (spec section 6): staff menus; the system side has its own. */
export const STAFF_SYSTEM_CODE = '003';
export const SYSTEM_SIDE_CODE = '001';

/** A menu entry (spec section 3); `type` button entries carry a buttonCode and no url. */
export interface MenuEntry {
  id: number;
  parentId: number | null;
  name: string;
  url: string;
  icon: string;
  systemCode: string;
  systemName: string;
  /** Comma-separated extra paths that belong to this entry (hidden child routes). */
  routerList: string;
  type: 'menu' | 'button';
  buttonCode: string;
  sort: number;
  /** A group that shows a red count (the key of the counter, empty for none). */
  counter: string;
  children: MenuEntry[];
}

const id = z.int();

export const menuEntrySchema: z.ZodMiniType<MenuEntry> = z.object({
  id,
  parentId: z.nullable(id),
  name: z.string(),
  url: z.string(),
  icon: z.string(),
  systemCode: z.string(),
  systemName: z.string(),
  routerList: z.string(),
  type: z.enum(['menu', 'button']),
  buttonCode: z.string(),
  sort: z.int(),
  counter: z.string(),
  get children() {
    return z.array(menuEntrySchema);
  },
});

export const menuNav = endpoint({
  method: 'GET',
  service: 'config',
  path: 'menu/nav',
  access: 'any',
  summary: "The signed-in user's menu tree and button permission codes (role grants in the chosen unit)",
  request: z.object({}),
  response: z.object({ menuList: z.array(menuEntrySchema), permissions: z.array(z.string()) }),
});

export const menuList = endpoint({
  method: 'GET',
  service: 'config',
  path: 'menu/list',
  access: 'any',
  permission: 'menu:list',
  summary: 'Every menu entry of a system, as a tree (menu management)',
  request: z.object({ systemCode: z._default(z.string(), STAFF_SYSTEM_CODE) }),
  response: z.array(menuEntrySchema),
});

const menuFields = {
  parentId: z.nullable(id),
  name: requiredText(1, 16),
  url: z.string().check(z.maxLength(120)),
  icon: z.string().check(z.maxLength(64)),
  systemCode: z.string().check(z.minLength(1), z.maxLength(8)),
  routerList: z.string().check(z.maxLength(500)),
  type: z.enum(['menu', 'button']),
  buttonCode: z.string().check(z.maxLength(64)),
  sort: z.int(),
};

export const menuSave = endpoint({
  method: 'POST',
  service: 'config',
  path: 'menu/save',
  access: 'any',
  permission: 'menu:edit',
  summary: 'Add a menu entry',
  request: z.object(menuFields),
  response: z.object({ id }),
});

export const menuUpdate = endpoint({
  method: 'POST',
  service: 'config',
  path: 'menu/update',
  access: 'any',
  permission: 'menu:edit',
  summary: 'Change a menu entry',
  request: z.object({ id, ...menuFields }),
  response: z.null(),
});

export const menuDelete = endpoint({
  method: 'POST',
  service: 'config',
  path: 'menu/delete/:id',
  access: 'any',
  permission: 'menu:edit',
  summary: 'Delete a menu entry without children',
  request: z.object({ id: z.coerce.number().check(z.int()) }),
  response: z.null(),
});

export const systemSelect = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'sys/account/v1/system/select',
  access: 'any',
  summary: 'The systems a menu can belong to',
  request: z.object({}),
  response: z.array(z.object({ systemCode: z.string(), systemName: z.string() })),
});
