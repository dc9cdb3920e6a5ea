import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SIMULATE_URL, account, urlOf } from '../../contract';
import { DEMO_STAFF_PASSWORD } from '../../server/src/db/seed/demo-accounts';
import { READY_URL } from '../../server/src/modules/ops';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { signer } from '../e2e/signed';
import { pgliteTemplate, seededDataDir } from './seeded-data-dir';

/*
 * A real server process stopped by SIGTERM while a request is in flight. The request is slow on the client's side:
 * its body arrives in two halves, the second after the signal, so it is certainly in flight when the signal arrives.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'ops-shutdown-'));
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!pgliteTemplate) return;
  await seededDataDir(root);
  server = await startServerProcess({
    from: 'source',
    env: { DATA_DIR: root, SHUTDOWN_GRACE_MS: '5000', LOG_LEVEL: 'warn' },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

/** Sends the headers and the first half of a JSON body; `finish()` sends the rest and resolves with the answer. */
function slowRequest(url: string): { answer: Promise<Answer>; finish(): Promise<Answer> } {
  const body = JSON.stringify({ note: 'a request whose body arrives slowly' });
  const half = Math.floor(body.length / 2);
  const req = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return {
    answer,
    finish() {
      req.end(body.slice(half));
      return answer;
    },
  };
}

/** 张伟's log-in by user name and password, signed as the console signs it; returns the session token. */
async function login(url: string): Promise<string> {
  const payload = { username: 'zhangwei', password: DEMO_STAFF_PASSWORD };
  const signed = (await signer(url))(account.loginByUsername, payload);
  const res = await fetch(`${url}${urlOf(account.loginByUsername)}?${signed.query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signed.headers },
    body: JSON.stringify(payload),
  });
  const envelope = (await res.json()) as { code: number; data: { token: string } };
  expect(envelope.code).toBe(0);
  return envelope.data.token;
}

/** A live socket of 张伟 (a session without a unit chosen is enough to stay connected). */
async function liveSocket(url: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], auth: { token: await login(url) }, reconnection: false });
  await new Promise((resolve, reject) => {
    socket.once('session-ready', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Whether a new connection is refused (the listener closed). */
async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

describe.skipIf(!pgliteTemplate)('graceful shutdown (a real process; on PGlite, its template data dir)', () => {
  it('SIGTERM: a request in flight gets its answer, new connections are refused, one past the grace is cut, exit 0', async () => {
    const running = server!;
    expect((await fetch(`${running.url}${READY_URL}`)).status).toBe(200);
    const socket = await liveSocket(running.url);
    const told = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const inFlight = slowRequest(`${running.url}${SIMULATE_URL}?kind=stamp`);
    const abandoned = slowRequest(`${running.url}${SIMULATE_URL}?kind=stamp`);
    abandoned.answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    running.child.kill('SIGTERM');

    const deadline = Date.now() + 5_000;
    while (!(await refused(`${running.url}/api/health/live`))) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(running.child.exitCode).toBeNull();
    // The socket was told (a disconnect from the server, which the console answers by reconnecting elsewhere).
    expect(await told).toBe('io server disconnect');

    const answer = await inFlight.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0 });
    // A request still unfinished after SHUTDOWN_GRACE_MS does not hold the stop: its connection is closed.
    await expect(abandoned.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await running.exited()).toBe(0);
    expect(running.output()).toContain('still busy after SHUTDOWN_GRACE_MS=5000');
    expect(running.output()).toMatch(/SIGTERM: shutting down[\s\S]*shutdown: done in \d+ ms/);
  }, 60_000);
});
