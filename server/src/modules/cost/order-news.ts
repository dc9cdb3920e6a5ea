import type { Db } from '../../db/client';
import { messageRows, messageTextsOf } from '../message';
import { addEvent } from '../realtime';
import type { OrderRow } from './repository';
import { fenToYuan } from '../../lib/yuan';

/*
 * How the buyer's console hears of an order's money: an 'order' event in the transaction that moved it (sent once it
 * committed, so a rolled-back or replayed change sends nothing), to the members whose role may open the unit's orders
 * (not a seal keeper's) and the buyer; the console refetches the orders and the devices whose service the order
 * renewed. The caller's transaction must be an eventTransaction.
 */

/** The button code that opens the unit's orders (contract cost orderList/orderDetail): who hears of them. */
const ORDER_PERMISSION = 'cost:pay';

/** The order as it is now (after the move) on the unit's live channel. */
export function announceOrder(tx: Db, order: OrderRow, now: { state: number; payState: number }): void {
  addEvent(tx, order.companyId, {
    type: 'order',
    to: { holdersOf: ORDER_PERMISSION, and: order.createdBy },
    order: { id: order.id, orderNo: order.orderNo, state: now.state, payState: now.payState },
  });
}

/** The buyer's message that the order is paid (a channel that tells the buyer its own way, bank transfer, does not). */
export async function tellPaid(tx: Db, order: OrderRow, at: Date): Promise<void> {
  const texts = messageTextsOf('m.order.paid.title', 'm.order.paid.content', [
    order.orderNo,
    fenToYuan(order.amountFen),
  ]);
  await messageRows.insert(
    tx,
    { companyId: order.companyId, userId: order.createdBy },
    { type: 'system', ...texts, createdAt: at, target: { kind: 'order', id: order.id } },
  );
}
