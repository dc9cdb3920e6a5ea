/**
 * Refunds through the contract: a unit administrator asks for part or all of a paid order back (never more than paid
 * − refunded − invoiced), the platform approves (the sandbox channel sends it back, the order's pay state follows and
 * the unit's holding shrinks by the refunded share) or rejects (the order is paid again); the requester is told
 * either way. Two requests at once never refund more than was paid. Isolation between units is in the access matrix.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cost, invoice, realtime } from '../../contract';
import { costHoldings, costRefunds, messages, sandboxTrades } from '../../server/src/db/schema';
import { sweepOrders } from '../../server/src/modules/cost/sweep';
import { SandboxChannel } from '../../server/src/modules/cost/channels/sandbox';
import { MINUTE, startTestServer, type TestServer } from './helpers';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, systemToken, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let sys: string;
let products: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  sys = await systemToken(server);
  const list = await server.call(cost.productList, {}, { token: chief.token });
  products = new Map(list.data.map((p) => [p.code, p.id]));
});
afterAll(async () => {
  await server?.close();
});

/** A paid order of `quantity` pieces of a product (through the sandbox cashier). */
async function paidOrder(code: string, quantity = 1) {
  const placed = await server.call(
    cost.orderCreate,
    { productId: products.get(code)!, quantity },
    { token: chief.token },
  );
  expect(placed.code, placed.msg).toBe(0);
  const paid = await server.call(cost.sandboxPay, { id: placed.data.id, scenario: 'pay' }, { token: chief.token });
  expect(paid.data.outcome).toBe('applied');
  return paid.data.order;
}

async function detail(id: number) {
  const res = await server.call(cost.orderDetail, { id }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

function ask(orderId: number, amountFen: number, token = chief.token) {
  return server.call(cost.refundRequest, { orderId, amountFen, reason: '多买了' }, { token });
}

async function holdingOf(code: string) {
  const [row] = await server.deps.db
    .select()
    .from(costHoldings)
    .where(and(eq(costHoldings.companyId, chief.companyId), eq(costHoldings.productId, products.get(code)!)));
  return row!;
}

async function messagesTitled(title: string) {
  const rows = await server.deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.userId, chief.userId), eq(messages.title, title)));
  return rows.length;
}

describe('a refund asked for and approved', () => {
  it('goes back in parts through the channel, the pay state and the holding following each part', async () => {
    const order = await paidOrder('SMS-REMIND-500', 2);
    const bought = await holdingOf('SMS-REMIND-500');
    expect((await detail(order.id)).refundableFen).toBe(5_000);

    const asked = await ask(order.id, 2_000);
    expect(asked.code, asked.msg).toBe(0);
    expect(asked.data.status).toBe(1);
    const waiting = await detail(order.id);
    expect(waiting.payState).toBe(2);
    expect(waiting.refundableFen).toBe(0);
    expect(waiting.refunds.map((r) => r.amountFen)).toEqual([2_000]);
    // A second request while one waits is refused and changes nothing.
    const second = await ask(order.id, 1_000);
    expect(second.code).not.toBe(0);
    expect(second.msg).toContain('不能申请退款');

    const listed = await server.call(cost.platformRefundList, { status: 1, keyword: order.orderNo }, { token: sys });
    expect(listed.data.list.map((r) => r.id)).toEqual([asked.data.id]);
    expect(listed.data.list[0]!.companyName).toBe('演示科技有限公司');

    const done = await server.call(cost.platformRefundApprove, { id: asked.data.id }, { token: sys });
    expect(done.code, done.msg).toBe(0);
    expect(done.data.status).toBe(2);
    const partly = await detail(order.id);
    expect(partly.payState).toBe(1);
    expect(partly.refundedFen).toBe(2_000);
    expect(partly.refundableFen).toBe(3_000);
    // 2,000 of 5,000 fen: 400 of the 1,000 messages go back.
    expect((await holdingOf('SMS-REMIND-500')).units).toBe(bought.units - 400);
    expect(await messagesTitled('退款已完成')).toBeGreaterThan(0);
    // Handled once: a second approval is refused.
    const again = await server.call(cost.platformRefundApprove, { id: asked.data.id }, { token: sys });
    expect(again.code).not.toBe(0);

    // The rest: the order is refunded, the channel's books agree, every piece bought went back.
    const rest = await ask(order.id, 3_000);
    expect(rest.code, rest.msg).toBe(0);
    expect((await server.call(cost.platformRefundApprove, { id: rest.data.id }, { token: sys })).code).toBe(0);
    const whole = await detail(order.id);
    expect(whole.payState).toBe(3);
    expect(whole.refundedFen).toBe(5_000);
    expect((await holdingOf('SMS-REMIND-500')).units).toBe(bought.units - 1_000);
    const [trade] = await server.deps.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, order.orderNo));
    expect(trade!.refundedFen).toBe(5_000);
    expect((await ask(order.id, 1)).code).not.toBe(0);
  });

  it("takes the refunded share of a period back from the holding's end", async () => {
    const order = await paidOrder('AUTH-SIGNAL-YEAR');
    const before = (await holdingOf('AUTH-SIGNAL-YEAR')).endsAt!;
    const half = await ask(order.id, order.amountFen / 2);
    expect(half.code, half.msg).toBe(0);
    expect((await server.call(cost.platformRefundApprove, { id: half.data.id }, { token: sys })).code).toBe(0);
    const after = (await holdingOf('AUTH-SIGNAL-YEAR')).endsAt!;
    const days = (before.getTime() - after.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(180);
    expect(days).toBeLessThanOrEqual(184);
  });
});

describe('a refund rejected', () => {
  it('leaves the order paid with everything it bought, and tells the requester why', async () => {
    const order = await paidOrder('SMS-REMIND-500');
    const bought = await holdingOf('SMS-REMIND-500');
    const asked = await ask(order.id, order.amountFen, admin.token);
    expect(asked.code, asked.msg).toBe(0);
    const rejected = await server.call(
      cost.platformRefundReject,
      { id: asked.data.id, reason: '服务已开通' },
      { token: sys },
    );
    expect(rejected.code, rejected.msg).toBe(0);
    expect(rejected.data.status).toBe(3);
    expect(rejected.data.rejectReason).toBe('服务已开通');
    const now = await detail(order.id);
    expect(now.payState).toBe(1);
    expect(now.refundedFen).toBe(0);
    expect(now.refundableFen).toBe(order.amountFen);
    expect((await holdingOf('SMS-REMIND-500')).units).toBe(bought.units);
    const [told] = await server.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, admin.userId), eq(messages.title, '退款申请被驳回')));
    expect(told!.content).toContain('服务已开通');
  });
});

describe('bad requests change nothing', () => {
  it('refuses more than the refundable amount, an unpaid order, and what an invoice holds', async () => {
    const order = await paidOrder('SMS-REMIND-500');
    const over = await ask(order.id, order.amountFen + 1);
    expect(over.code).not.toBe(0);
    expect(over.msg).toContain('25.00');

    const unpaid = await server.call(
      cost.orderCreate,
      { productId: products.get('SMS-REMIND-500')!, quantity: 1 },
      { token: chief.token },
    );
    expect((await ask(unpaid.data.id, 100)).code).not.toBe(0);

    const payer = await server.call(
      invoice.payerAdd,
      { payerType: 2, title: '退款测试抬头', isDefault: false },
      { token: chief.token },
    );
    expect(payer.code, payer.msg).toBe(0);
    const inv = await server.call(
      invoice.invoiceApply,
      { payerId: payer.data.id, invoiceType: 1, orderIds: [order.id] },
      { token: chief.token },
    );
    expect(inv.code, inv.msg).toBe(0);
    expect((await detail(order.id)).refundableFen).toBe(0);
    const held = await ask(order.id, 100);
    expect(held.code).not.toBe(0);
    expect(held.msg).toContain('0.00');
    expect((await detail(order.id)).payState).toBe(1);
  });

  it('lets only administrators ask, and only the system side decide', async () => {
    const order = await paidOrder('SMS-REMIND-500');
    for (const phone of [KEEPER, MEMBER]) {
      const staff = await staffSession(server, phone);
      expect((await ask(order.id, 100, staff.token)).code).not.toBe(0);
    }
    const asked = await ask(order.id, 100);
    expect(
      (await server.call(cost.platformRefundApprove, { id: asked.data.id }, { token: chief.token })).code,
    ).not.toBe(0);
    expect((await server.call(cost.platformRefundList, {}, { token: chief.token })).code).not.toBe(0);
    expect((await server.call(cost.platformRefundApprove, { id: 2_000_000_000 }, { token: sys })).code).not.toBe(0);
    expect((await detail(order.id)).payState).toBe(2);
  });
});

describe('requests at once', () => {
  it('never refund more than was paid: of five at once for most of the order, one waits', async () => {
    const order = await paidOrder('SMS-REMIND-500', 4);
    const results = await Promise.all(Array.from({ length: 5 }, () => ask(order.id, 6_000)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    const now = await detail(order.id);
    expect(now.payState).toBe(2);
    expect(now.refunds).toHaveLength(1);
  });
});

describe('a refund in two steps', () => {
  const tradeOf = async (orderNo: string) =>
    (await server.deps.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo)))[0]!;
  const orderEvents = async (afterId: number) =>
    (await server.call(realtime.realtimeEvents, { afterId, limit: 500 }, { token: chief.token })).data.list.filter(
      (e) => e.type === 'order',
    );
  const headId = async () =>
    (await server.call(realtime.realtimeEvents, { afterId: 0, limit: 1 }, { token: chief.token })).data.headId;
  /** A refund asked for and marked sending, as the approving call leaves it just before it calls the channel. */
  async function leftSending(order: { id: number }, amountFen: number, approvedAgoMs: number) {
    const asked = await ask(order.id, amountFen);
    expect(asked.code, asked.msg).toBe(0);
    const decidedAt = new Date(server.clock.now().getTime() - approvedAgoMs);
    await server.deps.db.update(costRefunds).set({ status: 5, decidedAt }).where(eq(costRefunds.id, asked.data.id));
    return asked.data.id;
  }

  it('approved: refunded once, the console told once after it committed', async () => {
    const order = await paidOrder('SMS-REMIND-500');
    const asked = await ask(order.id, 1_500);
    const before = await headId();
    const done = await server.call(cost.platformRefundApprove, { id: asked.data.id }, { token: sys });
    expect(done.code, done.msg).toBe(0);
    expect(done.data.status).toBe(2);
    const trade = await tradeOf(order.orderNo);
    expect(trade).toMatchObject({ refundedFen: 1_500, refundNos: [`RF${asked.data.id}`] });
    expect((await orderEvents(before)).map((e) => e.type === 'order' && e.order)).toEqual([
      { id: order.id, orderNo: order.orderNo, state: 4, payState: 1 },
    ]);
  });

  it('refused by the channel: failed, the order paid again and nothing sent back', async () => {
    const order = await paidOrder('SMS-REMIND-500');
    const asked = await ask(order.id, 1_000);
    // The provider no longer takes refunds of this trade.
    await server.deps.db
      .update(sandboxTrades)
      .set({ status: 'closed' })
      .where(eq(sandboxTrades.orderNo, order.orderNo));
    const failed = await server.call(cost.platformRefundApprove, { id: asked.data.id }, { token: sys });
    expect(failed.code, failed.msg).toBe(0);
    expect(failed.data.status).toBe(4);
    expect(await detail(order.id)).toMatchObject({ payState: 1, refundedFen: 0, refundableFen: order.amountFen });
    expect((await tradeOf(order.orderNo)).refundedFen).toBe(0);
    expect(await messagesTitled('退款未成功')).toBeGreaterThan(0);
  });

  it('left sending by a stopped server: the sweep ends it once, whether or not the channel had it', async () => {
    // Stopped before the channel call, and stopped after it (the channel already sent the money back).
    const before = await paidOrder('SMS-REMIND-500');
    const after = await paidOrder('SMS-REMIND-500');
    const notSent = await leftSending(before, 2_000, 2 * MINUTE);
    const sent = await leftSending(after, 2_000, 2 * MINUTE);
    const sandbox = new SandboxChannel(server.deps.secret);
    expect(await sandbox.refund(server.deps.db, (await tradeOf(after.orderNo)).tradeNo, 2_000, `RF${sent}`)).toBe(true);
    // A refund approved a moment ago is the approving call's, not the sweep's.
    const fresh = await leftSending(await paidOrder('SMS-REMIND-500'), 500, 10_000);
    // A second request or decision is refused while it is sending.
    expect((await ask(before.id, 100)).code).not.toBe(0);
    expect((await server.call(cost.platformRefundApprove, { id: notSent }, { token: sys })).code).not.toBe(0);

    const head = await headId();
    // Two nodes sweeping at once, then once more.
    await Promise.all([sweepOrders(server.deps), sweepOrders(server.deps)]);
    await sweepOrders(server.deps);
    for (const o of [before, after]) {
      expect(await detail(o.id)).toMatchObject({ payState: 1, refundedFen: 2_000 });
      expect((await tradeOf(o.orderNo)).refundedFen).toBe(2_000);
    }
    const statuses = await server.deps.db
      .select({ id: costRefunds.id, status: costRefunds.status })
      .from(costRefunds)
      .where(inArray(costRefunds.id, [notSent, sent, fresh]));
    expect(new Map(statuses.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [notSent, 2],
        [sent, 2],
        [fresh, 5],
      ]),
    );
    expect((await orderEvents(head)).map((e) => e.type === 'order' && e.order.id).sort()).toEqual(
      [before.id, after.id].sort(),
    );
  });
});
