// Cost of the audit log per mutating call: the append (head row lock, record hash, Ed25519-signed head, one insert
// + head update) inside the call's transaction, on a fresh migrated PGlite in memory (or DATABASE_URL's PostgreSQL,
// whose audit tables must be empty of this bench's unit). Three scenarios, ITERATIONS (2000) times each, one after
// another like calls of one unit:
//   - call:        a transaction with one representative write (an insert into a scratch table);
//   - call+audit:  the same write and the audit append in the same transaction (what http/route.ts does);
//   - append only: the append alone, timed inside its transaction.
//
//   node --import tsx scripts/bench-audit.ts        env: ITERATIONS (2000), DATABASE_URL (PostgreSQL instead)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fileTypeAdd } from '../contract/file-type';
import type { Config } from '../server/src/config';
import { migrationsDirOf, openDatabase, type Db } from '../server/src/db/client';
import { inCallTransaction } from '../server/src/db/ambient';
import type { Deps } from '../server/src/deps';
import type { CallFacts } from '../server/src/http/call-audit';
import { callAudit } from '../server/src/modules/audit';

const ITERATIONS = Number(process.env.ITERATIONS ?? 2000);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-audit-'));

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrationsDir: migrationsDirOf(root) });
await database.migrate();
const db = database.db;
await db.execute(sql`create temporary table bench_scratch (id serial primary key, name text not null, at timestamptz)`);

const deps = { db, config: { mode: 'demo', dataDir } as Config, now: () => new Date() } as unknown as Deps;
const audit = callAudit(deps);
const companyId = 900_000 + Math.floor(Math.random() * 90_000);
const facts: CallFacts = {
  endpoint: fileTypeAdd,
  session: { sessionId: 1, kind: 'staff', userId: 1, sysAccountId: null, companyId, expiresAt: new Date() },
  input: { name: '合同', remark: '' },
  ip: '127.0.0.1',
  userAgent: 'bench-audit',
};
const ok = { code: 0, reason: null, data: { id: 1 } };

const write = (tx: Db) => tx.execute(sql`insert into bench_scratch (name, at) values ('合同', now())`);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function measure(name: string, run: () => Promise<number | void>) {
  for (let i = 0; i < 200; i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    const inner = await run();
    samples.push(typeof inner === 'number' ? inner : performance.now() - start);
  }
  const s = stats(samples);
  console.log(
    `${name.padEnd(14)} p50 ${s.p50.toFixed(3)} ms   p95 ${s.p95.toFixed(3)} ms   p99 ${s.p99.toFixed(3)} ms`,
  );
  return s;
}

console.log(`${database.kind}, ${ITERATIONS} calls each`);
const plain = await measure('call', () => db.transaction(async (tx) => void (await write(tx))));
const audited = await measure('call+audit', () =>
  inCallTransaction(
    db,
    () => write(db),
    (tx) => audit.append(tx, facts, ok),
  ).then(() => undefined),
);
await measure('append only', () =>
  db.transaction(async (tx) => {
    const start = performance.now();
    await audit.append(tx, facts, ok);
    return performance.now() - start;
  }),
);
console.log(`audit cost per mutating call (p50 difference): ${(audited.p50 - plain.p50).toFixed(3)} ms`);

await database.close();
rmSync(dataDir, { recursive: true, force: true });
