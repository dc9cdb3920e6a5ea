/**
 * Invoices issued through Nuonuo (诺诺开放平台), against the local fake vendor: a production server configured with it
 * issues an invoice (the vendor's number and PDF kept, the requester told) and reverses it red; a bad secret, an
 * unreachable or hanging vendor, and a vendor refusal change nothing; an invoice still being issued is refused as
 * such and a retry does not issue it twice; a half set of NUONUO_* settings refuses to start.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice } from '../../contract';
import { loadConfig, nuonuoSettings } from '../../server/src/config';
import { costOrders, invoices, messages } from '../../server/src/db/schema';
import { FAKE_NUONUO, startFakeNuonuo, type FakeNuonuo } from '../support/fake-nuonuo';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, staffSession, systemToken, type StaffSession } from './staff';

let fake: FakeNuonuo;
let server: TestServer;
let chief: StaffSession;
let system: { token: string };
let payerId: number;

beforeAll(async () => {
  fake = await startFakeNuonuo();
  server = await startTestServer({ config: { mode: 'production', nuonuo: fake.settings() } });
  chief = await staffSession(server, CHIEF);
  system = { token: await systemToken(server) };
  const payer = await server.call(
    invoice.payerAdd,
    {
      payerType: 1,
      title: '诺诺开票测试有限公司',
      taxNumber: '91350100M000100Y43',
      address: '上海市',
      phone: '021-1234567',
      bankName: '测试银行',
      bankAccount: '6222000011112222',
      isDefault: false,
    },
    { token: chief.token },
  );
  expect(payer.code, payer.msg).toBe(0);
  payerId = payer.data.id;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

let seq = 0;
/** A request waiting to be issued, on a paid order of `amountFen`. */
async function request(amountFen: number) {
  const now = server.clock.now();
  const [order] = await server.deps.db
    .insert(costOrders)
    .values({
      companyId: chief.companyId,
      orderNo: `DDNN${++seq}`,
      title: `诺诺测试订单${seq}`,
      state: 4,
      payState: 1,
      amountFen,
      paidFen: amountFen,
      channel: 'sandbox',
      createdBy: chief.userId,
      createdAt: now,
      deadline: now,
      paidAt: now,
    })
    .returning({ id: costOrders.id });
  const res = await server.call(
    invoice.invoiceApply,
    { payerId, invoiceType: 1, orderIds: [order!.id] },
    { token: chief.token },
  );
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function rowOf(id: number) {
  const [row] = await server.deps.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

async function messagesOfChief(): Promise<string[]> {
  const rows = await server.deps.db.select().from(messages).where(eq(messages.userId, chief.userId));
  return rows.map((r) => `${r.title}|${r.content}`);
}

/** Runs `body` with the server's Nuonuo settings changed, then puts them back. */
async function withSettings(overrides: Parameters<FakeNuonuo['settings']>[0], body: () => Promise<void>) {
  const config = server.deps.config;
  const before = config.nuonuo;
  config.nuonuo = fake.settings(overrides);
  try {
    await body();
  } finally {
    config.nuonuo = before;
  }
}

async function expectUnchanged(id: number) {
  const row = await rowOf(id);
  expect(row).toMatchObject({ status: 4, issuedNo: null, documentFileId: null });
}

describe('issuing through Nuonuo', () => {
  it('issues: the vendor number and PDF are kept, the order went out in yuan, the requester is told', async () => {
    const { id, invoiceNo } = await request(36_005);
    const issued = await server.call(invoice.issuingIssue, { id }, system);
    expect(issued.code, issued.msg).toBe(0);

    const sent = [...fake.orders.values()].find((o) => o.orderNo === invoiceNo)!;
    expect(issued.data.issuedNo).toBe(sent.invoiceNo);
    expect(sent.order).toMatchObject({ buyerName: '诺诺开票测试有限公司', invoiceType: '1', invoiceLine: 'p' });
    expect(sent.order.invoiceDetail).toEqual([expect.objectContaining({ taxIncludedAmount: '360.05' })]);

    const detail = await server.call(invoice.invoiceDetail, { id }, { token: chief.token });
    expect(detail.data).toMatchObject({ status: 1, issuedNo: sent.invoiceNo, hasDocument: true });
    const link = await server.call(invoice.invoiceDocument, { id }, { token: chief.token });
    const file = await server.app.inject({ method: 'GET', url: link.data.tmpUrl });
    expect(file.rawPayload.toString('latin1')).toContain('fake Nuonuo invoice');
    expect(await messagesOfChief()).toContainEqual(expect.stringContaining(`${invoiceNo}（360.05元）已开具`));
  });

  it('reverses an issued invoice red, naming the blue number at the vendor', async () => {
    const { id } = await request(12_000);
    const issued = await server.call(invoice.issuingIssue, { id }, system);
    expect(issued.code, issued.msg).toBe(0);
    const reversed = await server.call(invoice.issuingReverse, { id, reason: '抬头开错' }, system);
    expect(reversed.code, reversed.msg).toBe(0);
    const red = [...fake.orders.values()].find((o) => o.invoiceType === '2' && o.invoiceNo === reversed.data.redNo)!;
    expect(red.order).toMatchObject({ invoiceNum: issued.data.issuedNo });
    expect(red.order.invoiceDetail).toEqual([expect.objectContaining({ taxIncludedAmount: '-120.00' })]);
    expect(await rowOf(id)).toMatchObject({ status: 6, redNo: reversed.data.redNo });
  });

  it("a red reversal the vendor refuses keeps the invoice issued, with the vendor's reason", async () => {
    const { id } = await request(5_000);
    expect((await server.call(invoice.issuingIssue, { id }, system)).code).toBe(0);
    await server.deps.db.update(invoices).set({ issuedNo: '99999999' }).where(eq(invoices.id, id));
    const res = await server.call(invoice.issuingReverse, { id, reason: '测试' }, system);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('开票服务拒绝开具：对应蓝票不存在');
    expect(await rowOf(id)).toMatchObject({ status: 1, redNo: null });
  });

  it('a bad secret is refused with our message and changes nothing', async () => {
    const { id } = await request(1_000);
    const billings = fake.counts.billings;
    await withSettings({ appSecret: 'wrong-secret' }, async () => {
      const res = await server.call(invoice.issuingIssue, { id }, system);
      expect(res.code).toBe(503);
      expect(res.msg).toBe('开票服务拒绝了本平台的认证，请联系管理员检查开票配置');
    });
    expect(fake.counts.billings).toBe(billings);
    await expectUnchanged(id);
  });

  it('an unreachable or hanging vendor changes nothing', async () => {
    const { id } = await request(1_000);
    await withSettings({ url: 'http://127.0.0.1:9/open/v1/services' }, async () => {
      const res = await server.call(invoice.issuingIssue, { id }, system);
      expect(res.code).toBe(503);
      expect(res.msg).toBe('开票服务暂时无法连接，请稍后重试');
    });
    await expectUnchanged(id);

    fake.hang = true;
    try {
      await withSettings({ timeoutMs: 300 }, async () => {
        expect((await server.call(invoice.issuingIssue, { id }, system)).code).toBe(503);
      });
    } finally {
      fake.hang = false;
    }
    await expectUnchanged(id);
  });

  it('an invoice still being issued is refused as such, and the retry does not issue it twice', async () => {
    const { id, invoiceNo } = await request(2_000);
    fake.stayPending = true;
    try {
      const res = await server.call(invoice.issuingIssue, { id }, system);
      expect(res.code).toBe(409);
      expect(res.msg).toBe('发票正在开具中，请稍后再次点击开具');
      await expectUnchanged(id);
    } finally {
      fake.stayPending = false;
    }
    const retry = await server.call(invoice.issuingIssue, { id }, system);
    expect(retry.code, retry.msg).toBe(0);
    expect([...fake.orders.values()].filter((o) => o.orderNo === invoiceNo)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 1, issuedNo: retry.data.issuedNo });
  });

  it('a failing vendor answer is refused with its reason and changes nothing', async () => {
    const { id } = await request(1_000);
    fake.failNext('E9999', '系统繁忙', 'nuonuo.OpeMplatform.requestBillingNew');
    const res = await server.call(invoice.issuingIssue, { id }, system);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('开票服务拒绝开具：系统繁忙');
    await expectUnchanged(id);
  });
});

describe('Nuonuo settings', () => {
  const all = {
    NUONUO_APP_KEY: FAKE_NUONUO.appKey,
    NUONUO_APP_SECRET: FAKE_NUONUO.appSecret,
    NUONUO_ACCESS_TOKEN: FAKE_NUONUO.accessToken,
    NUONUO_TAX_NUM: FAKE_NUONUO.taxNum,
    NUONUO_URL: 'https://sdk.nuonuo.com/open/v1/services',
  };

  it('none: off; all: on', () => {
    expect(nuonuoSettings({})).toBeUndefined();
    expect(nuonuoSettings(all)).toMatchObject({ appKey: FAKE_NUONUO.appKey, url: all.NUONUO_URL });
  });

  it('a half set refuses to start, naming the missing ones', () => {
    expect(() => loadConfig({ NUONUO_APP_KEY: 'k', NUONUO_URL: all.NUONUO_URL })).toThrow(
      /Nuonuo e-invoicing needs NUONUO_APP_SECRET .*NUONUO_ACCESS_TOKEN .*NUONUO_TAX_NUM$/,
    );
    expect(() => nuonuoSettings({ ...all, NUONUO_URL: 'ftp://x' })).toThrow('NUONUO_URL must be an http(s) URL');
  });
});
