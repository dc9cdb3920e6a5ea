/**
 * A copy of the test template database (global-setup.ts) for server processes of their own (tests/support/
 * server-process.ts): on PGlite a data dir loaded from the template's dump, on PostgreSQL a database made from the
 * template, so a process starts on the demo seed at once instead of seeding for tens of seconds; its demo keys are
 * written beforehand, so several processes may start on it at once. `env` is what the processes need to find it;
 * `open` opens it in the test (on PGlite only while no process has it open).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { loadAppSecret, loadSigningKeys } from '../../server/src/lib/keys';
import { auditSigner } from '../../server/src/modules/audit/signer';
import { migrationsDirOf, openDatabase, type Database } from '../../server/src/db/client';
import { copyTemplateDatabase, rootDir } from './helpers';

export interface ProcessDatabase {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** The keys demo mode makes at first start, made now: several processes may then start on the data dir at once. */
function writeDemoKeys(dataDir: string): void {
  const config = loadConfig({ APP_MODE: 'demo', DATA_DIR: dataDir });
  loadSigningKeys(config);
  loadAppSecret(config, {});
  auditSigner(config);
}

/** A fresh copy of the template; `name` names the data dir. */
export async function processDatabase(name: string): Promise<ProcessDatabase> {
  const info = inject('testDb');
  const migrationsDir = migrationsDirOf(rootDir);
  // Keys, files and (on PGlite) the database of the processes.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `seal-${name}-`));
  writeDemoKeys(dataDir);
  if (info.kind === 'pglite') {
    const dbDir = path.join(dataDir, 'db');
    const loaded = await openDatabase({
      dataDir: dbDir,
      loadDataDir: new Blob([readFileSync(info.templateFile)]),
      migrationsDir,
    });
    await loaded.close();
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir: dbDir, migrationsDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const copy = await copyTemplateDatabase(info);
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: copy.url },
    open: () => openDatabase({ databaseUrl: copy.url, migrationsDir }),
    dispose: async () => {
      await copy.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
