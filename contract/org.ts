import { z } from 'zod/mini';
import { roleSchema } from './account';
import { endpoint } from './endpoint';
import { page, pathId } from './paging';
import { ref } from './error-texts';
import { ID_CARD_PATTERN, optionalEmail, phone, requiredText } from './validation';

/** The unit's organisation: departments (a tree), members and their roles. */
const id = z.int();
export interface Department {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  memberCount: number;
  children: Department[];
}

export const departmentSchema: z.ZodMiniType<Department> = z.object({
  id,
  parentId: z.nullable(id),
  name: z.string(),
  sort: z.int(),
  memberCount: z.int(),
  get children() {
    return z.array(departmentSchema);
  },
});

export const orgList = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'org/v1/list',
  access: 'unit',
  summary: "The chosen unit's departments as a tree, with member counts",
  request: z.object({}),
  response: z.array(departmentSchema),
});

export const orgAdd = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'org/v1/add',
  access: 'unit',
  permission: 'department:edit',
  summary: 'Add a department (within the departments-per-unit quota)',
  request: z.object({ name: requiredText(1, 17), parentId: z.nullable(id) }),
  response: z.object({ id }),
});

export const orgUpdate = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'org/v1/update',
  access: 'unit',
  permission: 'department:edit',
  summary: 'Rename or move a department (never below itself)',
  request: z.object({ id, name: requiredText(1, 17), parentId: z.nullable(id), sort: z.optional(z.int()) }),
  response: z.null(),
});

export const orgDelete = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'org/v1/delete',
  access: 'unit',
  permission: 'department:edit',
  summary: 'Delete a department without sub-departments and members',
  request: z.object({ id }),
  response: z.null(),
});

export const roleList = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'role/v1/user-role',
  access: 'unit',
  summary: 'The roles of a unit (spec section 6) with how many members hold each',
  request: z.object({}),
  response: z.array(z.object({ role: roleSchema, roleName: z.string(), memberCount: z.int() })),
});

export const memberSchema = z.object({
  userId: id,
  realName: z.string(),
  mobile: z.string(),
  userName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  idCard: z.nullable(z.string()),
  role: roleSchema,
  departmentId: z.nullable(id),
  departmentName: z.nullable(z.string()),
  disabled: z.boolean(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberList = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'user/v1/list',
  access: 'unit',
  summary: "The chosen unit's members, searchable by name or phone, filtered by role, department and state",
  request: z.object({
    ...page,
    keyword: z.optional(z.string().check(z.maxLength(32))),
    role: z.optional(roleSchema),
    departmentId: z.optional(id),
    state: z.optional(z.enum(['active', 'disabled'])),
  }),
  response: z.object({ list: z.array(memberSchema), total: z.int() }),
});

export const memberDetail = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'user/v1/:userId/detail',
  access: 'unit',
  summary: 'One member of the chosen unit',
  request: z.object({ userId: pathId }),
  response: memberSchema,
});

const idCard = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || ID_CARD_PATTERN.test(v), ref('v.idCard')),
    ),
  ),
  z.transform((v: string | undefined) => (v ? v.toUpperCase() : undefined)),
);

/** Roles an administrator can give; the chief administrator changes only through change-super-admin. */
export const assignableRole = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const memberAdd = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'user/v1/add',
  access: 'unit',
  permission: 'member:add',
  summary:
    'Invite a member by phone: the invitee gets an SMS and becomes a member only on accepting; the answer is the same whether or not the phone has an account',
  request: z.object({
    realName: requiredText(1, 16),
    mobile: phone,
    role: assignableRole,
    departmentId: z.nullable(id),
    email: optionalEmail,
    idCard,
  }),
  response: z.object({ invitationId: id }),
});

export const memberUpdate = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'user/v1/update',
  access: 'unit',
  permission: 'member:edit',
  summary:
    "Change a member's name, role, department, contact details or disable/enable them; the chief administrator may edit their own details, keeping role 0",
  request: z.object({
    userId: id,
    realName: requiredText(1, 16),
    role: roleSchema,
    departmentId: z.nullable(id),
    email: optionalEmail,
    idCard,
    disabled: z.boolean(),
  }),
  response: z.null(),
});

export const changeSuperAdmin = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'user/v1/change-super-admin/:userId',
  access: 'unit',
  summary:
    'Hand the chief administrator role to another active member; only the current chief may, who becomes an administrator',
  request: z.object({ userId: pathId }),
  response: z.null(),
});
