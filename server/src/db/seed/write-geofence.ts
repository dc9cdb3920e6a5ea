import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { authorizations, devices, fencePlaces } from '../schema';

/** A fence around a demo device: wide enough that the seeded stamps near it are inside. */
const DEMO_RADIUS = 2000;

/*
 * The demo unit's fences: one open, activated authorisation (not the README walkthrough's SD00001) gets a circle
 * around its device that locks it on a stamp outside, so its detail shows the fence with its stamps; and the unit
 * keeps that place as a saved place (常用地点). Written once (a unit with a fenced authorisation is left alone).
 */
export async function seedFences(db: Db, companyId: number): Promise<void> {
  const [fenced] = await db
    .select({ id: authorizations.id })
    .from(authorizations)
    .where(and(eq(authorizations.companyId, companyId), isNotNull(authorizations.fence)))
    .limit(1);
  if (fenced) return;
  const [target] = await db
    .select({ id: authorizations.id, lat: devices.latitude, lng: devices.longitude })
    .from(authorizations)
    .innerJoin(
      devices,
      and(eq(devices.companyId, authorizations.companyId), eq(devices.deviceId, authorizations.deviceId)),
    )
    .where(
      and(
        eq(authorizations.companyId, companyId),
        inArray(authorizations.state, [0, 4]),
        ne(authorizations.deviceId, 'SD00001'),
        isNull(authorizations.fence),
        isNotNull(devices.latitude),
        isNotNull(devices.longitude),
      ),
    )
    .orderBy(asc(authorizations.id))
    .limit(1);
  if (!target || target.lat === null || target.lng === null) return;
  const fence = { kind: 'circle' as const, center: { lat: target.lat, lng: target.lng }, radius: DEMO_RADIUS };
  await db.update(authorizations).set({ fence, fenceLock: true }).where(eq(authorizations.id, target.id));
  await db.insert(fencePlaces).values({ companyId, name: '总部大楼', fence }).onConflictDoNothing();
}
