/**
 * WeChat Pay (API v3, Native) as the cost centre's payment channel, against a local fake that checks our request
 * signatures and signs and encrypts like the vendor: an order gets a QR code's content, a notification pays and
 * fulfils once however often it comes, a forged or old one changes nothing, a lost one is recovered by querying, close
 * and refund reach the vendor, a vendor fault refuses the order cleanly; and a production server with the settings
 * takes its orders on WeChat Pay.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cost } from '../../contract';
import { SMS_PER_PACKAGE } from '../../contract/cost';
import { wechatPaySettings } from '../../server/src/config';
import { paymentNotifications } from '../../server/src/db/schema';
import { WechatPayChannel } from '../../server/src/modules/cost/channels/wechat-pay';
import {
  startFakeWechatPay,
  testPlatformCertificate,
  type FakeNotification,
  type FakeWechatPay,
} from '../support/fake-wechat-pay';
import { startTestServer, type TestServer } from './helpers';
import { unitsHeld, refundApproved } from './cost-fixtures';
import { CHIEF, staffSession, type StaffSession } from './staff';

const NOTIFY_PATH = cost.PAY_NOTIFY_URL.replace(':channel', 'wechat');

let fake: FakeWechatPay;
let server: TestServer;
let chief: StaffSession;
let smsProduct: number;

beforeAll(async () => {
  fake = await startFakeWechatPay();
  server = await startTestServer({ config: { wechatPay: fake.settings(`https://pay.example.com${NOTIFY_PATH}`) } });
  chief = await staffSession(server, CHIEF);
  const products = await server.call(cost.productList, {}, { token: chief.token });
  smsProduct = products.data.find((p) => p.code === 'SMS-REMIND-500')!.id;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function place(on: TestServer = server, token = chief.token) {
  const placed = await on.call(cost.orderCreate, { productId: smsProduct, quantity: 1 }, { token });
  expect(placed.code, placed.msg).toBe(0);
  return placed.data;
}

const detail = async (id: number) => (await server.call(cost.orderDetail, { id }, { token: chief.token })).data;

const post = (n: FakeNotification) =>
  server.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: n.headers, payload: n.body });

const smsUnits = () => unitsHeld(server, chief.companyId, smsProduct);

describe('WeChat Pay Native', () => {
  it('opens a trade for a new order and shows its QR code content on the order', async () => {
    const placed = await place();
    expect(placed.channel).toBe('wechat');
    const trade = fake.trades.get(placed.orderNo)!;
    expect(trade).toMatchObject({ total: 2_500, state: 'NOTPAY', notifyUrl: `https://pay.example.com${NOTIFY_PATH}` });
    expect(trade.timeExpire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    const order = await detail(placed.id);
    expect(order).toMatchObject({ channel: 'wechat', payable: true, payCodeUrl: trade.codeUrl });
    expect(order.payCodeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  });

  it('a paid notification pays and fulfils once, replayed three times', async () => {
    const placed = await place();
    const before = await smsUnits();
    await fake.pay(placed.orderNo, { notify: false });
    const notice = fake.notification(placed.orderNo);
    for (let i = 0; i < 3; i++) {
      const answer = await post(notice);
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
    expect(await detail(placed.id)).toMatchObject({ payState: 1, paidFen: 2_500, state: 4 });
    expect(await smsUnits()).toBe(before + SMS_PER_PACKAGE);
    const seen = await server.deps.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, placed.orderNo));
    expect(seen.map((n) => [n.channel, n.outcome])).toEqual([['wechat', 'applied']]);
  });

  it('answers 500 when it could not apply a notification, so that WeChat Pay sends it again', async () => {
    const placed = await place();
    await fake.pay(placed.orderNo, { notify: false });
    const notice = fake.notification(placed.orderNo);
    const fault = vi.spyOn(server.deps.db, 'transaction').mockRejectedValueOnce(new Error('database down'));
    try {
      const failed = await post(notice);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ code: 'FAIL', message: expect.any(String) });
    } finally {
      fault.mockRestore();
    }
    expect((await detail(placed.id)).payState).toBe(0);
    expect((await post(notice)).statusCode).toBe(204);
    expect((await detail(placed.id)).payState).toBe(1);
  });

  it('refuses a forged signature, an old timestamp or a changed body, and changes nothing', async () => {
    const placed = await place();
    const before = await smsUnits();
    await fake.pay(placed.orderNo, { notify: false });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const genuine = fake.notification(placed.orderNo);
    const refused = [
      fake.notification(placed.orderNo, { key: stranger }),
      fake.notification(placed.orderNo, { timestamp: now - 6 * 60 }),
      { headers: genuine.headers, body: genuine.body.replace('"id":"', '"id":"x') },
    ];
    for (const n of refused) {
      const answer = await post(n);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
    }
    expect(await detail(placed.id)).toMatchObject({ payState: 0, paidFen: 0 });
    expect(await smsUnits()).toBe(before);
  });

  it("recovers a lost notification by querying on the buyer's 'I have paid'", async () => {
    const placed = await place();
    await fake.pay(placed.orderNo, { notify: false });
    const synced = await server.call(cost.orderSync, { id: placed.id }, { token: chief.token });
    expect(synced.code, synced.msg).toBe(0);
    expect(synced.data).toMatchObject({ payState: 1, paidFen: 2_500 });
  });

  it('closes the trade when the buyer cancels, and refunds through WeChat Pay once approved', async () => {
    const open = await place();
    const cancelled = await server.call(cost.orderCancel, { id: open.id }, { token: chief.token });
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect(cancelled.data.payState).not.toBe(1);
    expect(fake.trades.get(open.orderNo)!.state).toBe('CLOSED');

    const paid = await place();
    await fake.pay(paid.orderNo, { notify: false });
    await server.call(cost.orderSync, { id: paid.id }, { token: chief.token });
    await refundApproved(server, chief.token, paid.id, 1_000);
    expect([...fake.refunds.values()]).toContainEqual({ outTradeNo: paid.orderNo, amount: 1_000 });
    expect(await detail(paid.id)).toMatchObject({ refundedFen: 1_000 });
  });

  it('closes the trade when the buyer switches to a bank transfer, and the QR code goes with it', async () => {
    const placed = await place();
    const chosen = await server.call(cost.transferChoose, { id: placed.id }, { token: chief.token });
    expect(chosen.code, chosen.msg).toBe(0);
    expect(fake.trades.get(placed.orderNo)!.state).toBe('CLOSED');
    expect(await detail(placed.id)).toMatchObject({ channel: 'bank', payCodeUrl: null });
  });

  it('refuses the order cleanly when WeChat Pay fails or refuses our signature', async () => {
    const count = async () =>
      (await server.call(cost.orderList, { pageNum: 1, pageSize: 10 }, { token: chief.token })).data.total;
    const before = await count();
    for (const fault of ['serverError', 'signError'] as const) {
      fake.failNext(fault);
      const placed = await server.call(
        cost.orderCreate,
        { productId: smsProduct, quantity: 1 },
        { token: chief.token },
      );
      expect(placed.code).toBe(503);
      expect(placed.msg).toBe('支付渠道暂时无法访问，请稍后重试');
    }
    expect(await count()).toBe(before);
  });
});

describe('a platform certificate instead of a public key', () => {
  it("verifies with the certificate's key and refuses a notification naming another serial", async () => {
    const certified = await startFakeWechatPay(testPlatformCertificate());
    try {
      const channel = new WechatPayChannel(
        certified.settings(`https://pay.example.com${NOTIFY_PATH}`),
        () => new Date(),
      );
      const deadline = new Date(Date.now() + 30 * 60_000);
      const opened = await channel.create(server.deps.db, {
        orderNo: 'DD-CERT-1',
        amountFen: 100,
        title: '证书',
        deadline,
      });
      expect(opened.codeUrl).toMatch(/^weixin:/);
      await certified.pay('DD-CERT-1', { notify: false });
      const good = certified.notification('DD-CERT-1');
      expect(channel.verify(good.headers, good.body)).toMatchObject({
        orderNo: 'DD-CERT-1',
        amountFen: 100,
        status: 'paid',
      });
      const other = certified.notification('DD-CERT-1', { serial: '1A2B3C' });
      expect(channel.verify(other.headers, other.body)).toBeNull();
    } finally {
      await certified.close();
    }
  });
});

describe('WeChat Pay settings', () => {
  it('are off when none is set and refuse to start when some are missing', () => {
    expect(wechatPaySettings({})).toBeUndefined();
    expect(() => wechatPaySettings({ WECHATPAY_MCHID: '1900000109', WECHATPAY_APPID: 'wx1' })).toThrow(
      /WeChat Pay needs WECHATPAY_SERIAL_NO, WECHATPAY_PRIVATE_KEY_FILE, WECHATPAY_API_V3_KEY .*WECHATPAY_PLATFORM_CERT_FILE, WECHATPAY_NOTIFY_URL/,
    );
  });

  it('read the keys from their files', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wechatpay-'));
    const given = fake.settings(`https://pay.example.com${NOTIFY_PATH}`);
    writeFileSync(path.join(dir, 'key.pem'), given.privateKey);
    writeFileSync(path.join(dir, 'platform.pem'), given.platformKey);
    writeFileSync(path.join(dir, 'v3key'), `${given.apiV3Key}\n`);
    const env = {
      WECHATPAY_MCHID: given.mchid,
      WECHATPAY_APPID: given.appid,
      WECHATPAY_SERIAL_NO: given.serialNo,
      WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'key.pem'),
      WECHATPAY_API_V3_KEY_FILE: path.join(dir, 'v3key'),
      WECHATPAY_PLATFORM_CERT_FILE: path.join(dir, 'platform.pem'),
      WECHATPAY_NOTIFY_URL: given.notifyUrl,
    };
    expect(wechatPaySettings(env)).toEqual({ ...given, endpoint: 'https://api.mch.weixin.qq.com', timeoutMs: 10_000 });
    expect(() => wechatPaySettings({ ...env, WECHATPAY_NOTIFY_URL: 'https://pay.example.com/notify' })).toThrow(
      /WECHATPAY_NOTIFY_URL/,
    );
  });
});

describe('a production server with WeChat Pay configured', () => {
  let prod: TestServer;
  afterAll(async () => {
    await prod?.close();
  });

  it('places orders on WeChat Pay, and the vendor’s posted notification pays them', async () => {
    prod = await startTestServer({
      config: { mode: 'production', wechatPay: fake.settings(`https://pay.example.com${NOTIFY_PATH}`) },
    });
    const buyer = await staffSession(prod, CHIEF);
    const placed = await place(prod, buyer.token);
    expect(placed.channel).toBe('wechat');
    const base = await prod.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await fake.pay(placed.orderNo, { to: base + NOTIFY_PATH })).toBe(204);
    const paid = (await prod.call(cost.orderDetail, { id: placed.id }, { token: buyer.token })).data;
    expect(paid).toMatchObject({ channel: 'wechat', payState: 1, paidFen: 2_500 });
  });
});
