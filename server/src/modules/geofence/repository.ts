import { and, asc, count, eq } from 'drizzle-orm';
import type { Fence } from '../../../../contract/geofence-geometry';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { fencePlaces } from '../../db/schema';

/** The unit's saved places; every query is bound to the unit. */
export const placeRepo = {
  async list(db: Db, companyId: number) {
    return db
      .select({
        id: fencePlaces.id,
        name: fencePlaces.name,
        fence: fencePlaces.fence,
        createdAt: fencePlaces.createdAt,
      })
      .from(fencePlaces)
      .where(eq(fencePlaces.companyId, companyId))
      .orderBy(asc(fencePlaces.name), asc(fencePlaces.id));
  },
  async count(db: Db, companyId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(fencePlaces).where(eq(fencePlaces.companyId, companyId));
    return row?.n ?? 0;
  },
  async insert(db: Db, values: { companyId: number; name: string; fence: Fence; createdAt: Date }): Promise<number> {
    const [row] = await db.insert(fencePlaces).values(values).returning({ id: fencePlaces.id });
    return row!.id;
  },
  async remove(db: Db, companyId: number, id: number): Promise<boolean> {
    if (!fitsInt4(id)) return false;
    const rows = await db
      .delete(fencePlaces)
      .where(and(eq(fencePlaces.companyId, companyId), eq(fencePlaces.id, id)))
      .returning({ id: fencePlaces.id });
    return rows.length === 1;
  },
};
