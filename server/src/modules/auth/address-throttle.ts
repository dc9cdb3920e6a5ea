import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { passwordLimits } from './limits';

/*
 * Failed password log-ins per client address, beside the per-account lock-out: one address cannot try many accounts
 * (or unknown names, which have no lock) nor keep re-locking one. Kept in memory per server: a restart forgets it,
 * the per-account lock in the database does not.
 */
const failuresByServer = new WeakMap<Deps, Map<string, number[]>>();

function recentFailures(deps: Deps, ip: string): number[] {
  let byIp = failuresByServer.get(deps);
  if (!byIp) failuresByServer.set(deps, (byIp = new Map()));
  const since = deps.now().getTime() - passwordLimits.addressWindowMinutes * 60_000;
  const kept = (byIp.get(ip) ?? []).filter((at) => at > since);
  if (kept.length > 0) byIp.set(ip, kept);
  else byIp.delete(ip);
  return kept;
}

/**
 * Claims a password try for the address, refused when it has failed too often in the window. The try counts as a
 * failure from the start (parallel guesses cannot pass the limit together); `succeeded` takes it back.
 */
export function claimAddressTry(deps: Deps, ip: string): { succeeded: () => void } {
  const failures = recentFailures(deps, ip);
  const windowMs = passwordLimits.addressWindowMinutes * 60_000;
  if (failures.length >= passwordLimits.perAddressFailures) {
    const minutes = Math.ceil((failures[0]! + windowMs - deps.now().getTime()) / 60_000);
    throw refuse.tooMany('e.loginThrottled', Math.max(1, minutes));
  }
  const at = deps.now().getTime();
  failures.push(at);
  failuresByServer.get(deps)!.set(ip, failures);
  return {
    succeeded: () => {
      const current = failuresByServer.get(deps)?.get(ip);
      const index = current?.indexOf(at) ?? -1;
      if (index >= 0) current!.splice(index, 1);
    },
  };
}
