import type { Deps } from '../../deps';
import { placeRenewalOrders } from './auto-renew';
import { closeOverdueOrders } from './payments';
import { resendStaleRefunds } from './refunds';
import { resetSimMonths } from './sims';

/*
 * The cost centre's periodic work, on start and every minute on every node (each step is safe to run on several at
 * once): unpaid orders past their deadline close, refunds left sending are sent again under their own numbers, and
 * holdings with auto-renew on get their renewal order a week before they end, and at the start of each local month the
 * SIM cards' data used starts again at 0 (last month's kept).
 */
const STEPS: ReadonlyArray<(deps: Deps) => Promise<number>> = [
  closeOverdueOrders,
  resendStaleRefunds,
  placeRenewalOrders,
  resetSimMonths,
];

/** Runs every step once, in order (a failing step throws, for the tests). */
export async function sweepOrders(deps: Deps): Promise<void> {
  for (const step of STEPS) await step(deps);
}

/** Runs the sweep now and every minute, a failing step not holding back the others; the returned function stops it. */
export function startOrderSweep(deps: Deps): () => void {
  const sweep = () => {
    for (const step of STEPS) void step(deps).catch(() => undefined);
  };
  sweep();
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
