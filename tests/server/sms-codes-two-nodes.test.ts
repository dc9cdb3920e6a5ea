import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../contract';
import { buildApp } from '../../server/src/app';
import { EventBus } from '../../server/src/events';
import { HOUR, startTestServer, type TestServer } from './helpers';

/*
 * The phone's code limits of DESIGN section 5 hold across server nodes: two apps on one database (as two nodes behind
 * a load balancer) share the 60 s wait and the hourly cap, also when requests reach both at the same moment.
 */

let server: TestServer;
let nodeB: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer();
  nodeB = await buildApp({ ...server.deps, events: new EventBus() });
  await nodeB.ready();
});
afterAll(async () => {
  await nodeB?.close();
  await server?.close();
});

let serial = 0;
const freshIp = () => `10.40.0.${++serial}`;

function requestCode(phone: string, node: 'A' | 'B') {
  return server.call(account.requestCode, { phone }, { ip: freshIp(), ...(node === 'B' ? { via: nodeB } : {}) });
}

describe('code limits on two nodes', () => {
  it('a code sent by one node starts the 60 s wait on the other', async () => {
    expect((await requestCode('17710000001', 'A')).code).toBe(0);
    server.clock.advance(30_000);
    expect((await requestCode('17710000001', 'B')).msg).toBe('验证码发送过于频繁，请30秒后再试');
  });

  it('parallel requests for one phone on both nodes send one code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => requestCode('17710000002', i % 2 ? 'A' : 'B')),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(7);
    expect(server.sms.codes('17710000002')).toHaveLength(1);
  });

  it('the hourly cap counts the codes of both nodes', async () => {
    server.clock.advance(HOUR);
    for (let i = 0; i < 5; i++) {
      expect((await requestCode('17710000003', i % 2 ? 'A' : 'B')).code).toBe(0);
      server.clock.advance(61_000);
    }
    expect((await requestCode('17710000003', 'B')).msg).toBe('验证码发送次数已达上限，请稍后再试');
    expect((await requestCode('17710000003', 'A')).msg).toBe('验证码发送次数已达上限，请稍后再试');
  });

  it('a code sent by one node logs in on the other, once', async () => {
    server.clock.advance(HOUR);
    expect((await requestCode('13800000001', 'A')).code).toBe(0);
    const code = server.sms.lastCode('13800000001')!;
    const viaB = { phoneNumber: '13800000001', verificationCode: code };
    expect((await server.call(account.loginByPhone, viaB, { via: nodeB })).code).toBe(0);
    expect((await server.call(account.loginByPhone, viaB)).msg).toBe('验证码已失效，请重新获取');
  });
});
