import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { markStopping } from './lifecycle';

export interface ShutdownSteps {
  /** Stops what runs by itself (timers, the simulator) before the requests drain. */
  stopBackground(): Promise<void>;
  /** Tells the live sockets the server goes (their clients reconnect, to another node behind a balancer) and closes them. */
  closeSockets(): Promise<void>;
  /** Closes the database, after the last request and job. */
  closeDatabase(): Promise<void>;
  log(line: string): void;
}

/** Extra time after the grace for the forced close to finish (open connections are destroyed by then). */
const AFTER_FORCE_MS = 2_000;

function after(ms: number): Promise<'late'> {
  return new Promise((resolve) => setTimeout(() => resolve('late'), ms).unref());
}

/**
 * A graceful stop (SIGTERM, SIGINT): readiness answers 503 at once; background work stops; sockets are told and
 * closed; the HTTP server stops accepting and the requests in flight finish, as does the export job in hand (the
 * app's onClose hooks), within SHUTDOWN_GRACE_MS; then what is left is closed by force (an unfinished job stays
 * 'running' and is queued again at the next start); the database closes last.
 */
export async function shutDownGracefully(app: FastifyInstance, deps: Deps, steps: ShutdownSteps): Promise<void> {
  const started = Date.now();
  markStopping(deps);
  const graceMs = deps.config.ops.shutdownGraceMs;
  await steps.stopBackground().catch((error: unknown) => steps.log(`shutdown: stopping background work: ${error}`));
  await steps.closeSockets().catch((error: unknown) => steps.log(`shutdown: closing sockets: ${error}`));
  const closed = app.close().then(() => 'closed' as const);
  if ((await Promise.race([closed, after(graceMs)])) === 'late') {
    steps.log(`shutdown: still busy after SHUTDOWN_GRACE_MS=${graceMs}; closing the remaining connections`);
    app.server.closeAllConnections();
    if ((await Promise.race([closed, after(AFTER_FORCE_MS)])) === 'late') steps.log('shutdown: gave up waiting');
  }
  await steps.closeDatabase().catch((error: unknown) => steps.log(`shutdown: closing the database: ${error}`));
  steps.log(`shutdown: done in ${Date.now() - started} ms`);
}
