// Probes the password lock-out with a concurrent burst: BURST wrong passwords and the right one at once against one
// name, then the right one alone. Loopback only; stops by itself. Prints how the answers fell out: a wrong password
// that was evaluated answers "wrong" (or "locked" when it was the try that locked); the rest were refused unevaluated.
// Each guess comes from an address of its own (X-Forwarded-For; start the server with TRUST_PROXY=true), so the
// per-address throttle does not hide the per-account lock. Exits 1 when more than 5 were evaluated or the right
// password was accepted while locked. An unknown USER_NAME must fare exactly like a known one.
// Usage: BASE=http://127.0.0.1:8970 node --import tsx scripts/probe-lockout.mjs
//        (USER_NAME=lina PASSWORD=Demo@2026 BURST=100 SIDE=staff|system)
import { sign as signData } from 'node:crypto';
import * as contract from '../contract/index.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:8970';
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('BASE must be a loopback address');
const user = process.env.USER_NAME ?? 'lina';
const right = process.env.PASSWORD ?? 'Demo@2026';
const burst = Number(process.env.BURST ?? 100);

const config = await (await fetch(`${base}${contract.RUNTIME_CONFIG_URL}`)).json();
const key = config.data.signingKey;
const side = process.env.SIDE ?? 'staff';
let stamp = Date.now();
let address = Math.floor(Math.random() * 50_000);
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

/** Signs in whichever canonical form this checkout's contract has (version 2 binds method and path). */
function signed(payload) {
  const ts = String(++stamp);
  const e = side === 'system' ? contract.account.systemLogin : contract.account.loginPc;
  const v2 = 'signedCallOf' in contract;
  const text = v2
    ? contract.canonicalString(contract.signedCallOf(e, payload), { key: 'ttf', value: ts })
    : contract.canonicalString(payload, { key: 'ttf', value: ts });
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': nextAddress(),
    sign: signData('sha256', Buffer.from(text), key).toString('base64'),
  };
  if (v2) headers[contract.SIGNATURE_VERSION_HEADER] = contract.SIGNATURE_VERSION;
  return { url: `${base}${contract.urlOf(e)}?ttf=${ts}`, headers, body: JSON.stringify(payload) };
}

async function login(password) {
  const { url, headers, body } = signed({ username: user, password });
  const res = await (await fetch(url, { method: 'POST', headers, body })).json();
  return res.code === 0 ? 'accepted' : res.msg;
}

const answers = await Promise.all([...Array.from({ length: burst }, (_, i) => login(`wrong-${i}`)), login(right)]);
const tally = {};
for (const a of answers.slice(0, burst)) tally[a] = (tally[a] ?? 0) + 1;
const after = await login(right);
const evaluated = tally['用户名或密码错误'] ?? 0;
console.log(`burst of ${burst} wrong passwords against ${side} ${user}:`, tally);
console.log('the right password inside the burst:', answers[burst]);
console.log('the right password after the burst:', after);
// The fifth evaluated wrong password answers "locked": at most 4 "wrong" answers means at most 5 evaluated.
const held = evaluated <= 4 && after !== 'accepted';
console.log(held ? 'held: at most 5 evaluated, none accepted while locked' : 'NOT HELD');
process.exitCode = held ? 0 : 1;
