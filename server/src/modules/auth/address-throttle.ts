import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { passwordLimits } from './limits';
import { addressFailureRepo } from './repository';

/*
 * Failed password log-ins per client address, beside the per-account lock-out: one address cannot try many accounts
 * (or unknown names, which have no lock) nor keep re-locking one. Kept in the database, so the limit holds across
 * every node behind the load balancer and across restarts.
 */

/**
 * Claims a password try for the address, refused when it has failed too often in the window. The try counts as a
 * failure from the start (parallel guesses, on any node, cannot pass the limit together); `succeeded` takes it back.
 */
export async function claimAddressTry(deps: Deps, ip: string): Promise<{ succeeded: () => Promise<void> }> {
  const now = deps.now();
  const windowMs = passwordLimits.addressWindowMinutes * 60_000;
  const id = await deps.db.transaction(async (tx) => {
    await addressFailureRepo.lockAddress(tx, ip);
    const failures = await addressFailureRepo.recent(tx, ip, new Date(now.getTime() - windowMs));
    if (failures.length >= passwordLimits.perAddressFailures) {
      const minutes = Math.ceil((failures[0]!.getTime() + windowMs - now.getTime()) / 60_000);
      throw refuse.tooMany('e.loginThrottled', Math.max(1, minutes));
    }
    return addressFailureRepo.insert(tx, ip, now);
  });
  return { succeeded: () => addressFailureRepo.remove(deps.db, id) };
}
