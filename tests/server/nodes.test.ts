/**
 * Two server processes on one PostgreSQL database (and, when Debian's nginx is installed, nginx in front of them):
 * what one node commits reaches the live sockets of the other, a grant or session change on one holds on the other
 * at once, and the rate limits count across both. Runs in the server-pg project only (TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { account, apply, menu, realtime, resultCodes, sysRole, type RequestOf } from '../../contract';
import type { Endpoint } from '../../contract/endpoint';
import { loadConfig } from '../../server/src/config';
import { loadAppSecret, loadSigningKeys } from '../../server/src/lib/keys';
import { auditSigner } from '../../server/src/modules/audit/signer';
import { DEMO_STAFF_PASSWORD, DEMO_UNIT, SYSADMIN, demoStaff } from '../../server/src/db/seed/demo-accounts';
import { httpCaller, type HttpCallOptions } from '../support/http-call';
import { startBalancer, type Balancer } from '../support/nginx-balancer';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { copyTemplateDatabase } from './helpers';

type UnitEvent = realtime.UnitEvent;

const testDb = inject('testDb');

interface Node {
  process: ServerProcess;
  url: string;
  call: Awaited<ReturnType<typeof httpCaller>>;
}

let a: Node;
let b: Node;
let balancer: Balancer | null = null;
let database: Awaited<ReturnType<typeof copyTemplateDatabase>> | undefined;
let dataDir: string;
const sockets: Socket[] = [];

async function node(env: Record<string, string>): Promise<Node> {
  const process = await startServerProcess({ from: 'source', env });
  return { process, url: process.url, call: await httpCaller(process.url) };
}

/** A call that must succeed. */
async function ok<E extends Endpoint>(on: Node, e: E, payload: RequestOf<E>, options?: HttpCallOptions) {
  const res = await on.call(e, payload, options);
  expect(res.code, `${e.path}: ${res.msg}`).toBe(0);
  return res.data;
}

/** A demo staff member's session bound to the demo unit, logged in on `on` (from its own address). */
async function staffToken(on: Node, mobile: string, address: string): Promise<string> {
  const headers = { 'x-forwarded-for': address };
  const person = demoStaff.find((p) => p.mobile === mobile)!;
  let login: string;
  if (person.userName) {
    login = (
      await ok(on, account.loginByUsername, { username: person.userName, password: DEMO_STAFF_PASSWORD }, { headers })
    ).token;
  } else {
    await ok(on, account.requestCode, { phone: mobile, purpose: 'login' }, { headers });
    const outbox = (await (await fetch(`${on.url}/api/dev/sms-outbox?phone=${mobile}`)).json()) as {
      data: Array<{ code: string }>;
    };
    const code = outbox.data[0]!.code;
    login = (await ok(on, account.loginByPhone, { phoneNumber: mobile, verificationCode: code }, { headers })).token;
  }
  const units = await ok(on, account.listUnitsByUser, {}, { token: login });
  const unit = units.find((u) => u.companyName === DEMO_UNIT)!;
  return (await ok(on, account.getInfo, { companyId: unit.companyId }, { token: login })).token;
}

/** A websocket client of `url` (the transport the console uses: no sticky sessions needed) and what it hears. */
async function listen(url: string, token: string) {
  const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  const events: Array<{ event: UnitEvent; heardAt: number }> = [];
  socket.on('unit-event', (event: UnitEvent) => events.push({ event, heardAt: Date.now() }));
  const ready = await new Promise<{ lastEventId: number }>((resolve, reject) => {
    socket.on('session-ready', resolve);
    socket.on('connect_error', reject);
  });
  return { socket, events, ready };
}

/** One move of the demo device simulator on a node: a device changes state, which is a unit event. */
async function deviceMove(url: string): Promise<void> {
  const res = (await (await fetch(`${url}/api/dev/simulate?kind=status`, { method: 'POST' })).json()) as {
    code: number;
  };
  expect(res.code).toBe(0);
}

async function until(check: () => boolean, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe.skipIf(testDb.kind !== 'postgres')('two nodes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    if (testDb.kind !== 'postgres') return;
    database = await copyTemplateDatabase(testDb);
    // One data folder with the demo keys and secret made before both nodes start (production passes files).
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'seal-nodes-'));
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' };
    const config = loadConfig(env);
    loadSigningKeys(config);
    loadAppSecret(config, env);
    auditSigner(config);
    [a, b] = await Promise.all([node(env), node(env)]);
    balancer = await startBalancer(path.join(dataDir, 'nginx'), [a.process.port, b.process.port]);
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await balancer?.stop();
    await Promise.all([a?.process.stop(), b?.process.stop()]);
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('an event committed on node B reaches a websocket client of node A within 1 s (p95 of 100), every id once, none missed or doubled', async () => {
    const chief = await staffToken(a, '13800000000', '10.1.0.1');
    const onA = await listen(a.url, chief);
    const seen = () => onA.events.filter((e) => e.event.type === 'device').length;
    for (let i = 0; seen() < 100 && i < 200; i++) await deviceMove(b.url);
    await until(() => seen() >= 100, 5_000);

    const latencies = onA.events
      .filter((e) => e.event.type === 'device')
      .slice(0, 100)
      .map((e) => e.heardAt - Date.parse(e.event.at));
    const p95 = percentile(latencies, 95);
    console.log(`node B -> node A event latency: p50 ${percentile(latencies, 50)} ms, p95 ${p95} ms`);
    expect(p95).toBeLessThanOrEqual(1000);

    // Two commits of B may be sent in the other order; once all arrived, the ids follow the head without a hole.
    const ids = () => onA.events.map((e) => e.event.id).sort((x, y) => x - y);
    await until(() => ids().at(-1)! - ids()[0]! + 1 === ids().length, 2_000);
    expect(new Set(ids()).size).toBe(ids().length);
    expect(ids()[0]).toBe(onA.ready.lastEventId + 1);

    // Away from A, back on B: B's head and backfill continue exactly after the last id A delivered.
    onA.socket.close();
    const last = ids().at(-1)!;
    for (let i = 0; i < 3; i++) await deviceMove(a.url);
    const onB = await listen(b.url, chief);
    const missed = await ok(b, realtime.realtimeEvents, { afterId: last, limit: 500 }, { token: chief });
    const missedIds = missed.list.map((e) => e.id);
    // Background work (the simulated devices' command poll, queued jobs) may commit more after B's handshake.
    expect(missedIds[0]).toBe(last + 1);
    expect(missedIds.at(-1)).toBeGreaterThanOrEqual(onB.ready.lastEventId);
    expect(missedIds).toEqual(Array.from({ length: missedIds.length }, (_, k) => last + 1 + k));
  });

  it('a grant taken away on node A is refused on node B at once, and given back holds there at once too', async () => {
    const member = await staffToken(b, '13800000003', '10.1.0.2');
    const submitDraft = async () =>
      (await b.call(apply.applyDraftSubmit, { id: 2_000_000_000 }, { token: member })).code;
    const navCodes = async () => (await ok(b, menu.menuNav, {}, { token: member })).permissions;
    // B has the member role's codes in its cache now.
    expect(await submitDraft()).not.toBe(resultCodes.forbidden);
    expect(await navCodes()).toContain('apply:add');

    const credentials = { username: SYSADMIN.username, password: SYSADMIN.password };
    const sys = (await ok(a, account.systemLogin, credentials, { headers: { 'x-forwarded-for': '10.1.0.3' } })).token;
    const grants = await ok(a, sysRole.roleGrants, { role: 3 }, { token: sys });
    const flat = (tree: menu.MenuEntry[]): menu.MenuEntry[] => tree.flatMap((e) => [e, ...flat(e.children)]);
    const applyAdd = flat(grants.tree).find((e) => e.buttonCode === 'apply:add')!;
    const without = grants.grantedIds.filter((id) => id !== applyAdd.id);
    await ok(a, sysRole.roleGrantsSave, { role: 3, menuIds: without }, { token: sys });
    expect(await submitDraft()).toBe(resultCodes.forbidden);
    expect(await navCodes()).not.toContain('apply:add');

    await ok(a, sysRole.roleGrantsSave, { role: 3, menuIds: grants.grantedIds }, { token: sys });
    expect(await submitDraft()).not.toBe(resultCodes.forbidden);
    expect(await navCodes()).toContain('apply:add');
  });

  it('a session logged out on node A loses its live socket on node B at once', async () => {
    const chief = await staffToken(a, '13800000000', '10.1.0.4');
    const onB = await listen(b.url, chief);
    const closed = new Promise<number>((resolve) => onB.socket.on('disconnect', () => resolve(Date.now())));
    const asked = Date.now();
    await ok(a, account.logout, {}, { token: chief });
    expect((await closed) - asked).toBeLessThan(1000);
  });

  it('the SMS and password limits count the tries of both nodes', async () => {
    const phone = '13700000001';
    const headers = { 'x-forwarded-for': '10.2.0.1' };
    await ok(a, account.requestCode, { phone, purpose: 'login' }, { headers });
    const again = await b.call(account.requestCode, { phone, purpose: 'login' }, { headers });
    expect(again.code).toBe(resultCodes.tooManyRequests);

    // 30 failed log-ins from one address, alternating nodes, each under a name of its own (a name locks after 5 tries
    // whether or not it has an account): the 31st is refused on either.
    const from = { headers: { 'x-forwarded-for': '10.2.0.2' } };
    const wrong = (n: number) => ({ username: `nobody-here-${n}`, password: 'Wrong@2026x' });
    for (let i = 0; i < 30; i++) {
      const res = await (i % 2 ? b : a).call(account.loginByUsername, wrong(i), from);
      expect(res.code).toBe(resultCodes.badRequest);
    }
    for (const [k, on] of [a, b].entries()) {
      const res = await on.call(account.loginByUsername, wrong(30 + k), from);
      expect(res.code).toBe(resultCodes.tooManyRequests);
      expect(res.msg).toMatch(/^登录失败次数过多/);
    }
    // Another address is not affected.
    const other = await b.call(account.loginByUsername, wrong(40), { headers: { 'x-forwarded-for': '10.2.0.3' } });
    expect(other.code).toBe(resultCodes.badRequest);
  });

  it('behind nginx (when installed): a websocket through the balancer hears what calls through it change', async (ctx) => {
    if (!balancer) return ctx.skip('nginx is not installed (apt-get install nginx)');
    const front: Node = { process: a.process, url: balancer.url, call: await httpCaller(balancer.url) };
    const chief = await staffToken(front, '13800000000', '10.3.0.1');
    const heard = await listen(balancer.url, chief);
    // Round robin: the moves are made by both nodes.
    const moves = () => heard.events.filter((e) => e.event.type === 'device').length;
    for (let i = 0; moves() < 4 && i < 20; i++) await deviceMove(balancer.url);
    await until(() => moves() >= 4, 2_000);
  });
  it('node A killed with a socket attached: the client comes back through the balancer (or to B) and misses nothing', async () => {
    const front = balancer?.url ?? b.url;
    const chief = await staffToken(b, '13800000000', '10.4.0.1');
    const onA = await listen(a.url, chief);
    const moves = () => onA.events.filter((e) => e.event.type === 'device').length;
    for (let i = 0; moves() < 2 && i < 20; i++) await deviceMove(b.url);
    await until(() => moves() >= 2, 2_000);
    const last = Math.max(...onA.events.map((e) => e.event.id));

    await a.process.stop('SIGKILL');
    // Meanwhile the unit goes on (nginx passes what A cannot take to B).
    for (let i = 0; i < 3; i++) await deviceMove(front);
    const back = await listen(front, chief);
    const frontCall = await httpCaller(front);
    const missed = await frontCall(realtime.realtimeEvents, { afterId: last, limit: 500 }, { token: chief });
    expect(missed.code).toBe(0);
    const ids = missed.data.list.map((e) => e.id);
    expect(ids[0]).toBe(last + 1);
    expect(ids.at(-1)).toBe(back.ready.lastEventId);
    expect(ids.length).toBe(back.ready.lastEventId - last);
  });
});
