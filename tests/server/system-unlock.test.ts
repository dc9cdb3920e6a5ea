/**
 * A locked system administrator unlocks by an SMS code to the account's registered phone: only while locked, under the
 * SMS limits, with a code of its own purpose; tries during a lock neither extend nor renew it. Every name gets the same
 * answers, so the calls tell no one which names are accounts.
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
/** The whole answer of a send, the same for every name: no phone, no hint of whether anything was sent. */
const SENT = { code: 0, data: { resendAfterSeconds: 60 } };
const INVALID = { code: 400, msg: '验证码错误或已失效，请重新获取' };
let ipCount = 0;
const nextIp = () => `10.66.0.${++ipCount}`;

const login = (password: string, ip = nextIp(), username = 'sysadmin') =>
  server.call(account.systemLogin, { username, password }, { ip });
const sendUnlock = (username = 'sysadmin', ip = nextIp()) =>
  server.call(account.systemUnlockCode, { username }, { ip });
const sentAnswer = ({ code, data }: { code: number; data: unknown }) => ({ code, data });
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
  it('answers alike for every name, locked or not, known or not, and sends a code only to a locked account', async () => {
    const before = server.sms.codes(phone).length;
    for (let i = 0; i < 5; i++) await login(`wrong-${i}`, nextIp(), 'ghost-admin');
    expect((await login(RIGHT, nextIp(), 'ghost-admin')).code).toBe(429);
    for (const name of ['sysadmin', 'nobody-here', 'ghost-admin']) {
      expect(sentAnswer(await sendUnlock(name))).toEqual(SENT);
      expect(await unlock('123456', name)).toMatchObject(INVALID);
    }
    expect(server.sms.codes(phone)).toHaveLength(before);
    await lockOut();
    expect(sentAnswer(await sendUnlock())).toEqual(SENT);
    expect(server.sms.codes(phone)).toHaveLength(before + 1);
    expect(await unlock('123456', 'ghost-admin')).toMatchObject(INVALID);
    server.clock.advance(15 * MINUTE + 1000);
  });

  it('sends a code to the phone, not naming it; a wrong code keeps the lock, the right one lifts it', async () => {
    await lockOut();
    server.clock.advance(61_000);
    expect(sentAnswer(await sendUnlock())).toEqual(SENT);
    const code = server.sms.lastCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await unlock(wrong)).toMatchObject(INVALID);
    expect((await login(RIGHT)).code).toBe(429);
    expect((await unlock(code)).code).toBe(0);
    expect((await login(RIGHT)).code).toBe(0);
    // The code is used up.
    await lockOut();
    expect(await unlock(code)).toMatchObject(INVALID);
    server.clock.advance(15 * MINUTE + 1000);
  });

  it('a code sent for logging in with that phone does not unlock', async () => {
    await lockOut();
    server.clock.advance(61_000);
    const res = await server.call(account.requestCode, { phone, purpose: 'login' }, { ip: nextIp() });
    expect(res.code).toBe(0);
    expect(await unlock(server.sms.lastCode(phone)!)).toMatchObject(INVALID);
    expect((await login(RIGHT)).code).toBe(429);
    server.clock.advance(15 * MINUTE + 1000);
  });

  it('sends at most one code a minute to the account, whatever the address, and answers as if it sent', async () => {
    await lockOut();
    server.clock.advance(61_000);
    const before = server.sms.codes(phone).length;
    expect(sentAnswer(await sendUnlock())).toEqual(SENT);
    expect(sentAnswer(await sendUnlock())).toEqual(SENT);
    expect(server.sms.codes(phone)).toHaveLength(before + 1);
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
