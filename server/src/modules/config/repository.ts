import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyConfigs } from '../../db/schema';

export const configRepo = {
  /** The switches a unit set (keys without a row keep the catalogue's default). */
  async ofUnit(db: Db, companyId: number): Promise<Map<string, boolean>> {
    const rows = await db
      .select({ key: companyConfigs.key, enabled: companyConfigs.enabled })
      .from(companyConfigs)
      .where(eq(companyConfigs.companyId, companyId));
    return new Map(rows.map((r) => [r.key, r.enabled]));
  },
  async set(db: Db, companyId: number, key: string, enabled: boolean): Promise<void> {
    await db
      .insert(companyConfigs)
      .values({ companyId, key, enabled })
      .onConflictDoUpdate({ target: [companyConfigs.companyId, companyConfigs.key], set: { enabled } });
  },
};
