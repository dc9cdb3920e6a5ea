// Probes the password lock-out with a concurrent burst: BURST wrong passwords and the right one at once against one
// account, then the right one alone. Loopback only; stops by itself. Prints how the answers fell out: a wrong password
// that was evaluated answers "wrong" (or "locked" when it was the try that locked); the rest were refused unevaluated.
// Usage: BASE=http://127.0.0.1:8970 node --import tsx scripts/probe-lockout.mjs  (USER=lina PASSWORD=Demo@2026 BURST=100)
import { sign as signData } from 'node:crypto';
import * as contract from '../contract/index.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:8970';
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('BASE must be a loopback address');
const user = process.env.USER_NAME ?? 'lina';
const right = process.env.PASSWORD ?? 'Demo@2026';
const burst = Number(process.env.BURST ?? 100);

const config = await (await fetch(`${base}${contract.RUNTIME_CONFIG_URL}`)).json();
const key = config.data.signingKey;
let stamp = Date.now();

/** Signs in whichever canonical form this checkout's contract has (version 2 binds method and path). */
function signed(payload) {
  const ts = String(++stamp);
  const e = contract.account.loginPc;
  const v2 = 'signedCallOf' in contract;
  const text = v2
    ? contract.canonicalString(contract.signedCallOf(e, payload), { key: 'ttf', value: ts })
    : contract.canonicalString(payload, { key: 'ttf', value: ts });
  const headers = {
    'content-type': 'application/json',
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
console.log(`burst of ${burst} wrong passwords against ${user}:`, tally);
console.log('the right password inside the burst:', answers[burst]);
console.log('the right password after the burst:', await login(right));
