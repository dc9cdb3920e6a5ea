import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Sim } from '../../../../contract/cost';
import type { SessionContext } from '../../caller/sessions';
import type { Db } from '../../db/client';
import { deviceSims, devices } from '../../db/schema';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { localMonth, monthBefore } from '../../lib/local-time';
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
    lastMonthFlowKb: sim.lastMonthFlowKb,
  }));
}

/**
 * The cost sweep's monthly reset of the cards' data (a card's allowance is per month, local time): a card not yet
 * counted starts counting the current month as it stands; a card still counting an earlier month keeps that month's
 * figure as last month's (0 when it was counting an older one, the sweep having missed a month) and starts at 0. One
 * statement each, whose condition is re-read under the row lock: several nodes sweeping at once reset a card once.
 * Returns the cards reset.
 */
export async function resetSimMonths(deps: Deps): Promise<number> {
  const now = deps.now();
  const month = localMonth(now);
  await deps.db.update(deviceSims).set({ flowMonth: month }).where(isNull(deviceSims.flowMonth));
  const reset = await deps.db
    .update(deviceSims)
    .set({
      lastMonthFlowKb: sql`case when ${deviceSims.flowMonth} = ${monthBefore(month)} then ${deviceSims.flowUsedKb} else 0 end`,
      flowUsedKb: 0,
      flowMonth: month,
      updatedAt: now,
    })
    .where(lt(deviceSims.flowMonth, month))
    .returning({ id: deviceSims.id });
  return reset.length;
}

/** The card of a renewed device follows its service end (inside the payment's transaction). */
export async function renewSim(tx: Db, deviceId: string, serviceEnd: Date, now: Date): Promise<void> {
  await tx.update(deviceSims).set({ paidUntil: serviceEnd, updatedAt: now }).where(eq(deviceSims.deviceId, deviceId));
  await tx
    .update(deviceSims)
    .set({ cardState: 'normal' })
    .where(and(eq(deviceSims.deviceId, deviceId), inArray(deviceSims.cardState, ['test', 'silent', 'stop'])));
}
