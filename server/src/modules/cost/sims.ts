import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Sim } from '../../../../contract/cost';
import type { SessionContext } from '../../caller/sessions';
import type { Db } from '../../db/client';
import { deviceSims, devices } from '../../db/schema';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { deviceRows } from '../device';

/*
 * SIM cards (schema/cost-sims.ts): the unit sees the cards of the devices bound to it; renewing a device's service
 * renews its card (paid until the same end; stopped, silent or test → normal, a cancelled card stays cancelled).
 */

/** One device's card asks for a device of the unit: another unit's device (or none) is not found. */
export async function listSims(deps: Deps, session: SessionContext, deviceId: string | undefined): Promise<Sim[]> {
  if (deviceId && !(await deviceRows.byDeviceId(deps.db, session.companyId!, deviceId))) throw refuse.notFound();
  const conditions = [eq(devices.companyId, session.companyId!)];
  if (deviceId) conditions.push(eq(devices.deviceId, deviceId));
  const rows = await deps.db
    .select({ sim: deviceSims, deviceName: devices.name })
    .from(deviceSims)
    .innerJoin(devices, eq(devices.deviceId, deviceSims.deviceId))
    .where(and(...conditions))
    .orderBy(asc(devices.deviceId));
  return rows.map(({ sim, deviceName }) => ({
    deviceId: sim.deviceId,
    deviceName,
    iccid: sim.iccid,
    cardState: sim.cardState,
    flowUsedKb: sim.flowUsedKb,
    flowLimitKb: sim.flowLimitKb,
    paidUntil: sim.paidUntil ? sim.paidUntil.toISOString() : null,
  }));
}

/** The card of a renewed device follows its service end (inside the payment's transaction). */
export async function renewSim(tx: Db, deviceId: string, serviceEnd: Date, now: Date): Promise<void> {
  await tx.update(deviceSims).set({ paidUntil: serviceEnd, updatedAt: now }).where(eq(deviceSims.deviceId, deviceId));
  await tx
    .update(deviceSims)
    .set({ cardState: 'normal' })
    .where(and(eq(deviceSims.deviceId, deviceId), inArray(deviceSims.cardState, ['test', 'silent', 'stop'])));
}
