// Fuzzes every call of the contract with hostile values and reports any answer of 500 or more (the server must refuse
// bad input with a clear 4xx, never fail). For each call it builds a plausible request from the call's zod schema,
// then replaces one field at a time by each hostile value (NUL and other control characters, deep nesting, huge
// strings, wrong types), and also sends hostile whole bodies. Requests are signed like the console signs them and sent
// with a staff session bound to a unit (张伟), a system session (sysadmin), a device's headers or nothing, as the
// call's access asks.
// Loopback only; run it against a throw-away data dir (it calls every call, writes included).
// Usage: BASE=http://127.0.0.1:9331 node --import tsx scripts/probe-fuzz.mjs   (CONCURRENCY=6)
import { sign as signData } from 'node:crypto';
import * as contract from '../contract/index.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:8970';
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('BASE must be a loopback address');
const concurrency = Number(process.env.CONCURRENCY ?? 6);

const config = await (await fetch(`${base}${contract.RUNTIME_CONFIG_URL}`)).json();
const key = config.data.signingKey;
let stamp = Date.now();
// Each request from an address of its own (honoured with TRUST_PROXY=true), so the per-address limits do not stop the
// probe's own log-ins.
let address = Math.floor(Math.random() * 50_000);
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

const deep = (n) => {
  let v = [];
  for (let i = 0; i < n; i++) v = [v];
  return v;
};
/** The values each field gets in turn; `label` names them in the report. */
const hostile = [
  ['NUL', 'a\u0000b'],
  ['control', '\u0007\u001b[2J'],
  ['RLO', 'gnp\u202Eexe'],
  ['huge string', 'x'.repeat(300_000)],
  ['long digits', '9'.repeat(400)],
  ['negative', -1],
  ['huge number', 1e308],
  ['float', 0.5],
  ['boolean', true],
  ['null', null],
  ['empty array', []],
  ['object', { $ne: 1, __proto__x: 1 }],
  ['deep 2000', deep(2_000)],
  ['SQL', "' or 1=1; --"],
  ['date junk', '2026-13-45T99:99'],
];

/** A plausible value for a zod (mini) schema: enough to get past the other fields' checks. */
function sample(schema, depth = 0) {
  const def = schema?._zod?.def;
  if (!def || depth > 8) return undefined;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape)
          .map(([k, s]) => [k, sample(s, depth + 1)])
          .filter(([, v]) => v !== undefined),
      );
    case 'string':
      return sampleString(schema);
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'array':
      return [];
    case 'tuple':
      return def.items.map((s) => sample(s, depth + 1));
    case 'record':
      return {};
    case 'optional':
      return sample(def.innerType, depth + 1);
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sample(def.innerType, depth + 1);
    case 'pipe':
      return sample(def.in, depth + 1);
    case 'union':
      return sample(def.options[0], depth + 1);
    case 'intersection':
      return { ...sample(def.left, depth + 1), ...sample(def.right, depth + 1) };
    case 'lazy':
      return sample(def.getter(), depth + 1);
    case 'date':
      return new Date().toISOString();
    default:
      return 'x';
  }
}

function sampleString(schema) {
  const checks = schema._zod.def.checks ?? [];
  const text = JSON.stringify(checks.map((c) => c._zod?.def ?? {}));
  if (/phone|1\[3-9\]/.test(text)) return '13800000000';
  if (/date|datetime/.test(text)) return new Date().toISOString().slice(0, 10);
  const min = checks.map((c) => c._zod?.def?.minimum).find((m) => typeof m === 'number') ?? 1;
  return 'a'.repeat(Math.max(1, Math.min(min, 20)));
}

function endpoints() {
  const out = [];
  for (const [area, records] of Object.entries(contract)) {
    if (!records || typeof records !== 'object') continue;
    for (const [name, e] of Object.entries(records)) {
      if (e && typeof e === 'object' && 'method' in e && 'path' in e && 'request' in e && 'access' in e) {
        out.push({ name: `${area}.${name}`, e });
      }
    }
  }
  return out;
}

function request(e, payload, auth, rawBody) {
  const ts = String(++stamp);
  const tsKey = contract.timestampKey(e.method);
  const rest = { ...payload };
  const path = contract.urlOf(e).replace(/:(\w+)/g, (_, n) => {
    const v = rest[n];
    delete rest[n];
    return encodeURIComponent(contract.fieldText(v ?? 1));
  });
  const text = contract.canonicalString(contract.signedCallOf(e, payload), { key: tsKey, value: ts });
  const headers = {
    sign: signData('sha256', Buffer.from(text), key).toString('base64'),
    [contract.SIGNATURE_VERSION_HEADER]: contract.SIGNATURE_VERSION,
    'x-forwarded-for': nextAddress(),
  };
  Object.assign(headers, auth);
  const fields = Object.entries(rest).filter(([, v]) => v !== undefined && v !== null);
  const query = new URLSearchParams([[tsKey, ts]]);
  let body;
  if (e.method === 'GET' || e.method === 'DELETE') {
    for (const [k, v] of fields) query.set(k, contract.fieldText(v));
  } else if (e.encoding === 'multipart') {
    const form = new FormData();
    for (const [k, v] of fields) form.set(k, contract.fieldText(v));
    form.set('file', new Blob([Buffer.from('hello')], { type: 'text/plain' }), 'a.txt');
    body = form;
  } else if (e.encoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(fields.map(([k, v]) => [k, contract.fieldText(v)])).toString();
  } else {
    headers['content-type'] = 'application/json';
    body = rawBody ?? JSON.stringify(rest);
  }
  return { url: `${base}${path}?${query}`, init: { method: e.method, headers, body } };
}

async function send(e, payload, auth, rawBody) {
  const { url, init } = request(e, payload, auth, rawBody);
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    let code;
    try {
      code = JSON.parse(text).code;
    } catch {
      code = undefined;
    }
    return { status: res.status, code };
  } catch (error) {
    return { status: 'network error', code: String(error) };
  }
}

async function ok(e, payload, token) {
  const { url, init } = request(e, payload, token ? { token } : {});
  const res = await (await fetch(url, init)).json();
  if (res.code !== 0) throw new Error(`${e.path}: ${res.code} ${res.msg}`);
  return res.data;
}

/** 张伟 by password (the demo's chief administrator), bound to his first unit; sysadmin on the system side. */
async function sessions() {
  const staff = await ok(contract.account.loginPc, {
    username: process.env.STAFF_USER ?? 'zhangwei',
    password: 'Demo@2026',
  });
  const units = await ok(contract.account.listUnitsByUser, {}, staff.token);
  const unit = await ok(contract.account.getInfo, { companyId: units[0].companyId ?? units[0].id }, staff.token);
  const system = await ok(contract.account.systemLogin, { username: 'sysadmin', password: 'Sys@2026admin' });
  // A device of the unit, with its token from the demo's dev call: the device gateway's calls are fuzzed too.
  const devices = await ok(contract.device.deviceList, { pageNum: 1, pageSize: 1 }, unit.token);
  const device = (await (await fetch(`${base}/api/dev/device-token?deviceId=${devices.list[0].deviceId}`)).json()).data;
  return {
    staff: { token: unit.token },
    system: { token: system.token },
    device: { deviceId: device.deviceId, deviceToken: device.deviceToken },
    public: {},
  };
}

const tokens = await sessions();
const authFor = (access) => tokens[access] ?? tokens.staff;
// Calls that end the probe's own sessions.
const skip = new Set(['account.logout', 'account.getInfo', 'account.systemLogout']);

const cases = [];
for (const { name, e } of endpoints()) {
  if (skip.has(name)) continue;
  const baseline = sample(e.request) ?? {};
  const keys = Object.keys(e.request._zod.def.shape ?? {});
  cases.push({ name, e, payload: baseline, what: 'sample' });
  for (const k of keys)
    for (const [label, v] of hostile) cases.push({ name, e, payload: { ...baseline, [k]: v }, what: `${k}=${label}` });
  if (e.method !== 'GET' && e.method !== 'DELETE' && e.encoding === 'json') {
    const nest = 20_000;
    cases.push({ name, e, payload: baseline, what: 'deep body', raw: `{"a":${'['.repeat(nest)}${']'.repeat(nest)}}` });
    cases.push({ name, e, payload: baseline, what: 'array body', raw: '[1,2,3]' });
    cases.push({ name, e, payload: baseline, what: 'broken JSON', raw: '{"a":' });
    cases.push({ name, e, payload: baseline, what: 'NUL in key', raw: '{"a\\u0000":1}' });
  }
}

const failures = [];
const statuses = {};
let next = 0;
const started = performance.now();
async function worker() {
  while (next < cases.length) {
    const c = cases[next++];
    const res = await send(c.e, c.payload, authFor(c.e.access), c.raw);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status === 'network error' || res.status >= 500 || res.code === 500) {
      failures.push(`${c.name} (${c.e.method} ${c.e.path}) ${c.what}: ${res.status} ${res.code ?? ''}`);
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${cases.length} requests over ${endpoints().length - skip.size} calls in ${seconds} s; HTTP statuses`,
  statuses,
);
console.log(
  failures.length
    ? `answers of 500 or more (${failures.length}):\n  ${failures.join('\n  ')}`
    : 'no answer of 500 or more',
);
process.exitCode = failures.length ? 1 : 0;
