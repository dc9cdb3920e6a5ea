import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, displays } from '../db/schema';

/** The SQL of a display link's caller check (every wall call of a display reads it). */
export const displayCallerRepo = {
  async byTokenHash(db: Db, tokenHash: string) {
    const rows = await db
      .select({
        id: displays.id,
        companyId: displays.companyId,
        expiresAt: displays.expiresAt,
        revokedAt: displays.revokedAt,
        lastSeenAt: displays.lastSeenAt,
        lastSeenIp: displays.lastSeenIp,
        unitDisabled: companies.disabled,
      })
      .from(displays)
      .innerJoin(companies, eq(companies.id, displays.companyId))
      .where(eq(displays.tokenHash, tokenHash))
      .limit(1);
    return rows[0];
  },
  async touch(db: Db, id: number, at: Date, ip: string): Promise<void> {
    await db.update(displays).set({ lastSeenAt: at, lastSeenIp: ip }).where(eq(displays.id, id));
  },
};
