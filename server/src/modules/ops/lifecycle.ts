import type { Deps } from '../../deps';

/**
 * Where a server process is in its life, as readiness reports it: 'starting' until server.ts has everything running,
 * 'ready', then 'stopping' from the first moment of a graceful shutdown (a load balancer stops sending at once).
 */
export type Phase = 'starting' | 'ready' | 'stopping';

const phases = new WeakMap<Deps, Phase>();

export function phaseOf(deps: Deps): Phase {
  return phases.get(deps) ?? 'starting';
}

export function markReady(deps: Deps): void {
  if (phaseOf(deps) === 'starting') phases.set(deps, 'ready');
}

export function markStopping(deps: Deps): void {
  phases.set(deps, 'stopping');
}
