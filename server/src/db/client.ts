import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ambientHandle } from './ambient';
import { claimDataDir } from './data-dir-lock';
import { keepStatementPlans } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: PGlite and PostgreSQL are interchangeable behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-dir tarball to start from (tests reuse one migrated template instead of running initdb). */
  loadDataDir?: Blob | File | undefined;
  migrationsDir: string;
}

/** PGlite's memory at start: less makes large tables fail (DESIGN section 10). */
export const PGLITE_INITIAL_MEMORY = 256 * 1024 * 1024;

/** pg_type oids of array types (node-postgres' builtins name only the base types, and its typing only those). */
type TypeId = Parameters<typeof pg.types.setTypeParser>[0];
const TEXT_ARRAY = 1009 as TypeId;
const INT8_ARRAY = 1016 as TypeId;

/** An int8 as PGlite returns it: a number while exact, else a BigInt. */
function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

/**
 * node-postgres returns int8 (counts, sums of integers, bigint columns read by raw SQL) as strings, PGlite as numbers.
 * Both drivers return the same values so that a query tested on one behaves the same on the other; every other type
 * the schema uses already comes back alike through drizzle (tests/server/driver-parity.test.ts holds them to it).
 * Drizzle's node-postgres session falls back to the module's global parsers, so that is where this is set.
 */
function parseInt8LikePglite(): void {
  const textArray = pg.types.getTypeParser(TEXT_ARRAY) as (text: string) => (string | null)[];
  pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
  pg.types.setTypeParser(INT8_ARRAY, (text: string) => textArray(text).map((v) => (v === null ? null : parseInt8(v))));
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir;
  if (options.databaseUrl) {
    parseInt8LikePglite();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    return {
      db: ambientHandle(db as unknown as Db),
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const release = options.dataDir ? claimDataDir(options.dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      initialMemory: PGLITE_INITIAL_MEMORY,
    });
  } catch (error) {
    release();
    throw error;
  }
  trimParsers(client);
  keepStatementPlans(client);
  const db = drizzlePglite(client, { schema });
  return {
    db: ambientHandle(db as unknown as Db),
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close().finally(release),
  };
}

/**
 * The column types the schema and its queries return, with their array types (pg_type oids): bool, int2, int4, int8,
 * text, varchar, float4, float8, numeric, json, jsonb, timestamptz, date, uuid, timestamp.
 */
const PARSED_TYPES = [
  16, 1000, 21, 1005, 23, 1007, 20, 1016, 25, 1009, 1043, 1015, 700, 1021, 701, 1022, 1700, 1231, 114, 199, 3802, 3807,
  1184, 1185, 1082, 1182, 2950, 2951, 1114, 1115,
];

/**
 * PGlite copies its table of result parsers on every statement: with one entry per type of the catalogue (~320) that
 * is about 0.2 ms, more than a simple statement itself. Only the types above are kept (a base type missing here still
 * falls back to PGlite's default parser; an array's element parser is looked up in this table).
 */
function trimParsers(client: PGlite): void {
  const keep = new Set(PARSED_TYPES.map(String));
  for (const oid of Object.keys(client.parsers)) if (!keep.has(oid)) delete client.parsers[Number(oid)];
}

export function migrationsDirOf(rootDir: string): string {
  return path.join(rootDir, 'server', 'src', 'db', 'migrations');
}
