import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRecord } from '../../contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPS_DEFAULTS, loadConfig } from '../../server/src/config';
import { cpuJobStats, runInWorker } from '../../server/src/lib/cpu-worker';
import { exportJobs } from '../../server/src/db/schema';
import { LIVE_URL, METRICS_URL, READY_URL, markReady, markStopping } from '../../server/src/modules/ops';
import { recordEvents } from '../../server/src/modules/realtime';
import { startTestServer, type TestServer } from './helpers';
import { KEEPER, staffSession, type StaffSession } from './staff';

const TOKEN = 'scrape-token-of-the-tests';
const logLines: string[] = [];
let server: TestServer;
let keeper: StaffSession;

beforeAll(async () => {
  server = await startTestServer({
    config: { ops: { ...OPS_DEFAULTS, metrics: true, metricsToken: TOKEN, readinessTimeoutMs: 300 } },
    logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } },
  });
  keeper = await staffSession(server, KEEPER);
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('health probes', () => {
  it('liveness answers whatever the dependencies do', async () => {
    const res = await get(LIVE_URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'live' } });
  });

  it('readiness waits for the start, then checks the database and the storage', async () => {
    const starting = await get(READY_URL);
    expect(starting.statusCode).toBe(503);
    expect(starting.json().data).toMatchObject({ status: 'starting' });

    markReady(server.deps);
    const ready = await get(READY_URL);
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' }, failed: [] });
  });

  it('readiness names the dependency that fails or does not answer in time', async () => {
    const storage = server.deps.storage;
    const ping = storage.ping.bind(storage);
    try {
      storage.ping = () => Promise.reject(new Error('EROFS: read-only file system, open /srv/files/.ping'));
      const failed = await get(READY_URL);
      expect(failed.statusCode).toBe(503);
      expect(failed.json().data).toEqual({
        status: 'failing',
        checks: { database: 'ok', storage: 'failed' },
        failed: ['storage'],
      });
      // The reason goes to the log, not to whoever asks.
      expect(failed.body).not.toContain('/srv/files');
      expect(logLines.join('')).toContain('EROFS');

      storage.ping = () => new Promise(() => undefined);
      const started = Date.now();
      const hung = await get(READY_URL);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(hung.json().data).toMatchObject({ checks: { storage: 'timeout' }, failed: ['storage'] });
    } finally {
      storage.ping = ping;
    }
    expect((await get(READY_URL)).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('every answer carries one; a sane incoming id is kept, any other replaced', async () => {
    const fresh = await get(LIVE_URL);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get(LIVE_URL, { 'x-request-id': 'lb-7f3a.42:1' })).headers['x-request-id']).toBe('lb-7f3a.42:1');
    const injected = await get(LIVE_URL, { 'x-request-id': 'bad id\nforged log line' });
    expect(injected.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/api/no-such-call', { 'x-request-id': 'x'.repeat(129) })).headers['x-request-id']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('the log lines of a request, its error included, carry its id', async () => {
    logLines.length = 0;
    const res = await server.call(
      useRecord.useRecordList,
      { pageNum: 1, pageSize: 5 },
      {
        token: keeper.token,
        headers: { 'x-request-id': 'trace-list-1' },
      },
    );
    expect(res.code).toBe(0);
    const lines = logLines.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    expect(lines.filter((l) => l.reqId === 'trace-list-1').map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);

    const storage = server.deps.storage;
    const ping = storage.ping.bind(storage);
    storage.ping = () => Promise.reject(new Error('disk gone'));
    try {
      await get(READY_URL, { 'x-request-id': 'trace-ready-1' });
    } finally {
      storage.ping = ping;
    }
    const warning = logLines.map((l) => JSON.parse(l) as { reqId?: string; level: number; msg: string });
    expect(warning.find((l) => l.level >= 40 && l.reqId === 'trace-ready-1')?.msg).toContain('readiness');
  });
});

describe('metrics', () => {
  const scrape = async () => {
    const res = await get(METRICS_URL, { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('are refused without the token', async () => {
    expect((await get(METRICS_URL)).statusCode).toBe(401);
    expect((await get(METRICS_URL, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('count calls by route pattern, errors by result code, events, sockets, the export queue and the process', async () => {
    await server.call(useRecord.useRecordList, { pageNum: 1, pageSize: 5 }, { token: keeper.token });
    await server.call(useRecord.useRecordDetail, { id: 2_000_000_000 }, { token: keeper.token });
    await server.call(useRecord.useRecordList, { pageNum: 1, pageSize: 5 }, { token: 'no-such-session' });
    await recordEvents(server.deps, keeper.companyId, [
      { type: 'message', to: 'staff', message: { msgType: 'INFO', msg: '运维测试' } },
      { type: 'message', to: 'staff', message: { msgType: 'INFO', msg: '运维测试' } },
    ]);
    await server.deps.db.insert(exportJobs).values({
      companyId: keeper.companyId,
      userId: keeper.userId,
      role: 2,
      exportType: 3,
      createdAt: new Date(server.clock.now().getTime() - 90_000),
    });

    const text = await scrape();
    expect(text).toMatch(
      /seal_http_request_duration_seconds_count\{method="GET",route="\/api\/operate\/use-record\/v1\/list",status="200"\} [1-9]/,
    );
    // The path's id is a placeholder in the label, never the id itself.
    expect(text).toContain('route="/api/operate/use-record/v1/:id/use-detail"');
    // (Looked for in the labels only: a duration such as 0.011467200000000049 holds the same digits.)
    expect(text).not.toMatch(/="[^"]*2000000000[^"]*"/);
    expect(text).toMatch(
      /seal_call_errors_total\{route="\/api\/operate\/use-record\/v1\/:id\/use-detail",code="404"\} 1/,
    );
    expect(text).toMatch(/seal_call_errors_total\{route="\/api\/operate\/use-record\/v1\/list",code="40[12]"\} 1/);
    expect(text).toMatch(/^seal_realtime_events_published_total\{type="message"\} 2$/m);
    expect(text).toMatch(/^seal_socket_clients 0$/m);
    expect(text).toMatch(/^seal_export_jobs\{state="queued"\} [1-9]/m);
    const age = Number(/^seal_export_oldest_queued_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(text).toMatch(/^seal_doc_jobs\{state="running"\} 0$/m);
    expect(text).toMatch(/^seal_doc_oldest_queued_age_seconds 0$/m);
    expect(text).toMatch(/^seal_cpu_jobs\{state="queued"\} 0$/m);
    expect(text).toMatch(/^seal_cpu_oldest_queued_age_seconds 0$/m);
    expect(text).toContain('seal_process_resident_memory_bytes');
    expect(text).toContain('seal_nodejs_eventloop_lag_seconds');
  });
});

describe('the CPU job queue', () => {
  it('counts the jobs waiting behind the one running, and the oldest wait', async () => {
    const script = { built: 'unused.js', source: new URL('./ops-sleep-worker.ts', import.meta.url) };
    const queuedAt = Date.now();
    const jobs = [1, 2, 3].map((n) => runInWorker<{ n: number }>(script, { n, ms: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = cpuJobStats();
    expect(busy).toMatchObject({ queued: 2, running: 1 });
    expect(busy.oldestQueuedAt).toBeGreaterThanOrEqual(queuedAt);
    expect((await Promise.all(jobs)).map((a) => a.n)).toEqual([1, 2, 3]);
    expect(cpuJobStats()).toEqual({ queued: 0, running: 0, oldestQueuedAt: null });
  });
});

describe('stopping', () => {
  it('readiness answers 503 from the first moment of a shutdown', async () => {
    markStopping(server.deps);
    const res = await get(READY_URL);
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({ status: 'stopping' });
    // Answers given while stopping end their connection, so that kept-alive ones do not hold the stop.
    expect(res.headers.connection).toBe('close');
    expect((await get(LIVE_URL)).statusCode).toBe(200);
  });
});

describe('settings', () => {
  it('production keeps metrics private; the token may come from a file', () => {
    expect(() => loadConfig({ APP_MODE: 'production', METRICS: 'true' })).toThrow(
      'METRICS=true needs METRICS_TOKEN or METRICS_TOKEN_FILE',
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ops-settings-'));
    try {
      const file = path.join(dir, 'token');
      writeFileSync(file, 'from-a-file\n');
      expect(loadConfig({ METRICS: 'true', METRICS_TOKEN_FILE: file }).ops).toMatchObject({
        metrics: true,
        metricsToken: 'from-a-file',
      });
      expect(() => loadConfig({ METRICS_TOKEN: 'a', METRICS_TOKEN_FILE: file })).toThrow('both set');
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow('SHUTDOWN_GRACE_MS');
      expect(loadConfig({}).ops).toEqual(OPS_DEFAULTS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
