import { AUTO_RENEW_DAYS } from '../../../../contract/cost';
import type { Deps } from '../../deps';
import { localDay } from '../../lib/local-time';
import { messageRows, messageTextsOf } from '../message';
import { holdingsRepo } from './holdings-repository';
import { costRepo } from './repository';
import { placeOrder } from './service';
import { fenToYuan } from '../../lib/yuan';

/*
 * Auto-renewal: a holding with auto-renew on whose period ends within AUTO_RENEW_DAYS gets one unpaid renewal order
 * of one period, payable until the period ends, placed in the name of the unit's chief administrator; the unit's
 * administrators are told to pay it. The order is keyed by the holding and the period end it renews, so the sweep
 * places it once however often and on however many nodes it runs; once paid, the period moves on and the next one
 * gets its own order in due time.
 */

/** Places the renewal orders now due; returns how many it placed. */
export async function placeRenewalOrders(deps: Deps): Promise<number> {
  const now = deps.now();
  const due = await holdingsRepo.renewalsDue(deps.db, now, new Date(now.getTime() + AUTO_RENEW_DAYS * 86_400_000), 50);
  let placed = 0;
  for (const { holding } of due) {
    const endsAt = holding.endsAt!;
    const key = `${holding.id}:${endsAt.toISOString()}`;
    // Checked first so that a period already ordered opens no trade at the channel.
    if (await costRepo.hasRenewal(deps.db, key)) continue;
    const product = await costRepo.productOnSale(deps.db, holding.productId);
    const payers = await holdingsRepo.payersOf(deps.db, holding.companyId);
    if (!product || payers.length === 0) continue;
    const buyer = { companyId: holding.companyId, userId: payers[0]! };
    const order = await placeOrder(deps, buyer, product, 1, null, { renewal: { key, payBy: endsAt } });
    if (!order) continue;
    const texts = messageTextsOf('m.order.renewal.title', 'm.order.renewal.content', [
      order.orderNo,
      fenToYuan(product.priceFen),
      product.name,
      localDay(endsAt),
    ]);
    await deps.db.transaction(async (tx) => {
      for (const userId of payers) {
        await messageRows.insert(
          tx,
          { companyId: holding.companyId, userId },
          { type: 'system', ...texts, createdAt: now, target: { kind: 'order', id: order.id } },
        );
      }
    });
    placed++;
  }
  return placed;
}
