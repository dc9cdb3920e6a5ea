import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { optionalMobile, optionalText, requiredText } from './validation';

/** The platform's own departments (system side, pages /organization and /addOrg) and the system accounts in them. */

const id = z.int();

export interface SysDepartment {
  id: number;
  parentId: number | null;
  name: string;
  leader: string | null;
  phone: string | null;
  sort: number;
  /** System accounts directly in this department. */
  accountCount: number;
  children: SysDepartment[];
}

export const sysDepartmentSchema: z.ZodMiniType<SysDepartment> = z.object({
  id,
  parentId: z.nullable(id),
  name: z.string(),
  leader: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  sort: z.int(),
  accountCount: z.int(),
  get children() {
    return z.array(sysDepartmentSchema);
  },
});

export const orgQuery = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'sys/org/v1/query',
  access: 'system',
  summary: "The platform's department tree, each level by sort and name, with the number of accounts in each",
  request: z.object({}),
  response: z.array(sysDepartmentSchema),
});

const departmentFields = {
  parentId: z._default(z.nullable(id), null),
  name: requiredText(1, 32),
  leader: optionalText(32),
  phone: optionalMobile,
  sort: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(9999)), 0),
};

export const orgSave = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/org/v1/save',
  access: 'system',
  permission: 'org:edit',
  summary: 'Add a department (names are unique among siblings)',
  request: z.object(departmentFields),
  response: z.object({ id }),
});

export const orgUpdate = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/org/v1/update',
  access: 'system',
  permission: 'org:edit',
  summary: 'Change or move a department (never below itself)',
  request: z.object({ id, ...departmentFields }),
  response: z.null(),
});

export const orgDelete = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/org/v1/delete',
  access: 'system',
  permission: 'org:edit',
  summary: 'Delete a department without departments or accounts below it',
  request: z.object({ id }),
  response: z.null(),
});

export const orgAccountSchema = z.object({
  id,
  username: z.string(),
  realName: z.string(),
  mobile: z.string(),
  disabled: z.boolean(),
  departmentId: z.nullable(id),
});
export type OrgAccount = z.infer<typeof orgAccountSchema>;

export const orgAccounts = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'sys/org/v1/accounts',
  access: 'system',
  summary: 'System accounts by user name: those of one department, or every one (to assign)',
  request: z.object({ departmentId: z.optional(z.coerce.number().check(z.int(), z.positive())) }),
  response: z.array(orgAccountSchema),
});

export const orgAssign = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/org/v1/assign',
  access: 'system',
  permission: 'org:edit',
  summary: 'Put system accounts into a department (null: into none)',
  request: z.object({ departmentId: z.nullable(id), accountIds: z.array(id).check(z.minLength(1), z.maxLength(100)) }),
  response: z.null(),
});
