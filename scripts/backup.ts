/**
 * npm run backup -- [--out <new folder>] [--force]
 * Backs up the embedded database (PGlite, with the server stopped), the uploaded files and the generated keys of the
 * installation that DATA_DIR / FILES_DIR / DATABASE_URL name (server/src/db/backup.ts). Default folder:
 * backups/<date-time> under the repository. On PostgreSQL, the database goes through pg_dump (README).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findRootDir, loadConfig } from '../server/src/config';
import { backUp } from '../server/src/db/backup';

const { values } = parseArgs({ options: { out: { type: 'string' }, force: { type: 'boolean', default: false } } });
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
const outDir = path.resolve(values.out ?? path.join(findRootDir(), 'backups', stamp));

try {
  const manifest = await backUp(loadConfig(), outDir, { force: values.force });
  const tables = Object.keys(manifest.rowCounts).length;
  console.log(`backup written to ${outDir}: ${tables} tables, ${manifest.files} files, keys: ${manifest.keys}`);
  if (manifest.database === 'postgres') console.log('the PostgreSQL database is not in it: back it up with pg_dump');
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
