import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { phaseOf, type Phase } from './lifecycle';

/** What readiness depends on: each must answer within READINESS_TIMEOUT_MS. */
const dependencies = {
  database: async (deps: Deps) => {
    await deps.db.execute(sql`select 1`);
  },
  storage: (deps: Deps) => deps.storage.ping(),
} as const;

export type Dependency = keyof typeof dependencies;

/** A dependency's state as the probe shows it: no details (paths, hosts) leave the server; the log has them. */
export type CheckState = 'ok' | 'failed' | 'timeout';

export interface Readiness {
  ready: boolean;
  phase: Phase;
  checks: Record<Dependency, CheckState> | null;
  /** The dependencies that failed, with the reason, for the log. */
  failures: Array<{ dependency: Dependency; reason: string }>;
}

async function within(ms: number, work: Promise<void>): Promise<CheckState | Error> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckState>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  try {
    return await Promise.race([work.then((): CheckState => 'ok'), timeout]);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** Ready when the process is past its start, not stopping, and the database and the file storage answer in time. */
export async function readinessOf(deps: Deps): Promise<Readiness> {
  const phase = phaseOf(deps);
  if (phase !== 'ready') return { ready: false, phase, checks: null, failures: [] };
  const limit = deps.config.ops.readinessTimeoutMs;
  const names = Object.keys(dependencies) as Dependency[];
  const outcomes = await Promise.all(
    names.map((name) =>
      within(
        limit,
        Promise.resolve().then(() => dependencies[name](deps)),
      ),
    ),
  );
  const checks = {} as Record<Dependency, CheckState>;
  const failures: Readiness['failures'] = [];
  names.forEach((name, i) => {
    const outcome = outcomes[i]!;
    checks[name] = outcome instanceof Error ? 'failed' : outcome;
    if (outcome instanceof Error) failures.push({ dependency: name, reason: outcome.message });
    else if (outcome === 'timeout') failures.push({ dependency: name, reason: `no answer within ${limit} ms` });
  });
  return { ready: failures.length === 0, phase, checks, failures };
}
