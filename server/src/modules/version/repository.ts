import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { versions } from '../../db/schema';

export type VersionRow = typeof versions.$inferSelect;

export const versionRepo = {
  /** One page of a type's versions, newest release first, and how many there are. */
  async page(db: Db, type: number, offset: number, limit: number) {
    const rows = await db
      .select()
      .from(versions)
      .where(eq(versions.type, type))
      .orderBy(desc(versions.releasedAt), desc(versions.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(versions).where(eq(versions.type, type));
    return { rows, total: total?.n ?? 0 };
  },
  async byId(db: Db, id: number): Promise<VersionRow | undefined> {
    return (await db.select().from(versions).where(eq(versions.id, id)).limit(1))[0];
  },
};
