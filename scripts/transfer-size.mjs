// Measures what opening the console costs a browser: bytes on the wire (as DevTools' "transferred": compressed bodies
// plus headers), bytes after decoding, requests, and the time until the page is loaded and the network idle. Starts
// the built server on a fresh demo data dir, then in Chromium opens /login and, logged in as the demo chief, /dashboard:
// each cold (a new browser context: empty cache, the session in localStorage) RUNS times, the median printed, and once
// more warm (a second visit in the same context: what the cache saves). Once on localhost as it is and once throttled
// to a modest office line (THROTTLE below), where the bytes show in the time.
// Usage: npm run build && npm run bench:transfer      env: PORT (8962), RUNS (3)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, logInAsChief, startBuiltServer, waitForHealth } from './harness.mjs';

const port = Number(process.env.PORT ?? 8962);
const base = `http://127.0.0.1:${port}`;
const RUNS = Number(process.env.RUNS ?? 3);
/** 20 Mbit/s down, 5 up, 40 ms round trip: the console used across a city rather than on the server itself. */
const THROTTLE = { offline: false, latency: 40, downloadThroughput: 2_500_000, uploadThroughput: 625_000 };
const PROFILES = [
  { name: 'localhost', conditions: null },
  { name: '20 Mbit/s, 40 ms', conditions: THROTTLE },
];
const PAGES = [
  { route: '/login', loggedIn: false },
  { route: '/dashboard', loggedIn: true },
];

/**
 * Opens `url` in a new page of `context` and resolves, once the network is idle, to what it cost: wire and decoded
 * bytes, requests, how many came from the cache without asking the server, and milliseconds from the navigation to the
 * load event, to the last static file (scripts, styles, the province map: what compression and caching change) and to
 * the last response of any kind (API calls included).
 */
async function visit(context, url, conditions) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (conditions) await cdp.send('Network.emulateNetworkConditions', conditions);
  const totals = { wire: 0, decoded: 0, requests: 0, cached: 0 };
  const wireByType = {};
  const types = new Map();
  const urls = new Map();
  let first = Infinity;
  let last = 0;
  let lastAsset = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    first = Math.min(first, e.timestamp);
    types.set(e.requestId, e.type ?? 'Other');
    urls.set(e.requestId, new URL(e.request.url).pathname);
  });
  cdp.on('Network.requestServedFromCache', () => totals.cached++);
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache) totals.cached++;
  });
  cdp.on('Network.dataReceived', (e) => {
    totals.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    totals.requests++;
    totals.wire += e.encodedDataLength;
    const type = types.get(e.requestId) ?? 'Other';
    wireByType[type] = (wireByType[type] ?? 0) + e.encodedDataLength;
    last = Math.max(last, e.timestamp);
    if (!/^\/(api|socket\.io)\//.test(urls.get(e.requestId) ?? '')) lastAsset = Math.max(lastAsset, e.timestamp);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const loadMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
  await page.close();
  const since = (t) => (t - first) * 1000;
  return { ...totals, loadMs, assetsMs: since(lastAsset), idleMs: since(last), wireByType };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function row(label, r) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(0).padStart(6)} KB`;
  const ms = (t) => `${t.toFixed(0).padStart(6)} ms`;
  return (
    `${label.padEnd(34)}${kb(r.wire)} wire ${kb(r.decoded)} decoded ${String(r.requests).padStart(4)} req ` +
    `${String(r.cached).padStart(3)} cached  load ${ms(r.loadMs)}  assets ${ms(r.assetsMs)}  idle ${ms(r.idleMs)}`
  );
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'transfer-size-'));
const server = startBuiltServer(port, dataDir, { SEED_USE_RECORDS: process.env.SEED_USE_RECORDS ?? '5000' });
const browser = await launchChromium();
try {
  await waitForHealth(server, base, 10);
  const loginContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await logInAsChief(await loginContext.newPage(), base);
  const session = await loginContext.storageState();
  await loginContext.close();

  // One visit each first, so that the server's own first-request costs (compiling, caches) do not count.
  for (const { route, loggedIn } of PAGES) {
    const context = await browser.newContext(loggedIn ? { storageState: session } : {});
    await visit(context, base + route, null);
    await context.close();
  }

  for (const { name, conditions } of PROFILES) {
    console.log(`\n${name}`);
    for (const { route, loggedIn } of PAGES) {
      const cold = [];
      let warm;
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 1440, height: 900 },
          ...(loggedIn ? { storageState: session } : {}),
        });
        cold.push(await visit(context, base + route, conditions));
        if (run === 0) warm = await visit(context, base + route, conditions);
        await context.close();
      }
      const keys = Object.keys(cold[0]).filter((k) => k !== 'wireByType');
      const mid = Object.fromEntries(keys.map((k) => [k, median(cold.map((r) => r[k]))]));
      console.log(row(`${route} cold (median of ${RUNS})`, mid));
      console.log(row(`${route} warm (second visit)`, warm));
      const typical = cold.find((r) => r.wire === mid.wire) ?? cold[0];
      const byType = Object.entries(typical.wireByType).sort((a, b) => b[1] - a[1]);
      console.log(`  wire by type (cold): ${byType.map(([t, b]) => `${t} ${(b / 1024).toFixed(0)} KB`).join(', ')}`);
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
