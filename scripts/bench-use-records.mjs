// Benchmark of the use-record list (DESIGN section 9, issue 6): the built server on 127.0.0.1 with a fresh PGlite data
// dir seeded at SEED_USE_RECORDS (default 1,000,000) use records, signed requests like the console's, 50 concurrent
// clients for DURATION seconds each on page 1, page 100 and a filtered query (device + date range + use type).
//
//   npm run build:server && node scripts/bench-use-records.mjs
//   env: SEED_USE_RECORDS (1000000), CONNECTIONS (50), DURATION (15), DATA_DIR (a fresh temp dir), KEEP_DATA=1,
//        REUSE_DATA=<dir> (skip the seeding: a data dir of an earlier run)
//
// No load generator is installed, so this is a small concurrent loop on Node's fetch (undici) with keep-alive; it
// reports requests/s and the p50/p90/p99/max latencies it measured. Every request carries its own signature (the
// server refuses a replayed one), signed ahead of each run so the client does not compete with the server for CPU.
import { spawn } from 'node:child_process';
import { sign as signData } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const serverFile = path.join(root, 'dist', 'server', 'server.js');
const RECORDS = Number(process.env.SEED_USE_RECORDS ?? 1_000_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 15);
const PORT = 20_000 + Math.floor(Math.random() * 20_000);
const BASE = `http://127.0.0.1:${PORT}`;
const LIST_URL = '/api/operate/use-record/v1/list';

if (!existsSync(serverFile)) {
  console.error('dist/server/server.js is missing: run `npm run build:server` first');
  process.exit(1);
}

// The canonical string of contract/signing.ts (kept in step by the signature tests of the server).
function canonicalString(payload, timestamp) {
  const fields = { ...payload, [timestamp.key]: timestamp.value };
  return Object.keys(fields)
    .filter((key) => fields[key] !== null && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${typeof fields[key] === 'object' ? JSON.stringify(fields[key]) : String(fields[key])}`)
    .join('&');
}

let signingKey = '';

function signed(method, url, payload, token) {
  const tsKey = method === 'GET' ? 't' : 'ttf';
  const ts = String(Date.now());
  const sign = signData(
    'sha256',
    Buffer.from(canonicalString(payload, { key: tsKey, value: ts })),
    signingKey,
  ).toString('base64');
  const headers = { clientType: '0', sign };
  if (token) headers.token = token;
  if (method === 'GET') {
    const query = new URLSearchParams({ ...payload, [tsKey]: ts });
    return { url: `${BASE}${url}?${query}`, init: { method, headers } };
  }
  headers['content-type'] = 'application/json';
  return { url: `${BASE}${url}?${tsKey}=${ts}`, init: { method, headers, body: JSON.stringify(payload) } };
}

async function call(method, url, payload, token) {
  const { url: full, init } = signed(method, url, payload, token);
  const res = await fetch(full, init);
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

async function waitForHealth(child) {
  const deadline = Date.now() + 60 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not start');
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs one scenario: CONNECTIONS loops sending pre-signed GETs for DURATION seconds. */
async function run(name, payload, token, url = LIST_URL) {
  // Warm up (first count of a filter, caches, JIT), then sign the requests of the run ahead.
  for (let i = 0; i < 20; i++) await call('GET', url, payload, token);
  const pool = [];
  const expected = Math.ceil(DURATION * 1500);
  for (let i = 0; i < expected; i++) pool.push(signed('GET', url, payload, token));
  let next = 0;
  const latencies = [];
  let errors = 0;
  let firstError = null;
  let total = null;
  const started = performance.now();
  const until = started + DURATION * 1000;
  const worker = async () => {
    while (performance.now() < until && next < pool.length) {
      const request = pool[next++];
      const t0 = performance.now();
      try {
        const res = await fetch(request.url, request.init);
        const body = await res.json();
        if (body.code !== 0) {
          errors++;
          firstError ??= `${body.code} ${body.msg}`;
        } else total = body.data.total;
      } catch (error) {
        errors++;
        firstError ??= String(error);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const row = {
    scenario: name,
    requests: latencies.length,
    errors,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': +percentile(latencies, 50).toFixed(1),
    'p90 ms': +percentile(latencies, 90).toFixed(1),
    'p99 ms': +percentile(latencies, 99).toFixed(1),
    'max ms': +latencies[latencies.length - 1].toFixed(1),
    total,
  };
  if (firstError) row.firstError = firstError;
  if (next >= pool.length) row.note = 'ran out of pre-signed requests';
  return row;
}

async function main() {
  const dataDir = process.env.REUSE_DATA ?? process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'seal-bench-'));
  const env = {
    ...process.env,
    APP_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SEED_USE_RECORDS: String(RECORDS),
    LOG_LEVEL: 'warn',
  };
  console.log(`data dir ${dataDir}; seeding ${RECORDS} use records on first start (PGlite)…`);
  const t0 = Date.now();
  // A copy under its own name: the benchmark's server is told apart from any other server.js on the machine.
  const benchFile = path.join(root, 'dist', 'server', 'bench-use-records-server.js');
  copyFileSync(serverFile, benchFile);
  const child = spawn(process.execPath, [benchFile], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(child);
    console.log(`server ready after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const runtime = await (await fetch(`${BASE}/api/runtime-config`)).json();
    signingKey = runtime.data.signingKey;
    const login = await call('POST', '/api/account-enterprise/account/v2/user/login-by-username', {
      username: 'zhangwei',
      password: 'Demo@2026',
    });
    const units = await call('GET', '/api/account-enterprise/company/v1/list-by-user', {}, login.token);
    const unit = units.find((u) => u.companyName === '演示科技有限公司');
    const chosen = await call(
      'POST',
      '/api/account-enterprise/account/v2/user/get-info',
      { companyId: unit.companyId },
      login.token,
    );
    const token = chosen.token;
    const month = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 7);
    const scenarios = [
      ['page 1', { pageNum: '1', pageSize: '10' }],
      ['page 100', { pageNum: '100', pageSize: '10' }],
      [
        'device + date range + use type',
        {
          pageNum: '1',
          pageSize: '10',
          deviceId: 'SD00042',
          dateFrom: `${month}-01`,
          dateTo: `${month}-28`,
          useType: '0',
        },
      ],
    ];
    const rows = [];
    if (process.env.BASELINE) {
      // The protocol alone (signature, replay check, session, grants): a call that reads one small count.
      rows.push(await run('baseline: message count-unread', {}, token, '/api/application/message/v1/count-unread'));
      console.log(rows[rows.length - 1]);
    }
    for (const [name, payload] of scenarios) {
      rows.push(await run(name, payload, token));
      console.log(rows[rows.length - 1]);
    }
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per scenario, ${RECORDS} use records (PGlite):`);
    console.table(rows);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    if (!process.env.KEEP_DATA && !process.env.REUSE_DATA && !process.env.DATA_DIR) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
