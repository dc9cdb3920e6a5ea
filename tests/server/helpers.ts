/**
 * A test server per test file: the app built by `buildApp` on its own copy of the demo-seeded template database (see
 * global-setup.ts), a request-signing key pair of its own, a controllable clock and the console SMS outbox. `call`
 * signs a contract call the way the console does and returns the envelope with the HTTP status.
 */
import { createPrivateKey, createPublicKey, randomBytes, sign as signData } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import {
  account,
  canonicalString,
  signedCallOf,
  SIGNATURE_VERSION,
  SIGNATURE_VERSION_HEADER,
  timestampKey,
  urlOf,
  type Endpoint,
  type Envelope,
  type Payload,
  type RequestOf,
  type ResponseOf,
} from '../../contract';
import { buildApp, type BuildOptions } from '../../server/src/app';
import { OPS_DEFAULTS, type Config, type Edition } from '../../server/src/config';
import { migrationsDirOf, openDatabase, type Database } from '../../server/src/db/client';
import type { Deps } from '../../server/src/deps';
import { EventBus } from '../../server/src/events';
import { ClusterSignals } from '../../server/src/lib/cluster-signals';
import { generateSigningKeys } from '../../server/src/lib/keys';
import { dayStart, localDay } from '../../server/src/lib/local-time';
import { writeDemoFiles } from '../../server/src/db/seed/demo-files';
import { LocalDiskStorage, type FileStorage } from '../../server/src/lib/file-storage';
import { NoOcrProvider, type OcrProvider } from '../../server/src/lib/ocr-provider';
import { ConsoleSmsProvider } from '../../server/src/lib/sms';
import { databaseUrl, type TestDbInfo } from './test-db';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface TestServerOptions {
  edition?: Edition;
  /** Any other config field (mode, session limits ...). */
  config?: Partial<Config>;
  /** Start of the test clock (default: now). */
  startAt?: Date;
  /** Business-licence recognition (default: none configured). */
  ocr?: OcrProvider;
  /** Serve the built console from `<config.rootDir>/dist/client` as the server does (default: API only). */
  serveConsole?: boolean;
  /** The server's log (default: none); a stream lets a test read the lines. */
  logger?: BuildOptions['logger'];
  /** Where files go (default: local disk in a folder of this server's own, `filesDir`). */
  storage?: (filesDir: string) => FileStorage;
}

export interface CallOptions {
  token?: string;
  /** Signature timestamp in ms (default: the test clock). */
  timestamp?: number;
  /** false: send no `sign` header; a string: send that text as the signature. */
  sign?: false | string;
  lang?: 'zh-CN' | 'en-US';
  /** Client address seen by the server (per-IP limits). */
  ip?: string;
  /** Changes the payload after it was signed (tampering). */
  alter?: (payload: Payload) => Payload;
  headers?: Record<string, string>;
  /** The file part of a multipart call (omit it to send none). */
  file?: { filename: string; contentType?: string; data: Buffer };
  /** Another app built on the same database (a second node) to send the call to. */
  via?: FastifyInstance;
}

export interface CallResult<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
  envelope: Envelope<T>;
  /** What was sent: hand it to `server.send` to send the very same request again. */
  request: InjectOptions;
  response: LightMyRequestResponse;
}

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(at: Date): void;
}

export interface TestServer {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  clock: TestClock;
  sms: {
    outbox: ConsoleSmsProvider;
    /** The newest code sent to a phone, if any. */
    lastCode(phone: string): string | undefined;
    /** Every code sent to a phone, newest first. */
    codes(phone: string): string[];
  };
  keys: { privateKeyPem: string; publicKeyPem: string };
  call<E extends Endpoint>(e: E, payload: RequestOf<E>, options?: CallOptions): Promise<CallResult<ResponseOf<E>>>;
  /** Sends a request as it is (e.g. the `request` of an earlier call, to replay it). */
  send(request: InjectOptions): Promise<CallResult<unknown>>;
  /** Signs a text with the test key, base64 DER like the console. */
  signText(text: string): string;
  /** Requests a code and returns it from the outbox; throws when the server refuses. */
  sendCode(phone: string, purpose?: 'login' | 'password' | 'register', ip?: string): Promise<string>;
  /** Phone + SMS code log-in; returns the token. */
  loginByPhone(phone: string, ip?: string): Promise<string>;
  /** User name + password log-in; returns the token. */
  loginByPassword(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * 10:00 in Beijing on the next working day (Monday to Friday) after today: office hours, after every seeded record,
 * whatever day and hour the tests run (a Saturday start made every stamp an after-hours anomaly).
 */
export function nextWorkdayAt10(now: Date = new Date()): Date {
  let day = localDay(new Date(now.getTime() + 24 * HOUR));
  // Noon of a Beijing day falls on the same UTC date, so its UTC weekday is Beijing's.
  const weekday = (d: string) => new Date(dayStart(d).getTime() + 12 * HOUR).getUTCDay();
  while (weekday(day) === 0 || weekday(day) === 6) day = localDay(new Date(dayStart(day).getTime() + 36 * HOUR));
  return new Date(dayStart(day).getTime() + 10 * HOUR);
}
export const DAY = 24 * HOUR;

function testConfig(options: TestServerOptions, databaseUrlValue: string | undefined, filesDir: string): Config {
  const dataDir = path.join(os.tmpdir(), 'seal-console-tests');
  return {
    mode: 'demo',
    edition: options.edition ?? 'general',
    host: '127.0.0.1',
    port: 0,
    databaseUrl: databaseUrlValue,
    dataDir,
    rootDir,
    signingPrivateKeyFile: path.join(dataDir, 'unused-private.pem'),
    signingPublicKeyFile: path.join(dataDir, 'unused-public.pem'),
    smsProvider: 'console',
    ocrProvider: 'none',
    ocrTimeLimitMs: 45_000,
    ocrMinConfidence: 60,
    filesDir,
    systemLoginUrl: '/login?side=system',
    sessionIdleMinutes: 120,
    sessionMaxHours: 12,
    logLevel: 'silent',
    trustProxy: false,
    realtimeRetentionHours: 72,
    apiDocs: true,
    // The device simulator runs only where a test starts it.
    simulatorRate: 0,
    ops: OPS_DEFAULTS,
    storage: 'local',
    ...options.config,
  };
}

interface OpenedDatabase {
  database: Database;
  url: string | undefined;
  dispose(): Promise<void>;
}

/** This file's own copy of the template database (PGlite in memory, or a PostgreSQL database of the run). */
async function openTestDatabase(): Promise<OpenedDatabase> {
  const info = inject('testDb');
  const migrationsDir = migrationsDirOf(rootDir);
  if (info.kind === 'pglite') {
    const database = await openDatabase({
      loadDataDir: new Blob([readFileSync(info.templateFile)]),
      migrationsDir,
    });
    return { database, url: undefined, dispose: () => database.close() };
  }
  const copy = await copyTemplateDatabase(info);
  const database = await openDatabase({ databaseUrl: copy.url, migrationsDir });
  return {
    database,
    url: copy.url,
    dispose: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * A PostgreSQL database of the run copied from its migrated and seeded template (server-pg project only), for a test
 * that opens it itself (several server processes on one database); `drop` removes it, connections and all.
 */
export async function copyTemplateDatabase(
  info: Extract<TestDbInfo, { kind: 'postgres' }>,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.baseUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${info.template}"`);
        break;
      } catch (error) {
        // 55006: the template is briefly in use by another file's CREATE DATABASE.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(info.baseUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: info.baseUrl });
      await dropper.connect();
      try {
        // A pool's end() resolves before its clients' connections have closed: a forced drop at once would terminate
        // them while they end, and their late error would reach no listener. They are given a moment to go first.
        for (let waited = 0; waited < 2_000; waited += 50) {
          const { rows } = await dropper.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

function parseEnvelope<T>(response: LightMyRequestResponse): Envelope<T> {
  try {
    return response.json<Envelope<T>>();
  } catch {
    throw new Error(`not a JSON envelope (HTTP ${response.statusCode}): ${response.body.slice(0, 200)}`);
  }
}

function pathAndPayload(e: Endpoint, payload: Payload): { url: string; rest: Payload } {
  const rest = { ...payload };
  const url = urlOf(e).replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

/** A multipart/form-data body: the payload's fields as text parts (in key order), then the file part named `file`. */
function multipartBody(boundary: string, fields: Payload, file: CallOptions['file']): Buffer {
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${queryText(value)}\r\n`),
    );
  }
  if (file) {
    const type = file.contentType ?? 'application/octet-stream';
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.filename}"\r\ncontent-type: ${type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

function queryText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

let signingPair: ReturnType<typeof generateSigningKeys> | undefined;

/**
 * The request-signing key pair of this test process's servers, made at the first server: generating a 2048-bit DSA
 * pair takes 0.1 to 0.9 s of CPU, and nearly every server test file starts a server of its own. Servers of one
 * process sharing it is harmless: each test signs with its own server's key, and none compares keys across servers.
 */
function testSigningKeys() {
  signingPair ??= generateSigningKeys();
  return signingPair;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const opened = await openTestDatabase();
  const pair = testSigningKeys();
  const privateKey = createPrivateKey(pair.privatePem);
  let now = (options.startAt ?? new Date()).getTime();
  const clock: TestClock = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = at.getTime();
    },
  };
  const outbox = new ConsoleSmsProvider(() => undefined);
  // Uploaded files of this server go to a folder of its own, removed when it closes.
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'seal-console-files-'));
  const storage = options.storage?.(filesDir) ?? new LocalDiskStorage(filesDir);
  await writeDemoFiles(storage);
  const deps: Deps = {
    db: opened.database.db,
    config: testConfig(options, opened.url, filesDir),
    secret: randomBytes(32).toString('base64url'),
    sms: outbox,
    storage,
    ocr: options.ocr ?? new NoOcrProvider(),
    keys: { publicKey: createPublicKey(pair.publicPem), privateKeyPem: pair.privatePem },
    now: clock.now,
    events: new EventBus(),
    signals: new ClusterSignals(),
  };
  const app = await buildApp(deps, { serveConsole: options.serveConsole, logger: options.logger });
  await app.ready();

  const signText = (text: string) => signData('sha256', Buffer.from(text), privateKey).toString('base64');

  const send = async <T>(request: InjectOptions, via: FastifyInstance = app): Promise<CallResult<T>> => {
    const response = await via.inject(request);
    const envelope = parseEnvelope<T>(response);
    return {
      status: response.statusCode,
      code: envelope.code,
      msg: envelope.msg,
      data: envelope.data,
      envelope,
      request,
      response,
    };
  };

  const call = async <E extends Endpoint>(
    e: E,
    payload: RequestOf<E>,
    opts: CallOptions = {},
  ): Promise<CallResult<ResponseOf<E>>> => {
    const { url, rest } = pathAndPayload(e, payload as Payload);
    const tsKey = timestampKey(e.method);
    const ts = String(opts.timestamp ?? clock.now().getTime());
    const canonical = canonicalString(signedCallOf(e, payload as Payload), { key: tsKey, value: ts });
    const signature = opts.sign === undefined ? signText(canonical) : opts.sign;
    const sent = opts.alter ? opts.alter(rest) : rest;
    const headers: Record<string, string> = {
      clientType: '0',
      [SIGNATURE_VERSION_HEADER]: SIGNATURE_VERSION,
      ...opts.headers,
    };
    if (signature !== false) headers.sign = signature;
    if (opts.token !== undefined) headers.token = opts.token;
    if (opts.lang) headers['accept-language'] = opts.lang === 'en-US' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9';
    const isQuery = e.method === 'GET' || e.method === 'DELETE';
    const request: InjectOptions = { method: e.method, url, headers };
    if (opts.ip) request.remoteAddress = opts.ip;
    if (isQuery) {
      request.query = {
        ...Object.fromEntries(
          Object.entries(sent)
            .filter(([, v]) => v !== undefined && v !== null)
            .map(([k, v]) => [k, queryText(v)]),
        ),
        [tsKey]: ts,
      };
    } else {
      request.query = { [tsKey]: ts };
      if (e.encoding === 'multipart') {
        const boundary = `----seal-test-${randomBytes(8).toString('hex')}`;
        headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
        request.payload = multipartBody(boundary, sent, opts.file);
      } else if (e.encoding === 'form') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        request.payload = new URLSearchParams(
          Object.entries(sent)
            .filter(([, v]) => v !== undefined && v !== null)
            .map(([k, v]) => [k, queryText(v)]),
        ).toString();
      } else {
        headers['content-type'] = 'application/json';
        request.payload = JSON.stringify(sent);
      }
    }
    return send<ResponseOf<E>>(request, opts.via);
  };

  const sendCode = async (phone: string, purpose: 'login' | 'password' | 'register' = 'login', ip?: string) => {
    const result = await call(account.requestCode, { phone, purpose }, ip ? { ip } : {});
    if (result.code !== 0) throw new Error(`code for ${phone} refused: ${result.code} ${result.msg}`);
    const code = outbox.recent(phone)[0]?.code;
    if (!code) throw new Error(`no code in the outbox for ${phone}`);
    return code;
  };

  const expectToken = (result: CallResult<{ token: string }>, what: string): string => {
    if (result.code !== 0) throw new Error(`${what} refused: ${result.code} ${result.msg}`);
    return result.data.token;
  };

  return {
    app,
    deps,
    database: opened.database,
    clock,
    sms: {
      outbox,
      lastCode: (phone) => outbox.recent(phone)[0]?.code,
      codes: (phone) => outbox.recent(phone).map((entry) => entry.code),
    },
    keys: { privateKeyPem: pair.privatePem, publicKeyPem: pair.publicPem },
    call,
    send,
    signText,
    sendCode,
    loginByPhone: async (phone, ip) => {
      const code = await sendCode(phone, 'login', ip);
      return expectToken(
        await call(account.loginByPhone, { phoneNumber: phone, verificationCode: code }),
        `login of ${phone}`,
      );
    },
    loginByPassword: async (username, password) =>
      expectToken(await call(account.loginByUsername, { username, password }), `login of ${username}`),
    close: async () => {
      await app.close();
      await opened.dispose();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A six-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
