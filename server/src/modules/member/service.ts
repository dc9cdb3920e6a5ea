import { roles, type Lang, type org, type ParsedRequestOf, type Role } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { announceSessionChange, revokeSessionsOfUserInUnit, type SessionContext } from '../../caller/sessions';
import { grantsOf } from '../../caller/grants';
import { assertUserMayJoin } from '../quota';
import { departmentOf } from './department-of';
import { invite } from './invitations';
import { memberRepo } from './repository';

/*
 * Role rules (spec section 6):
 * - exactly one chief administrator (role 0) per unit; it changes only through change-super-admin, by the current
 *   chief, who becomes an administrator (one transaction; a unique index keeps a second chief out);
 * - user/v1/add gives roles 1-3 only (contract); user/v1/update never makes or changes a chief (1003 'e.chiefLocked'),
 *   except that the chief edits their own details (role stays 0, not disabled);
 * - nobody changes their own role or disables themselves (1003 'e.selfRoleLocked'); changing one's own name, e-mail
 *   or ID card is allowed;
 * - an administrator manages seal keepers and members: appointing, changing or disabling an administrator is the
 *   chief's (1003 'e.adminOnlyByChief');
 * - ID card numbers are shown in full to holders of member:edit, masked to everyone else.
 */

const roleNames: Record<Lang, Record<Role, string>> = {
  'zh-CN': { 0: '超级管理员', 1: '管理员', 2: '印章保管人', 3: '单位成员' },
  'en-US': { 0: 'Chief administrator', 1: 'Administrator', 2: 'Seal keeper', 3: 'Unit member' },
};

type MemberRow = NonNullable<Awaited<ReturnType<typeof memberRepo.byUser>>>;

function maskIdCard(idCard: string): string {
  return idCard.length <= 10
    ? '*'.repeat(idCard.length)
    : `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 10)}${idCard.slice(-4)}`;
}

function toMember(row: MemberRow, fullIdCard: boolean): org.Member {
  return {
    userId: row.userId,
    realName: row.realName,
    mobile: row.mobile,
    userName: row.userName,
    email: row.email,
    idCard: row.idCard && !fullIdCard ? maskIdCard(row.idCard) : row.idCard,
    role: row.role as Role,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    disabled: row.disabled,
    joinedAt: row.joinedAt.toISOString(),
  };
}

async function callerOf(deps: Deps, session: SessionContext) {
  const grants = await grantsOf(deps, session);
  return { role: grants.role!, mayEdit: grants.codes.has('member:edit') };
}

export async function roleList(deps: Deps, session: SessionContext, lang: Lang) {
  const counts = await memberRepo.roleCounts(deps.db, session.companyId!);
  return ([0, 1, 2, 3] as const).map((role) => ({
    role,
    roleName: roleNames[lang][role],
    memberCount: counts.get(role) ?? 0,
  }));
}

type ListInput = ParsedRequestOf<typeof org.memberList>;

export async function list(deps: Deps, session: SessionContext, input: ListInput) {
  const companyId = session.companyId!;
  // Filtering by another unit's department is asking about it: not found, like any other use of its id.
  if (input.departmentId !== undefined) await departmentOf(deps.db, companyId, input.departmentId);
  const { mayEdit } = await callerOf(deps, session);
  const { rows, total } = await memberRepo.page(
    deps.db,
    companyId,
    {
      keyword: input.keyword?.trim() || undefined,
      role: input.role,
      departmentId: input.departmentId,
      state: input.state,
    },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((r) => toMember(r, mayEdit)), total };
}

export async function detail(deps: Deps, session: SessionContext, userId: number) {
  const row = await memberRepo.byUser(deps.db, session.companyId!, userId);
  if (!row) throw refuse.notFound();
  const { mayEdit } = await callerOf(deps, session);
  return toMember(row, mayEdit);
}

type AddInput = ParsedRequestOf<typeof org.memberAdd>;

/** Adding a member is inviting them (see invitations.ts): the membership exists once they accept. */
export async function add(deps: Deps, session: SessionContext, input: AddInput) {
  const caller = await callerOf(deps, session);
  return invite(deps, session, caller.role, input);
}

type UpdateInput = ParsedRequestOf<typeof org.memberUpdate>;

/** Changes a member (see the role rules above); disabling ends the member's sessions in the unit. */
export async function update(deps: Deps, session: SessionContext, input: UpdateInput) {
  const companyId = session.companyId!;
  const caller = await callerOf(deps, session);
  await deps.db.transaction(async (tx) => {
    const target = await memberRepo.byUser(tx, companyId, input.userId);
    if (!target) throw refuse.notFound();
    const departmentId = await departmentOf(tx, companyId, input.departmentId);
    const self = target.userId === session.userId;
    // The chief role moves only through change-super-admin; the chief may still edit their own details.
    const chiefEditsOwnDetails = self && target.role === roles.chiefAdmin && input.role === roles.chiefAdmin;
    if (!chiefEditsOwnDetails && (target.role === roles.chiefAdmin || input.role === roles.chiefAdmin)) {
      throw refuse.forbidden('e.chiefLocked');
    }
    if (self && (input.role !== target.role || input.disabled)) throw refuse.forbidden('e.selfRoleLocked');
    if (!self && caller.role !== roles.chiefAdmin) {
      const touchesAdmin = target.role === roles.admin || input.role === roles.admin;
      if (touchesAdmin) throw refuse.forbidden('e.adminOnlyByChief');
    }
    if (target.disabled && !input.disabled) await assertUserMayJoin(tx, companyId, target.userId);
    await memberRepo.update(tx, companyId, target.userId, {
      realName: input.realName,
      role: input.role,
      departmentId,
      email: input.email ?? null,
      idCard: input.idCard ?? null,
      disabled: input.disabled,
    });
    if (input.disabled && !target.disabled) {
      await revokeSessionsOfUserInUnit(tx, deps, target.userId, companyId, 'member-disabled');
    }
  });
  announceSessionChange(deps, { userId: input.userId, companyId });
  return null;
}

/**
 * Hands the chief administrator role to another active member of the unit; the caller (the current chief, which
 * the access matrix checks before) becomes an administrator. One transaction: both change or neither.
 */
export async function changeSuperAdmin(deps: Deps, session: SessionContext, userId: number) {
  const companyId = session.companyId!;
  await deps.db.transaction(async (tx) => {
    const target = await memberRepo.byUser(tx, companyId, userId);
    if (!target) throw refuse.notFound();
    if (target.userId === session.userId || target.disabled) throw refuse.badRequest('e.chiefTargetInvalid');
    if (!(await memberRepo.demoteChief(tx, companyId, session.userId!))) throw refuse.forbidden('e.chiefOnly');
    if (!(await memberRepo.promoteToChief(tx, companyId, target.userId)))
      throw refuse.badRequest('e.chiefTargetInvalid');
  });
  return null;
}

/** Whether a phone's member account is disabled in the unit; a phone of no member of the unit answers false. */
export async function isDisabledPhone(deps: Deps, session: SessionContext, phone: string) {
  const found = await memberRepo.byPhone(deps.db, session.companyId!, phone);
  return { disabled: found?.disabled ?? false };
}
