import { describe, expect, it } from 'vitest';
import { grouped, shared } from '../../server/src/db/coalesce';

/** A stand-in database: one value, reads that take a turn of the event loop, a log of what ran. */
function fakeDb() {
  const db = { value: 0, runs: [] as string[] };
  const read = (label: string) => async () => {
    db.runs.push(label);
    const seen = db.value;
    await new Promise((resolve) => setImmediate(resolve));
    return { seen };
  };
  return { db, read };
}

describe('shared reads', () => {
  it('callers of the same statement in one turn share one read and its result', async () => {
    const { db, read } = fakeDb();
    const results = await Promise.all(Array.from({ length: 20 }, () => shared(db, 'k', read('k'))));
    expect(db.runs).toEqual(['k']);
    expect(new Set(results).size).toBe(1);
  });

  it('a caller arriving while a read runs gets a later read that sees what was written meanwhile', async () => {
    const { db, read } = fakeDb();
    const first = shared(db, 'k', read('k'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(db.runs).toEqual(['k']); // the first read is under way
    db.value = 1; // a write committed before the next caller asked
    const [a, b, c] = await Promise.all([first, shared(db, 'k', read('k')), shared(db, 'k', read('k'))]);
    expect(a.seen).toBe(0);
    expect(b.seen).toBe(1);
    expect(c).toBe(b);
    expect(db.runs).toEqual(['k', 'k']);
  });

  it('different statements, or another handle (a transaction), are not shared', async () => {
    const { db, read } = fakeDb();
    const tx = { ...db };
    await Promise.all([shared(db, 'a', read('a')), shared(db, 'b', read('b')), shared(tx, 'a', read('tx a'))]);
    expect(db.runs.sort()).toEqual(['a', 'b', 'tx a']);
  });

  it('a failed read fails its callers only; the next read runs again', async () => {
    const { db, read } = fakeDb();
    const failing = () => Promise.reject(new Error('boom'));
    const both = await Promise.allSettled([shared(db, 'k', failing), shared(db, 'k', failing)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await shared(db, 'k', read('k'))).toEqual({ seen: 0 });
  });
});

describe('group commit', () => {
  it('items of one turn go into one run; items asked for during a run wait for the next', async () => {
    const runs: number[][] = [];
    const run = grouped(async (_db: object, items: number[]) => {
      runs.push(items);
      await new Promise((resolve) => setImmediate(resolve));
      return items.map((i) => i * 10);
    });
    const db = {};
    const first = Promise.all([run(db, 1), run(db, 2), run(db, 3)]);
    await new Promise((resolve) => setImmediate(resolve));
    const second = Promise.all([run(db, 4), run(db, 5)]);
    expect(await first).toEqual([10, 20, 30]);
    expect(await second).toEqual([40, 50]);
    expect(runs).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('a failed run fails each of its items', async () => {
    const run = grouped(async (_db: object, _items: number[]): Promise<number[]> => {
      throw new Error('insert failed');
    });
    const db = {};
    const settled = await Promise.allSettled([run(db, 1), run(db, 2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });
});
