import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { APP_VERSION } from '../version';
import { PGLITE_INITIAL_MEMORY } from './client';

/*
 * Backup and restore of an embedded installation (npm run backup / npm run restore): the PGlite database, the
 * uploaded files and the generated keys. The database is written with PGlite's own dumpDataDir (a tarball that
 * loadDataDir takes back): PGlite opens the folder, so a damaged one fails the backup instead of being copied, and
 * the result is one file that any later PGlite of the same major version loads. PGlite is one process's database: the
 * server must be stopped (its `postmaster.pid` is there while it runs, or after it was killed). On PostgreSQL the
 * database is backed up with pg_dump (README "Running in production"); the files and keys are copied all the same.
 */

export const MANIFEST = 'manifest.json';
const DB_DUMP = 'db.tar.gz';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  /** 'pglite': db.tar.gz holds it; 'postgres': back it up with pg_dump, it is not in here. */
  database: 'pglite' | 'postgres';
  /** Every table's rows at backup time, `schema.table` → count (PGlite only); restore checks them. */
  rowCounts: Record<string, number>;
  /** Uploaded files copied (under files/). */
  files: number;
  /** Whether keys/ (the demo's generated signing keys and secret: keep the backup as secret as they are) is in. */
  keys: boolean;
}

function dbDirOf(config: Config): string {
  return path.join(config.dataDir, 'db');
}

function keysDirOf(config: Config): string {
  return path.join(config.dataDir, 'keys');
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).reduce((n, name) => {
    const full = path.join(dir, name);
    return n + (statSync(full).isDirectory() ? countFiles(full) : 1);
  }, 0);
}

/** Rows of every table of the application (schema public) and of the migrations' journal (schema drizzle). */
export async function rowCounts(db: PGlite): Promise<Record<string, number>> {
  const tables = await db.query<{ s: string; t: string }>(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { s, t } of tables.rows) {
    const result = await db.query<{ n: number }>(`select count(*)::int as n from "${s}"."${t}"`);
    counts[`${s}.${t}`] = result.rows[0]!.n;
  }
  return counts;
}

function assertNotRunning(dbDir: string, force: boolean): void {
  if (force || !existsSync(path.join(dbDir, 'postmaster.pid'))) return;
  throw new Error(
    `${dbDir} is in use: stop the server first. If none runs (it was killed), start and stop it once ` +
      '(a clean stop removes postmaster.pid), or pass --force to back up what a restart would recover.',
  );
}

/** Writes a backup of the installation under `config` into the new folder `outDir`. */
export async function backUp(config: Config, outDir: string, options: { force?: boolean } = {}) {
  if (!isEmptyDir(outDir)) throw new Error(`${outDir} is not empty: name a new folder`);
  const dbDir = dbDirOf(config);
  if (!config.databaseUrl) {
    if (!existsSync(path.join(dbDir, 'PG_VERSION'))) throw new Error(`no database in ${dbDir}`);
    assertNotRunning(dbDir, options.force === true);
  }
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  let rows: Record<string, number> = {};
  if (!config.databaseUrl) {
    const db = await PGlite.create({ dataDir: dbDir, initialMemory: PGLITE_INITIAL_MEMORY });
    try {
      rows = await rowCounts(db);
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(outDir, DB_DUMP), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.close();
    }
  }
  if (existsSync(config.filesDir)) await cp(config.filesDir, path.join(outDir, 'files'), { recursive: true });
  const keys = !isEmptyDir(keysDirOf(config));
  if (keys) await cp(keysDirOf(config), path.join(outDir, 'keys'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    appVersion: APP_VERSION,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    rowCounts: rows,
    files: countFiles(path.join(outDir, 'files')),
    keys,
  };
  await writeFile(path.join(outDir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  return manifest;
}

/**
 * Restores a backup into the installation under `config`, whose database, files and keys folders must be empty or
 * absent (a restore never overwrites data), then checks every table's row count against the manifest.
 */
export async function restore(config: Config, fromDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(fromDir, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  const dbDir = dbDirOf(config);
  const restoresDb = manifest.database === 'pglite' && !config.databaseUrl;
  if (manifest.database === 'pglite' && config.databaseUrl) {
    throw new Error('this backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it');
  }
  const occupied = [restoresDb ? dbDir : null, config.filesDir, keysDirOf(config)].filter(
    (dir): dir is string => dir !== null && !isEmptyDir(dir),
  );
  if (occupied.length) throw new Error(`not empty, nothing restored: ${occupied.join(', ')} (move them aside first)`);
  if (restoresDb) {
    await mkdir(dbDir, { recursive: true, mode: 0o700 });
    const dump = new Blob([await readFile(path.join(fromDir, DB_DUMP))]);
    const db = await PGlite.create({ dataDir: dbDir, loadDataDir: dump, initialMemory: PGLITE_INITIAL_MEMORY });
    try {
      const counts = await rowCounts(db);
      const differing = Object.keys({ ...manifest.rowCounts, ...counts }).filter(
        (table) => counts[table] !== manifest.rowCounts[table],
      );
      if (differing.length) throw new Error(`restored row counts differ from the backup's: ${differing.join(', ')}`);
    } finally {
      await db.close();
    }
  }
  if (existsSync(path.join(fromDir, 'files')))
    await cp(path.join(fromDir, 'files'), config.filesDir, { recursive: true });
  if (manifest.keys) await cp(path.join(fromDir, 'keys'), keysDirOf(config), { recursive: true });
  return manifest;
}
