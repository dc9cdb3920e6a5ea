import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDirOf, openDatabase } from '../../server/src/db/client';
import { rootDir } from './helpers';
import { pgliteTemplate } from './seeded-data-dir';

/*
 * Upgrading a data dir of the previous release: one made with this repository's migrations minus the newest few (a
 * release ships its migrations and never edits them, so these are the previous release's), holding rows of its own.
 * The server's start (bootstrap: openDatabase, then migrate) brings it to the newest schema and its rows are all
 * there. The old data dir is made here rather than kept as a binary fixture: it follows every new migration.
 */

const OLDER_BY = 3;
const migrationsDir = migrationsDirOf(rootDir);
const root = mkdtempSync(path.join(os.tmpdir(), 'ops-upgrade-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Journal {
  entries: Array<{ tag: string }>;
}

const journalOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;

/** A copy of the migrations folder whose journal ends `olderBy` migrations before the newest; and those it lacks. */
function previousRelease(olderBy: number): { dir: string; missing: string[] } {
  const dir = path.join(root, 'migrations');
  cpSync(migrationsDir, dir, { recursive: true });
  const journal = journalOf(dir);
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, -olderBy) }),
  );
  return { dir, missing: journal.entries.slice(-olderBy).map((e) => e.tag) };
}

/** The tables the given migrations create. */
function tablesCreatedBy(tags: string[]): string[] {
  return tags.flatMap((tag) =>
    [...readFileSync(path.join(migrationsDir, `${tag}.sql`), 'utf8').matchAll(/CREATE TABLE "(\w+)"/g)].map(
      (m) => m[1]!,
    ),
  );
}

const OLD_ROWS = `
  insert into companies (name) values ('旧版本单位');
  insert into users (mobile, real_name) values ('13700000000', '老用户');
  insert into memberships (user_id, company_id, role)
    select u.id, c.id, 0 from users u, companies c where u.mobile = '13700000000' and c.name = '旧版本单位';`;

async function facts(dataDir: string, tables: string[]) {
  const db = await PGlite.create({ dataDir });
  try {
    const applied = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const present = await db.query<{ t: string | null }>(
      `select to_regclass('public.' || name)::text as t from unnest($1::text[]) as name`,
      [tables],
    );
    const member = await db.query<{ company: string; name: string; role: number }>(
      `select c.name as company, u.real_name as name, m.role from memberships m
       join users u on u.id = m.user_id join companies c on c.id = m.company_id where u.mobile = '13700000000'`,
    );
    return { applied: applied.rows[0]!.n, present: present.rows.filter((r) => r.t).length, member: member.rows };
  } finally {
    await db.close();
  }
}

// An embedded data dir: once, in the PGlite project (the PostgreSQL project migrates its own template database).
describe.skipIf(!pgliteTemplate)('upgrading a data dir of the previous release', () => {
  it('migrates it on start and keeps its rows', async () => {
    const previous = previousRelease(OLDER_BY);
    const newTables = tablesCreatedBy(previous.missing);
    const dataDir = path.join(root, 'db');
    const old = await PGlite.create({ dataDir });
    await migrate(drizzle(old), { migrationsFolder: previous.dir });
    await old.exec(OLD_ROWS);
    await old.close();
    const all = journalOf(migrationsDir).entries.length;
    const oldRow = [{ company: '旧版本单位', name: '老用户', role: 0 }];
    expect(await facts(dataDir, newTables)).toEqual({ applied: all - OLDER_BY, present: 0, member: oldRow });

    // What the server's start does with the data dir before it seeds and listens (server/src/bootstrap.ts).
    const database = await openDatabase({ dataDir, migrationsDir });
    await database.migrate();
    await database.close();
    expect(await facts(dataDir, newTables)).toEqual({ applied: all, present: newTables.length, member: oldRow });
  }, 120_000);
});
