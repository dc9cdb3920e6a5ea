/**
 * Global setup of the server test projects (vitest.config.ts): prepares ONE migrated and demo-seeded database that
 * every test file copies, instead of running initdb, migrations and the seed per file.
 *
 * - TEST_DB=pglite (project `server`): an in-memory PGlite is migrated and seeded once, dumped with `dumpDataDir()` to
 *   `.tmp/test-db/pglite-<hash>.tar` (gitignored) and reused by later runs while the migrations, schema, seed and
 *   PGlite version are unchanged (the hash covers them; TEST_DB_REBUILD=1 forces a rebuild). Each test file loads the
 *   tarball into its own in-memory PGlite (`loadDataDir`).
 * - TEST_DB=postgres (project `server-pg`): a fresh template database `<run>_tpl` is created on TEST_DATABASE_URL's
 *   server and migrated + seeded; each test file then creates its own database `<run>_<random>` from that template
 *   (CREATE DATABASE ... TEMPLATE, a file copy) and drops it when it closes. The teardown drops the template and any
 *   database of the run a crashed file left behind.
 *
 * The tests receive the choice through `inject('testDb')` (see helpers.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsDirOf, openDatabase, type Db } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { seedDemo } from '../../server/src/db/seed';
import { databaseUrl, type TestDbInfo } from './test-db';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const migrationsDir = migrationsDirOf(rootDir);

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/**
 * What the template depends on: migrations, schema, seed (and the apply and authorization modules it uses), password
 * hashing, PGlite.
 */
function templateHash(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(rootDir, 'server', 'src', 'db')),
    // The seed plays the demo applications through the state machine and writes their notices.
    ...filesUnder(path.join(rootDir, 'server', 'src', 'modules', 'apply')),
    // It numbers the authorisations as the service does (empowerNoOf) and writes them through its repository.
    ...filesUnder(path.join(rootDir, 'server', 'src', 'modules', 'authorization')),
    path.join(rootDir, 'contract', 'apply.ts'),
    path.join(rootDir, 'server', 'src', 'lib', 'crypto.ts'),
    path.join(rootDir, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
    fileURLToPath(import.meta.url),
  ];
  for (const file of inputs) {
    hash.update(path.relative(rootDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildPgliteTemplate(): Promise<string> {
  const dir = path.join(rootDir, '.tmp', 'test-db');
  const file = path.join(dir, `pglite-${templateHash()}.tar`);
  if (existsSync(file) && process.env.TEST_DB_REBUILD !== '1') return file;
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ initialMemory: 256 * 1024 * 1024 });
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsDir });
    await seedDemo(db as unknown as Db, undefined, { useRecords: 3000, devices: 300 });
    // The seed's writes are still in the write-ahead log only: every load of the dump would replay them (crash
    // recovery at start) before its first query. A checkpoint writes them into the tables once, here.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    // Templates of earlier schema or seed versions are of no further use.
    for (const name of readdirSync(dir)) {
      if (/^pglite-[0-9a-f]+\.tar$/.test(name) && path.join(dir, name) !== file)
        rmSync(path.join(dir, name), { force: true });
    }
  } finally {
    await client.close();
  }
  return file;
}

/** Connects to the base URL, creating its database first when it does not exist yet. */
async function adminClient(baseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: baseUrl });
  try {
    await client.connect();
    return client;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const name = decodeURIComponent(new URL(baseUrl).pathname.slice(1));
    const bootstrap = new pg.Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
    await bootstrap.connect();
    try {
      await bootstrap.query(`create database "${name.replace(/"/g, '""')}"`);
    } finally {
      await bootstrap.end();
    }
    const retry = new pg.Client({ connectionString: baseUrl });
    await retry.connect();
    return retry;
  }
}

async function dropDatabasesOfRun(baseUrl: string, prefix: string): Promise<void> {
  const client = await adminClient(baseUrl);
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [prefix + '_'],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}

async function buildPostgresTemplate(baseUrl: string): Promise<Extract<TestDbInfo, { kind: 'postgres' }>> {
  // TEST_DB_PREFIX: where several people share one cluster, each run's databases carry their own name.
  const prefix = `${process.env.TEST_DB_PREFIX ?? 't'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_tpl`;
  const admin = await adminClient(baseUrl);
  try {
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrl(baseUrl, template), migrationsDir });
  try {
    await database.migrate();
    await seedDemo(database.db, undefined, { useRecords: 3000, devices: 300 });
  } finally {
    await database.close();
  }
  return { kind: 'postgres', baseUrl, template, prefix };
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const kind = project.config.env?.TEST_DB ?? process.env.TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    const baseUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const info = await buildPostgresTemplate(baseUrl);
    project.provide('testDb', info);
    return () => dropDatabasesOfRun(baseUrl, info.prefix);
  }
  project.provide('testDb', { kind: 'pglite', templateFile: await buildPgliteTemplate() });
  return undefined;
}
