// Measures the dashboard calls for the wall display at scale: a PGlite data dir seeded with SEED_DEVICES
// (default 10,000) devices, the server from source (tsx) or SERVER_FILE, signed requests like the console's. Each
// call is asked SAMPLES times one after the other (a wall display polls, it does not hammer), then CONCURRENT at once;
// the table gives latency percentiles and the size of the answer.
//
//   node scripts/bench-dashboard.mjs
//   env: SEED_DEVICES (10000), SEED_USE_RECORDS (100000), SAMPLES (30), CONCURRENT (20), REUSE_DATA=<dir> (a data
//        dir of an earlier run: no seeding), KEEP_DATA=1, SERVER_FILE (default: server/src/server.ts through tsx)
import { spawn } from 'node:child_process';
import { sign as signData } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForHealth } from './harness.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DEVICES = Number(process.env.SEED_DEVICES ?? 10_000);
const RECORDS = Number(process.env.SEED_USE_RECORDS ?? 100_000);
const SAMPLES = Number(process.env.SAMPLES ?? 30);
const CONCURRENT = Number(process.env.CONCURRENT ?? 20);
const PORT = 20_000 + Math.floor(Math.random() * 20_000);
const BASE = `http://127.0.0.1:${PORT}`;

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
let stamp = 0;

async function call(method, url, payload = {}, token = undefined) {
  const tsKey = method === 'GET' ? 't' : 'ttf';
  // Distinct timestamps: two requests with the same payload and time would be one replayed signature.
  const ts = String(Math.max(Date.now(), ++stamp));
  stamp = Number(ts);
  const sign = signData(
    'sha256',
    Buffer.from(canonicalString(method, url, payload, { key: tsKey, value: ts })),
    signingKey,
  );
  const headers = { clientType: '0', sign: sign.toString('base64'), 'sign-version': '2' };
  if (token) headers.token = token;
  let target = `${BASE}${url}?${tsKey}=${ts}`;
  let body;
  if (method === 'GET') target = `${BASE}${url}?${new URLSearchParams({ ...payload, [tsKey]: ts })}`;
  else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const started = performance.now();
  const res = await fetch(target, { method, headers, body });
  const text = await res.text();
  const ms = performance.now() - started;
  const envelope = JSON.parse(text);
  if (envelope.code !== 0) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return { data: envelope.data, ms, bytes: text.length };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(name, url, payload, token) {
  // The first read (nothing kept yet: the use-time trends are kept briefly), then warm.
  const first = (await call('GET', url, payload, token)).ms;
  for (let i = 0; i < 2; i++) await call('GET', url, payload, token);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const r = await call('GET', url, payload, token);
    times.push(r.ms);
    bytes = r.bytes;
  }
  const burstStart = performance.now();
  const burst = await Promise.all(Array.from({ length: CONCURRENT }, () => call('GET', url, payload, token)));
  const burstMs = performance.now() - burstStart;
  times.sort((a, b) => a - b);
  return {
    call: name,
    'first ms': Math.round(first),
    'p50 ms': +pct(times, 50).toFixed(1),
    'p95 ms': +pct(times, 95).toFixed(1),
    'max ms': +times.at(-1).toFixed(1),
    [`${CONCURRENT} at once, ms`]: Math.round(burstMs),
    'slowest of them, ms': Math.round(Math.max(...burst.map((b) => b.ms))),
    'answer KB': +(bytes / 1024).toFixed(1),
  };
}

async function main() {
  const dataDir = process.env.REUSE_DATA ?? mkdtempSync(path.join(os.tmpdir(), 'seal-dash-'));
  const env = {
    ...process.env,
    APP_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SEED_DEVICES: String(DEVICES),
    SEED_USE_RECORDS: String(RECORDS),
    SIMULATOR_RATE: '0',
    LOG_LEVEL: 'warn',
  };
  const args = process.env.SERVER_FILE
    ? [process.env.SERVER_FILE]
    : ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')];
  console.log(`data dir ${dataDir}${process.env.REUSE_DATA ? '' : `; seeding ${DEVICES} devices on first start`}…`);
  const t0 = Date.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(child, BASE);
    console.log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    signingKey = (await (await fetch(`${BASE}/api/runtime-config`)).json()).data.signingKey;
    const login = await call('POST', '/api/account-enterprise/account/v2/user/login-by-username', {
      username: 'zhangwei',
      password: 'Demo@2026',
    });
    const units = await call('GET', '/api/account-enterprise/company/v1/list-by-user', {}, login.data.token);
    const unit = units.data.find((u) => u.parentId === null);
    const chosen = await call(
      'POST',
      '/api/account-enterprise/account/v2/user/get-info',
      { companyId: unit.companyId },
      login.data.token,
    );
    const token = chosen.data.token;
    const rows = [
      await measure('org device map', '/api/operate/device/v1/org-device-map', {}, token),
      await measure('home-page map', '/api/operate/dashboard/v1/home-page-map', {}, token),
      await measure('head-statis-num', `/api/operate/dashboard/v1/${unit.companyId}/head-statis-num`, {}, token),
      await measure('device use times 30d', '/api/operate/device/v1/device-use-times', { range: '30d' }, token),
      await measure('device use times 12m', '/api/operate/device/v1/device-use-times', { range: '12m' }, token),
      await measure('layout', '/api/operate/dashboard/v1/layout', {}, token),
      await measure('backfill 200 events', '/api/operate/realtime/v1/events', { afterId: 0, limit: 200 }, token),
    ];
    const map = await call('GET', '/api/operate/device/v1/org-device-map', {}, token);
    console.log(`devices on the map: ${map.data.total}`);
    console.table(rows);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (!process.env.REUSE_DATA && process.env.KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
