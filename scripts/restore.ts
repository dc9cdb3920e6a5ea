/**
 * npm run restore -- <backup folder>
 * Restores a backup of `npm run backup` into the installation that DATA_DIR / FILES_DIR name; their database, files
 * and keys folders must be empty or absent (nothing is overwritten). Every table's row count is checked after.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { restore } from '../server/src/db/backup';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const fromDir = path.resolve(positionals[0]!);

try {
  const manifest = await restore(loadConfig(), fromDir);
  const tables = Object.keys(manifest.rowCounts).length;
  console.log(
    `restored ${fromDir} (${manifest.createdAt}): ${tables} tables with equal row counts, ${manifest.files} files`,
  );
  if (manifest.database === 'postgres') console.log('the PostgreSQL database is not in it: restore it with pg_restore');
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
