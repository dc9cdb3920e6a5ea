import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { keepStatementPlans } from '../../server/src/db/pglite-statements';

/** Queries through kept statements answer exactly as PGlite's own, errors included, and the kept set stays bounded. */
describe('kept PGlite statements', () => {
  let kept: PGlite;
  let plain: PGlite;

  // Starting a database takes seconds: the two are copies of the run's template, shared by the tests; each test has a
  // table `t` of its own.
  beforeAll(async () => {
    const info = inject('testDb');
    const template = () =>
      PGlite.create(info.kind === 'pglite' ? { loadDataDir: new Blob([readFileSync(info.templateFile)]) } : {});
    [kept, plain] = await Promise.all([template(), template()]);
    keepStatementPlans(kept, { maxStatements: 3 });
  });
  afterAll(async () => {
    await Promise.all([kept.close(), plain.close()]);
  });
  beforeEach(async () => {
    for (const db of [kept, plain]) {
      await db.exec(`drop table if exists t;
        create table t (id int primary key, name text not null, at timestamptz, tags text[], n int8)`);
    }
  });

  const prepared = async (text?: string) =>
    (
      await kept.query<{ n: number }>(
        `select count(*)::int as n from pg_prepared_statements where $1::text is null or statement = $1`,
        [text ?? null],
      )
    ).rows[0]!.n;

  it('answers like PGlite: rows, array rows, parsers, counts', async () => {
    for (const db of [kept, plain]) {
      await db.query(`insert into t values ($1, $2, $3, $4, $5), ($6, $7, null, null, null)`, [
        1,
        'a',
        new Date('2026-01-02T03:04:05Z'),
        ['x', 'y'],
        2n ** 40n,
        2,
        'b',
      ]);
    }
    const asked: Array<[string, unknown[], object | undefined]> = [
      [`select * from t where id >= $1 order by id`, [1], undefined],
      [`select id, at from t where name = $1`, ['a'], { rowMode: 'array' }],
      [`select at from t where id = $1`, [1], { parsers: { 1184: (v: string) => `raw:${v}` } }],
      [`update t set name = name || $1 where id > $2`, ['!', 0], undefined],
      [`delete from t where id = $1 returning id`, [2], undefined],
    ];
    for (const [text, params, options] of asked) {
      const [a, b] = [await kept.query(text, params, options), await plain.query(text, params, options)];
      expect({ rows: a.rows, fields: a.fields, affectedRows: a.affectedRows }).toEqual({
        rows: b.rows,
        fields: b.fields,
        affectedRows: b.affectedRows,
      });
    }
  });

  it('prepares a text once and closes the least recently used beyond the limit', async () => {
    const text = `select $1::int + 1 as v`;
    for (let i = 0; i < 5; i += 1) await kept.query(text, [i]);
    expect(await prepared(text)).toBe(1);
    for (let i = 0; i < 6; i += 1) await kept.query(`select $1::int + ${i} as v`, [i]);
    // The counting query is kept too: the limit holds whatever was asked.
    expect(await prepared()).toBe(3);
    expect((await kept.query<{ v: number }>(`select $1::int + 5 as v`, [1])).rows).toEqual([{ v: 6 }]);
  });

  it('reports errors like PGlite and stays usable', async () => {
    await kept.query(`insert into t (id, name) values ($1, $2)`, [1, 'a']);
    const duplicate = await kept.query(`insert into t (id, name) values ($1, $2)`, [1, 'b']).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: '23505', query: expect.stringContaining('insert into t') });
    const wrong = await kept.query(`select nope from t where id = $1`, [1]).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ code: '42703' });
    expect((await kept.query(`select name from t where id = $1`, [1])).rows).toEqual([{ name: 'a' }]);
  });

  it('runs inside transactions: a failed one rolls back, a committed one stays', async () => {
    const failed = kept
      .transaction(async (tx) => {
        await tx.query(`insert into t (id, name) values ($1, $2)`, [5, 'five']);
        await tx.query(`insert into t (id, name) values ($1, $2)`, [5, 'again']);
      })
      .catch((e: unknown) => e);
    expect(await failed).toMatchObject({ code: '23505' });
    await kept.transaction(async (tx) => {
      await tx.query(`insert into t (id, name) values ($1, $2)`, [6, 'six']);
      expect(tx.closed).toBe(false);
    });
    expect((await kept.query(`select id from t where id > $1 order by id`, [0])).rows).toEqual([{ id: 6 }]);
  });

  it('follows a table changed under a kept statement, and statements dropped', async () => {
    await kept.query(`insert into t (id, name) values ($1, $2)`, [1, 'a']);
    const text = `select * from t where id = $1`;
    expect(Object.keys((await kept.query<object>(text, [1])).rows[0]!)).not.toContain('extra');
    await kept.exec(`alter table t add column extra int default 7`);
    expect((await kept.query<{ extra: number }>(text, [1])).rows[0]!.extra).toBe(7);
    await kept.exec(`deallocate all`);
    expect((await kept.query<{ extra: number }>(text, [1])).rows[0]!.extra).toBe(7);
  });
});
