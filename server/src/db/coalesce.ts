import { resolvedHandle } from './ambient';

/*
 * Fewer round trips under load, with answers as fresh as the caller's own statement (DESIGN section 9).
 *
 * Every request runs a few statements of its own (the replay record, its session, its membership) and PGlite runs
 * one statement at a time: at 50 concurrent clients the fixed cost per statement (parse, plan, protocol) adds up to
 * the whole budget. Both helpers here let concurrent requests share a statement, and both start a statement only
 * after every request it serves has asked: a write committed before a request arrived is always seen by it (as by a
 * statement of its own). They never keep a result after the statement ends, so there is nothing to invalidate.
 *
 * Statements are grouped per database handle: a transaction (a call's ambient one too) gets groups of its own, so it
 * is never mixed with statements outside it.
 */

type Handle = object;

interface Waiter<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/*
 * A statement on PGlite runs to its end in microtasks, so a request reaches its next statement before another request
 * is read: a group is started on the next turn of the event loop (setImmediate), after the requests that arrived
 * or finished a step in this turn joined it.
 */

/**
 * Group commit: the items asked for before the handle's run starts go into it; those asked for while it is under way
 * wait for the next (at most one run at a time per handle). `run` answers one value per item, in order.
 */
export function grouped<D extends Handle, I, O>(
  run: (db: D, items: I[]) => Promise<O[]>,
  maxItems = 500,
): (db: D, item: I) => Promise<O> {
  interface Group {
    waiting: Array<Waiter<I, O>>;
    busy: boolean;
  }
  const groups = new WeakMap<D, Group>();
  const start = (db: D, group: Group): void => {
    const batch = group.waiting.splice(0, maxItems);
    Promise.resolve()
      .then(() =>
        run(
          db,
          batch.map((w) => w.item),
        ),
      )
      .then(
        (out) => batch.forEach((w, i) => w.resolve(out[i]!)),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        if (group.waiting.length > 0) setImmediate(start, db, group);
        else group.busy = false;
      });
  };
  return (handle, item) =>
    new Promise<O>((resolve, reject) => {
      const db = resolvedHandle(handle) as D;
      let group = groups.get(db);
      if (!group) groups.set(db, (group = { waiting: [], busy: false }));
      group.waiting.push({ item, resolve, reject });
      if (!group.busy) {
        group.busy = true;
        setImmediate(start, db, group);
      }
    });
}

interface Lane {
  busy: boolean;
  /** The read the next callers share, not started yet. */
  queued: { start: () => void; promise: Promise<unknown> } | null;
}

const lanes = new WeakMap<Handle, Map<string, Lane>>();

/**
 * Identical statements share one execution: callers of the same `key` (which must name the statement and all its
 * parameters) share the next read that has not started; while one runs, the next waits for it. Callers get the same
 * result object: map it, never change it.
 */
export function shared<T>(handle: Handle, key: string, read: () => Promise<T>): Promise<T> {
  const db = resolvedHandle(handle);
  let byKey = lanes.get(db);
  if (!byKey) lanes.set(db, (byKey = new Map()));
  let lane = byKey.get(key);
  if (!lane) byKey.set(key, (lane = { busy: false, queued: null }));
  if (lane.queued) return lane.queued.promise as Promise<T>;
  const own = lane;
  let start!: () => void;
  const promise = new Promise<T>((resolve, reject) => {
    start = () => {
      own.queued = null;
      Promise.resolve()
        .then(read)
        .then(resolve, reject)
        .finally(() => {
          if (own.queued) setImmediate(own.queued.start);
          else {
            own.busy = false;
            byKey.delete(key);
          }
        });
    };
  });
  lane.queued = { start, promise };
  if (!lane.busy) {
    lane.busy = true;
    setImmediate(start);
  }
  return promise;
}
