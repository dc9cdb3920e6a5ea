import { unit } from '../../../../contract';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { BYTES_PER_MB, QUOTA_DEFAULTS, QUOTA_MESSAGES } from './defaults';
import { quotaRepo } from './repository';

type QuotaItem = unit.QuotaItem;

/** The limit of an item for a unit (its own row, else the default); no unit: the default. */
export async function limitOf(db: Db, companyId: number | null, item: QuotaItem): Promise<number> {
  if (companyId === null) return QUOTA_DEFAULTS[item];
  return (await quotaRepo.limitsOf(db, companyId)).get(item) ?? QUOTA_DEFAULTS[item];
}

/**
 * Refuses, with the item's message and limit, when `nextUsed` (what would be used after the change) is above the
 * unit's limit. Callers that count and then insert run it in a transaction after `lockQuota`, so two requests cannot
 * both take the last place. Devices, authorisations, templates and SMS reminders use it from their own modules.
 */
export async function assertQuota(db: Db, companyId: number | null, item: QuotaItem, nextUsed: number): Promise<void> {
  const limit = await limitOf(db, companyId, item);
  if (nextUsed > limit) throw refuse.badRequest(QUOTA_MESSAGES[item], limit);
}

/** What a unit uses of the items that grow by one row at a time (freeStorageMb in bytes). */
const usage = {
  bindableSeals: quotaRepo.deviceCount,
  usersPerUnit: quotaRepo.memberCount,
  departmentsPerUnit: quotaRepo.departmentCount,
  freeStorageMb: quotaRepo.storageBytes,
} satisfies Partial<Record<QuotaItem, (db: Db, companyId: number) => Promise<number>>>;

const unitOfUsage: Partial<Record<QuotaItem, number>> = { freeStorageMb: BYTES_PER_MB };

/**
 * Refuses when the unit's use of `item` plus `adding` (devices, members, departments: 1; storage: bytes) is above its
 * limit. Run it after `lockQuota(db, companyId, item)` in the same transaction.
 */
export async function assertRoomFor(
  db: Db,
  companyId: number,
  item: keyof typeof usage,
  adding: number,
): Promise<void> {
  const used = await usage[item](db, companyId);
  await assertQuota(db, companyId, item, (used + adding) / (unitOfUsage[item] ?? 1));
}

export async function lockQuota(db: Db, companyId: number, item: QuotaItem): Promise<void> {
  await quotaRepo.lock(db, companyId, item);
}

/** Checks that a user may join one more unit (limit of `companyId`'s quota, or the default). Call in a transaction. */
export async function assertUserMayJoin(db: Db, companyId: number | null, userId: number): Promise<void> {
  await quotaRepo.lockUser(db, userId);
  await assertQuota(db, companyId, 'maxUnitsPerUser', (await quotaRepo.unitCountOfUser(db, userId)) + 1);
}

/** Sets a unit's own limit (the system side's quota management, tests). */
export async function setLimit(db: Db, companyId: number, item: QuotaItem, limit: number): Promise<void> {
  await quotaRepo.set(db, companyId, item, limit);
}

/**
 * What a unit uses of each item; items of later issues (authorisations) report 0 used. maxUnitsPerUser: the
 * units of `userId` when given (the member's own view), else the most units any member of the unit belongs to.
 */
async function usageOf(db: Db, companyId: number, userId: number | null): Promise<Record<QuotaItem, number>> {
  return {
    bindableSeals: await quotaRepo.deviceCount(db, companyId),
    maxSingleAuthUses: 0,
    maxTemplatesPerDevice: await quotaRepo.maxTemplatesPerDevice(db, companyId),
    usersPerUnit: await quotaRepo.memberCount(db, companyId),
    departmentsPerUnit: await quotaRepo.departmentCount(db, companyId),
    maxUnitsPerUser:
      userId === null ? await quotaRepo.mostUnitsOfAMember(db, companyId) : await quotaRepo.unitCountOfUser(db, userId),
    freeStorageMb: Math.ceil((await quotaRepo.storageBytes(db, companyId)) / BYTES_PER_MB),
    freeSmsReminders: await quotaRepo.freeSmsSent(db, companyId),
  };
}

async function quotaRows(db: Db, companyId: number, userId: number | null) {
  const limits = await quotaRepo.limitsOf(db, companyId);
  const used = await usageOf(db, companyId, userId);
  return unit.quotaItems.map((item) => ({
    item,
    limit: limits.get(item) ?? QUOTA_DEFAULTS[item],
    defaultLimit: QUOTA_DEFAULTS[item],
    used: used[item],
  }));
}

/** The unit's quotas with what is used. */
export async function list(deps: Deps, session: SessionContext) {
  const rows = await quotaRows(deps.db, session.companyId!, session.userId!);
  return rows.map(({ item, limit, used }) => ({ item, limit, used }));
}

/** One unit's quotas for the system side: limits, defaults and use. */
export async function unitQuotas(deps: Deps, companyId: number) {
  const found = await quotaRepo.unitName(deps.db, companyId);
  if (!found) throw refuse.notFound();
  return {
    companyId,
    companyName: found.name,
    disabled: found.disabled,
    items: await quotaRows(deps.db, companyId, null),
  };
}

/**
 * Sets one item's limit of a unit (the system side), above or below the default, never below what the unit already
 * uses: a lower limit would leave it over its quota. Serialised with the unit's own checks of that item.
 */
export async function setUnitLimit(deps: Deps, companyId: number, item: QuotaItem, limit: number) {
  if (!(await quotaRepo.unitName(deps.db, companyId))) throw refuse.notFound();
  await deps.db.transaction(async (tx) => {
    await quotaRepo.lock(tx, companyId, item);
    const used = (await usageOf(tx, companyId, null))[item];
    if (limit < used) throw refuse.badRequest('e.quotaBelowUsed', used);
    await quotaRepo.set(tx, companyId, item, limit);
  });
  return null;
}

/** Devices bound to the unit and the bindable-seals limit. */
export async function deviceCount(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  return {
    count: await quotaRepo.deviceCount(deps.db, companyId),
    limit: await limitOf(deps.db, companyId, 'bindableSeals'),
  };
}
