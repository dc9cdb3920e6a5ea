import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../contract';
import { APP_VERSION } from '../../server/src/version';
import { startTestServer, type TestServer } from './helpers';
import { MEMBER, staffSession } from './staff';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('version history', () => {
  it('lists the versions newest first, ending at the current version', async () => {
    const res = await server.call(message.versionList, { pageSize: 100 });
    expect(res.code).toBe(0);
    const { list, total } = res.data;
    expect(total).toBe(list.length);
    expect(total).toBeGreaterThanOrEqual(10);
    expect(list[0]!.versionNumber).toBe('6.0.5');
    expect(list[0]!.versionNumber).toBe(APP_VERSION);
    const dates = list.map((v) => v.releasedAt);
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    // Spread over about two years.
    const span = Date.parse(dates[0]!) - Date.parse(dates.at(-1)!);
    expect(span).toBeGreaterThan(600 * 86_400_000);
    expect(list.every((v) => v.details.length > 0 && /[\u4e00-\u9fff]/.test(v.details))).toBe(true);
    expect(new Set(list.map((v) => v.versionNumber)).size).toBe(list.length);
  });

  it('pages (the new-version popup reads the 5 latest)', async () => {
    const all = (await server.call(message.versionList, { pageSize: 100 })).data.list;
    const first = await server.call(message.versionList, { pageNum: 1, pageSize: 5 });
    expect(first.data.list).toEqual(all.slice(0, 5));
    expect(first.data.total).toBe(all.length);
    const second = await server.call(message.versionList, { pageNum: 2, pageSize: 5 });
    expect(second.data.list).toEqual(all.slice(5, 10));
    const byDefault = await server.call(message.versionList, {});
    expect(byDefault.data.list).toEqual(all.slice(0, 10));
  });

  it('keeps the editions apart by type', async () => {
    const general = (await server.call(message.versionList, { type: 0, pageSize: 100 })).data;
    const security = (await server.call(message.versionList, { type: 1, pageSize: 100 })).data;
    expect(security.total).toBeGreaterThan(0);
    expect(security.list[0]!.versionNumber).toBe('6.0.5');
    const generalIds = new Set(general.list.map((v) => v.id));
    expect(security.list.some((v) => generalIds.has(v.id))).toBe(false);
    const none = await server.call(message.versionList, { type: 7 });
    expect(none.data).toEqual({ list: [], total: 0 });
    expect((await server.call(message.versionList, { type: 2 ** 40 })).data.total).toBe(0);
  });

  it('answers with or without a session', async () => {
    const { token } = await staffSession(server, MEMBER);
    const withToken = await server.call(message.versionList, {}, { token });
    const without = await server.call(message.versionList, {});
    expect(withToken.data).toEqual(without.data);
  });

  it('reads one version', async () => {
    const latest = (await server.call(message.versionList, { pageSize: 1 })).data.list[0]!;
    const res = await server.call(message.versionDetail, { id: latest.id });
    expect(res.code).toBe(0);
    expect(res.data).toEqual(latest);
    expect(res.data.details).toContain('消息中心');
  });

  it('answers 404 for an unknown version', async () => {
    for (const id of [987654, 0, -1, 2 ** 40]) {
      const res = await server.call(message.versionDetail, { id });
      expect(res.code).toBe(404);
      expect(res.status).toBe(404);
      expect(res.msg).toBe('请求的资源不存在');
      expect(res.data).toBeNull();
    }
    const en = await server.call(message.versionDetail, { id: 987654 }, { lang: 'en-US' });
    expect(en.msg).toBe('The requested resource does not exist');
  });

  it('refuses an id that is not a number', async () => {
    const res = await server.call(message.versionDetail, { id: 'abc' as unknown as number });
    expect(res.code).toBe(400);
  });
});
