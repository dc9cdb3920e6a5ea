/**
 * PGlite and node-postgres hand the server the same values for every column type the schema uses and for the results
 * of raw SQL (counts, sums, aggregates, literals): a query tested on one driver behaves the same on the other. This is
 * what lets the PostgreSQL pass run only the tests about what differs on a server (vitest.config.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findRootDir } from '../../server/src/config';
import { migrationsDirOf, openDatabase, type Database } from '../../server/src/db/client';
import { copyTemplateDatabase } from './helpers';

const testDb = inject('testDb');

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const probe = pgTable('driver_parity_probe', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  small: smallint('small').notNull(),
  whole: integer('whole').notNull(),
  fen: bigint('fen', { mode: 'number' }).notNull(),
  ratio: doublePrecision('ratio').notNull(),
  flag: boolean('flag').notNull(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  doc: jsonb('doc').$type<{ a: number[]; b: string }>().notNull(),
  ids: integer('ids').array().notNull(),
  tags: text('tags').array().notNull(),
  blob: bytea('blob'),
});

const CREATE = sql.raw(`create table driver_parity_probe (
  id bigserial primary key, small smallint not null, whole integer not null, fen bigint not null,
  ratio double precision not null, flag boolean not null, name text not null, at timestamptz not null,
  day date not null, doc jsonb not null, ids integer[] not null, tags text[] not null, blob bytea)`);

const ROWS = [
  {
    small: 3,
    whole: 2_000_000_000,
    fen: 9_007_199_254_740_991,
    ratio: 0.1,
    flag: true,
    name: '印章 "a", b',
    at: new Date('2026-11-27T03:04:05.678Z'),
    day: '2026-02-28',
    doc: { a: [1, 2], b: '章' },
    ids: [1, 2, 3],
    tags: ['x', 'y z', ''],
    blob: Buffer.from([0, 1, 254, 255]),
  },
  {
    small: -1,
    whole: 0,
    fen: 12_345,
    ratio: -2.5e-7,
    flag: false,
    name: '',
    at: new Date('1999-12-31T23:59:59.999Z'),
    day: '2000-01-01',
    doc: { a: [], b: '' },
    ids: [],
    tags: [],
    blob: null,
  },
];

/** Literals and aggregates as the services' raw SQL writes them: counts, sums, maxima, arrays, JSON. */
const RAW = sql`select
  count(*) as n, count(*)::int as n_int, sum(whole) as sum_int4, sum(fen) as sum_int8, sum(small) as sum_int2,
  max(at) as latest, min(day) as first_day, avg(ratio) as mean, bool_or(flag) as any_flag,
  array_agg(id order by id) as row_ids, array_agg(fen order by id) as fens, json_agg(name order by id) as names,
  jsonb_build_object('n', count(*), 'at', max(at)) as summary, 9007199254740993::int8 as beyond_exact,
  12.30::numeric as money, '1 day'::interval as span, now() - now() as no_time, null::int8 as nothing
  from driver_parity_probe`;

async function readBack(database: Database) {
  await database.db.execute(CREATE);
  // bytea comes back as a Uint8Array from PGlite and as a Buffer (its subclass) from node-postgres: alike to any reader.
  const asBuffers = (rows: (typeof probe.$inferSelect)[]) =>
    rows.map((row) => ({ ...row, blob: row.blob && Buffer.from(row.blob) }));
  const inserted = asBuffers(await database.db.insert(probe).values(ROWS).returning());
  const selected = asBuffers(await database.db.select().from(probe).orderBy(probe.id));
  const raw = ((await database.db.execute(RAW)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return { inserted, selected, raw };
}

describe.skipIf(testDb.kind !== 'postgres')('the two drivers (needs TEST_DATABASE_URL)', () => {
  let lite: Database;
  let server: Database;
  let drop: () => Promise<void>;
  const migrationsDir = migrationsDirOf(findRootDir());

  beforeAll(async () => {
    if (testDb.kind !== 'postgres') return;
    const copy = await copyTemplateDatabase(testDb);
    drop = copy.drop;
    server = await openDatabase({ databaseUrl: copy.url, migrationsDir });
    lite = await openDatabase({ migrationsDir });
  });
  afterAll(async () => {
    await lite?.close();
    await server?.close();
    await drop?.();
  });

  it('read back every column type of the schema alike, through the query builder and through raw SQL', async () => {
    const [fromLite, fromServer] = [await readBack(lite), await readBack(server)];
    expect(fromServer).toEqual(fromLite);
    // The comparison is not vacuous: the values are the ones written, with their JavaScript types.
    expect(fromLite.selected.map(({ id: _, ...row }) => row)).toEqual(ROWS);
    expect(fromLite.raw[0]).toMatchObject({ n: 2, n_int: 2, sum_int4: 2_000_000_000, row_ids: [1, 2] });
    expect(typeof fromLite.raw[0]!.beyond_exact).toBe('bigint');
  });
});
