/**
 * Alipay (face-to-face QR payment, through the official alipay-sdk) as the cost centre's payment channel, against a
 * local fake gateway that checks our RSA2 signatures and signs its answers and notifications with its own key: an
 * order gets a QR code, a notification pays and fulfils once however often it comes, a forged one, a wrong amount or
 * another app's changes nothing, a lost one is recovered by querying, close and refund reach Alipay, a gateway fault
 * refuses the order cleanly; with WeChat Pay configured too the buyer chooses; the settings refuse a half set.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cost } from '../../contract';
import { SMS_PER_PACKAGE } from '../../contract/cost';
import { alipaySettings } from '../../server/src/config';
import { paymentNotifications } from '../../server/src/db/schema';
import { fenToYuan, yuanToFen } from '../../server/src/lib/yuan';
import { startFakeAlipay, type FakeAlipay } from '../support/fake-alipay';
import { startFakeWechatPay, type FakeWechatPay } from '../support/fake-wechat-pay';
import { startTestServer, type TestServer } from './helpers';
import { unitsHeld, refundApproved } from './cost-fixtures';
import { CHIEF, staffSession, type StaffSession } from './staff';

const NOTIFY_PATH = cost.PAY_NOTIFY_URL.replace(':channel', 'alipay');
const NOTIFY_URL = `https://pay.example.com${NOTIFY_PATH}`;

let fake: FakeAlipay;
let server: TestServer;
let chief: StaffSession;
let smsProduct: number;

beforeAll(async () => {
  fake = await startFakeAlipay();
  server = await startTestServer({ config: { alipay: fake.settings(NOTIFY_URL) } });
  chief = await staffSession(server, CHIEF);
  const products = await server.call(cost.productList, {}, { token: chief.token });
  smsProduct = products.data.find((p) => p.code === 'SMS-REMIND-500')!.id;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function place(on: TestServer = server, token = chief.token, channel?: 'wechat' | 'alipay') {
  const placed = await on.call(cost.orderCreate, { productId: smsProduct, quantity: 1, channel }, { token });
  expect(placed.code, placed.msg).toBe(0);
  return placed.data;
}

const detail = async (id: number) => (await server.call(cost.orderDetail, { id }, { token: chief.token })).data;

const post = (n: { headers: Record<string, string>; body: string }) =>
  server.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: n.headers, payload: n.body });

const smsUnits = () => unitsHeld(server, chief.companyId, smsProduct);

describe('yuan and fen', () => {
  it('convert exactly both ways, and refuse what is not an amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (fen) => {
        const yuan = fenToYuan(fen);
        expect(yuan).toMatch(/^\d+\.\d\d$/);
        expect(yuanToFen(yuan)).toBe(fen);
      }),
    );
    expect([fenToYuan(0), fenToYuan(5), fenToYuan(2_500), fenToYuan(1_001)]).toEqual([
      '0.00',
      '0.05',
      '25.00',
      '10.01',
    ]);
    expect([yuanToFen('12'), yuanToFen('12.3'), yuanToFen('0.07'), yuanToFen('19.99')]).toEqual([
      1_200, 1_230, 7, 1_999,
    ]);
    for (const bad of ['', '-1.00', '1.234', '1e3', ' 1.00', '1,00', 'abc']) expect(yuanToFen(bad)).toBeUndefined();
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });
});

describe('Alipay QR payment', () => {
  it('opens a trade for a new order and shows its QR code on the order', async () => {
    expect((await server.call(cost.payChannelList, {}, { token: chief.token })).data).toEqual(['alipay', 'sandbox']);
    const placed = await place();
    expect(placed.channel).toBe('alipay');
    const trade = fake.trades.get(placed.orderNo)!;
    expect(trade).toMatchObject({ totalAmount: '25.00', status: 'WAIT_BUYER_PAY', notifyUrl: NOTIFY_URL });
    expect(trade.timeExpire).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await detail(placed.id)).toMatchObject({ channel: 'alipay', payable: true, payCodeUrl: trade.qrCode });
  });

  it('a paid notification pays and fulfils once, replayed three times, each answered `success`', async () => {
    const placed = await place();
    const before = await smsUnits();
    await fake.pay(placed.orderNo, { notify: false });
    const notice = fake.notification(placed.orderNo);
    for (let i = 0; i < 3; i++) {
      const answer = await post(notice);
      expect([answer.statusCode, answer.body]).toEqual([200, 'success']);
    }
    expect(await detail(placed.id)).toMatchObject({ payState: 1, paidFen: 2_500, state: 4 });
    expect(await smsUnits()).toBe(before + SMS_PER_PACKAGE);
    const seen = await server.deps.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, placed.orderNo));
    expect(seen.map((n) => [n.channel, n.outcome])).toEqual([['alipay', 'applied']]);
  });

  it('refuses a forged signature, a changed field or another app, and changes nothing', async () => {
    const placed = await place();
    const before = await smsUnits();
    await fake.pay(placed.orderNo, { notify: false });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const genuine = fake.notification(placed.orderNo);
    const refused = [
      fake.notification(placed.orderNo, { key: stranger }),
      { headers: genuine.headers, body: genuine.body.replace('total_amount=25.00', 'total_amount=0.01') },
      fake.notification(placed.orderNo, { fields: { app_id: '2021000999999999' } }),
    ];
    for (const n of refused) {
      const answer = await post(n);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).not.toBe('success');
    }
    expect(await detail(placed.id)).toMatchObject({ payState: 0, paidFen: 0 });
    expect(await smsUnits()).toBe(before);
  });

  it('takes a signed notification of the wrong amount without paying the order, and sends the money back', async () => {
    const placed = await place();
    await fake.pay(placed.orderNo, { notify: false });
    const wrong = fake.notification(placed.orderNo, { fields: { total_amount: '0.01' } });
    expect((await post(wrong)).body).toBe('success');
    expect(await detail(placed.id)).toMatchObject({ payState: 0, paidFen: 0 });
    expect([...fake.refunds.values()]).toContainEqual({ outTradeNo: placed.orderNo, amountFen: 1 });
  });

  it("recovers a lost notification by querying on the buyer's 'I have paid'", async () => {
    const placed = await place();
    const unpaid = await server.call(cost.orderSync, { id: placed.id }, { token: chief.token });
    expect(unpaid.data.payState).toBe(0);
    await fake.pay(placed.orderNo, { notify: false });
    const synced = await server.call(cost.orderSync, { id: placed.id }, { token: chief.token });
    expect(synced.code, synced.msg).toBe(0);
    expect(synced.data).toMatchObject({ payState: 1, paidFen: 2_500 });
    // Alipay's own notification, late, changes nothing more.
    expect((await post(fake.notification(placed.orderNo))).body).toBe('success');
    expect(await detail(placed.id)).toMatchObject({ payState: 1, paidFen: 2_500 });
  });

  it('closes the trade when the buyer cancels, and refunds through Alipay once approved', async () => {
    const open = await place();
    const cancelled = await server.call(cost.orderCancel, { id: open.id }, { token: chief.token });
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect(cancelled.data.payState).not.toBe(1);
    expect(fake.trades.get(open.orderNo)!.status).toBe('TRADE_CLOSED');

    const paid = await place();
    await fake.pay(paid.orderNo, { notify: false });
    await server.call(cost.orderSync, { id: paid.id }, { token: chief.token });
    await refundApproved(server, chief.token, paid.id, 1_000);
    expect([...fake.refunds.values()]).toContainEqual({ outTradeNo: paid.orderNo, amountFen: 1_000 });
    expect(fake.trades.get(paid.orderNo)!.refundedFen).toBe(1_000);
    expect(await detail(paid.id)).toMatchObject({ refundedFen: 1_000 });
  });

  it('refuses the order cleanly when the gateway fails, is busy, refuses our signature or does not sign', async () => {
    const count = async () =>
      (await server.call(cost.orderList, { pageNum: 1, pageSize: 10 }, { token: chief.token })).data.total;
    const before = await count();
    for (const fault of ['serverError', 'busy', 'signError', 'unsignedAnswer'] as const) {
      fake.failNext(fault);
      const placed = await server.call(
        cost.orderCreate,
        { productId: smsProduct, quantity: 1 },
        { token: chief.token },
      );
      expect(placed.code, fault).toBe(503);
      expect(placed.msg).toBe('支付渠道暂时无法访问，请稍后重试');
    }
    expect(await count()).toBe(before);
  });

  it('refuses a channel this server does not have', async () => {
    const asked = await server.call(
      cost.orderCreate,
      { productId: smsProduct, quantity: 1, channel: 'wechat' },
      { token: chief.token },
    );
    expect([asked.code, asked.msg]).toEqual([400, '该支付方式暂不可用，请选择其他支付方式']);
  });
});

describe('WeChat Pay and Alipay on one production server', () => {
  let wechat: FakeWechatPay;
  let alipay: FakeAlipay;
  let prod: TestServer;
  afterAll(async () => {
    await prod?.close();
    await wechat?.close();
    await alipay?.close();
  });

  it('offers both, WeChat Pay first; the buyer picks Alipay and its posted notification pays the order', async () => {
    // Fakes of their own: this database numbers its orders from 1 again, and Alipay never reopens a trade number.
    [wechat, alipay] = await Promise.all([startFakeWechatPay(), startFakeAlipay()]);
    prod = await startTestServer({
      config: {
        mode: 'production',
        wechatPay: wechat.settings('https://pay.example.com/api/pay/notify/wechat'),
        alipay: alipay.settings(NOTIFY_URL),
      },
    });
    const buyer = await staffSession(prod, CHIEF);
    expect((await prod.call(cost.payChannelList, {}, { token: buyer.token })).data).toEqual(['wechat', 'alipay']);
    expect((await place(prod, buyer.token)).channel).toBe('wechat');
    const placed = await place(prod, buyer.token, 'alipay');
    expect(placed.channel).toBe('alipay');
    const base = await prod.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await alipay.pay(placed.orderNo, { to: base + NOTIFY_PATH })).toEqual({ status: 200, body: 'success' });
    const paid = (await prod.call(cost.orderDetail, { id: placed.id }, { token: buyer.token })).data;
    expect(paid).toMatchObject({ channel: 'alipay', payState: 1, paidFen: 2_500 });
  });
});

describe('Alipay settings', () => {
  it('are off when none is set and refuse to start when some are missing', () => {
    expect(alipaySettings({})).toBeUndefined();
    expect(() => alipaySettings({ ALIPAY_APP_ID: '2021000123456789' })).toThrow(
      'Alipay needs ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE, ALIPAY_NOTIFY_URL',
    );
  });

  it('read the keys from their files, PEM or bare base64 as Alipay’s key tool writes them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'alipay-'));
    const given = fake.settings(NOTIFY_URL);
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    writeFileSync(path.join(dir, 'app.key'), bare(given.privateKey));
    writeFileSync(path.join(dir, 'alipay.pub'), given.alipayPublicKey);
    const env = {
      ALIPAY_APP_ID: given.appId,
      ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'app.key'),
      ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'alipay.pub'),
      ALIPAY_NOTIFY_URL: NOTIFY_URL,
    };
    expect(alipaySettings(env)).toEqual({
      ...given,
      gateway: 'https://openapi.alipay.com/gateway.do',
      timeoutMs: 10_000,
    });
    expect(alipaySettings({ ...env, ALIPAY_GATEWAY: fake.url })?.gateway).toBe(fake.url);
    expect(() => alipaySettings({ ...env, ALIPAY_NOTIFY_URL: 'https://pay.example.com/notify' })).toThrow(
      /ALIPAY_NOTIFY_URL/,
    );
    writeFileSync(path.join(dir, 'alipay.pub'), 'not a key');
    expect(() => alipaySettings(env)).toThrow(/ALIPAY_PUBLIC_KEY_FILE/);
  });
});
