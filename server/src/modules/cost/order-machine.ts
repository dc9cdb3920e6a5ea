import { orderStates, payStates, type OrderState, type PayState } from '../../../../contract/cost';

/*
 * The order as a pure state machine (spec section 4): the order state (0 initial ... 4 completed, 5 cancelled) and
 * the pay state (0 to pay ... 7 status check) move only by these events, and the money fields with them:
 * - paidFen: what the buyer paid (the order's amount once paid, 0 before);
 * - refundedFen: what went back; refundingFen: a refund under way.
 * paidFen - refundedFen is what the unit has paid for the order; it never goes below 0 and a refund never asks for
 * more than is left. Every other event in a state is refused and changes nothing.
 */

export interface OrderFacts {
  state: OrderState;
  payState: PayState;
  amountFen: number;
  paidFen: number;
  refundedFen: number;
  refundingFen: number;
}

export type OrderEvent =
  /** A channel (or a confirmed bank transfer) reports the whole amount paid. */
  | { type: 'pay'; amountFen: number }
  /** The buyer cancels, or the payment deadline passes, before anything was paid. */
  | { type: 'close' }
  /** A bank receipt was uploaded: the platform reviews it. */
  | { type: 'submitTransfer' }
  | { type: 'rejectTransfer' }
  /** The platform checks the transfer with the bank before deciding. */
  | { type: 'checkTransfer' }
  /** Goods orders move through allocation, confirmation and shipping; service orders go to completed at once. */
  | { type: 'allocate' }
  | { type: 'confirm' }
  | { type: 'ship' }
  | { type: 'complete' }
  | { type: 'refund'; amountFen: number }
  | { type: 'refundSucceeded' }
  | { type: 'refundFailed' };

export type Refusal = 'illegal' | 'amountMismatch' | 'badAmount';
export type Transition = { ok: true; order: OrderFacts } | { ok: false; reason: Refusal };

const refused = (reason: Refusal): Transition => ({ ok: false, reason });
const moved = (order: OrderFacts): Transition => ({ ok: true, order });

/** A new order: nothing paid. */
export function newOrder(amountFen: number): OrderFacts {
  return { state: 0, payState: 0, amountFen, paidFen: 0, refundedFen: 0, refundingFen: 0 };
}

/** Pay states in which the money has arrived (a refund may be under way or done). */
const MONEY_IN: readonly number[] = [payStates.paid, payStates.refunding, payStates.refunded];
/** Pay states from which a payment may complete the order: unpaid, or a transfer under review or check. */
const PAYABLE: readonly PayState[] = [payStates.toPay, payStates.notReviewed, payStates.statusCheck];

export function isPaid(order: { payState: number }): boolean {
  return MONEY_IN.includes(order.payState);
}

/** Whether the buyer may still pay (and so cancel) the order. */
export function isPayable(order: { state: number; payState: number }): boolean {
  return (
    order.state !== orderStates.cancelled &&
    (order.payState === payStates.toPay || order.payState === payStates.reviewFailed)
  );
}

/** The next step of a goods order's delivery, from each state. */
const DELIVERY: Partial<Record<OrderEvent['type'], { from: OrderState; to: OrderState }>> = {
  allocate: { from: orderStates.initial, to: orderStates.allocated },
  confirm: { from: orderStates.allocated, to: orderStates.confirmed },
  ship: { from: orderStates.confirmed, to: orderStates.shipped },
};

export function decide(order: OrderFacts, event: OrderEvent): Transition {
  const open = order.state !== orderStates.cancelled;
  switch (event.type) {
    case 'pay':
      if (!open || !PAYABLE.includes(order.payState)) return refused('illegal');
      if (event.amountFen !== order.amountFen) return refused('amountMismatch');
      return moved({ ...order, payState: payStates.paid, paidFen: event.amountFen });
    case 'close':
      if (!isPayable(order) || order.state !== orderStates.initial) return refused('illegal');
      return moved({ ...order, state: orderStates.cancelled, payState: payStates.cancelled });
    case 'submitTransfer':
      if (!isPayable(order)) return refused('illegal');
      return moved({ ...order, payState: payStates.notReviewed });
    case 'rejectTransfer':
      if (!open || (order.payState !== payStates.notReviewed && order.payState !== payStates.statusCheck))
        return refused('illegal');
      return moved({ ...order, payState: payStates.reviewFailed });
    case 'checkTransfer':
      if (!open || order.payState !== payStates.notReviewed) return refused('illegal');
      return moved({ ...order, payState: payStates.statusCheck });
    case 'allocate':
    case 'confirm':
    case 'ship': {
      const step = DELIVERY[event.type]!;
      if (!isPaid(order) || order.payState !== payStates.paid || order.state !== step.from) return refused('illegal');
      return moved({ ...order, state: step.to });
    }
    case 'complete':
      if (order.payState !== payStates.paid || order.state === orderStates.completed || !open)
        return refused('illegal');
      return moved({ ...order, state: orderStates.completed });
    case 'refund': {
      if (order.payState !== payStates.paid) return refused('illegal');
      const left = order.paidFen - order.refundedFen;
      if (!Number.isInteger(event.amountFen) || event.amountFen <= 0 || event.amountFen > left)
        return refused('badAmount');
      return moved({ ...order, payState: payStates.refunding, refundingFen: event.amountFen });
    }
    case 'refundSucceeded': {
      if (order.payState !== payStates.refunding) return refused('illegal');
      const refundedFen = order.refundedFen + order.refundingFen;
      // A partial refund leaves the rest paid; the whole amount back makes the order refunded.
      const payState = refundedFen === order.paidFen ? payStates.refunded : payStates.paid;
      return moved({ ...order, payState, refundedFen, refundingFen: 0 });
    }
    case 'refundFailed':
      if (order.payState !== payStates.refunding) return refused('illegal');
      return moved({ ...order, payState: payStates.paid, refundingFen: 0 });
  }
}
