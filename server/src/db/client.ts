import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    initialMemory: 256 * 1024 * 1024,
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function migrationsDirOf(rootDir: string): string {
  return path.join(rootDir, 'server', 'src', 'db', 'migrations');
}
