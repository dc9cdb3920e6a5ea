import type { cost, ParsedRequestOf } from '../../../../contract';
import { holdingStateOf, serviceTypes, SMS_PER_PACKAGE, type Holding } from '../../../../contract/cost';
import type { SessionContext } from '../../caller/sessions';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { holdingsRepo, type HoldingRow } from './holdings-repository';
import type { ItemRow } from './repository';

/*
 * What the unit owns (mypackage): a paid item that renews no device becomes (or adds to) the unit's holding of its
 * product; the holding's state follows its end or what is left of its units. Auto-renew is the unit's wish, kept
 * per holding; only a holding with a period has one.
 */

/** A period product is counted by its end; a product without one by the pieces bought (SMS by the message). */
function unitsOf(item: ItemRow): number {
  return item.months !== null
    ? 0
    : item.quantity * (item.serviceType === serviceTypes.smsReminder ? SMS_PER_PACKAGE : 1);
}

/** Adds a paid item without a device to the unit's holdings (inside the payment's transaction). */
export async function addHolding(tx: Db, companyId: number, item: ItemRow, now: Date): Promise<void> {
  await holdingsRepo.add(tx, { companyId, productId: item.productId, months: item.months, units: unitsOf(item), now });
}

/**
 * Takes back from the unit's holding what a refund returns of an item without a device: the refunded share of its
 * period, and of its pieces the whole ones the refunds so far paid for (counted on the running total, so partial
 * refunds that add up to the whole take back exactly what was bought).
 */
export async function takeBackHolding(
  tx: Db,
  companyId: number,
  item: ItemRow,
  refund: { paidFen: number; refundedBefore: number; amountFen: number },
  now: Date,
): Promise<void> {
  const bought = unitsOf(item);
  const piecesAfter = (refunded: number) => Math.floor((bought * refunded) / refund.paidFen);
  const units = piecesAfter(refund.refundedBefore + refund.amountFen) - piecesAfter(refund.refundedBefore);
  await holdingsRepo.takeBack(tx, {
    companyId,
    productId: item.productId,
    months: item.months,
    share: refund.amountFen / refund.paidFen,
    units,
    now,
  });
}

function holdingOf(row: HoldingRow, now: Date): Holding {
  const h = row.holding;
  return {
    id: h.id,
    productId: h.productId,
    productName: row.productName,
    serviceType: row.serviceType,
    subType: row.subType,
    packageType: row.packageType,
    startsAt: h.startsAt.toISOString(),
    endsAt: h.endsAt ? h.endsAt.toISOString() : null,
    units: h.units,
    usedUnits: h.usedUnits,
    leftUnits: Math.max(0, h.units - h.usedUnits),
    state: holdingStateOf(h, now),
    autoRenew: h.autoRenew,
  };
}

export async function listHoldings(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof cost.holdingList>,
): Promise<Holding[]> {
  const now = deps.now();
  const rows = await holdingsRepo.list(deps.db, session.companyId!, input.serviceType);
  return rows.map((r) => holdingOf(r, now));
}

export async function setAutoRenew(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof cost.holdingAutoRenew>,
): Promise<Holding> {
  const companyId = session.companyId!;
  const row = await holdingsRepo.byId(deps.db, companyId, input.id);
  if (!row) throw refuse.notFound();
  if (row.holding.endsAt === null) throw refuse.badRequest('e.holdingNoPeriod');
  const now = deps.now();
  await holdingsRepo.setAutoRenew(deps.db, companyId, input.id, input.autoRenew, now);
  return holdingOf({ ...row, holding: { ...row.holding, autoRenew: input.autoRenew } }, now);
}
