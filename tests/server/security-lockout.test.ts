import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../contract';
import { MINUTE, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const BAD_CREDENTIALS = '用户名或密码错误';
const LOCKED = /账号已锁定/;

/** A burst of parallel guesses from distinct addresses (the per-address throttle is tested on its own). */
function burst(login: (password: string, ip: string) => Promise<{ code: number; msg: string }>, wrong: number) {
  return Promise.all(Array.from({ length: wrong }, (_, i) => login(`wrong-${i}`, `10.1.${i >> 8}.${i & 255}`)));
}

describe('password lock-out under concurrency', () => {
  it('a burst of 100 wrong passwords evaluates at most 5, then the right one is refused while locked', async () => {
    const login = (password: string, ip: string) =>
      server.call(account.loginPc, { username: 'lina', password }, { ip });
    const answers = await burst(login, 100);
    // A wrong password that was evaluated answers "wrong" (or "locked" on the fifth); the rest were never evaluated.
    expect(answers.filter((a) => a.msg === BAD_CREDENTIALS).length).toBeLessThanOrEqual(4);
    expect(answers.every((a) => a.msg === BAD_CREDENTIALS || LOCKED.test(a.msg))).toBe(true);
    const right = await login('Demo@2026', '10.2.0.1');
    expect(right.code).toBe(429);
    expect(right.msg).toMatch(LOCKED);
    server.clock.advance(15 * MINUTE + 1_000);
    expect((await login('Demo@2026', '10.2.0.1')).code).toBe(0);
  });

  it('the right password inside a burst is never accepted once the burst has locked the account', async () => {
    const login = (password: string, ip: string) =>
      server.call(account.systemLogin, { username: 'sysadmin', password }, { ip });
    await burst(login, 29);
    const answers = await Promise.all([login('Sys@2026admin', '10.3.0.1'), login('Sys@2026admin', '10.3.0.2')]);
    expect(answers.map((a) => a.code)).toEqual([429, 429]);
    server.clock.advance(15 * MINUTE + 1_000);
  });

  it('failures counted before a lock ran out do not re-lock the account at once', async () => {
    const login = (password: string) =>
      server.call(account.loginPc, { username: 'zhangwei', password }, { ip: '10.4.0.1' });
    for (let i = 0; i < 5; i++) await login(`x${i}`);
    server.clock.advance(15 * MINUTE + 1_000);
    expect((await login('still-wrong')).msg).toBe(BAD_CREDENTIALS);
    expect((await login('Demo@2026')).code).toBe(0);
  });
});

describe('unknown names lock like known ones', () => {
  type Login = (username: string, password: string, ip: string) => Promise<{ code: number; msg: string }>;
  const staff: Login = (username, password, ip) => server.call(account.loginPc, { username, password }, { ip });
  const system: Login = (username, password, ip) => server.call(account.systemLogin, { username, password }, { ip });
  let ip = 0;
  const nextIp = () => `10.7.${++ip >> 8}.${ip & 255}`;

  it.each([
    ['staff', staff, 'lina'],
    ['system', system, 'sysadmin'],
  ] as const)('%s log-in: a known and an unknown name get the same answers and lock alike', async (_, login, known) => {
    const answersTo = async (name: string) => {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await login(name, `wrong-${i}`, nextIp()));
      return answers.map(({ code, msg }) => ({ code, msg }));
    };
    const unknown = await answersTo(`no-such-${known}`);
    expect(unknown).toEqual(await answersTo(known));
    expect(unknown.map((a) => a.code)).toEqual([400, 400, 400, 400, 429, 429, 429]);
    server.clock.advance(15 * MINUTE + 1_000);
    expect((await login(`no-such-${known}`, 'wrong', nextIp())).msg).toBe(BAD_CREDENTIALS);
  });

  it('a burst of 100 guesses on an unknown name evaluates at most 5', async () => {
    const answers = await burst((password, address) => system('ghost-burst', password, address), 100);
    expect(answers.filter((a) => a.msg === BAD_CREDENTIALS).length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => LOCKED.test(a.msg)).length).toBeGreaterThanOrEqual(96);
    server.clock.advance(15 * MINUTE + 1_000);
  });
});

describe('per-address throttle', () => {
  it('one address may fail 30 times in 15 minutes, over any names; other addresses are not affected', async () => {
    const from = (ip: string, i: number) =>
      server.call(account.systemLogin, { username: `nobody-${i}`, password: 'x' }, { ip });
    for (let i = 0; i < 30; i++) expect((await from('10.5.0.1', i)).msg).toBe(BAD_CREDENTIALS);
    const refused = await from('10.5.0.1', 31);
    expect(refused.code).toBe(429);
    expect(refused.msg).toBe('登录失败次数过多，请15分钟后再试');
    expect((await from('10.5.0.2', 32)).msg).toBe(BAD_CREDENTIALS);
    server.clock.advance(15 * MINUTE + 1_000);
    expect((await from('10.5.0.1', 33)).msg).toBe(BAD_CREDENTIALS);
  });
});

describe('user enumeration by timing', () => {
  it('an unknown name costs as much as a known one', async () => {
    const timed = async (username: string, ip: string) => {
      const started = performance.now();
      await server.call(account.systemLogin, { username, password: 'wrong' }, { ip });
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await timed('sysadmin', `10.6.0.${i}`));
      unknown.push(await timed(`ghost-${i}`, `10.6.1.${i}`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    server.clock.advance(15 * MINUTE + 1_000);
  });
});
