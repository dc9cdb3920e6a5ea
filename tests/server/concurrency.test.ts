/**
 * Requests that arrive at the same time, as they do from double clicks, retries and scripts. PGlite runs one statement
 * at a time, so races only show on PostgreSQL (project server-pg); every rule here must hold on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, canonicalString, signedCallOf } from '../../contract';
import { DAY, startTestServer, wrongCode, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('simultaneous requests', () => {
  it('two parallel copies of one new signed request: one passes, one is a replay', async () => {
    const template = await server.call(
      account.loginByUsername,
      { username: 'zhangwei', password: 'Demo@2026' },
      { sign: false },
    );
    expect(template.code).toBe(1001);
    const ttf = (template.request.query as { ttf: string }).ttf;
    const text = canonicalString(
      signedCallOf(account.loginByUsername, { username: 'zhangwei', password: 'Demo@2026' }),
      {
        key: 'ttf',
        value: ttf,
      },
    );
    const request = {
      ...template.request,
      headers: { ...(template.request.headers as Record<string, string>), sign: server.signText(text) },
    };
    const results = await Promise.all([server.send(request), server.send(request)]);
    expect(results.map((r) => r.code).sort((x, y) => x - y)).toEqual([0, 1001]);
    expect(results.find((r) => r.code === 1001)!.msg).toBe('重复的请求已被拒绝');
  });

  it('ten parallel copies of one signed call: one passes; twenty different ones at once all pass', async () => {
    const token = await server.loginByPassword('zhangwei', 'Demo@2026');
    const first = await server.call(account.currentUser, {}, { token, sign: false });
    const ts = (first.request.query as { t: string }).t;
    const signed = {
      ...first.request,
      headers: {
        ...(first.request.headers as Record<string, string>),
        sign: server.signText(canonicalString(signedCallOf(account.currentUser, {}), { key: 't', value: ts })),
      },
    };
    const copies = await Promise.all(Array.from({ length: 10 }, () => server.send(signed)));
    expect(copies.map((r) => r.code).sort((x, y) => x - y)).toEqual([0, ...Array<number>(9).fill(1001)]);
    const distinct = await Promise.all(
      Array.from({ length: 20 }, () => server.call(account.currentUser, {}, { token })),
    );
    expect(distinct.map((r) => r.code)).toEqual(Array<number>(20).fill(0));
  });

  it('calls sent after a logout are refused even while calls of that session are still being answered', async () => {
    const token = await server.loginByPassword('zhangwei', 'Demo@2026');
    const before = Array.from({ length: 10 }, () => server.call(account.currentUser, {}, { token }));
    const out = await server.call(account.logout, {}, { token });
    expect(out.code).toBe(0);
    const after = await Promise.all(Array.from({ length: 10 }, () => server.call(account.currentUser, {}, { token })));
    expect(after.map((r) => r.code)).toEqual(Array<number>(10).fill(403));
    await Promise.all(before);
  });

  it('one code logs in once even when used twice at the same moment', async () => {
    const code = await server.sendCode('13800000001', 'login', '10.30.0.1');
    const results = await Promise.all(
      [1, 2, 3].map(() => server.call(account.loginByPhone, { phoneNumber: '13800000001', verificationCode: code })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 0).map((r) => r.msg)).toEqual([
      '验证码已失效，请重新获取',
      '验证码已失效，请重新获取',
    ]);
  });

  it('sends one code when ten requests for the same phone arrive together', async () => {
    const phone = '17722220000';
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => server.call(account.requestCode, { phone }, { ip: `10.31.0.${i + 1}` })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(server.sms.codes(phone)).toHaveLength(1);
  });

  it('evaluates at most 5 wrong guesses of a code, even in parallel', async () => {
    for (let round = 0; round < 8; round++) {
      server.clock.advance(DAY + 1_000);
      const phone = '13800000003';
      const code = await server.sendCode(phone, 'login', `10.32.0.${round + 1}`);
      const guesses: string[] = [];
      let g = code;
      for (let i = 0; i < 19; i++) guesses.push((g = wrongCode(g)));
      guesses.push(code);
      const results = await Promise.all(
        guesses.map((guess) => server.call(account.loginByPhone, { phoneNumber: phone, verificationCode: guess })),
      );
      // Parallel requests arrive in any order, so the right code may or may not be among the evaluated ones; what
      // must hold is that at most 5 guesses were compared at all (the rest hear the code is dead).
      const evaluated = results.filter((r) => r.msg !== '验证码已失效，请重新获取');
      expect(evaluated.length, `round ${round}`).toBeLessThanOrEqual(5);
      expect(evaluated.filter((r) => r.code === 0).length).toBeLessThanOrEqual(1);
    }
  });

  it('registrations of the same name at once: one unit, the others get 409', async () => {
    const token = await server.loginByPassword('chenjing', 'Demo@2026');
    for (let round = 0; round < 4; round++) {
      const companyName = `同名并发单位${round}`;
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          server.call(account.registerUnit, { companyName, contactName: '陈静' }, { token }),
        ),
      );
      expect(
        results.map((r) => r.code).sort((x, y) => x - y),
        `round ${round}`,
      ).toEqual([0, 409, 409, 409, 409]);
      expect(results.filter((r) => r.code === 409).every((r) => r.msg === '单位名称已存在')).toBe(true);
      const units = await server.call(account.listUnitsByUser, {}, { token });
      expect(units.data.filter((u) => u.companyName === companyName)).toHaveLength(1);
    }
  });
});
