import { type account, type ResponseOf, resultCodes } from '../../../../contract';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { passwordLimits } from './limits';
import { claimAddressTry } from './address-throttle';
import {
  membershipRepo,
  sysAccountLockout,
  sysAccountRepo,
  unknownNameLockout,
  userLockout,
  userRepo,
  type LoginSide,
  type UserRow,
} from './repository';
import { createSession, revokeAllSessionsOfUser, revokeSession, type SessionContext } from '../../caller/sessions';
import { verifyCode } from './sms-codes';
import { toUnit } from '../../lib/unit-view';

type LoginResult = ResponseOf<typeof account.loginByPhone>;

function assertEnabled(user: UserRow | undefined): asserts user is UserRow {
  if (!user) throw new AppError(resultCodes.badRequest, 'e.noAccount');
  if (user.disabled) throw new AppError(resultCodes.badRequest, 'e.accountDisabled');
}

async function startStaffSession(deps: Deps, user: UserRow): Promise<LoginResult> {
  const token = await createSession(deps, { kind: 'staff', userId: user.id });
  return { token, userId: user.id, realName: user.realName, mobile: user.mobile };
}

export async function loginByPhone(deps: Deps, phone: string, code: string): Promise<LoginResult> {
  await verifyCode(deps, phone, 'login', code);
  const user = await userRepo.byMobile(deps.db, phone);
  assertEnabled(user);
  return startStaffSession(deps, user);
}

interface PasswordAccount {
  id: number;
  passwordHash: string | null;
  disabled: boolean;
}

/**
 * Checks a password under the per-address throttle and the per-subject lock-out. Both count the try before the (slow)
 * hash check, so a burst of parallel guesses evaluates no more passwords than the limits allow, and none while locked.
 * A name that belongs to no account is a subject of its own: it costs the same hash, gets the same messages and locks
 * after as many tries, so neither the answers, their time nor the lock-out tell names apart.
 */
async function checkPassword(
  deps: Deps,
  ip: string,
  side: LoginSide,
  name: string,
  found: PasswordAccount | undefined,
  password: string,
): Promise<void> {
  const addressTry = await claimAddressTry(deps, ip);
  const now = deps.now();
  const lockout = found
    ? (side === 'staff' ? userLockout : sysAccountLockout)(found.id)
    : unknownNameLockout(side, name);
  const lockUntil = new Date(now.getTime() + passwordLimits.lockMinutes * 60_000);
  const tries = await lockout.claimTry(deps.db, now, passwordLimits.maxWrongTries, lockUntil);
  if (tries === null) {
    const until = (await lockout.lockedUntil(deps.db)) ?? lockUntil;
    throw refuse.tooMany('e.accountLocked', Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)));
  }
  if (!(await verifyPassword(password, found?.passwordHash ?? null)) || !found) {
    if (tries >= passwordLimits.maxWrongTries) throw refuse.tooMany('e.accountLocked', passwordLimits.lockMinutes);
    throw new AppError(resultCodes.badRequest, 'e.badCredentials');
  }
  await addressTry.succeeded();
  await lockout.clear(deps.db);
  if (found.disabled) throw new AppError(resultCodes.badRequest, 'e.accountDisabled');
}

/** login-by-username takes the user name; login-pc takes the user name or the phone number. */
export async function loginByPassword(
  deps: Deps,
  username: string,
  password: string,
  allowPhone: boolean,
  ip: string,
): Promise<LoginResult> {
  const user =
    (await userRepo.byUserName(deps.db, username)) ??
    (allowPhone ? await userRepo.byMobile(deps.db, username) : undefined);
  await checkPassword(deps, ip, 'staff', username, user, password);
  return startStaffSession(deps, user!);
}

export async function systemLogin(deps: Deps, username: string, password: string, ip: string) {
  const found = await sysAccountRepo.byUsername(deps.db, username);
  await checkPassword(deps, ip, 'system', username, found, password);
  const acct = found!;
  const token = await createSession(deps, { kind: 'system', sysAccountId: acct.id });
  return { token, ...systemInfoOf(acct) };
}

function systemInfoOf(acct: NonNullable<Awaited<ReturnType<typeof sysAccountRepo.byId>>>) {
  return {
    username: acct.username,
    orgName: acct.orgName,
    userId: acct.id,
    orgId: acct.orgId,
    realName: acct.realName,
    mobile: acct.mobile,
  };
}

export async function systemUserInfo(deps: Deps, session: SessionContext) {
  const acct = await sysAccountRepo.byId(deps.db, session.sysAccountId!);
  if (!acct || acct.disabled) throw new AppError(resultCodes.sessionRevoked, 'e.sessionRevoked');
  return systemInfoOf(acct);
}

async function sessionUser(deps: Deps, session: SessionContext): Promise<UserRow> {
  const user = await userRepo.byId(deps.db, session.userId!);
  if (!user || user.disabled) throw new AppError(resultCodes.sessionRevoked, 'e.sessionRevoked');
  return user;
}

function userOf(user: UserRow) {
  return { userId: user.id, realName: user.realName, mobile: user.mobile, userName: user.userName };
}

/** The user, the unit the session is bound to and the role there (the unit is null before choosing). */
export async function currentUser(deps: Deps, session: SessionContext) {
  const user = await sessionUser(deps, session);
  if (session.companyId === null) return { user: userOf(user), unit: null, role: null };
  const membership = await membershipRepo.find(deps.db, user.id, session.companyId);
  if (!membership || membership.disabled || membership.unit.disabled) {
    throw new AppError(resultCodes.badRequest, 'e.userNotFound');
  }
  return { user: userOf(user), unit: toUnit(membership.unit), role: membership.role as 0 | 1 | 2 | 3 };
}

/** Chooses a unit: checks membership, then replaces the session by one bound to the unit (a new token). */
export async function chooseUnit(deps: Deps, session: SessionContext, companyId: number) {
  const user = await sessionUser(deps, session);
  const membership = await membershipRepo.find(deps.db, user.id, companyId);
  if (!membership || membership.disabled) throw refuse.forbidden('e.notMember');
  if (membership.unit.disabled) throw refuse.forbidden('e.unitDisabled');
  const token = await createSession(deps, { kind: 'staff', userId: user.id, companyId, expiresAt: session.expiresAt });
  await revokeSession(deps, session.sessionId, 'rotated');
  return { token, user: userOf(user), unit: toUnit(membership.unit), role: membership.role as 0 | 1 | 2 | 3 };
}

export async function mustChangePassword(deps: Deps, session: SessionContext): Promise<boolean> {
  const user = await sessionUser(deps, session);
  // An account without a password logs in by SMS only; there is no initial password to replace.
  return user.passwordHash !== null && user.passwordInitial;
}

/** Resets a password with a code; every session of the account ends, so it logs in again with the new one. */
export async function changePassword(deps: Deps, phone: string, password: string, code: string): Promise<void> {
  await verifyCode(deps, phone, 'password', code);
  const user = await userRepo.byMobile(deps.db, phone);
  assertEnabled(user);
  await userRepo.setPassword(deps.db, user.id, await hashPassword(password));
  await revokeAllSessionsOfUser(deps, user.id, 'password-changed');
}

export async function logout(deps: Deps, session: SessionContext): Promise<void> {
  await revokeSession(deps, session.sessionId, 'logout');
}
