// Probes the server with hostile JSON bodies (deeply nested, unsigned) while timing /api/health.
// Loopback only; stops by itself. Usage: BASE=http://127.0.0.1:8970 node scripts/probe-hostile-bodies.mjs
// Prints the status codes the hostile bodies got and the health check's p50 / p99 / max in ms, first without hostile
// traffic (the machine's own noise: BASELINE checks), then while the hostile bodies arrive.
const base = process.env.BASE ?? 'http://127.0.0.1:8970';
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('BASE must be a loopback address');
const bodies = Number(process.env.BODIES ?? 300);
// The call the bodies go to (default the public password log-in, a call the audit's login log records).
const target = process.env.TARGET ?? '/api/account-enterprise/user/v1/login-pc';
const depth = Number(process.env.DEPTH ?? 100_000);
// About 391 KB: an object holding `depth` nested arrays ([[[...]]]), as the issue measured.
const body = `{"username":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;

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
  hostileDone = true;
  return statuses;
}

const [statuses] = await Promise.all([sendHostile(), pollHealth()]);
console.log(`body ${(body.length / 1024).toFixed(0)} KB x ${bodies}; statuses`, Object.fromEntries(statuses));
console.log(`/api/health without hostile bodies, ${summary(baseline)}`);
console.log(`/api/health while they arrive, ${summary(timings)}`);
