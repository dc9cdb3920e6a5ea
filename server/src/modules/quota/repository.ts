import { and, count, eq, max, sql, sum } from 'drizzle-orm';
import type { unit } from '../../../../contract';
import type { Db } from '../../db/client';
import { approvalTemplates, companies, departments, devices, files, memberships, quotas } from '../../db/schema';

export const quotaRepo = {
  /** The unit's own limits (items without a row use the defaults). */
  async limitsOf(db: Db, companyId: number): Promise<Map<string, number>> {
    const rows = await db
      .select({ item: quotas.item, limit: quotas.limit })
      .from(quotas)
      .where(eq(quotas.companyId, companyId));
    return new Map(rows.map((r) => [r.item, r.limit]));
  },
  async set(db: Db, companyId: number, item: unit.QuotaItem, limit: number): Promise<void> {
    await db
      .insert(quotas)
      .values({ companyId, item, limit })
      .onConflictDoUpdate({ target: [quotas.companyId, quotas.item], set: { limit } });
  },
  /** Serialises the checks of one quota of one unit until the transaction ends (check, then insert). */
  async lock(db: Db, companyId: number, item: unit.QuotaItem): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(3, hashtext(${`${companyId}:${item}`}))`);
  },
  /** Serialises the unit-count checks of one user until the transaction ends. */
  async lockUser(db: Db, userId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(4, ${userId})`);
  },
  async deviceCount(db: Db, companyId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.companyId, companyId));
    return row?.n ?? 0;
  },
  /** The most templates any one device of the unit has. */
  async maxTemplatesPerDevice(db: Db, companyId: number): Promise<number> {
    const perDevice = db
      .select({ n: count().as('n') })
      .from(approvalTemplates)
      .where(eq(approvalTemplates.companyId, companyId))
      .groupBy(approvalTemplates.deviceId)
      .as('per_device');
    const [row] = await db.select({ n: max(perDevice.n) }).from(perDevice);
    return Number(row?.n ?? 0);
  },
  async memberCount(db: Db, companyId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(memberships).where(eq(memberships.companyId, companyId));
    return row?.n ?? 0;
  },
  async departmentCount(db: Db, companyId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(departments).where(eq(departments.companyId, companyId));
    return row?.n ?? 0;
  },
  /** The units a user belongs to (active memberships of enabled units). */
  async unitCountOfUser(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(memberships.userId, userId), eq(memberships.disabled, false), eq(companies.disabled, false)));
    return row?.n ?? 0;
  },
  async storageBytes(db: Db, companyId: number): Promise<number> {
    const [row] = await db
      .select({ bytes: sum(files.size) })
      .from(files)
      .where(eq(files.companyId, companyId));
    return Number(row?.bytes ?? 0);
  },
};
