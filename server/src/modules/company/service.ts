import type { ParsedRequestOf, account } from '../../../../contract';
import { roles } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { isUniqueViolation } from '../../db/errors';
import { membershipRepo, userRepo } from '../auth/repository';
import type { SessionContext } from '../auth/sessions';
import { verifyCode } from '../auth/sms-codes';
import { toUnit } from './mapping';
import { companyRepo } from './repository';

/** The units a user can choose, marking the one the session is bound to. companyType 1 = top level, 2 = subsidiaries. */
export async function listUnits(deps: Deps, session: SessionContext, companyType: 0 | 1 | 2 = 0) {
  const rows = await membershipRepo.unitsOf(deps.db, session.userId!);
  return rows
    .filter(({ unit }) => companyType === 0 || (companyType === 1 ? unit.parentId === null : unit.parentId !== null))
    .map(({ unit, role }) => ({
      ...toUnit(unit),
      role: role as 0 | 1 | 2 | 3,
      current: unit.id === session.companyId,
    }));
}

type RegisterInput = ParsedRequestOf<typeof account.registerUnit>;

/**
 * Registers a unit whose chief administrator is the registrant: the session's user, or, without a session, the owner
 * of the phone proven by a 'register' code (an account is created for a new phone). The security edition refuses.
 */
export async function registerUnit(deps: Deps, session: SessionContext | null, input: RegisterInput) {
  if (deps.config.edition === 'security') throw refuse.forbidden('e.unitCreateDisabled');
  let userId = session?.kind === 'staff' ? session.userId : null;
  if (userId === null && (!input.phone || !input.verificationCode)) throw refuse.badRequest('e.phoneOrSession');
  // A taken name is refused before the code is used up, so the registrant can correct the name and keep the code.
  if (await companyRepo.byName(deps.db, input.companyName)) throw refuse.conflict('e.unitNameTaken');
  if (userId === null) await verifyCode(deps, input.phone!, 'register', input.verificationCode!);
  try {
    return await deps.db.transaction(async (tx) => {
      if (userId === null) {
        const existing = await userRepo.byMobile(tx, input.phone!);
        userId = (existing ?? (await userRepo.insert(tx, { mobile: input.phone!, realName: input.contactName }))).id;
      }
      const unit = await companyRepo.insert(tx, {
        name: input.companyName,
        fullName: input.companyName,
        socialCreditCode: input.socialCreditCode ?? null,
        address: input.address ?? null,
      });
      await companyRepo.addMember(tx, { userId, companyId: unit.id, role: roles.chiefAdmin });
      return { companyId: unit.id };
    });
  } catch (error) {
    // Two registrations of one name at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw refuse.conflict('e.unitNameTaken');
    throw error;
  }
}
