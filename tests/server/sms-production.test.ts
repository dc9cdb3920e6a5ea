import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { account, urlOf, type Endpoint, type Payload } from '../../contract';
import { generateSigningKeys } from '../../server/src/lib/keys';
import { signer } from '../e2e/signed';
import { startFakeAliyunSms } from '../support/fake-aliyun-sms';
import type { FakeSmsGateway } from '../support/fake-sms-gateway';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { databaseUrl } from './test-db';

/*
 * Production mode with a real SMS provider: a production server process (PostgreSQL, key files, APP_SECRET, no
 * console outbox) configured for Aliyun against the local fake; a staff member asks for a code, which the fake
 * receives, and logs in with it. Needs PostgreSQL, so it runs in the server-pg project only.
 */

const testDb = inject('testDb');
const PHONE = '13800000000';

describe.skipIf(testDb.kind !== 'postgres')(
  'production mode with Aliyun SMS (runs on PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    let fake: FakeSmsGateway;
    let node: ServerProcess | undefined;
    let dir: string;
    let dbName: string;
    let smsSecret: string;

    async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
      if (testDb.kind !== 'postgres') throw new Error('PostgreSQL only');
      const client = new pg.Client({ connectionString: testDb.baseUrl });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      if (testDb.kind !== 'postgres') return;
      // A database of this run (the teardown drops it should this file crash), with the demo staff in it.
      dbName = `${testDb.prefix}_prod_${randomBytes(4).toString('hex')}`;
      await admin((c) => c.query(`create database "${dbName}" template "${testDb.template}"`));
      dir = mkdtempSync(path.join(os.tmpdir(), 'seal-production-'));
      const signing = generateSigningKeys();
      const audit = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
      const file = (name: string, content: string | Buffer) => {
        writeFileSync(path.join(dir, name), content, { mode: 0o600 });
        return path.join(dir, name);
      };
      fake = await startFakeAliyunSms({
        accessKeyId: 'LTAI-prod-id',
        accessKeySecret: randomBytes(18).toString('hex'),
      });
      const { SMS_ACCESS_KEY_SECRET: secret, ...smsEnv } = fake.env;
      smsSecret = secret!;
      node = await startServerProcess({
        from: 'source',
        env: {
          APP_MODE: 'production',
          DATABASE_URL: databaseUrl(testDb.baseUrl, dbName),
          DATA_DIR: dir,
          SIGNING_PRIVATE_KEY_FILE: file('signing-private.pem', signing.privatePem),
          SIGNING_PUBLIC_KEY_FILE: file('signing-public.pem', signing.publicPem),
          AUDIT_SIGNING_KEY_FILE: file('audit.pem', audit),
          APP_SECRET: randomBytes(32).toString('base64url'),
          ...smsEnv,
          SMS_ACCESS_KEY_SECRET_FILE: file('sms-secret', `${secret}\n`),
        },
        startLimitMs: 60_000,
      });
    }, 90_000);

    afterAll(async () => {
      await node?.stop();
      await fake?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      if (dbName) await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
    });

    async function call<T>(e: Endpoint, payload: Payload): Promise<{ code: number; msg: string; data: T }> {
      const signed = (await signer(node!.url))(e, payload);
      const res = await fetch(`${node!.url}${urlOf(e)}?${signed.query}`, {
        method: e.method,
        headers: { 'content-type': 'application/json', clientType: '0', ...signed.headers },
        body: JSON.stringify(payload),
      });
      return (await res.json()) as { code: number; msg: string; data: T };
    }

    it('sends the log-in code through the gateway and logs in with it', async () => {
      expect(node!.output()).toContain('(mode: production)');
      const sent = await call(account.requestCode, { phone: PHONE, purpose: 'login' });
      expect(sent).toEqual({ code: 0, msg: 'success', data: { resendAfterSeconds: 60 } });
      expect(fake.received).toHaveLength(1);
      expect(fake.received[0]).toMatchObject({ phone: PHONE, template: fake.env.SMS_CODE_TEMPLATE });
      const code = fake.lastCode(PHONE)!;
      expect(node!.output()).not.toContain(code);
      const login = await call<{ token: string; realName: string }>(account.loginByPhone, {
        phoneNumber: PHONE,
        verificationCode: code,
      });
      expect(login.code).toBe(0);
      expect(login.data).toMatchObject({ realName: '张伟', token: expect.any(String) });
      // There is no console outbox in production.
      expect((await fetch(`${node!.url}/api/dev/sms-outbox?phone=${PHONE}`)).status).toBe(404);
    });

    it('tells the user when the gateway is unavailable', async () => {
      fake.answer('serverError');
      const refused = await call(account.requestCode, { phone: '13800000001', purpose: 'login' });
      expect(refused).toMatchObject({ code: 503, msg: '短信服务暂时不可用，请稍后再试' });
      // The operator finds the vendor's code in the log.
      await expect.poll(() => node!.output(), { timeout: 3_000 }).toContain('InternalError');
      expect(node!.output()).not.toContain(smsSecret);
    });
  },
);
