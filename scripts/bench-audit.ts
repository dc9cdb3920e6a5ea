// Cost of the audit log per mutating call: the append (head row lock, record hash, Ed25519-signed head, one insert
// + head update) inside the call's transaction, on a fresh migrated PGlite in memory (or DATABASE_URL's PostgreSQL,
// whose audit tables must be empty of this bench's unit). Three scenarios, ITERATIONS (2000) times each, one after
// another like calls of one unit, in turn (one call of each per round, so that the machine's load weighs on all alike):
//   - call:        a transaction with one representative write (an insert into a scratch table);
//   - call+audit:  the same write and the audit append in the same transaction (what http/route.ts does);
//   - append only: the append alone, timed inside its transaction (the head this process last wrote is tried first);
//   - append, head not known: the same by a recorder that remembers no head (another node's append).
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
/** The same call of another unit: a chain of its own, so that its appends move no head the others remember. */
const otherFacts: CallFacts = { ...facts, session: { ...facts.session!, companyId: companyId + 1 } };

const write = (tx: Db) => tx.execute(sql`insert into bench_scratch (name, at) values ('合同', now())`);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** A scenario's run: resolves with its own timing in ms, or nothing to be timed whole. */
type Run = () => Promise<number | void>;

/**
 * Runs the scenarios in turn, one call of each per round, so that whatever else the machine does weighs on all of
 * them alike; prints each one's p50/p95/p99.
 */
async function measureInTurn(scenarios: Record<string, Run>) {
  const samples = new Map(Object.keys(scenarios).map((name) => [name, [] as number[]]));
  for (let round = -200; round < ITERATIONS; round++) {
    for (const [name, run] of Object.entries(scenarios)) {
      const start = performance.now();
      const inner = await run();
      if (round >= 0) samples.get(name)!.push(typeof inner === 'number' ? inner : performance.now() - start);
    }
  }
  const out = new Map<string, ReturnType<typeof stats>>();
  for (const [name, values] of samples) {
    const s = stats(values);
    out.set(name, s);
    console.log(
      `${name.padEnd(24)} p50 ${s.p50.toFixed(3)} ms   p95 ${s.p95.toFixed(3)} ms   p99 ${s.p99.toFixed(3)} ms`,
    );
  }
  return out;
}

/** The append alone, timed inside its transaction. */
const appendOnly =
  (recorder: typeof audit, of = facts) =>
  () =>
    db.transaction(async (tx) => {
      const start = performance.now();
      await recorder.append(tx, of, ok);
      return performance.now() - start;
    });

console.log(`${database.kind}, ${ITERATIONS} calls each`);
const results = await measureInTurn({
  call: () => db.transaction(async (tx) => void (await write(tx))),
  'call+audit': () =>
    inCallTransaction(
      db,
      () => write(db),
      (tx) => audit.append(tx, facts, ok),
    ).then(() => undefined),
  'append only': appendOnly(audit),
  // A recorder of its own each time knows no head: the path of another node's append (and of every append before
  // the head was remembered), lock and read the head, then write.
  'append, head not known': () => appendOnly(callAudit({ ...deps }), otherFacts)(),
});
const cost = results.get('call+audit')!.p50 - results.get('call')!.p50;
console.log(`audit cost per mutating call (p50 difference): ${cost.toFixed(3)} ms`);

await database.close();
rmSync(dataDir, { recursive: true, force: true });
