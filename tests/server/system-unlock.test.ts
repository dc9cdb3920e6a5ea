/**
 * A locked system administrator unlocks by an SMS code to the account's registered phone, shown masked: only while
 * locked, under the SMS limits, with a code of its own purpose; tries during a lock neither extend nor renew it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../contract';
import { sysAccounts } from '../../server/src/db/schema';
import { MINUTE, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let phone: string;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.deps.db.select().from(sysAccounts).where(eq(sysAccounts.username, 'sysadmin'));
  phone = row!.mobile;
});
afterAll(async () => {
  await server?.close();
});

const RIGHT = 'Sys@2026admin';
const NOT_LOCKED = '该账号未被锁定，请直接登录';
let ipCount = 0;
const nextIp = () => `10.66.0.${++ipCount}`;

const login = (password: string, ip = nextIp()) =>
  server.call(account.systemLogin, { username: 'sysadmin', password }, { ip });
const sendUnlock = (username = 'sysadmin', ip = nextIp()) =>
  server.call(account.systemUnlockCode, { username }, { ip });
const unlock = (code: string, username = 'sysadmin') =>
  server.call(account.systemUnlock, { username, code }, { ip: nextIp() });

async function lockOut() {
  for (let i = 0; i < 5; i++) await login(`wrong-${i}`);
  expect((await login(RIGHT)).code).toBe(429);
}

async function lockedUntil(): Promise<Date | null> {
  const [row] = await server.deps.db.select().from(sysAccounts).where(eq(sysAccounts.username, 'sysadmin'));
  return row!.lockedUntil;
}

describe('SMS unlock of a locked system account', () => {
  it('is refused alike for an account that is not locked and an unknown name, and sends nothing', async () => {
    const before = server.sms.codes(phone).length;
    expect(await sendUnlock()).toMatchObject({ code: 400, msg: NOT_LOCKED });
    expect(await sendUnlock('nobody-here')).toMatchObject({ code: 400, msg: NOT_LOCKED });
    expect(server.sms.codes(phone)).toHaveLength(before);
    expect((await unlock('123456')).code).toBe(400);
  });

  it('sends a code to the masked phone; a wrong code keeps the lock, the right one lifts it', async () => {
    await lockOut();
    const sent = await sendUnlock();
    expect(sent.code).toBe(0);
    expect(sent.data.phoneHint).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(JSON.stringify(sent.data)).not.toContain(phone);
    const code = server.sms.lastCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await unlock(wrong)).msg).toMatch(/验证码错误/);
    expect((await login(RIGHT)).code).toBe(429);
    expect((await unlock(code)).code).toBe(0);
    expect((await login(RIGHT)).code).toBe(0);
    // The code is used up.
    await lockOut();
    expect((await unlock(code)).code).toBe(400);
    server.clock.advance(15 * MINUTE + 1000);
  });

  it('a code sent for logging in with that phone does not unlock', async () => {
    await lockOut();
    server.clock.advance(61_000);
    const res = await server.call(account.requestCode, { phone, purpose: 'login' }, { ip: nextIp() });
    expect(res.code).toBe(0);
    expect((await unlock(server.sms.lastCode(phone)!)).code).toBe(400);
    expect((await login(RIGHT)).code).toBe(429);
    server.clock.advance(15 * MINUTE + 1000);
  });

  it('sends at most one code a minute to the account, whatever the address', async () => {
    await lockOut();
    server.clock.advance(61_000);
    expect((await sendUnlock()).code).toBe(0);
    const again = await sendUnlock();
    expect(again.code).toBe(429);
    expect(again.msg).toMatch(/验证码发送过于频繁/);
    server.clock.advance(15 * MINUTE + 1000);
  });
});

describe('what anonymous tries can do to the lock', () => {
  it('tries during a lock neither extend it nor count after it ran out', async () => {
    await lockOut();
    const until = await lockedUntil();
    server.clock.advance(5 * MINUTE);
    await Promise.all(Array.from({ length: 20 }, (_, i) => login(`again-${i}`)));
    expect(await lockedUntil()).toEqual(until);
    server.clock.advance(10 * MINUTE + 1000);
    // One wrong try after the lock ran out does not lock again; the right password works.
    expect((await login('still-wrong')).msg).toBe('用户名或密码错误');
    expect((await login(RIGHT)).code).toBe(0);
  });
});
