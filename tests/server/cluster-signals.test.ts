/**
 * Signals between server nodes (server/src/lib/cluster-signals.ts): on one node they stay in the process; on
 * PostgreSQL (server-pg project) they reach the other nodes by NOTIFY, with a transaction's only once it commits,
 * and a node whose listening connection broke listens again and hears `null` (it may have missed some).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDirOf, openDatabase, type Database } from '../../server/src/db/client';
import { findRootDir } from '../../server/src/config';
import { ClusterSignals, SIGNAL_APPLICATION, postgresSignalLink } from '../../server/src/lib/cluster-signals';
import { copyTemplateDatabase } from './helpers';

type Signals = { ping: number };

const testDb = inject('testDb');

async function until(check: () => boolean, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function recorder(signals: ClusterSignals<Signals>): Array<number | null> {
  const heard: Array<number | null> = [];
  signals.on('ping', (n) => heard.push(n));
  return heard;
}

describe('one node', () => {
  it('runs its own handlers at once, in the order they subscribed, until unsubscribed', () => {
    const signals = new ClusterSignals<Signals>();
    const heard: string[] = [];
    const off = signals.on('ping', (n) => heard.push(`first ${n}`));
    signals.on('ping', (n) => heard.push(`second ${n}`));
    signals.send('ping', 1);
    off();
    signals.send('ping', 2);
    expect(heard).toEqual(['first 1', 'second 1', 'second 2']);
  });
});

describe.skipIf(testDb.kind !== 'postgres')('nodes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let copy: Awaited<ReturnType<typeof copyTemplateDatabase>>;
  let database: Database;
  let x: ClusterSignals<Signals>;
  let y: ClusterSignals<Signals>;

  beforeAll(async () => {
    if (testDb.kind !== 'postgres') return;
    copy = await copyTemplateDatabase(testDb);
    database = await openDatabase({ databaseUrl: copy.url, migrationsDir: migrationsDirOf(findRootDir()) });
    x = new ClusterSignals<Signals>();
    y = new ClusterSignals<Signals>();
    await x.connect(postgresSignalLink(copy.url));
    await y.connect(postgresSignalLink(copy.url));
  });
  afterAll(async () => {
    await Promise.all([x?.close(), y?.close(), database?.close()]);
    await copy?.drop();
  });

  it('a signal reaches the other node once, and the sender at once', async () => {
    const [onX, onY] = [recorder(x), recorder(y)];
    x.send('ping', 1);
    expect(onX).toEqual([1]);
    await until(() => onY.length > 0, 2_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(onY).toEqual([1]);
    expect(onX).toEqual([1]);
  });

  it("a transaction's signal reaches the others when it commits, and never when it rolls back", async () => {
    const onY = recorder(y);
    await database.db
      .transaction(async (tx) => {
        await x.sendToOthersIn(tx, 'ping', 2);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await x.sendToOthersIn(tx, 'ping', 3);
      await new Promise((r) => setTimeout(r, 150));
      expect(onY).toEqual([]);
    });
    await until(() => onY.length > 0, 2_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(onY).toEqual([3]);
  });

  it('a node whose listening connection broke listens again, hears null (it may have missed some), then hears again', async () => {
    const onY = recorder(y);
    const admin = new pg.Client({ connectionString: copy.url });
    await admin.connect();
    try {
      const ended = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = $1 and query ilike 'LISTEN%'`,
        [SIGNAL_APPLICATION],
      );
      expect(ended.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await until(() => onY.includes(null), 5_000);
    x.send('ping', 4);
    await until(() => onY.includes(4), 2_000);
  });
});
