// Probes the server with hostile JSON bodies (deeply nested, unsigned) while timing /api/health.
// Loopback only; stops by itself. Usage: BASE=http://127.0.0.1:8970 node scripts/probe-hostile-bodies.mjs
// Prints the status codes the hostile bodies got and the health check's p50 / p99 / max in ms, first without hostile
// traffic (the machine's own noise: BASELINE checks), then while the hostile bodies arrive. The bodies are sent from a
// worker thread, so that the health checks time the server and not this process's own event loop, busy sending.
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

const base = process.env.BASE ?? 'http://127.0.0.1:8970';
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('BASE must be a loopback address');
const bodies = Number(process.env.BODIES ?? 300);
// The call the bodies go to (default the public password log-in, a call the audit's login log records).
const target = process.env.TARGET ?? '/api/account-enterprise/user/v1/login-pc';
const depth = Number(process.env.DEPTH ?? 100_000);
// About 195 KB: an object holding `depth` nested arrays ([[[...]]]).
const body = Buffer.from(`{"username":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`);

// The worker only sends; the main thread times.
if (!isMainThread) {
  parentPort.postMessage(Object.fromEntries(await sendHostile()));
  process.exit(0);
}

const timings = [];
let hostileDone = false;
async function timedHealth() {
  const started = performance.now();
  await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
  return performance.now() - started;
}
async function pollHealth() {
  while (!hostileDone) {
    timings.push(await timedHealth());
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function summary(values) {
  if (values.length === 0) return 'no checks';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `${sorted.length} checks: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

const baseline = [];
for (let i = 0; i < Number(process.env.BASELINE ?? 200); i++) {
  baseline.push(await timedHealth());
  await new Promise((resolve) => setTimeout(resolve, 5));
}

async function sendHostile() {
  const statuses = new Map();
  const one = async () => {
    const res = await fetch(`${base}${target}?ttf=${Date.now()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign: 'AAAA' },
      body,
    }).catch(() => ({ status: 'network error' }));
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  };
  // 30 at a time, so the health checks interleave.
  for (let i = 0; i < bodies; i += 30) await Promise.all(Array.from({ length: Math.min(30, bodies - i) }, one));
  return statuses;
}

function sendHostileFromWorker() {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url));
    worker.once('message', (statuses) => {
      hostileDone = true;
      resolve(statuses);
    });
    worker.once('error', reject);
  });
}

// A round of 300 leaves time for some fifty checks, too few for a p99; ROUNDS pools the checks of several rounds.
const rounds = Number(process.env.ROUNDS ?? 5);
for (let round = 1; round <= rounds; round++) {
  hostileDone = false;
  const before = timings.length;
  const [statuses] = await Promise.all([sendHostileFromWorker(), pollHealth()]);
  console.log(
    `round ${round}: body ${(body.length / 1024).toFixed(0)} KB x ${bodies}, statuses`,
    statuses,
    `/api/health ${summary(timings.slice(before))}`,
  );
}
console.log(`/api/health without hostile bodies, ${summary(baseline)}`);
console.log(`/api/health while they arrive (${rounds} rounds), ${summary(timings)}`);
