/**
 * The order state machine (server/src/modules/cost/order-machine.ts), pure: every event from every state, one
 * example per rule, and a property over random event sequences - nothing illegal is accepted (a refused event changes
 * nothing), the states stay in range, and paid - refunded is always the order's paid amount as a separate ledger of
 * the accepted payments and refunds counts it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStateValues, payStateValues, type OrderState, type PayState } from '../../contract/cost';
import {
  decide,
  isPaid,
  isPayable,
  newOrder,
  type OrderEvent,
  type OrderFacts,
} from '../../server/src/modules/cost/order-machine';

const AMOUNT = 36_000;

function at(state: OrderState, payState: PayState, money: Partial<OrderFacts> = {}): OrderFacts {
  const paid = [1, 2, 3].includes(payState) ? AMOUNT : 0;
  return { ...newOrder(AMOUNT), state, payState, paidFen: paid, ...money };
}

const events: OrderEvent[] = [
  { type: 'pay', amountFen: AMOUNT },
  { type: 'close' },
  { type: 'submitTransfer' },
  { type: 'rejectTransfer' },
  { type: 'checkTransfer' },
  { type: 'allocate' },
  { type: 'confirm' },
  { type: 'ship' },
  { type: 'complete' },
  { type: 'refund', amountFen: 1000 },
  { type: 'refundSucceeded' },
  { type: 'refundFailed' },
];

/** The events a (state, pay state) pair accepts, written out from spec section 4 apart from the machine. */
function allowedIn(state: number, payState: number): string[] {
  const delivery = ['allocate', 'confirm', 'ship'][state];
  switch (payState) {
    case 0:
      return ['pay', 'close', 'submitTransfer'];
    case 5:
      return ['pay', 'rejectTransfer', 'checkTransfer'];
    case 6:
      return ['close', 'submitTransfer'];
    case 7:
      return ['pay', 'rejectTransfer'];
    case 1:
      return [...(delivery ? [delivery] : []), ...(state < 4 ? ['complete'] : []), 'refund'];
    case 2:
      return ['refundSucceeded', 'refundFailed'];
    default:
      return [];
  }
}

/** Every (state, pay state) pair an order can reach. */
const reachable = [
  ...['0/0', '0/5', '0/6', '0/7', '5/4'],
  ...[0, 1, 2, 3, 4].flatMap((state) => [`${state}/1`, `${state}/2`, `${state}/3`]),
];

describe('every event from every reachable state', () => {
  for (const key of reachable) {
    const [state, payState] = key.split('/').map(Number) as [OrderState, PayState];
    const accepted = allowedIn(state, payState);
    it(`state ${state}, pay state ${payState} accepts exactly ${accepted.join(', ') || 'nothing'}`, () => {
      const order = at(state, payState, payState === 2 ? { refundingFen: 1000 } : {});
      const got = events.filter((e) => decide(order, e).ok).map((e) => e.type);
      expect(got).toEqual(accepted);
    });
  }
});

describe('the rules', () => {
  it('takes a payment of exactly the amount, from unpaid or a transfer under review', () => {
    expect(decide(at(0, 0), { type: 'pay', amountFen: AMOUNT - 1 })).toEqual({ ok: false, reason: 'amountMismatch' });
    expect(decide(at(0, 0), { type: 'pay', amountFen: AMOUNT + 1 })).toEqual({ ok: false, reason: 'amountMismatch' });
    const paid = decide(at(0, 0), { type: 'pay', amountFen: AMOUNT });
    expect(paid).toEqual({ ok: true, order: { ...at(0, 0), payState: 1, paidFen: AMOUNT } });
    // A second payment of the same order is refused, whoever reports it.
    expect(decide(paid.ok ? paid.order : at(0, 0), { type: 'pay', amountFen: AMOUNT })).toEqual({
      ok: false,
      reason: 'illegal',
    });
    expect(decide(at(0, 7), { type: 'pay', amountFen: AMOUNT }).ok).toBe(true);
  });

  it('closes only what nobody paid, and a closed order takes no payment', () => {
    const closed = decide(at(0, 0), { type: 'close' });
    expect(closed).toEqual({ ok: true, order: { ...at(0, 0), state: 5, payState: 4 } });
    expect(decide(at(5, 4), { type: 'pay', amountFen: AMOUNT }).ok).toBe(false);
    expect(decide(at(0, 5), { type: 'close' }).ok).toBe(false);
    expect(isPayable(at(5, 4))).toBe(false);
    expect(isPayable(at(0, 6))).toBe(true);
  });

  it('refunds in part and in full, never more than is left', () => {
    const paid = at(4, 1);
    expect(decide(paid, { type: 'refund', amountFen: AMOUNT + 1 })).toEqual({ ok: false, reason: 'badAmount' });
    expect(decide(paid, { type: 'refund', amountFen: 0 })).toEqual({ ok: false, reason: 'badAmount' });
    const part = decide(paid, { type: 'refund', amountFen: 10_000 });
    expect(part.ok && part.order).toMatchObject({ payState: 2, refundingFen: 10_000 });
    const partDone = decide(part.ok ? part.order : paid, { type: 'refundSucceeded' });
    expect(partDone.ok && partDone.order).toMatchObject({ payState: 1, refundedFen: 10_000, refundingFen: 0 });
    const rest = decide(partDone.ok ? partDone.order : paid, { type: 'refund', amountFen: AMOUNT - 10_000 });
    const all = decide(rest.ok ? rest.order : paid, { type: 'refundSucceeded' });
    expect(all.ok && all.order).toMatchObject({ payState: 3, refundedFen: AMOUNT });
    const failed = decide(part.ok ? part.order : paid, { type: 'refundFailed' });
    expect(failed.ok && failed.order).toMatchObject({ payState: 1, refundedFen: 0, refundingFen: 0 });
  });
});

const anyEvent: fc.Arbitrary<OrderEvent> = fc.oneof(
  fc.constantFrom<OrderEvent>(...events.filter((e) => e.type !== 'pay' && e.type !== 'refund')),
  fc.record({ type: fc.constant('pay' as const), amountFen: fc.constantFrom(AMOUNT, AMOUNT - 1, 0, AMOUNT * 2) }),
  fc.record({ type: fc.constant('refund' as const), amountFen: fc.integer({ min: -10, max: AMOUNT + 10 }) }),
);

describe('random sequences', () => {
  it('accept nothing illegal, keep the states in range, and paid - refunded is what was paid minus refunds', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (sequence) => {
        let order = newOrder(AMOUNT);
        let ledger = 0;
        let pendingRefund = 0;
        for (const event of sequence) {
          const result = decide(order, event);
          if (!result.ok) continue;
          const next = result.order;
          if (event.type === 'pay') ledger += event.amountFen;
          if (event.type === 'refund') pendingRefund = event.amountFen;
          if (event.type === 'refundSucceeded') {
            ledger -= pendingRefund;
            pendingRefund = 0;
          }
          if (event.type === 'refundFailed') pendingRefund = 0;
          // Transitions the table allows only.
          expect(reachable).toContain(`${order.state}/${order.payState}`);
          expect(allowedIn(order.state, order.payState)).toContain(event.type);
          order = next;
          expect(reachable).toContain(`${order.state}/${order.payState}`);
          expect(orderStateValues).toContain(order.state);
          expect(payStateValues).toContain(order.payState);
          expect(order.paidFen - order.refundedFen).toBe(ledger);
          expect(order.refundingFen).toBe(pendingRefund);
          expect(order.paidFen - order.refundedFen).toBeGreaterThanOrEqual(order.refundingFen);
          expect(isPaid(order)).toBe(order.paidFen > 0);
          // A cancelled order was never paid.
          if (order.state === 5) expect(order.payState).toBe(4);
        }
      }),
      { numRuns: 500 },
    );
  });
});
