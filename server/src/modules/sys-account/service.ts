import { randomInt } from 'node:crypto';
import { PASSWORD_PATTERN, type ParsedRequestOf, type sysAccount } from '../../../../contract';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { revokeSessionsOfSysAccount, type SessionContext } from '../../caller/sessions';
import { announceGrantChange, invalidateGrants } from '../../caller/grants';
import { sysAccountRepo } from './repository';

/*
 * The platform's accounts:
 * - user names are unique (ignoring case) and never change;
 * - the platform sets initial passwords (new account, reset), shown once; the account must then change it;
 * - disabling an account, or giving it a new initial password, ends its sessions in the same transaction;
 * - nobody disables the account they are signed in with (the platform would lose its last way in), nor changes its
 *   own platform roles (the same reason); new roles hold from the account's next call.
 */

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '@$!%*?&#';

/** A random 12-character password that follows the password rule (a letter, a digit and a special character). */
export function newInitialPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LETTERS + DIGITS + SPECIALS;
  const chars = [pick(LETTERS), pick(DIGITS), pick(SPECIALS), ...Array.from({ length: 9 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (!PASSWORD_PATTERN.test(password)) throw new Error('initial password breaks the password rule');
  return password;
}

type Row = NonNullable<Awaited<ReturnType<typeof sysAccountRepo.byId>>>;

/** The accounts as the contract shows them, with their platform roles. */
async function toViews(db: Db, rows: Row[]): Promise<sysAccount.SysAccount[]> {
  const roles = await sysAccountRepo.rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    ...(roles.get(row.id) ?? { roleIds: [], roleNames: [] }),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function list(deps: Deps, input: ParsedRequestOf<typeof sysAccount.accountList>) {
  const { pageNum, pageSize, ...filter } = input;
  const page = await sysAccountRepo.page(deps.db, filter, (pageNum - 1) * pageSize, pageSize);
  return { list: await toViews(deps.db, page.list), total: page.total };
}

async function found(db: Db, id: number): Promise<Row> {
  const row = await sysAccountRepo.byId(db, id);
  if (!row) throw refuse.notFound();
  return row;
}

export async function detail(deps: Deps, id: number) {
  const [view] = await toViews(deps.db, [await found(deps.db, id)]);
  return view!;
}

/** Every role id must exist; the roles then replace the account's, and every node forgets its cached grants. */
async function setRoles(deps: Deps, tx: Db, accountId: number, roleIds: number[]): Promise<void> {
  const ids = [...new Set(roleIds)];
  if ((await sysAccountRepo.existingRoleCount(tx, ids)) !== ids.length) throw refuse.badRequest('e.sysRoleUnknown');
  await sysAccountRepo.replaceRoles(tx, accountId, ids);
  await announceGrantChange(deps, tx);
  invalidateGrants(deps);
}

const sameSet = (a: number[], b: number[]) => new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

async function checkDepartment(db: Db, departmentId: number | null): Promise<void> {
  if (departmentId !== null && !(await sysAccountRepo.departmentExists(db, departmentId))) {
    throw refuse.badRequest('e.sysDepartmentUnknown');
  }
}

type AddInput = ParsedRequestOf<typeof sysAccount.accountAdd>;

export async function add(deps: Deps, session: SessionContext, input: AddInput) {
  const initialPassword = newInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  const id = await deps.db.transaction(async (tx) => {
    if (await sysAccountRepo.usernameTaken(tx, input.username)) throw refuse.conflict('e.sysUsernameTaken');
    await checkDepartment(tx, input.departmentId);
    const org = await sysAccountRepo.orgOf(tx, session.sysAccountId!);
    const newId = await sysAccountRepo.insert(tx, {
      username: input.username,
      realName: input.realName,
      mobile: input.mobile ?? '',
      departmentId: input.departmentId,
      passwordHash,
      passwordInitial: true,
      orgId: org?.orgId ?? 0,
      orgName: org?.orgName ?? '',
      createdAt: deps.now(),
    });
    await setRoles(deps, tx, newId, input.roleIds);
    return newId;
  });
  return { id, initialPassword };
}

export async function update(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof sysAccount.accountUpdate>,
) {
  await deps.db.transaction(async (tx) => {
    const row = await found(tx, input.id);
    await checkDepartment(tx, input.departmentId);
    const current = (await sysAccountRepo.rolesOf(tx, [row.id])).get(row.id)?.roleIds ?? [];
    if (!sameSet(current, input.roleIds)) {
      if (row.id === session.sysAccountId) throw refuse.badRequest('e.sysRoleSelf');
      await setRoles(deps, tx, row.id, input.roleIds);
    }
    await sysAccountRepo.update(tx, row.id, {
      realName: input.realName,
      mobile: input.mobile ?? '',
      departmentId: input.departmentId,
    });
  });
  return null;
}

export async function setState(deps: Deps, session: SessionContext, id: number, disabled: boolean) {
  await deps.db.transaction(async (tx) => {
    const row = await found(tx, id);
    if (disabled && row.id === session.sysAccountId) throw refuse.badRequest('e.disableSelf');
    await sysAccountRepo.setDisabled(tx, row.id, disabled);
    if (disabled) await revokeSessionsOfSysAccount(tx, deps, row.id, 'account-disabled');
  });
  return null;
}

export async function resetPassword(deps: Deps, id: number) {
  const initialPassword = newInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  await deps.db.transaction(async (tx) => {
    const row = await found(tx, id);
    await sysAccountRepo.setPassword(tx, row.id, passwordHash, true);
    await revokeSessionsOfSysAccount(tx, deps, row.id, 'password-reset');
  });
  return { id, initialPassword };
}

export async function passwordState(deps: Deps, session: SessionContext) {
  const row = await found(deps.db, session.sysAccountId!);
  return { mustChange: row.passwordInitial };
}

/** The signed-in account changes its password: its other sessions end, this one stays. */
export async function changeOwnPassword(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof sysAccount.changeOwnPassword>,
) {
  const id = session.sysAccountId!;
  const stored = await sysAccountRepo.passwordHashOf(deps.db, id);
  if (!(await verifyPassword(input.oldPassword, stored ?? null))) throw refuse.badRequest('e.oldPasswordWrong');
  if (input.oldPassword === input.password) throw refuse.badRequest('e.passwordUnchanged');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await sysAccountRepo.setPassword(tx, id, passwordHash, false);
    await revokeSessionsOfSysAccount(tx, deps, id, 'password-changed', session.sessionId);
  });
  return null;
}
