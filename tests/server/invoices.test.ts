/**
 * Invoices through the contract: the unit's payers (credit-code check character, one default, limits) and invoice
 * requests on paid orders (never more than the invoiceable amount, also under concurrent requests; special VAT for
 * certified enterprises only; the payer frozen when submitted; withdraw while waiting; red reversal and asking again).
 * Isolation between units is covered by the access matrix.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice, realtime } from '../../contract';
import { isValidCreditCode } from '../../contract/credit-code';
import { MAX_PAYERS } from '../../contract/invoice';
import { companies, costOrders, files, invoicePayers, messages } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, KEEPER, staffSession, systemToken, type StaffSession } from './staff';

const TAX_NUMBER = '91350100M000100Y43';

let server: TestServer;
let chief: StaffSession;
let keeper: StaffSession;
let system: { token: string };

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  system = { token: await systemToken(server) };
});
afterAll(async () => {
  await server?.close();
});

const as = (s: StaffSession) => ({ token: s.token });

let seq = 0;
/** A paid order of the chief's unit of `paidFen`, `refundedFen` of it refunded. */
async function paidOrder(paidFen: number, refundedFen = 0): Promise<number> {
  const now = server.clock.now();
  const [row] = await server.deps.db
    .insert(costOrders)
    .values({
      companyId: chief.companyId,
      orderNo: `DDINV${++seq}`,
      title: `开票测试订单${seq}`,
      state: 4,
      payState: 1,
      amountFen: paidFen,
      paidFen,
      refundedFen,
      channel: 'sandbox',
      createdBy: chief.userId,
      createdAt: now,
      deadline: now,
      paidAt: now,
    })
    .returning({ id: costOrders.id });
  return row!.id;
}

async function addPayer(fields: Partial<Parameters<typeof enterprise>[0]> = {}) {
  const res = await server.call(invoice.payerAdd, enterprise(fields), as(chief));
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}

function enterprise(fields: Partial<{ title: string; taxNumber: string; isDefault: boolean }> = {}) {
  return {
    payerType: 1 as const,
    title: fields.title ?? '开票测试有限公司',
    taxNumber: fields.taxNumber ?? TAX_NUMBER,
    address: '上海市',
    phone: '021-1234567',
    bankName: '测试银行',
    bankAccount: '6222000011112222',
    isDefault: fields.isDefault ?? false,
  };
}

async function payers() {
  const res = await server.call(invoice.payerList, {}, as(chief));
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

describe('unified social credit code', () => {
  it('accepts a code whose check character is right and refuses one typo', () => {
    expect(isValidCreditCode(TAX_NUMBER)).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
  });
});

describe('payers', () => {
  it('the demo unit has its seeded default enterprise payer', async () => {
    const list = await payers();
    const defaults = list.filter((p) => p.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]!.payerType).toBe(1);
    expect(isValidCreditCode(defaults[0]!.taxNumber!)).toBe(true);
    expect(list[0]!.isDefault).toBe(true);
  });

  it('refuses an enterprise without a valid tax number and changes nothing', async () => {
    const before = await payers();
    const missing = await server.call(invoice.payerAdd, { ...enterprise(), taxNumber: undefined }, as(chief));
    expect(missing.code).toBe(400);
    const wrong = await server.call(invoice.payerAdd, enterprise({ taxNumber: '91350100M000100Y44' }), as(chief));
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toContain('统一社会信用代码');
    expect(await payers()).toEqual(before);
  });

  it('an individual needs no tax number', async () => {
    const res = await server.call(invoice.payerAdd, { payerType: 2, title: '李个人', isDefault: false }, as(chief));
    expect(res.code, res.msg).toBe(0);
    const added = (await payers()).find((p) => p.id === res.data.id)!;
    expect(added).toMatchObject({ payerType: 2, taxNumber: null, isDefault: false });
  });

  it('keeps exactly one default: marking another moves it, deleting the default hands it on', async () => {
    const id = await addPayer({ title: '新默认公司', isDefault: true });
    let list = await payers();
    expect(list.filter((p) => p.isDefault).map((p) => p.id)).toEqual([id]);

    // Unmarking the default alone leaves it the default (a unit with payers always has one).
    const update = await server.call(invoice.payerUpdate, { id, ...enterprise({ title: '改名公司' }) }, as(chief));
    expect(update.code, update.msg).toBe(0);
    list = await payers();
    expect(list.find((p) => p.id === id)).toMatchObject({ title: '改名公司', isDefault: true });

    const removed = await server.call(invoice.payerDelete, { id }, as(chief));
    expect(removed.code, removed.msg).toBe(0);
    list = await payers();
    expect(list.some((p) => p.id === id)).toBe(false);
    expect(list.filter((p) => p.isDefault)).toHaveLength(1);
  });

  it('two concurrent "make default" end with one default', async () => {
    const a = await addPayer({ title: '并发甲' });
    const b = await addPayer({ title: '并发乙' });
    const results = await Promise.all(
      [a, b].map((id) =>
        server.call(invoice.payerUpdate, { id, ...enterprise({ title: `并发${id}`, isDefault: true }) }, as(chief)),
      ),
    );
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    expect((await payers()).filter((p) => p.isDefault)).toHaveLength(1);
  });

  it(`refuses a payer beyond ${MAX_PAYERS}`, async () => {
    const have = (await payers()).length;
    for (let i = have; i < MAX_PAYERS; i += 1) await addPayer({ title: `填满${i}` });
    const over = await server.call(invoice.payerAdd, enterprise({ title: '多一个' }), as(chief));
    expect(over.code).toBe(400);
    expect(await payers()).toHaveLength(MAX_PAYERS);
    // Make room again for the tests below.
    const extra = (await payers()).filter((p) => p.title.startsWith('填满'));
    for (const p of extra) await server.call(invoice.payerDelete, { id: p.id }, as(chief));
  });

  it('a seal keeper may not see or change payers', async () => {
    expect((await server.call(invoice.payerList, {}, as(keeper))).code).toBe(1003);
  });
});

describe('invoice requests', () => {
  let payerId: number;
  beforeAll(async () => {
    payerId = await addPayer({ title: '发票抬头公司' });
  });

  async function invoiceable(orderId: number) {
    const res = await server.call(invoice.invoiceableOrders, {}, as(chief));
    expect(res.code, res.msg).toBe(0);
    return res.data.find((o) => o.orderId === orderId)?.invoiceableFen ?? 0;
  }

  it('invoices what was paid less refunds, freezes the payer, and withdrawing frees the amount', async () => {
    const a = await paidOrder(36_000);
    const b = await paidOrder(10_000, 2_500);
    expect(await invoiceable(b)).toBe(7_500);
    const res = await server.call(
      invoice.invoiceApply,
      { payerId, invoiceType: 1, orderIds: [a, b], email: 'cw@example.com' },
      as(chief),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.invoiceNo).toMatch(/^FP\d{8}\d{6}$/);
    expect(await invoiceable(a)).toBe(0);

    // Editing the payer afterwards does not change the submitted invoice.
    await server.call(invoice.payerUpdate, { id: payerId, ...enterprise({ title: '后来改的名字' }) }, as(chief));
    const detail = await server.call(invoice.invoiceDetail, { id: res.data.id }, as(chief));
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data).toMatchObject({
      status: 4,
      amountFen: 43_500,
      title: '发票抬头公司',
      taxNumber: TAX_NUMBER,
      email: 'cw@example.com',
      cancellable: true,
    });
    expect(detail.data.orders.map((o) => o.amountFen)).toEqual([36_000, 7_500]);
    expect(detail.data.timeline.map((s) => s.status)).toEqual([4]);

    const listed = await server.call(invoice.invoiceList, { status: 4, keyword: res.data.invoiceNo }, as(chief));
    expect(listed.data.list.map((i) => i.id)).toEqual([res.data.id]);

    const cancelled = await server.call(invoice.invoiceCancel, { id: res.data.id }, as(chief));
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect(cancelled.data).toMatchObject({ status: 3, cancellable: false });
    expect(cancelled.data.timeline.map((s) => s.status)).toEqual([4, 3]);
    expect(await invoiceable(a)).toBe(36_000);

    const again = await server.call(invoice.invoiceCancel, { id: res.data.id }, as(chief));
    expect(again.code).toBe(400);
  });

  it('two concurrent requests on one order: one succeeds, the other is refused, nothing is doubled', async () => {
    const a = await paidOrder(20_000);
    const results = await Promise.all(
      [1, 2].map(() => server.call(invoice.invoiceApply, { payerId, invoiceType: 2, orderIds: [a] }, as(chief))),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 400]);
    expect(await invoiceable(a)).toBe(0);
    const refused = results.find((r) => r.code === 400)!;
    expect(refused.msg).toContain('可开票金额不足');
  });

  it('refuses an unpaid order, a missing one and another payer id as not found', async () => {
    const [unpaid] = await server.deps.db
      .insert(costOrders)
      .values({
        companyId: chief.companyId,
        orderNo: `DDINV-UNPAID-${++seq}`,
        title: '未付订单',
        amountFen: 100,
        channel: 'sandbox',
        createdBy: chief.userId,
        createdAt: server.clock.now(),
        deadline: server.clock.now(),
      })
      .returning({ id: costOrders.id });
    const unpaidRes = await server.call(
      invoice.invoiceApply,
      { payerId, invoiceType: 1, orderIds: [unpaid!.id] },
      as(chief),
    );
    expect(unpaidRes.code).toBe(404);
    const order = await paidOrder(100);
    const noPayer = await server.call(
      invoice.invoiceApply,
      { payerId: 99_999_999, invoiceType: 1, orderIds: [order] },
      as(chief),
    );
    expect(noPayer.code).toBe(404);
    expect(await invoiceable(order)).toBe(100);
  });

  it('special VAT needs an enterprise payer of a certified unit', async () => {
    const order = await paidOrder(500);
    const individual = (await payers()).find((p) => p.payerType === 2)!;
    const byIndividual = await server.call(
      invoice.invoiceApply,
      { payerId: individual.id, invoiceType: 3, orderIds: [order] },
      as(chief),
    );
    expect(byIndividual.code).toBe(400);

    const [unit] = await server.deps.db
      .select({ certState: companies.certState })
      .from(companies)
      .where(eq(companies.id, chief.companyId));
    await server.deps.db.update(companies).set({ certState: 1 }).where(eq(companies.id, chief.companyId));
    const uncertified = await server.call(
      invoice.invoiceApply,
      { payerId, invoiceType: 4, orderIds: [order] },
      as(chief),
    );
    expect(uncertified.code).toBe(400);
    expect(uncertified.msg).toContain('已认证');

    await server.deps.db.update(companies).set({ certState: 2 }).where(eq(companies.id, chief.companyId));
    const certified = await server.call(
      invoice.invoiceApply,
      { payerId, invoiceType: 3, orderIds: [order] },
      as(chief),
    );
    expect(certified.code, certified.msg).toBe(0);
    await server.deps.db.update(companies).set({ certState: unit!.certState }).where(eq(companies.id, chief.companyId));
  });

  it('filters the list by type and pages it', async () => {
    const res = await server.call(invoice.invoiceList, { invoiceType: 3, pageSize: 1 }, as(chief));
    expect(res.code, res.msg).toBe(0);
    expect(res.data.list.every((i) => i.invoiceType === 3)).toBe(true);
    expect(res.data.list.length).toBeLessThanOrEqual(1);
  });

  it('a payer row of the table is bound to its unit', async () => {
    const rows = await server.deps.db.select().from(invoicePayers).where(eq(invoicePayers.id, payerId));
    expect(rows[0]!.companyId).toBe(chief.companyId);
  });
});

describe('issuing on the system side', () => {
  let payerId: number;
  beforeAll(async () => {
    payerId = await addPayer({ title: '开具测试公司' });
  });

  async function request(amountFen: number) {
    const order = await paidOrder(amountFen);
    const res = await server.call(invoice.invoiceApply, { payerId, invoiceType: 1, orderIds: [order] }, as(chief));
    expect(res.code, res.msg).toBe(0);
    return { order, ...res.data };
  }

  async function messagesOfChief(): Promise<string[]> {
    const rows = await server.deps.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .where(eq(messages.userId, chief.userId));
    return rows.map((r) => `${r.title}|${r.content}`);
  }

  const headId = async () =>
    (await server.call(realtime.realtimeEvents, { afterId: 0, limit: 1 }, as(chief))).data.headId;
  /** The unit's live 'invoice' events after `afterId`, as its console receives them. */
  async function invoiceEvents(afterId: number, reader = chief) {
    const page = await server.call(realtime.realtimeEvents, { afterId, limit: 500 }, as(reader));
    return page.data.list.flatMap((e) => (e.type === 'invoice' ? [e.invoice] : []));
  }

  it("lists every unit's requests with the unit, waiting first", async () => {
    const { invoiceNo } = await request(1_000);
    const res = await server.call(invoice.issuingList, { keyword: invoiceNo }, system);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({ invoiceNo, status: 4, companyId: chief.companyId });
    expect(res.data.list[0]!.unitName.length).toBeGreaterThan(0);
    expect((await server.call(invoice.issuingList, {}, as(chief))).code).toBe(1003);
  });

  it('issues: a sample PDF the buyer downloads, a message to the requester, then the buyer accepts it', async () => {
    const { id, invoiceNo } = await request(36_000);
    const head = await headId();
    const issued = await server.call(invoice.issuingIssue, { id }, system);
    expect(issued.code, issued.msg).toBe(0);
    // The buyer's console hears of it at once; a seal keeper, whose role may not open invoices, does not.
    expect(await invoiceEvents(head)).toEqual([{ id, status: 1 }]);
    expect(await invoiceEvents(head, keeper)).toEqual([]);
    expect(issued.data.issuedNo).toMatch(/^YP\d{8}$/);

    const detail = await server.call(invoice.invoiceDetail, { id }, as(chief));
    expect(detail.data).toMatchObject({
      status: 1,
      issuedNo: issued.data.issuedNo,
      hasDocument: true,
      cancellable: false,
    });
    expect(detail.data.timeline.map((s) => s.status)).toEqual([4, 1]);
    expect(await messagesOfChief()).toContainEqual(expect.stringContaining(`${invoiceNo}（360.00元）已开具`));

    const link = await server.call(invoice.invoiceDocument, { id }, as(chief));
    expect(link.data.tmpUrl).toMatch(/^\/api\/files\//);
    const file = await server.app.inject({ method: 'GET', url: link.data.tmpUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Issued once: a second issue and a withdrawal are refused.
    expect((await server.call(invoice.issuingIssue, { id }, system)).code).toBe(400);
    expect((await server.call(invoice.invoiceCancel, { id }, as(chief))).code).toBe(400);

    const accepted = await server.call(invoice.invoiceAccept, { id }, as(chief));
    expect(accepted.code, accepted.msg).toBe(0);
    expect(accepted.data.status).toBe(2);
    expect((await server.call(invoice.invoiceAccept, { id }, as(chief))).code).toBe(400);
  });

  it('rejects with a reason: the requester is told and the order can be invoiced again', async () => {
    const { id, order, invoiceNo } = await request(5_000);
    const blank = await server.call(invoice.issuingReject, { id, reason: ' ' }, system);
    expect(blank.code).toBe(400);
    const rejected = await server.call(invoice.issuingReject, { id, reason: '抬头与税号不符' }, system);
    expect(rejected.code, rejected.msg).toBe(0);
    const detail = await server.call(invoice.invoiceDetail, { id }, as(chief));
    expect(detail.data).toMatchObject({ status: 5, rejectReason: '抬头与税号不符', hasDocument: false });
    expect(await messagesOfChief()).toContainEqual(
      expect.stringContaining(`${invoiceNo}（50.00元）被驳回，原因：抬头与税号不符`),
    );
    const orders = await server.call(invoice.invoiceableOrders, {}, as(chief));
    expect(orders.data.find((o) => o.orderId === order)?.invoiceableFen).toBe(5_000);
    expect((await server.call(invoice.issuingIssue, { id }, system)).code).toBe(400);
  });

  it('reverses an accepted invoice with a red one, frees its orders, and asks for it again once', async () => {
    const { id, order, invoiceNo } = await request(8_800);
    expect((await server.call(invoice.issuingIssue, { id }, system)).code).toBe(0);
    expect((await server.call(invoice.invoiceAccept, { id }, as(chief))).code).toBe(0);
    expect((await server.call(invoice.issuingReverse, { id, reason: '开错' }, as(chief))).code).toBe(1003);

    const head = await headId();
    const reversed = await server.call(invoice.issuingReverse, { id, reason: '抬头开错' }, system);
    expect(reversed.code, reversed.msg).toBe(0);
    expect(await invoiceEvents(head)).toEqual([{ id, status: 6 }]);
    expect(reversed.data.redNo).toMatch(/^HZ\d{8}$/);
    expect((await server.call(invoice.issuingReverse, { id, reason: '再冲一次' }, system)).code).toBe(400);
    const detail = await server.call(invoice.invoiceDetail, { id }, as(chief));
    expect(detail.data).toMatchObject({
      status: 6,
      redNo: reversed.data.redNo,
      reverseReason: '抬头开错',
      hasDocument: true,
      hasRedDocument: true,
      reissuable: true,
      reissuedBy: null,
    });
    expect(detail.data.timeline.map((s) => s.status)).toEqual([4, 1, 2, 6]);
    expect(await messagesOfChief()).toContainEqual(
      expect.stringContaining(`${invoiceNo}（88.00元）已由平台红冲，红字发票号码${reversed.data.redNo}`),
    );
    const red = await server.call(invoice.invoiceDocument, { id, kind: 'red' }, as(chief));
    const blue = await server.call(invoice.invoiceDocument, { id }, as(chief));
    expect(red.data.tmpUrl).not.toBe(blue.data.tmpUrl);
    const file = await server.app.inject({ method: 'GET', url: red.data.tmpUrl });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [redFile] = await server.deps.db
      .select({ name: files.name })
      .from(files)
      .where(eq(files.name, `红字发票-${reversed.data.redNo}.pdf`));
    expect(redFile).toBeDefined();
    // What the invoice held is free again: the order can be invoiced anew.
    const orders = await server.call(invoice.invoiceableOrders, {}, as(chief));
    expect(orders.data.find((o) => o.orderId === order)?.invoiceableFen).toBe(8_800);

    const again = await server.call(invoice.invoiceReissue, { id }, as(chief));
    expect(again.code, again.msg).toBe(0);
    const fresh = await server.call(invoice.invoiceDetail, { id: again.data.id }, as(chief));
    expect(fresh.data).toMatchObject({ status: 4, amountFen: 8_800, title: '开具测试公司', reissueOf: id });
    expect((await server.call(invoice.invoiceReissue, { id }, as(chief))).code).toBe(400);
    const old = await server.call(invoice.invoiceDetail, { id }, as(chief));
    expect(old.data).toMatchObject({ reissuable: false, reissuedBy: again.data.id });
  });

  it('reverses only an issued or accepted invoice', async () => {
    const { id } = await request(900);
    expect((await server.call(invoice.issuingReverse, { id, reason: '未开具' }, system)).code).toBe(400);
    expect((await server.call(invoice.invoiceReissue, { id }, as(chief))).code).toBe(400);
    const detail = await server.call(invoice.invoiceDetail, { id }, as(chief));
    expect(detail.data.status).toBe(4);
  });

  it('a withdrawn request is not issued', async () => {
    const { id } = await request(700);
    await server.call(invoice.invoiceCancel, { id }, as(chief));
    const res = await server.call(invoice.issuingIssue, { id }, system);
    expect(res.code).toBe(400);
    const detail = await server.call(invoice.invoiceDetail, { id }, as(chief));
    expect(detail.data).toMatchObject({ status: 3, hasDocument: false });
  });
});
