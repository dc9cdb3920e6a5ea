import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { companies, displays, users } from '../../db/schema';

/** Every query is bound to the session's unit: another unit's display is not found. */
export const displayRepo = {
  async list(db: Db, companyId: number) {
    return db
      .select({
        id: displays.id,
        name: displays.name,
        createdAt: displays.createdAt,
        createdBy: users.realName,
        expiresAt: displays.expiresAt,
        revokedAt: displays.revokedAt,
        lastSeenAt: displays.lastSeenAt,
        lastSeenIp: displays.lastSeenIp,
      })
      .from(displays)
      .leftJoin(users, eq(users.id, displays.createdBy))
      .where(eq(displays.companyId, companyId))
      .orderBy(desc(displays.id));
  },
  async byId(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select({ id: displays.id, revokedAt: displays.revokedAt })
      .from(displays)
      .where(and(eq(displays.companyId, companyId), eq(displays.id, id)))
      .for('update')
      .limit(1);
    return rows[0];
  },
  async liveCount(db: Db, companyId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(displays)
      .where(and(eq(displays.companyId, companyId), isNull(displays.revokedAt)));
    return row?.n ?? 0;
  },
  async insert(db: Db, values: typeof displays.$inferInsert): Promise<number> {
    const [row] = await db.insert(displays).values(values).returning({ id: displays.id });
    return row!.id;
  },
  async rename(db: Db, companyId: number, id: number, name: string): Promise<void> {
    await db
      .update(displays)
      .set({ name })
      .where(and(eq(displays.companyId, companyId), eq(displays.id, id)));
  },
  async revoke(db: Db, companyId: number, id: number, at: Date): Promise<void> {
    await db
      .update(displays)
      .set({ revokedAt: at })
      .where(and(eq(displays.companyId, companyId), eq(displays.id, id)));
  },
  async name(db: Db, companyId: number, id: number): Promise<string | undefined> {
    const rows = await db
      .select({ name: displays.name })
      .from(displays)
      .where(and(eq(displays.companyId, companyId), eq(displays.id, id)))
      .limit(1);
    return rows[0]?.name;
  },
  async unitName(db: Db, companyId: number): Promise<string> {
    const rows = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
    return rows[0]?.name ?? '';
  },
};
