import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { account, device, display, unit } from '../../contract';
import { auditLog } from '../../server/src/db/schema';
import { installErrorHandler } from '../../server/src/http/error-handler';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, staffSession } from './staff';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const CONTROL = '输入内容包含不允许的控制字符';

/** An unsigned-by-us POST of a raw body to the password log-in (public, so no session is needed). */
function postRaw(body: string) {
  return server.send({
    method: 'POST',
    url: `/api/account-enterprise/user/v1/login-pc?ttf=${server.clock.now().getTime()}`,
    headers: { 'content-type': 'application/json', sign: 'AAAA' },
    payload: body,
  });
}

describe('hostile JSON bodies', () => {
  it('a body nested thousands of levels deep is refused as a bad request, not a server error', async () => {
    for (const depth of [40, 5_000, 100_000]) {
      const res = await postRaw(`{"username":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`);
      expect(res.status).toBe(400);
      expect(res.msg).toBe('参数格式不正确');
    }
  });

  it('neither an unreadable body nor a forged signature writes to the audit log', async () => {
    const rows = async () => (await server.deps.db.select({ id: auditLog.id }).from(auditLog)).length;
    const before = await rows();
    await Promise.all(Array.from({ length: 5 }, () => postRaw(`{"username":${'['.repeat(5_000)}]}`)));
    await postRaw('{"username":"lina","password":"x"}');
    expect(await rows()).toBe(before);
  });

  it('brackets inside strings do not count as nesting, beside escaped quotes and multi-byte characters', async () => {
    const res = await server.call(account.loginPc, { username: `印"${'['.repeat(40)}`, password: '{'.repeat(60) });
    expect(res.msg).toBe('用户名或密码错误');
  });

  it('a body that reaches an object prototype is refused', async () => {
    expect((await postRaw('{"__proto__":{"admin":true},"username":"a","password":"b"}')).status).toBe(400);
    expect((await postRaw('{"constructor":{"prototype":{"x":1}}}')).status).toBe(400);
  });
});

describe('control characters', () => {
  it('a NUL in a public log-in is refused with a clear message', async () => {
    const res = await server.call(account.loginPc, { username: 'li\u0000na', password: 'Demo@2026' });
    expect(res.status).toBe(400);
    expect(res.msg).toBe(CONTROL);
    const sms = await server.call(account.loginByPhone, {
      phoneNumber: '13800000000',
      verificationCode: '12345\u0000',
    });
    expect(sms.msg).toBe(CONTROL);
  });

  it('a control character in a query or a saved field is refused and changes nothing', async () => {
    const chief = await staffSession(server, CHIEF);
    const list = await server.call(device.deviceList, { keyword: 'a\u0000b' }, { token: chief.token });
    expect(list.msg).toBe(CONTROL);
    const before = await server.call(unit.companyManage, {}, { token: chief.token });
    const update = await server.call(
      unit.companyUpdate,
      { companyName: before.data.companyName, address: 'Road\u0007 1' },
      { token: chief.token },
    );
    expect(update.msg).toBe(CONTROL);
    expect((await server.call(unit.companyManage, {}, { token: chief.token })).data).toEqual(before.data);
  });

  it('a refused call with a NUL in a path parameter is still audited, the character shown replaced', async () => {
    const chief = await staffSession(server, CHIEF);
    const res = await server.call(display.displayRename, { id: 'a\u0000b', name: 'x' }, { token: chief.token });
    expect(res.msg).toBe(CONTROL);
    const [row] = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.call, `POST operate/${display.displayRename.path}`))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ reason: 'v.controlCharacter', targets: { id: 'a\uFFFDb' } });
  });

  it('tabs and line breaks are still accepted', async () => {
    const res = await server.call(account.loginPc, { username: 'lina\t', password: 'a\r\nb' });
    expect(res.msg).toBe('用户名或密码错误');
  });
});

describe('the error log', () => {
  it('records a failed query without its parameter values', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    installErrorHandler(app, { spa: false });
    app.get('/boom', async () => {
      throw new DrizzleQueryError(
        'select * from users where user_name = $1',
        ['secret-name-13912345678'],
        new Error('x'),
      );
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(logged).toContain('select * from users where user_name = $1');
    expect(logged).not.toContain('secret-name-13912345678');
    await app.close();
  });
});
