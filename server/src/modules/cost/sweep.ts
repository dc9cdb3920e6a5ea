import type { Deps } from '../../deps';
import { closeOverdueOrders } from './payments';
import { resendStaleRefunds } from './refunds';

/**
 * The cost centre's periodic work, on start and every minute on every node (each step is safe to run on several at
 * once): unpaid orders past their deadline close, refunds left sending are sent again under their own numbers.
 */
export async function sweepOrders(deps: Deps): Promise<void> {
  await closeOverdueOrders(deps);
  await resendStaleRefunds(deps);
}

/** Runs the sweep now and every minute; the returned function stops it. */
export function startOrderSweep(deps: Deps): () => void {
  const sweep = () => void sweepOrders(deps).catch(() => undefined);
  sweep();
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
