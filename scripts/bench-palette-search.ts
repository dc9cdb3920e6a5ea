// Latency of the command palette's search (search/v1/quick) as a user types: every prefix of many queries (device
// names and numbers, pinyin initials, member names and phones, application and authorisation numbers) is sent
// signed over HTTP as the demo chief administrator of the 300-device unit, one after another, ROUNDS times. Prints
// the server's p50/p95/max per kind of query and overall, and what the user waits after the last keystroke: the
// palette's debounce plus the p95, and a baseline: the cheapest signed call (the current user), the protocol's cost.
//
//   npm run build && APP_MODE=demo PORT=9231 DATA_DIR=/tmp/bench node dist/server/server.js &   (a demo server)
//   BASE=http://127.0.0.1:9231 node --import tsx scripts/bench-palette-search.ts     env: ROUNDS (3)
import { account, search } from '../contract';
import { PALETTE_DEBOUNCE_MS } from '../src/features/palette/api/quick-search-timing';
import { processStaffSession } from '../tests/support/process-staff';

const BASE = process.env.BASE ?? 'http://127.0.0.1:8080';
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const { token, call } = await processStaffSession(BASE, '13800000000');

async function timed(q: string): Promise<number> {
  const start = performance.now();
  const answer = await call(search.quickSearch, { q }, { token });
  const ms = performance.now() - start;
  if (answer.code !== 0) throw new Error(`${q}: ${answer.code} ${answer.msg}`);
  return ms;
}

/** Real values to type, read from the server itself (a first search per kind). */
async function samples(): Promise<Record<string, string[]>> {
  const first = async (q: string, kind: search.SearchKind) => {
    const answer = await call(search.quickSearch, { q, limit: 10 }, { token });
    return answer.data.groups.find((g) => g.kind === kind)?.hits ?? [];
  };
  const devices = await first('章', 'device');
  const applications = await first('SQ', 'application');
  const authorizations = await first('SQ', 'authorization');
  return {
    'device name': devices.map((d) => d.title.slice(0, 5)),
    'device number': devices.map((d) => d.key),
    'pinyin initials': ['bjgz', 'shhtzyz', 'szcwzyz', 'htz', 'gz', 'cw', 'zw', 'ly', 'fpzyz', 'rsz'],
    'member name or phone': ['张伟', '李娜', '王强', '刘洋', '1380000000'],
    'application number': applications.map((a) => a.detail.split(' · ')[0]!).filter(Boolean),
    'authorisation number': authorizations.map((a) => a.detail.split(' · ')[0]!).filter(Boolean),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function line(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `${label.padEnd(22)} n=${String(times.length).padStart(5)} p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  max ${f(sorted.at(-1)!)} ms`;
}

const queries = await samples();
await timed('warm');
const all: number[] = [];
console.log(`search/v1/quick at ${BASE}, every prefix of each query, ${ROUNDS} rounds`);
for (const [kind, values] of Object.entries(queries)) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const value of values) {
      const chars = [...value];
      for (let i = 1; i <= chars.length; i++) times.push(await timed(chars.slice(0, i).join('')));
    }
  }
  all.push(...times);
  console.log(line(kind, times));
}
console.log(line('all', all));
// The request protocol alone (signature, session, envelope) on this machine now: the search's own cost is the rest.
const baseline: number[] = [];
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  await call(account.currentUser, {}, { token });
  baseline.push(performance.now() - start);
}
console.log(line('baseline (current user)', baseline));
const p95 = percentile(
  [...all].sort((a, b) => a - b),
  95,
);
console.log(
  `after the last keystroke: debounce ${PALETTE_DEBOUNCE_MS} ms + p95 ${p95.toFixed(1)} ms = ${(PALETTE_DEBOUNCE_MS + p95).toFixed(1)} ms`,
);
