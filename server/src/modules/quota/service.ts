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

/** The unit's quotas with what is used; items of later issues (authorisations, templates, SMS) report 0 used. */
export async function list(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  const limits = await quotaRepo.limitsOf(deps.db, companyId);
  const used: Record<QuotaItem, number> = {
    bindableSeals: await quotaRepo.deviceCount(deps.db, companyId),
    maxSingleAuthUses: 0,
    maxTemplatesPerDevice: await quotaRepo.maxTemplatesPerDevice(deps.db, companyId),
    usersPerUnit: await quotaRepo.memberCount(deps.db, companyId),
    departmentsPerUnit: await quotaRepo.departmentCount(deps.db, companyId),
    maxUnitsPerUser: await quotaRepo.unitCountOfUser(deps.db, session.userId!),
    freeStorageMb: Math.ceil((await quotaRepo.storageBytes(deps.db, companyId)) / BYTES_PER_MB),
    freeSmsReminders: 0,
  };
  return unit.quotaItems.map((item) => ({ item, limit: limits.get(item) ?? QUOTA_DEFAULTS[item], used: used[item] }));
}

/** Devices bound to the unit and the bindable-seals limit. */
export async function deviceCount(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  return {
    count: await quotaRepo.deviceCount(deps.db, companyId),
    limit: await limitOf(deps.db, companyId, 'bindableSeals'),
  };
}
