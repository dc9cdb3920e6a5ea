import { afterAll, beforeAll, it } from 'vitest';
import { account } from '../../contract';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

it('probe', async () => {
  const out: string[] = [];
  for (let round = 0; round < 10; round++) {
    server.clock.advance(3600_000 * 25);
    const code = await server.sendCode('13800000003', 'login', `10.8.8.${round}`);
    const guesses = Array.from({ length: 19 }, (_, i) => String((Number(code) + 1 + i) % 1e6).padStart(6, '0'));
    guesses.push(code);
    const rs = await Promise.all(guesses.map((g) => server.call(account.loginByPhone, { phoneNumber: '13800000003', verificationCode: g })));
    const phone = `1771111${String(round).padStart(4, '0')}`;
    const sms = await Promise.all([1, 2, 3, 4, 5].map((i) => server.call(account.requestCode, { phone }, { ip: `10.9.${round}.${i}` })));
    const token = await server.loginByPassword('zhangwei', 'Demo@2026');
    const reg = await Promise.all([1, 2].map(() => server.call(account.registerUnit, { companyName: '并发单位' + round, contactName: '张伟' }, { token })));
    out.push(`guess-right=${rs[19]!.code} sms-ok=${sms.filter((r) => r.code === 0).length} reg=${reg.map((r) => r.code)}`);
  }
  console.log(out.join('\n'));
});
