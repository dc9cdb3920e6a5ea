import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, canonicalString, signedCallOf, SIGNATURE_WINDOW_MS } from '../../contract';
import { seenSignatures0, seenSignatures1, seenSignatures2 } from '../../server/src/db/schema';
import {
  prepareNextSignatureEpoch,
  rememberSignatures,
  SIGNATURE_EPOCH_MS,
} from '../../server/src/http/signature-slots';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const ZHANGWEI = { username: 'zhangwei', password: 'Demo@2026' };

describe('request signatures', () => {
  it('accepts a correctly signed request', async () => {
    const res = await server.call(account.loginByUsername, ZHANGWEI);
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.msg).toBe('success');
    expect(res.data.token).toEqual(expect.any(String));
  });

  it('refuses an unsigned request', async () => {
    const res = await server.call(account.loginByUsername, ZHANGWEI, { sign: false });
    expect(res.code).toBe(1001);
    expect(res.status).toBe(401);
    expect(res.msg).toBe('请求缺少签名');
    expect(res.data).toBeNull();
  });

  it('answers in English when the console asks for en-US', async () => {
    const res = await server.call(account.loginByUsername, ZHANGWEI, { sign: false, lang: 'en-US' });
    expect(res.code).toBe(1001);
    expect(res.msg).toBe('The request is not signed');
  });

  it('refuses a wrong signature', async () => {
    const ts = server.clock.now().getTime();
    const otherText = canonicalString(
      signedCallOf(account.loginByUsername, { username: 'someone-else', password: 'x' }),
      {
        key: 'ttf',
        value: ts,
      },
    );
    const res = await server.call(account.loginByUsername, ZHANGWEI, {
      timestamp: ts,
      sign: server.signText(otherText),
    });
    expect(res.code).toBe(1001);
    expect(res.msg).toBe('请求签名校验失败');
  });

  it('refuses a signature that is not base64 DER at all', async () => {
    const res = await server.call(account.loginByUsername, ZHANGWEI, { sign: 'not-a-signature' });
    expect(res.code).toBe(1001);
    expect(res.msg).toBe('请求签名校验失败');
  });

  it('refuses a body changed after signing', async () => {
    const res = await server.call(
      account.loginByUsername,
      { username: 'lina', password: 'Demo@2026' },
      { alter: (payload) => ({ ...payload, username: 'zhangwei' }) },
    );
    expect(res.code).toBe(1001);
    expect(res.msg).toBe('请求签名校验失败');
  });

  it('refuses a timestamp changed after signing', async () => {
    const first = await server.call(account.checkPassword, {}, {});
    // Same signature, another `t`: the server's canonical string differs.
    const query = { ...(first.request.query as Record<string, string>), t: String(server.clock.now().getTime() + 1) };
    const res = await server.send({ ...first.request, query });
    expect(res.code).toBe(1001);
    expect(res.msg).toBe('请求签名校验失败');
  });

  it('refuses a GET whose query was changed after signing', async () => {
    const res = await server.call(
      account.listCompanies,
      { companyType: 1 },
      { alter: (payload) => ({ ...payload, companyType: 2 }) },
    );
    expect(res.code).toBe(1001);
    expect(res.msg).toBe('请求签名校验失败');
  });

  it('refuses a timestamp more than 300 s off, either way', async () => {
    const now = server.clock.now().getTime();
    for (const ts of [now - SIGNATURE_WINDOW_MS - 1_000, now + SIGNATURE_WINDOW_MS + 1_000]) {
      const res = await server.call(account.loginByUsername, ZHANGWEI, { timestamp: ts });
      expect(res.code).toBe(1001);
      expect(res.msg).toBe('请求时间戳无效或与服务器时间相差超过5分钟');
    }
  });

  it('accepts a timestamp a little off (within the window)', async () => {
    const now = server.clock.now().getTime();
    const res = await server.call(account.loginByUsername, ZHANGWEI, { timestamp: now - 240_000 });
    expect(res.code).toBe(0);
  });

  it('refuses a missing timestamp', async () => {
    const first = await server.call(account.loginByUsername, ZHANGWEI, { sign: 'x' });
    const res = await server.send({ ...first.request, query: {} });
    expect(res.code).toBe(1001);
    expect(res.msg).toBe('请求时间戳无效或与服务器时间相差超过5分钟');
  });

  it('refuses the exact same signed request sent twice (replay)', async () => {
    const first = await server.call(account.loginByUsername, ZHANGWEI);
    expect(first.code).toBe(0);
    const replay = await server.send(first.request);
    expect(replay.code).toBe(1001);
    expect(replay.status).toBe(401);
    expect(replay.msg).toBe('重复的请求已被拒绝');
  });

  it('refuses a replay even when the first request was itself refused by the service', async () => {
    const first = await server.call(account.loginByUsername, { username: 'zhangwei', password: 'wrong-one' });
    expect(first.code).toBe(400);
    const replay = await server.send(first.request);
    expect(replay.code).toBe(1001);
    expect(replay.msg).toBe('重复的请求已被拒绝');
  });

  // The same DER signature written another way (padding, base64url, trailing junk) must not pass as a new one.
  it('refuses a replay whose signature is the same bytes written differently', async () => {
    const first = await server.call(account.loginByUsername, ZHANGWEI);
    expect(first.code).toBe(0);
    const sign = (first.request.headers as Record<string, string>).sign!;
    const variants = [sign + '=', sign.replace(/=+$/, ''), sign + '!', sign.replace(/\+/g, '-').replace(/\//g, '_')];
    for (const variant of new Set(variants.filter((v) => v !== sign))) {
      const replay = await server.send({
        ...first.request,
        headers: { ...(first.request.headers as Record<string, string>), sign: variant },
      });
      expect(replay.code, variant).toBe(1001);
      expect(['重复的请求已被拒绝', '请求签名校验失败']).toContain(replay.msg);
    }
  });

  it('signs GET calls over the query with `t` and POST calls with `ttf`', async () => {
    const token = await server.loginByPassword('zhangwei', 'Demo@2026');
    const get = await server.call(account.listUnitsByUser, {}, { token });
    expect(get.code).toBe(0);
    expect(Object.keys(get.request.query as object)).toEqual(['t']);
    const post = await server.call(account.listCompanies, { companyType: 0 }, { token });
    expect(post.code).toBe(0);
    expect(Object.keys(post.request.query as object)).toEqual(['ttf']);
  });
});

describe('forgetting seen signatures', () => {
  const EPOCH = SIGNATURE_EPOCH_MS;
  const slotTables = [seenSignatures0, seenSignatures1, seenSignatures2];
  /** The rows of the table that epoch `at` writes into. */
  const rowsOfEpochAt = async (at: number) => {
    const [row] = await server.deps.db.select({ n: count() }).from(slotTables[Math.floor(at / EPOCH) % 3]!);
    return row!.n;
  };
  /** The start of an epoch a few epochs ahead of the test clock (every test here moves forward from it). */
  const epochAhead = (epochs: number) => (Math.floor(server.clock.now().getTime() / EPOCH) + epochs) * EPOCH;

  it('refuses a replay across an epoch boundary, up to the time its timestamp is stale anyway', async () => {
    const boundary = epochAhead(2);
    server.clock.set(new Date(boundary - 1_000));
    const first = await server.call(account.loginByUsername, ZHANGWEI);
    expect(first.code).toBe(0);
    server.clock.set(new Date(boundary + 1_000));
    expect((await server.send(first.request)).msg).toBe('重复的请求已被拒绝');
    server.clock.set(new Date(boundary - 1_000 + SIGNATURE_WINDOW_MS));
    expect((await server.send(first.request)).msg).toBe('重复的请求已被拒绝');
    server.clock.set(new Date(boundary + SIGNATURE_WINDOW_MS));
    expect((await server.send(first.request)).msg).toBe('请求时间戳无效或与服务器时间相差超过5分钟');
  });

  it('remembers a signature for its epoch and the next; two epochs on its table has been emptied', async () => {
    const { db } = server.deps;
    const start = epochAhead(5);
    const at = (ms: number) => new Date(start + ms);
    const ours = Array.from({ length: 2_500 }, (_, i) => `sig-${i}`);
    expect((await rememberSignatures(db, ours, at(0))).size).toBe(2_500);
    expect(await rowsOfEpochAt(start)).toBe(2_500);
    expect((await rememberSignatures(db, ['sig-1', 'new-1'], at(EPOCH - 1))).has('sig-1')).toBe(false);
    expect([...(await rememberSignatures(db, ['sig-2', 'new-2'], at(EPOCH + 5)))]).toEqual(['new-2']);
    expect((await rememberSignatures(db, ['sig-3'], at(2 * EPOCH - 1))).size).toBe(0);
    // Epoch + 3 writes into the same table again: it starts empty, with no dead rows left behind.
    expect([...(await rememberSignatures(db, ['sig-4'], at(3 * EPOCH)))]).toEqual(['sig-4']);
    expect(await rowsOfEpochAt(start + 3 * EPOCH)).toBe(1);
  });

  it('empties the next epoch’s table ahead of time, in the second half of an epoch only', async () => {
    const { db } = server.deps;
    const start = epochAhead(20);
    await rememberSignatures(db, ['old-1', 'old-2'], new Date(start - 2 * EPOCH));
    expect(await rowsOfEpochAt(start + EPOCH)).toBe(2);
    await rememberSignatures(db, ['current'], new Date(start));
    await prepareNextSignatureEpoch(db, new Date(start + SIGNATURE_WINDOW_MS - 1));
    expect(await rowsOfEpochAt(start + EPOCH)).toBe(2);
    await prepareNextSignatureEpoch(db, new Date(start + SIGNATURE_WINDOW_MS));
    expect(await rowsOfEpochAt(start + EPOCH)).toBe(0);
    expect(await rowsOfEpochAt(start)).toBe(1);
  });
});

describe('unsigned service endpoints', () => {
  it('health answers without a signature', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: { status: 'ok', version: '6.0.5' } });
  });

  it('runtime-config gives the signing key, the edition and the version, and is not cached', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ code: number; data: Record<string, string> }>();
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      appMode: 'demo',
      edition: 'general',
      version: '6.0.5',
      signingKey: server.keys.privateKeyPem,
    });
    expect(body.data.signingKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('serves the OpenAPI document with the contract calls', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; info: { version: string }; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('6.0.5');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/account-enterprise/account/v2/user/login-by-phone',
        '/api/account-enterprise/user/v1/code',
        '/api/account-enterprise/company/v1/add',
        '/api/account-enterprise/sys/account/v1/security/login',
      ]),
    );
  });

  it('serves the API docs as HTML', async () => {
    let res = await server.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
      const location = new URL(String(res.headers.location), 'http://localhost/api/docs');
      res = await server.app.inject({ method: 'GET', url: location.pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/<html/i);
  });

  it('an unknown API path answers with the not-found envelope', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/account-enterprise/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
  });
});
