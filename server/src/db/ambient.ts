import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The call's transaction: http/route.ts runs a mutating call inside one transaction so that its audit record commits
 * with its change or not at all. Services keep writing `deps.db`; the handle openDatabase returns resolves to the
 * call's transaction while one is open in the async context (their own `transaction()` becomes a savepoint).
 * Work that must only see committed data (sending events, starting queued jobs) goes through `afterCommit`.
 */

/** What this needs of a database handle (client.ts's Db; not imported, client.ts imports this file). */
interface Transactional<Tx> {
  transaction<R>(work: (tx: Tx) => Promise<R>): Promise<R>;
}

interface Ambient {
  tx: object;
  afterCommit: Array<() => void>;
  /**
   * False once the transaction ended. Timers and promises started inside a call keep its async context; what they
   * run later must use the database itself, not the finished transaction.
   */
  open: boolean;
}

const current = new AsyncLocalStorage<Ambient>();

/** The call transaction of this async context while it is still open. */
function openAmbient(): Ambient | undefined {
  const ambient = current.getStore();
  return ambient?.open ? ambient : undefined;
}

/** A handle that is `base` outside a call's transaction and that transaction inside it. */
export function ambientHandle<D extends object>(base: D): D {
  return new Proxy(base, {
    get(target, prop) {
      const db = openAmbient()?.tx ?? target;
      const value: unknown = Reflect.get(db, prop);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}

/** The handle statements really run on: the open call transaction, else `db` itself (coalescing groups by it). */
export function resolvedHandle(db: object): object {
  return openAmbient()?.tx ?? db;
}

/**
 * Runs `work` in one transaction that every `deps.db` statement of it joins; `beforeCommit` runs last inside it (the
 * audit record). Work queued by `afterCommit` runs once the transaction committed, outside it; a rollback drops it.
 */
export async function inCallTransaction<Tx extends object, T>(
  db: Transactional<Tx>,
  work: () => Promise<T>,
  beforeCommit: (tx: Tx, result: T) => Promise<void>,
): Promise<T> {
  // Filled in once the transaction starts; closed when it ends, however it ends.
  const ambient: Ambient = { tx: {}, afterCommit: [], open: false };
  try {
    const result = await db.transaction((tx) => {
      Object.assign(ambient, { tx, open: true });
      return current.run(ambient, async () => {
        const out = await work();
        await beforeCommit(tx, out);
        return out;
      });
    });
    ambient.open = false;
    for (const run of ambient.afterCommit) run();
    return result;
  } finally {
    ambient.open = false;
  }
}

/** Runs `run` now, or after the call transaction it is part of committed. */
export function afterCommit(run: () => void): void {
  const ambient = openAmbient();
  if (ambient) ambient.afterCommit.push(run);
  else run();
}
