import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../server/src/db/backup';
import { LocalDiskStorage } from '../../server/src/lib/file-storage';
import { rootDir } from './helpers';
import { pgliteTemplate, seededDataDir } from './seeded-data-dir';

/*
 * npm run backup / npm run restore as an operator runs them (the scripts, in their own processes) on a copy of the
 * seeded demo database with a few uploaded files and a generated key.
 */

const run = promisify(execFile);
const root = mkdtempSync(path.join(os.tmpdir(), 'ops-backup-'));
const source = path.join(root, 'source');
const target = path.join(root, 'target');
const backup = path.join(root, 'backup');

function script(name: 'backup' | 'restore', dataDir: string, args: string[]) {
  return run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dataDir, APP_MODE: 'demo' },
  });
}

async function countsOf(dataDir: string): Promise<Record<string, number>> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
  try {
    return await rowCounts(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  if (!pgliteTemplate) return;
  await seededDataDir(source);
  const files = new LocalDiskStorage(path.join(source, 'files'));
  await files.put('licence/a1', Buffer.from('a business licence'));
  await files.put('photo/b2.png', Buffer.alloc(4096, 7));
  mkdirSync(path.join(source, 'keys'));
  writeFileSync(path.join(source, 'keys', 'app-secret'), 'the demo secret');
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(!pgliteTemplate)('backup and restore of the embedded database (PGlite only)', () => {
  it('restores into an empty data dir with every row and file', async () => {
    const before = await countsOf(source);
    const tables = Object.keys(before);
    expect(tables.length).toBeGreaterThan(50);
    expect(before['public.use_records']).toBeGreaterThan(0);

    const backedUp = await script('backup', source, ['--out', backup]);
    expect(backedUp.stdout).toContain(`${tables.length} tables, 2 files, keys: true`);
    const restored = await script('restore', target, [backup]);
    expect(restored.stdout).toContain(`${tables.length} tables with equal row counts, 2 files`);

    expect(await countsOf(target)).toEqual(before);
    expect(readFileSync(path.join(target, 'files', 'licence', 'a1'), 'utf8')).toBe('a business licence');
    expect(readFileSync(path.join(target, 'files', 'photo', 'b2.png'))).toEqual(Buffer.alloc(4096, 7));
    expect(readFileSync(path.join(target, 'keys', 'app-secret'), 'utf8')).toBe('the demo secret');
  }, 120_000);

  it('never restores over data, and refuses to back up a database in use', async () => {
    const refusal = await script('restore', target, [backup]).catch((error: { code: number; stderr: string }) => error);
    expect(refusal).toMatchObject({ code: 1, stderr: expect.stringContaining('not empty, nothing restored') });

    writeFileSync(path.join(source, 'db', 'postmaster.pid'), '-42\n/pglite/data\n');
    const inUse = await script('backup', source, ['--out', path.join(root, 'second')]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(inUse).toMatchObject({ code: 1, stderr: expect.stringContaining('stop the server first') });
    expect(readdirSync(root)).not.toContain('second');
  }, 60_000);
});
