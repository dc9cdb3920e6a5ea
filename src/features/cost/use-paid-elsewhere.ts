import { useEffect, useRef } from 'react';

/**
 * Calls `onPaid` once when the order shown moves from unpaid (pay state 0) to paid (1) by a payment this screen did
 * not make itself: the QR code scanned on a phone, a late notification, another tab. The screen hears of it at once
 * through the unit's live channel (an 'order' event refetches the order). While `ownPayment()` is true the screen
 * drives the payment and shows its outcome in place, so the move is not reported.
 */
export function usePaidElsewhere(payState: number | undefined, ownPayment: () => boolean, onPaid: () => void): void {
  const last = useRef(payState);
  const report = useRef(onPaid);
  report.current = onPaid;
  useEffect(() => {
    const before = last.current;
    last.current = payState;
    if (before === 0 && payState === 1 && !ownPayment()) report.current();
    // ownPayment is read when the pay state moves, not a reason to look again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payState]);
}
