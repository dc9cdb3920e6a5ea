import { resultCodes, roles, type invitation, type org, type ParsedRequestOf, type Role } from '../../../../contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { assertRoomFor, assertUserMayJoin, lockQuota } from '../quota';
import { departmentOf } from './department-of';
import { accountRepo, memberRepo } from './repository';
import { invitationRepo } from './invitation-repository';

/*
 * Member invitations (the unit cannot learn who has an account, nor add anyone without consent):
 * - user/v1/add invites: the answer is an invitation id whether the phone has an account or not (the account is
 *   found or made silently, its name and log-in name untouched and never shown to the unit); only checks about the
 *   caller's own unit can refuse it (already a member, already invited, the unit's own quota, where open invitations
 *   count); the invitee's units-per-user quota is checked on acceptance only, as it is about the invitee;
 * - the invitee gets an SMS (the notice template, counted like reminder SMS against the unit's SMS quota) and, once
 *   logged in, sees the invitation on the unit choice page; the membership exists only on acceptance, checked
 *   again against both quotas then;
 * - an invitation lasts INVITATION_DAYS; a resend (at most once a minute) renews it; revoking or declining ends it.
 */
export const INVITATION_DAYS = 7;
const RESEND_AFTER_SECONDS = 60;
const DAY_MS = 86_400_000;

type InviteInput = ParsedRequestOf<typeof org.memberAdd>;

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
}

/** The SMS telling the invitee, sent after commit and counted against the unit's SMS quota. */
async function notifyInvitee(deps: Deps, tx: Db, companyId: number, userId: number, now: Date): Promise<void> {
  const subject = await invitationRepo.unitName(tx, companyId);
  await deps.events.emit('membersReminded', { tx, companyId, userIds: [userId], subject, now });
}

export async function invite(deps: Deps, session: SessionContext, callerRole: Role, input: InviteInput) {
  const companyId = session.companyId!;
  if (input.role === roles.admin && callerRole !== roles.chiefAdmin) throw refuse.forbidden('e.adminOnlyByChief');
  const now = deps.now();
  try {
    const invitationId = await deps.db.transaction(async (tx) => {
      const departmentId = await departmentOf(tx, companyId, input.departmentId);
      await lockQuota(tx, companyId, 'usersPerUnit');
      if (await memberRepo.byPhone(tx, companyId, input.mobile)) throw refuse.conflict('e.memberExists');
      // Open invitations hold their place: accepting them all stays within the quota.
      await assertRoomFor(tx, companyId, 'usersPerUnit', 1 + (await invitationRepo.openCount(tx, companyId, now)));
      const account = await accountRepo.ensure(tx, input.mobile, input.realName);
      if (await invitationRepo.pendingFor(tx, companyId, account.id)) throw refuse.conflict('e.invitationPending');
      const id = await invitationRepo.insert(tx, {
        companyId,
        userId: account.id,
        role: input.role,
        realName: input.realName,
        departmentId,
        email: input.email ?? null,
        idCard: input.idCard ?? null,
        invitedBy: session.userId!,
        sentAt: now,
        expiresAt: expiryFrom(now),
      });
      await notifyInvitee(deps, tx, companyId, account.id, now);
      return id;
    });
    return { invitationId };
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse.conflict('e.invitationPending');
    throw error;
  }
}

export async function unitInvitations(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof invitation.invitationList>,
) {
  const now = deps.now();
  const { rows, total } = await invitationRepo.page(
    deps.db,
    session.companyId!,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      realName: r.realName,
      mobile: r.mobile,
      role: r.role as Role,
      departmentName: r.departmentName,
      invitedAt: r.invitedAt.toISOString(),
      sentAt: r.sentAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      expired: r.expiresAt.getTime() <= now.getTime(),
    })),
    total,
  };
}

export async function resend(deps: Deps, session: SessionContext, id: number) {
  const companyId = session.companyId!;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockQuota(tx, companyId, 'usersPerUnit');
    const row = await invitationRepo.lockPendingOfUnit(tx, companyId, id);
    if (!row) throw refuse.notFound();
    // An expired invitation held no place; renewing it takes one again.
    if (row.expiresAt.getTime() <= now.getTime()) {
      await assertRoomFor(tx, companyId, 'usersPerUnit', 1 + (await invitationRepo.openCount(tx, companyId, now)));
    }
    const wait = Math.ceil((row.sentAt.getTime() + RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000);
    if (wait > 0) throw refuse.tooMany('e.smsTooSoon', wait);
    await invitationRepo.renew(tx, row.id, now, expiryFrom(now));
    await notifyInvitee(deps, tx, companyId, row.userId, now);
  });
  return null;
}

export async function revoke(deps: Deps, session: SessionContext, id: number) {
  const companyId = session.companyId!;
  await deps.db.transaction(async (tx) => {
    const row = await invitationRepo.lockPendingOfUnit(tx, companyId, id);
    if (!row) throw refuse.notFound();
    await invitationRepo.decide(tx, row.id, 'revoked', deps.now());
  });
  return null;
}

export async function mine(deps: Deps, session: SessionContext) {
  const rows = await invitationRepo.mine(deps.db, session.userId!, deps.now());
  return rows.map((r) => ({
    id: r.id,
    unitName: r.unitName,
    role: r.role as Role,
    invitedAt: r.invitedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** The caller's own pending invitation, locked; an expired one is refused with its own message. */
async function ownPending(deps: Deps, tx: Db, session: SessionContext, id: number) {
  const row = await invitationRepo.lockPendingOfUser(tx, session.userId!, id);
  if (!row) throw refuse.notFound();
  if (row.expiresAt.getTime() <= deps.now().getTime()) {
    throw new AppError(resultCodes.badRequest, 'e.invitationExpired');
  }
  return row;
}

export async function accept(deps: Deps, session: SessionContext, id: number) {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await ownPending(deps, tx, session, id);
      await lockQuota(tx, row.companyId, 'usersPerUnit');
      if (await memberRepo.byUser(tx, row.companyId, row.userId)) throw refuse.conflict('e.memberExists');
      await assertRoomFor(tx, row.companyId, 'usersPerUnit', 1);
      await assertUserMayJoin(tx, row.companyId, row.userId);
      await memberRepo.insert(tx, {
        userId: row.userId,
        companyId: row.companyId,
        role: row.role,
        realName: row.realName,
        departmentId: row.departmentId,
        email: row.email,
        idCard: row.idCard,
        createdAt: now,
      });
      await invitationRepo.decide(tx, row.id, 'accepted', now);
      return { companyId: row.companyId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse.conflict('e.memberExists');
    throw error;
  }
}

export async function decline(deps: Deps, session: SessionContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await ownPending(deps, tx, session, id);
    await invitationRepo.decide(tx, row.id, 'declined', deps.now());
  });
  return null;
}
