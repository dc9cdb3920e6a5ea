import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, device, SIGNATURE_VERSION_HEADER, useRecord } from '../../contract';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
});
afterAll(async () => {
  await server?.close();
});

const INVALID = '请求签名校验失败';

describe('the signature binds the whole call', () => {
  it('a signature made for one path is refused on another with the same fields', async () => {
    const made = await server.call(device.deviceList, { pageNum: 1, pageSize: 1 }, { token: chief.token, sign: false });
    const signedForDevices = await server.call(device.deviceList, { pageNum: 1, pageSize: 1 }, { token: chief.token });
    expect(signedForDevices.code).toBe(0);
    // The same query and timestamp, and a fresh signature for the device list, sent to the use-record list.
    const other = await server.call(
      device.deviceList,
      { pageNum: 1, pageSize: 1 },
      { token: chief.token, timestamp: server.clock.now().getTime() + 1 },
    );
    const moved = await server.send({
      ...other.request,
      url: `/api/operate/${useRecord.useRecordList.path}`,
    });
    expect(moved.code).toBe(1001);
    expect(moved.msg).toBe(INVALID);
    expect(made.code).toBe(1001);
  });

  it('a signature made for one method is refused on another', async () => {
    const signed = await server.call(account.loginPc, { username: 'lina', password: 'x' }, { sign: false });
    const res = await server.send({ ...signed.request, method: 'PUT' });
    expect(res.code).not.toBe(0);
  });

  it('a value holding "&k=v" does not sign like a separate field, and a number is not its text', async () => {
    const res = await server.call(
      account.loginPc,
      { username: 'lina', password: 'Demo@2026' },
      { alter: () => ({ username: 'lina&password=Demo@2026' }) },
    );
    expect(res.msg).toBe(INVALID);
    const typed = await server.call(
      account.getInfo,
      { companyId: chief.companyId },
      {
        token: chief.token,
        alter: (p) => ({ ...p, companyId: String(p.companyId) }),
      },
    );
    expect(typed.msg).toBe(INVALID);
  });

  it('a client of the old form is refused with a clear message', async () => {
    for (const version of ['', '1']) {
      const res = await server.call(
        account.loginPc,
        { username: 'lina', password: 'Demo@2026' },
        { headers: { [SIGNATURE_VERSION_HEADER]: version } },
      );
      expect(res.code).toBe(1001);
      expect(res.msg).toBe('客户端签名方式已过期，请刷新页面或升级客户端后重试');
    }
  });
});
