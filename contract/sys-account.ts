import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { page } from './paging';
import { ref } from './error-texts';
import { loginPassword, newPassword, optionalMobile, requiredText } from './validation';

/**
 * The platform's own accounts (system side, pages /user and /addUser): user name and password, an initial password
 * set by the platform that the account must change after logging in, enable and disable.
 */

const id = z.int();
const idQuery = z.coerce.number().check(z.int(), z.positive());

export const sysAccountSchema = z.object({
  id,
  username: z.string(),
  realName: z.string(),
  mobile: z.string(),
  departmentId: z.nullable(id),
  departmentName: z.nullable(z.string()),
  disabled: z.boolean(),
  /** Still on a password the platform set (new account or reset). */
  passwordInitial: z.boolean(),
  /** The platform roles it holds (contract sys-role.ts). */
  roleIds: z.array(id),
  roleNames: z.array(z.string()),
  createdAt: z.string(),
});
export type SysAccount = z.infer<typeof sysAccountSchema>;

export const accountStates = ['enabled', 'disabled'] as const;

export const accountList = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'sys/account/v1/list',
  access: 'system',
  summary: 'One page of system accounts by user name; `keyword` matches user name or name',
  request: z.object({
    ...page,
    keyword: z.optional(z.string().check(z.maxLength(32))),
    departmentId: z.optional(idQuery),
    state: z.optional(z.enum(accountStates)),
  }),
  response: z.object({ list: z.array(sysAccountSchema), total: z.int() }),
});

export const accountDetail = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'sys/account/v1/detail',
  access: 'system',
  summary: 'One system account',
  request: z.object({ id: idQuery }),
  response: sysAccountSchema,
});

/** User names: letters, digits, '_', '.', '@' or '-', 3 to 32 characters. */
const username = z
  .string({ error: ref('v.usernameRequired') })
  .check(
    z.trim(),
    z.minLength(1, ref('v.usernameRequired')),
    z.minLength(3, ref('v.lengthRange', 3, 32)),
    z.maxLength(32, ref('v.lengthRange', 3, 32)),
    z.regex(/^[\w.@-]+$/, ref('v.sysUsername')),
  );

const accountFields = {
  realName: requiredText(1, 32),
  mobile: optionalMobile,
  departmentId: z._default(z.nullable(id), null),
  /** Its platform roles: what it may open and do. */
  roleIds: z._default(z.array(id).check(z.maxLength(50)), []),
};

/** The new initial password, shown once to the administrator who set it. */
const initialPasswordResponse = z.object({ id, initialPassword: z.string() });

export const accountAdd = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/account/v1/add',
  access: 'system',
  permission: 'user:add',
  summary: 'Add a system account (user names are unique) with a generated initial password',
  request: z.object({ username, ...accountFields }),
  response: initialPasswordResponse,
});

export const accountUpdate = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/account/v1/update',
  access: 'system',
  permission: 'user:edit',
  summary: "Change a system account's name, phone and department (the user name stays)",
  request: z.object({ id, ...accountFields }),
  response: z.null(),
});

export const accountState = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/account/v1/state',
  access: 'system',
  permission: 'user:edit',
  summary: 'Enable or disable a system account; disabling ends its sessions at once (never one’s own)',
  request: z.object({ id, disabled: z.boolean() }),
  response: z.null(),
});

export const accountResetPassword = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/account/v1/reset-password',
  access: 'system',
  permission: 'user:edit',
  summary: 'Give a system account a new initial password (ends its sessions; it must change the password)',
  request: z.object({ id }),
  response: initialPasswordResponse,
});

export const ownPasswordState = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'sys/account/v1/password-state',
  access: 'system',
  summary: 'Whether the signed-in system account must replace its initial password',
  request: z.object({}),
  response: z.object({ mustChange: z.boolean() }),
});

export const changeOwnPassword = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/account/v1/change-password',
  access: 'system',
  summary: "Change the signed-in system account's password (its other sessions end)",
  request: z.object({ oldPassword: loginPassword, password: newPassword }),
  response: z.null(),
});

/** The console's form for changing one's own password: the call's fields and the new password typed twice. */
export const ownPasswordForm = z
  .object({
    oldPassword: loginPassword,
    password: newPassword,
    confirm: z.string({ error: ref('v.confirmRequired') }).check(z.minLength(1, ref('v.confirmRequired'))),
  })
  .check(z.refine((v) => v.password === v.confirm, { message: ref('v.passwordMismatch'), path: ['confirm'] }));
