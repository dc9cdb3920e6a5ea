import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDirOf, openDatabase } from '../../server/src/db/client';
import { claimDataDir } from '../../server/src/db/data-dir-lock';
import { findRootDir } from '../../server/src/config';
import { pgliteTemplate } from './seeded-data-dir';

// Two processes on one embedded data dir corrupt it: the second start must be refused, a killed holder's lock taken over.
const root = mkdtempSync(path.join(os.tmpdir(), 'seal-dir-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The migrated and seeded template database (global-setup.ts) as a dump PGlite loads. */
function templateDump(): Blob {
  if (!pgliteTemplate) throw new Error("the data dir lock is PGlite's: this file runs in the project server only");
  return new Blob([readFileSync(pgliteTemplate)]);
}

/** The pid of a process that has ended. */
function endedPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('the embedded data dir is held by one process at a time', () => {
  it('refuses a second open while the first is open, and opens again once it closed', async () => {
    const dataDir = path.join(root, 'twice', 'db');
    const migrationsDir = migrationsDirOf(findRootDir());
    // The first open fills the new data dir from the test template's dump: the lock is the subject here, and PGlite's
    // initdb of an empty dir took longer than loading the dump.
    const first = await openDatabase({ dataDir, migrationsDir, loadDataDir: templateDump() });
    try {
      await expect(openDatabase({ dataDir, migrationsDir })).rejects.toThrow(
        `the database in ${dataDir} is in use by process ${process.pid}: stop it first`,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir, migrationsDir });
    await again.close();
  }, 60_000);

  it('takes over the lock of a process that is gone (a killed server)', () => {
    const dbDir = path.join(root, 'killed');
    writeFileSync(`${dbDir}.lock`, JSON.stringify({ host: os.hostname(), pid: endedPid() }));
    const release = claimDataDir(dbDir);
    expect(JSON.parse(readFileSync(`${dbDir}.lock`, 'utf8'))).toEqual({ host: os.hostname(), pid: process.pid });
    release();
    expect(() => readFileSync(`${dbDir}.lock`)).toThrow();
  });

  it('takes over a lock cut short by a crash while it was written', () => {
    const dbDir = path.join(root, 'torn');
    writeFileSync(`${dbDir}.lock`, '{"host":');
    claimDataDir(dbDir)();
  });

  it('refuses a lock held on another host, naming the file to remove', () => {
    const dbDir = path.join(root, 'elsewhere');
    writeFileSync(`${dbDir}.lock`, JSON.stringify({ host: 'wall-pc-2', pid: process.pid }));
    expect(() => claimDataDir(dbDir)).toThrow(
      `the database in ${dbDir} is in use by process ${process.pid} on host wall-pc-2; ` +
        `once that server is stopped, remove ${dbDir}.lock`,
    );
  });
});
