import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { menus, sysAccounts } from './core';

/*
 * The platform's own roles (system side, page /role): a role holds entries of the system side's menu (system '001');
 * a system account holds any number of roles and may call what its roles' entries open. A role with `allGrants`
 * holds every entry, new ones included (the built-in 平台超级管理员, which the sysadmin holds): it is never edited.
 */
export const sysRoles = pgTable('sys_roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  remark: text('remark').notNull().default(''),
  allGrants: boolean('all_grants').notNull().default(false),
  createdAt: createdAt(),
});

export const sysRoleGrants = pgTable(
  'sys_role_grants',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => sysRoles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_role_grants_menu_idx').on(t.menuId)],
);

export const sysAccountRoles = pgTable(
  'sys_account_roles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => sysAccounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => sysRoles.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] }), index('sys_account_roles_role_idx').on(t.roleId)],
);
