import { type account, dictionary, type ParsedRequestOf, roles, type unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { isUniqueViolation } from '../../db/errors';
import { membershipRows, userRows, verifyCode } from '../auth';
import type { SessionContext } from '../../caller/sessions';
import { assertUserMayJoin } from '../quota';
import { entryOfType } from '../dictionary';
import { addDefaultFileTypes } from '../file-type';
import { toUnit } from '../../lib/unit-view';
import { companyRepo, CREDIT_CODE_KEY } from './repository';

/** The units a user can choose, marking the one the session is bound to. companyType 1 = top level, 2 = subsidiaries. */
export async function listUnits(deps: Deps, session: SessionContext, companyType: 0 | 1 | 2 = 0) {
  const rows = await membershipRows.unitsOf(deps.db, session.userId!);
  return rows
    .filter(({ unit }) => companyType === 0 || (companyType === 1 ? unit.parentId === null : unit.parentId !== null))
    .map(({ unit, role }) => ({
      ...toUnit(unit),
      role: role as 0 | 1 | 2 | 3,
      current: unit.id === session.companyId,
    }));
}

type RegisterInput = ParsedRequestOf<typeof account.registerUnit>;

/** The security edition creates no units: neither by registration nor as subsidiaries (spec section 1). */
function assertUnitsMayBeCreated(deps: Deps): void {
  if (deps.config.edition === 'security') throw refuse.forbidden('e.unitCreateDisabled');
}

/** A taken unit name (checked first; the unique index decides a race). */
/** A new unit's name and credit code are nobody else's: refused before a verification code is used up. */
async function assertNameFree(deps: Deps, name: string, creditCode?: string | null, exceptId?: number) {
  const found = await companyRepo.byName(deps.db, name);
  if (found && found.id !== exceptId) throw refuse.conflict('e.unitNameTaken');
  const holder = creditCode ? await companyRepo.byCreditCode(deps.db, creditCode) : undefined;
  if (holder && holder.id !== exceptId) throw refuse.conflict('e.creditCodeTaken');
}

async function nameConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two units of one name or code at once: the unique indexes decide, the loser hears why.
    if (isUniqueViolation(error, CREDIT_CODE_KEY)) throw refuse.conflict('e.creditCodeTaken');
    if (isUniqueViolation(error)) throw refuse.conflict('e.unitNameTaken');
    throw error;
  }
}

/**
 * Registers a unit whose chief administrator is the registrant: the session's user, or, without a session, the owner
 * of the phone proven by a 'register' code (an account is created for a new phone). The security edition refuses;
 * an existing account must stay within the units-per-user quota (default limit: the new unit has none yet).
 */
export async function registerUnit(deps: Deps, session: SessionContext | null, input: RegisterInput) {
  assertUnitsMayBeCreated(deps);
  let userId = session?.kind === 'staff' ? session.userId : null;
  if (userId === null && (!input.phone || !input.verificationCode)) throw refuse.badRequest('e.phoneOrSession');
  // A taken name is refused before the code is used up, so the registrant can correct the name and keep the code.
  await assertNameFree(deps, input.companyName, input.socialCreditCode);
  if (userId === null) await verifyCode(deps, input.phone!, 'register', input.verificationCode!);
  return nameConflicts(() =>
    deps.db.transaction(async (tx) => {
      if (userId === null) {
        const existing = await userRows.byMobile(tx, input.phone!);
        userId = (existing ?? (await userRows.insert(tx, { mobile: input.phone!, realName: input.contactName }))).id;
      }
      await assertUserMayJoin(tx, null, userId);
      const unit = await companyRepo.insert(tx, {
        name: input.companyName,
        fullName: input.companyName,
        socialCreditCode: input.socialCreditCode ?? null,
        address: input.address ?? null,
        contactName: input.contactName,
        contactPhone: input.phone ?? null,
      });
      await companyRepo.addMember(tx, { userId, companyId: unit.id, role: roles.chiefAdmin });
      await addDefaultFileTypes(tx, unit.id, deps.now());
      return { companyId: unit.id };
    }),
  );
}

/** The chosen unit with its counts and certification state. */
export async function manage(deps: Deps, session: SessionContext): Promise<unit.UnitDetail> {
  const found = await companyRepo.detail(deps.db, session.companyId!);
  if (!found) throw refuse.notFound();
  const u = found.unit;
  return {
    companyId: u.id,
    companyName: u.name,
    companyFullName: u.fullName,
    socialCreditCode: u.socialCreditCode,
    address: u.address,
    contactName: u.contactName,
    contactPhone: u.contactPhone,
    email: u.email,
    parentId: u.parentId,
    parentName: found.parentName,
    industryId: u.industryId,
    industryName: found.industryName,
    certState: u.certState as 0 | 1 | 2 | 3,
    memberCount: found.memberCount,
    departmentCount: found.departmentCount,
    subsidiaryCount: found.subsidiaryCount,
    createdAt: u.createdAt.toISOString(),
  };
}

type UpdateInput = ParsedRequestOf<typeof unit.companyUpdate>;

/** Changes the unit's own information; the certified full name and credit code change only by certification. */
export async function update(deps: Deps, session: SessionContext, input: UpdateInput) {
  const companyId = session.companyId!;
  await assertNameFree(deps, input.companyName, null, companyId);
  // The industry is one of the platform dictionary's (edited on the system side); anything else is refused.
  if (input.industryId && !(await entryOfType(deps.db, dictionary.dictTypeCodes.industry, input.industryId))) {
    throw refuse.badRequest('e.industryUnknown');
  }
  await nameConflicts(() =>
    companyRepo.update(deps.db, companyId, {
      name: input.companyName,
      address: input.address ?? null,
      contactName: input.contactName ?? null,
      contactPhone: input.contactPhone ?? null,
      email: input.email ?? null,
      ...(input.industryId === undefined ? {} : { industryId: input.industryId }),
    }),
  );
  return null;
}

type PageInput = { pageNum: number; pageSize: number; keyword?: string | undefined };

async function page(deps: Deps, parentId: number | null, input: PageInput) {
  const { rows, total } = await companyRepo.page(
    deps.db,
    parentId,
    input.keyword?.trim() || undefined,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  const list = rows.map((r) => ({
    ...r,
    certState: r.certState as 0 | 1 | 2 | 3,
    createdAt: r.createdAt.toISOString(),
  }));
  return { list, total };
}

/** The direct subsidiaries of the chosen unit. */
export async function subsidiaries(deps: Deps, session: SessionContext, input: PageInput) {
  return page(deps, session.companyId!, input);
}

/** Every unit (system side). */
export async function allUnits(deps: Deps, input: PageInput) {
  return page(deps, null, input);
}

type SubsidiaryInput = ParsedRequestOf<typeof unit.subsidiaryAdd>;

/** Creates a subsidiary of the chosen unit; the caller becomes its chief administrator (general edition only). */
export async function addSubsidiary(deps: Deps, session: SessionContext, input: SubsidiaryInput) {
  assertUnitsMayBeCreated(deps);
  const parentId = session.companyId!;
  await assertNameFree(deps, input.companyName, input.socialCreditCode);
  return nameConflicts(() =>
    deps.db.transaction(async (tx) => {
      await assertUserMayJoin(tx, parentId, session.userId!);
      const created = await companyRepo.insert(tx, {
        name: input.companyName,
        fullName: input.companyName,
        socialCreditCode: input.socialCreditCode ?? null,
        address: input.address ?? null,
        parentId,
      });
      await companyRepo.addMember(tx, { userId: session.userId!, companyId: created.id, role: roles.chiefAdmin });
      await addDefaultFileTypes(tx, created.id, deps.now());
      return { companyId: created.id };
    }),
  );
}

/**
 * Deletes a direct subsidiary of the chosen unit that has no members but its chief administrator and no subsidiaries
 * of its own, with everything it holds. Any other unit's id is not found.
 */
export async function removeSubsidiary(deps: Deps, session: SessionContext, companyId: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const target = await companyRepo.subsidiaryOf(tx, session.companyId!, companyId);
    if (!target) throw refuse.notFound();
    if (await companyRepo.hasContent(tx, target.id)) throw refuse.badRequest('e.unitNotEmpty');
    return companyRepo.deleteUnit(tx, target.id);
  });
  // The bytes go once the records are gone; a failure leaves an orphan, never a record without bytes.
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return null;
}

/** The chosen unit's parent, or null for a top-level unit. */
export async function parent(deps: Deps, session: SessionContext) {
  const own = await companyRepo.byId(deps.db, session.companyId!);
  if (!own?.parentId) return null;
  const up = await companyRepo.byId(deps.db, own.parentId);
  return up ? { companyId: up.id, companyName: up.name } : null;
}

export function sessionUnit(session: SessionContext) {
  return { companyId: session.companyId! };
}

export function loginUrl(deps: Deps) {
  return { url: deps.config.systemLoginUrl };
}
