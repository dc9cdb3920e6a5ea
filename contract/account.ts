import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import {
  creditCode,
  loginPassword,
  newPassword,
  optionalText,
  phone,
  requiredText,
  smsCode,
  username,
} from './validation';

/** Role index of spec section 3. */
export const roles = { chiefAdmin: 0, admin: 1, sealKeeper: 2, member: 3 } as const;
export const roleSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type Role = z.infer<typeof roleSchema>;

export const smsPurposes = ['login', 'password', 'register'] as const;

const id = z.int();

export const userSchema = z.object({
  userId: id,
  realName: z.string(),
  mobile: z.string(),
  userName: z.nullable(z.string()),
});

export const unitSchema = z.object({
  companyId: id,
  companyName: z.string(),
  companyFullName: z.nullable(z.string()),
  socialCreditCode: z.nullable(z.string()),
  parentId: z.nullable(id),
  certified: z.boolean(),
});

export const loginResultSchema = z.object({ token: z.string(), userId: id, realName: z.string(), mobile: z.string() });

const appName = z.optional(z.string().check(z.maxLength(32)));

export const requestCode = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'user/v1/code',
  access: 'public',
  summary: 'Send an SMS verification code (the same answer whether or not the phone is known)',
  request: z.object({ phone, appName, purpose: z._default(z.enum(smsPurposes), 'login') }),
  response: z.object({ resendAfterSeconds: id }),
});

export const loginByPhone = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'account/v2/user/login-by-phone',
  access: 'public',
  summary: 'Log in with phone number and SMS code',
  request: z.object({ phoneNumber: phone, verificationCode: smsCode }),
  response: loginResultSchema,
});

export const loginByUsername = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'account/v2/user/login-by-username',
  access: 'public',
  summary: 'Log in with user name and password',
  request: z.object({ username, password: loginPassword }),
  response: loginResultSchema,
});

export const loginPc = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'user/v1/login-pc',
  access: 'public',
  summary: 'Log in from the PC client with user name (or phone number) and password',
  request: z.object({ username, password: loginPassword }),
  response: loginResultSchema,
});

export const logout = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'member/v1/logout',
  access: 'any',
  summary: 'Revoke the current session',
  request: z.object({ userId: z.optional(id), appName }),
  response: z.null(),
});

export const unitChoiceSchema = z.extend(unitSchema, { role: roleSchema, current: z.boolean() });

export const listUnitsByUser = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'company/v1/list-by-user',
  access: 'session',
  summary: "The signed-in user's units",
  request: z.object({}),
  response: z.array(unitChoiceSchema),
});

export const listCompanies = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'company/v1/list-companies',
  access: 'session',
  summary: "The signed-in user's units: companyType 0 all, 1 top-level units, 2 subsidiaries",
  request: z.object({
    phoneNumber: z.optional(phone),
    companyType: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 0),
  }),
  response: z.array(unitChoiceSchema),
});

export const currentUserSchema = z.object({
  user: userSchema,
  unit: z.nullable(unitSchema),
  role: z.nullable(roleSchema),
});

export const getInfo = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'account/v2/user/get-info',
  access: 'session',
  summary: 'Choose a unit: checks membership, binds the session to the unit and rotates the token',
  request: z.object({ companyId: id.check(z.positive()), phoneNumber: z.optional(phone) }),
  response: z.extend(currentUserSchema, { token: z.string() }),
});

export const currentUser = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'account/v2/user/current',
  access: 'session',
  summary: 'The signed-in user with the unit and role the session is bound to',
  request: z.object({}),
  response: currentUserSchema,
});

export const checkPassword = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'account/v2/user/check-password',
  access: 'session',
  summary: 'Whether the account still uses its initial password (or none) and should change it',
  request: z.object({}),
  response: z.object({ mustChange: z.boolean() }),
});

export const changePassword = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'account/v2/user/change-password',
  access: 'public',
  summary: "Set a new password with an SMS code sent for 'password'; revokes every session of the account",
  request: z.object({ username: phone, password: newPassword, verificationCode: smsCode }),
  response: z.null(),
});

export const registerUnit = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'company/v1/add',
  access: 'public',
  summary:
    'Register a unit; the registrant (the session user, or the owner of phone + register code) becomes its chief administrator',
  request: z.object({
    companyName: requiredText(1, 56),
    socialCreditCode: creditCode,
    address: optionalText(120),
    contactName: requiredText(1, 16),
    phone: z.optional(phone),
    verificationCode: z.optional(smsCode),
  }),
  response: z.object({ companyId: id }),
});

const systemAccount = {
  username: z.string(),
  orgName: z.string(),
  userId: id,
  orgId: id,
  realName: z.string(),
  mobile: z.string(),
};

export const systemLogin = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/account/v1/security/login',
  access: 'public',
  summary: 'System-side log-in with user name and password',
  request: z.object({ username, password: loginPassword }),
  response: z.object({ token: z.string(), ...systemAccount }),
});

/**
 * A locked system account unlocks itself by an SMS code sent to its registered phone: no wait for the lock to run out,
 * and nothing an anonymous caller can use, as the code goes to the account's own phone under the usual SMS limits (per
 * phone and per address). The code is only sent while the account is locked, yet the answer is the same for every
 * name (locked, not locked or unknown, limits met or not), so the call tells no one which names are accounts.
 */
export const systemUnlockCode = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/account/v1/security/unlock-code',
  access: 'public',
  summary: "Send an unlock code to a locked system account's registered phone; answers alike for every name",
  request: z.object({ username }),
  response: z.object({ resendAfterSeconds: id }),
});

export const systemUnlock = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'sys/account/v1/security/unlock',
  access: 'public',
  summary: 'Unlock a locked system account with the code sent to its phone; every failure answers alike',
  request: z.object({ username, code: smsCode }),
  response: z.null(),
});

export const systemUserInfo = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'sys/account/v1/user/info',
  access: 'system',
  summary: 'The signed-in system account',
  request: z.object({}),
  response: z.object(systemAccount),
});
