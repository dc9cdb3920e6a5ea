import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * A DATA_DIR whose embedded database (`<dataDir>/db`) is the tests' migrated and demo-seeded template, for tests that
 * start a real server process or copy a data dir: a few seconds instead of a fresh seed. PGlite only: the project on
 * PostgreSQL has no such file (those tests skip there, saying so).
 */
export const pgliteTemplate = (() => {
  const info = inject('testDb');
  return info.kind === 'pglite' ? info.templateFile : null;
})();

export async function seededDataDir(dataDir: string): Promise<void> {
  if (!pgliteTemplate) throw new Error('seededDataDir needs the PGlite template (project server)');
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([readFileSync(pgliteTemplate)]),
  });
  await db.close();
}
