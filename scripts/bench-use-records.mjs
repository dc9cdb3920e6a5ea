// Benchmark of the use-record list (DESIGN section 9): the built server on 127.0.0.1 with a PGlite data dir
// seeded at SEED_USE_RECORDS (default 1,000,000) use records, signed requests like the console's, 50 concurrent
// clients (autocannon) for DURATION seconds each on page 1, page 100 and a filtered query (device + date range + use
// type), and pages 1 to 100 in turn (no two concurrent requests alike, so none share a read: see
// server/src/db/coalesce.ts); BASELINE=1 first measures a call that reads one small count of its own (the cost of the
// request protocol and one statement).
//
//   npm run build:server && node scripts/bench-use-records.mjs
//   env: SEED_USE_RECORDS (1000000), CONNECTIONS (50), DURATION (15), WARMUP (5: seconds of the same load first, not
//        counted), SERVER_WARMUP (20: seconds more of warm-up before the first scenario only), RATE (the pool:
//        pre-signed requests per second of load, 2500), DATA_DIR (default a fresh temp dir), KEEP_DATA=1, REUSE_DATA=<dir> (a data dir of an earlier run: no seeding), BASELINE=1,
//        PORT (random), ONLY=<text>[,<text>...] (the scenarios whose name holds one of them), SIMULATOR_RATE (0: the demo's device
//        simulator is off), SERVER_FILE (dist/server/server.js), SERVER_NODE_ARGS (e.g.
//        "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server), WRITE_RATE (0: stamps a second written
//        during every scenario's load, warm-up included), STAMP_COST=1
//
// STAMP_COST=1 (with WRITE_RATE) measures the writes alone instead of the list: the server's CPU (all threads) per
// stamp, less what it uses idle, over DURATION seconds of stamps at WRITE_RATE and no list load. A stamp's CPU is CPU
// the list's requests cannot use: on two cores it decides how far the list slows under writes.
//
// WRITE_RATE=10 writes that many stamps a second while the list is read, sent on a timer whether or not the earlier
// ones were answered; each scenario's row says how many were written while it was measured, and their latency.
// WRITE_PATH=gateway (the default): each stamp is what a device sends, signed, with its device token: a trial stamp
// (use type 2, now) of one of the demo unit's devices SD00002-SD00200 in turn, then its photo when the answer asks
// for one (the record's photo count changes). WRITE_PATH=simulator: each is one move of the device simulator
// (POST /api/dev/simulate?kind=stamp: a networked use through the same gateway services, a rendered photo, and an
// authorisation granted and activated when the open ones run out; far more work per stamp).
//
// Every request carries its own signature (the server refuses a replayed one). They are signed before each run and
// handed out by autocannon's setupRequest, so the load generator spends no CPU on DSA signing during the run; should
// the pool run dry, the rest is signed on the fly and the row says how many.
import { spawn } from 'node:child_process';
import { sign as signData } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForHealth } from './harness.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const serverFile = path.resolve(root, process.env.SERVER_FILE ?? path.join('dist', 'server', 'server.js'));
const RECORDS = Number(process.env.SEED_USE_RECORDS ?? 1_000_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 15);
const RATE = Number(process.env.RATE ?? 2500);
const WARMUP = Number(process.env.WARMUP ?? 5);
// A server just started compiles its hot paths and fills PGlite's buffer cache for its first seconds under load: the
// first scenario alone would measure that (p99 twice the steady state's), so it is warmed that much longer.
const SERVER_WARMUP = Number(process.env.SERVER_WARMUP ?? 20);
let serverWarm = false;
const PORT = Number(process.env.PORT ?? 20_000 + Math.floor(Math.random() * 20_000));
const BASE = `http://127.0.0.1:${PORT}`;
const LIST_URL = '/api/operate/use-record/v1/list';
const WRITE_RATE = Number(process.env.WRITE_RATE ?? 0);
const WRITE_PATH = process.env.WRITE_PATH ?? 'gateway';
const SIMULATE_URL = '/api/dev/simulate?kind=stamp';
const USE_URL = '/api/operate/device-gateway/v1/use';
const PHOTO_URL = '/api/operate/device-gateway/v1/photo';
/** A 1 x 1 PNG: the device's photo of a stamp. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

if (!existsSync(serverFile)) {
  console.error(`${path.relative(root, serverFile)} is missing: run \`npm run build:server\` first`);
  process.exit(1);
}

// The canonical string of contract/signing.ts, version 2 (kept in step by the signature tests of the server): the
// method, the path (no path parameters here) and the fields as JSON pairs sorted by key; a query carries text.
function canonicalString(method, url, payload, timestamp) {
  const asText = method === 'GET' || method === 'DELETE';
  const entries = Object.entries({ ...payload, [timestamp.key]: timestamp.value })
    .filter(([, value]) => value !== undefined && !(asText && value === null))
    .map(([key, value]) => [key, asText || key === timestamp.key ? String(value) : value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return ['v2', method, url, JSON.stringify(entries)].join('\n');
}

let signingKey = '';

/** A signed request: path with the timestamp, headers, body (POST). */
function signed(method, url, payload, token) {
  const tsKey = method === 'GET' ? 't' : 'ttf';
  const ts = String(Date.now());
  const sign = signData(
    'sha256',
    Buffer.from(canonicalString(method, url, payload, { key: tsKey, value: ts })),
    signingKey,
  ).toString('base64');
  const headers = { clientType: '0', sign, 'sign-version': '2' };
  if (token) headers.token = token;
  if (method === 'GET') return { method, path: `${url}?${new URLSearchParams({ ...payload, [tsKey]: ts })}`, headers };
  headers['content-type'] = 'application/json';
  return { method, path: `${url}?${tsKey}=${ts}`, headers, body: JSON.stringify(payload) };
}

async function call(method, url, payload, token) {
  const request = signed(method, url, payload, token);
  const res = await fetch(`${BASE}${request.path}`, request);
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

let serverPid = 0;

const deviceTokens = new Map();
let stampCount = 0;

/** A device's signed call (its token in the headers); `form`: a multipart upload of PHOTO with the text fields. */
async function deviceCall(deviceId, url, payload, form = false) {
  if (!deviceTokens.has(deviceId)) {
    const res = await fetch(`${BASE}/api/dev/device-token?deviceId=${deviceId}`);
    deviceTokens.set(deviceId, (await res.json()).data.deviceToken);
  }
  const request = signed('POST', url, payload);
  const headers = { ...request.headers, deviceId, deviceToken: deviceTokens.get(deviceId) };
  let body = request.body;
  if (form) {
    delete headers['content-type'];
    body = new FormData();
    for (const [key, value] of Object.entries(payload)) body.append(key, value);
    body.append('file', new Blob([PHOTO], { type: 'image/png' }), 'photo.png');
  }
  const res = await fetch(`${BASE}${request.path}`, { method: 'POST', headers, body });
  return res.json();
}

/** One stamp as WRITE_PATH says; the use record's id, or null when none was made. */
async function stampOnce() {
  if (WRITE_PATH === 'simulator') {
    const body = await (await fetch(`${BASE}${SIMULATE_URL}`, { method: 'POST' })).json();
    if (body.code !== 0) throw new Error(body.msg);
    return body.data.useRecordId;
  }
  const deviceId = `SD${String(2 + (stampCount++ % 199)).padStart(5, '0')}`;
  const use = await deviceCall(deviceId, USE_URL, { useType: 2, usedAt: new Date().toISOString() });
  if (use.code !== 0) throw new Error(use.msg);
  if (use.data.photograph) {
    const photo = await deviceCall(deviceId, PHOTO_URL, { useRecordId: String(use.data.useRecordId) }, true);
    if (photo.code !== 0) throw new Error(photo.msg);
  }
  return use.data.useRecordId;
}

/**
 * Stamps at WRITE_RATE a second until stopped: what was asked, written (a use record made), skipped (the simulator
 * found nothing to stamp with), failed, and the latency of the answered ones (a stamp with its photo).
 */
function startWrites() {
  const counts = { asked: 0, written: 0, skipped: 0, failed: 0, latencies: [] };
  if (WRITE_RATE <= 0) return { counts, stop: async () => counts };
  const inFlight = new Set();
  const write = async () => {
    counts.asked++;
    const t0 = performance.now();
    try {
      const id = await stampOnce();
      counts.latencies.push(performance.now() - t0);
      if (id === null) counts.skipped++;
      else counts.written++;
    } catch (error) {
      if (counts.failed++ === 0) console.error(`a stamp failed: ${error.message}`);
    }
  };
  const timer = setInterval(() => {
    const p = write();
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  }, 1000 / WRITE_RATE);
  return {
    counts,
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return counts;
    },
  };
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

const CLOCK_TICKS = 100;

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/**
 * One scenario: CONNECTIONS autocannon connections for DURATION seconds, each request with its own signature.
 * `payload` is the query of every request, or a function of the request's number (requests that differ).
 */
async function run(name, payload, token, url = LIST_URL) {
  const payloadOf = typeof payload === 'function' ? payload : () => payload;
  // Warm up (first count of a filter, caches, JIT) and check the answer.
  let answer;
  for (let i = 0; i < 20; i++) answer = await call('GET', url, payloadOf(i), token);
  const warmup = WARMUP + (serverWarm ? 0 : SERVER_WARMUP);
  serverWarm = true;
  const pool = Array.from({ length: Math.ceil((warmup + DURATION) * RATE) }, (_, i) =>
    signed('GET', url, payloadOf(i), token),
  );
  let next = 0;
  let signedLate = 0;
  const load = (duration) =>
    autocannon({
      url: BASE,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          setupRequest: (request) => {
            const ready = pool[next] ?? (signedLate++, signed('GET', url, payloadOf(next), token));
            next++;
            return { ...request, ...ready };
          },
        },
      ],
    });
  // The same load for `warmup` seconds first, not counted: the server's JIT and heap settle.
  const warmupWrites = startWrites();
  if (warmup > 0) await load(warmup);
  await warmupWrites.stop();
  const writes = startWrites();
  const serverCpu0 = cpuMsOf(serverPid);
  const clientCpu0 = process.cpuUsage();
  const result = await load(DURATION);
  const serverCpu = cpuMsOf(serverPid) - serverCpu0;
  const clientCpu = process.cpuUsage(clientCpu0);
  const written = await writes.stop();
  const row = {
    scenario: name,
    requests: result.requests.total,
    'non-2xx': result.non2xx + result.errors + result.timeouts,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    total: answer?.total,
    // The machine's load average over the last minute when the scenario ended (other processes count too).
    load: +os.loadavg()[0].toFixed(2),
    // CPU time per request (all threads): of the server, and of this process (autocannon), on a machine of 2 cores.
    'server cpu ms': +(serverCpu / result.requests.total).toFixed(2),
    'client cpu ms': +((clientCpu.user + clientCpu.system) / 1000 / result.requests.total).toFixed(2),
  };
  if (signedLate) row['signed late'] = signedLate;
  if (WRITE_RATE > 0) {
    row['stamps/s'] = +(written.written / DURATION).toFixed(1);
    if (written.skipped + written.failed > 0) row['stamps skipped/failed'] = `${written.skipped}/${written.failed}`;
    row['stamp p99 ms'] = percentile(written.latencies, 99);
  }
  return row;
}

/** The server's CPU per stamp (see STAMP_COST): idle for DURATION seconds, then stamping for as long. */
async function stampCost() {
  if (WRITE_RATE <= 0) throw new Error('STAMP_COST needs WRITE_RATE');
  const seconds = (s) => new Promise((resolve) => setTimeout(resolve, s * 1000));
  const warmup = startWrites();
  await seconds(WARMUP);
  await warmup.stop();
  const idle0 = cpuMsOf(serverPid);
  await seconds(DURATION);
  const idleMs = cpuMsOf(serverPid) - idle0;
  const busy0 = cpuMsOf(serverPid);
  const writes = startWrites();
  await seconds(DURATION);
  const written = await writes.stop();
  const busyMs = cpuMsOf(serverPid) - busy0;
  return {
    scenario: 'stamps alone',
    'stamps/s': +(written.written / DURATION).toFixed(1),
    'stamps skipped/failed': `${written.skipped}/${written.failed}`,
    'idle server cpu ms/s': +(idleMs / DURATION).toFixed(1),
    'server cpu ms per stamp': +((busyMs - idleMs) / Math.max(1, written.written)).toFixed(1),
    'stamp p50 ms': percentile(written.latencies, 50),
    'stamp p99 ms': percentile(written.latencies, 99),
  };
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
    // The demo's device simulator writes use records; off unless asked for, so the runs measure the list alone.
    SIMULATOR_RATE: process.env.SIMULATOR_RATE ?? '0',
    LOG_LEVEL: 'warn',
  };
  console.log(`data dir ${dataDir}${process.env.REUSE_DATA ? '' : `; seeding ${RECORDS} use records on first start`}…`);
  const t0 = Date.now();
  // A copy under its own name: the benchmark's server is told apart from any other server.js on the machine.
  const benchFile = path.join(path.dirname(serverFile), 'bench-use-records-server.js');
  copyFileSync(serverFile, benchFile);
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, benchFile], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  serverPid = child.pid;
  try {
    await waitForHealth(child, BASE);
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
      // Not one of the budget's three: requests ask for pages 1 to 100 in turn, so no two at once share a read.
      ['pages 1-100 in turn', (i) => ({ pageNum: String((i % 100) + 1), pageSize: '10' })],
    ];
    const only = process.env.ONLY?.split(',');
    const rows = [];
    if (process.env.STAMP_COST) {
      rows.push(await stampCost());
      console.table(rows);
      return;
    }
    if (process.env.BASELINE) {
      // The protocol alone (signature, replay check, session, grants): a call that reads one small count.
      rows.push(await run('baseline: message count-unread', {}, token, '/api/application/message/v1/count-unread'));
      console.log(rows[rows.length - 1]);
    }
    for (const [name, payload] of scenarios) {
      if (only && !only.some((text) => name.includes(text))) continue;
      rows.push(await run(name, payload, token));
      console.log(rows[rows.length - 1]);
    }
    const writing = WRITE_RATE > 0 ? `, ${WRITE_RATE} stamps a second asked for (${WRITE_PATH})` : '';
    console.log(
      `\n${CONNECTIONS} connections (autocannon), ${DURATION} s per scenario, ` +
        `${process.env.REUSE_DATA ? 'a reused data dir (the unit total: see the rows)' : `${RECORDS} use records`} (PGlite)${writing}; ` +
        `load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}:`,
    );
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
