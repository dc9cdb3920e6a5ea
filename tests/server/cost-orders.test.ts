/**
 * The cost center's orders and the sandbox payment channel, through the contract: the catalogue, placing a renewal
 * (readable number, price snapshot), paying it (the device's service end moves and an application on it succeeds),
 * and every fault a channel may produce - a replayed, forged, doubled, wrong-amount, late or lost notification, a
 * payment after close, 50 notifications at once - each ends in exactly one correct state. Isolation between units is
 * covered by the access matrix.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, cost, device, message, realtime } from '../../contract';
import { serviceTypeValues, type SandboxScenario } from '../../contract/cost';
import {
  approvalTemplates,
  costOrders,
  costProducts,
  devices,
  messages,
  paymentNotifications,
  sandboxTrades,
} from '../../server/src/db/schema';
import { SandboxChannel } from '../../server/src/modules/cost/channels/sandbox';
import { closeOverdueOrders } from '../../server/src/modules/cost/payments';
import { LATE_NOTIFY_MS } from '../../server/src/modules/cost/sandbox-cashier';
import { onPublished } from '../../server/src/modules/realtime';
import { MINUTE, startTestServer, type TestServer } from './helpers';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let keeper: StaffSession;
let admin: StaffSession;
let member: StaffSession;
let yearly: number;
let sandbox: SandboxChannel;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  admin = await staffSession(server, ADMIN);
  member = await staffSession(server, MEMBER);
  sandbox = new SandboxChannel(server.deps.secret);
  const products = await server.call(cost.productList, {}, { token: chief.token });
  yearly = products.data.find((p) => p.code === 'SEAL-SMART-YEAR')!.id;
});
afterAll(async () => {
  await server?.close();
});

let seq = 0;
/** A smart seal of the chief's unit whose service ended a second ago, with a template 王强 approves. */
async function expiredSeal(): Promise<string> {
  const deviceId = `CO-EXP-${++seq}`;
  const bound = await server.call(
    device.deviceBind,
    { deviceId, name: `过期章${seq}`, model: 'V5', deviceType: 1 },
    { token: chief.token },
  );
  expect(bound.code, bound.msg).toBe(0);
  await server.deps.db.insert(approvalTemplates).values({
    companyId: chief.companyId,
    deviceId,
    name: `续费模板${seq}`,
    approverIds: [keeper.userId],
    fileTypes: ['合同'],
  });
  await server.deps.db
    .update(devices)
    .set({ serviceEndTime: new Date(server.clock.now().getTime() - 1000) })
    .where(eq(devices.deviceId, deviceId));
  return deviceId;
}

async function serviceEnd(deviceId: string): Promise<Date | null> {
  const [row] = await server.deps.db
    .select({ end: devices.serviceEndTime })
    .from(devices)
    .where(eq(devices.deviceId, deviceId));
  return row!.end;
}

async function order(deviceId: string, quantity = 1) {
  const res = await server.call(cost.orderCreate, { productId: yearly, quantity, deviceId }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function detail(id: number) {
  const res = await server.call(cost.orderDetail, { id }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function act(id: number, scenario: SandboxScenario) {
  const res = await server.call(cost.sandboxPay, { id, scenario }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

function applyOn(deviceId: string) {
  return server.call(
    apply.applySave,
    { deviceId, fileType: '合同', copies: 1, useCount: 1, reason: '续费后用印' },
    { token: member.token },
  );
}

/** Posts a notification to the channel's URL as a provider would. */
function postNotification(body: string, headers: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: cost.PAY_NOTIFY_URL.replace(':channel', 'sandbox'),
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

async function tradeOf(id: number) {
  const [row] = await server.deps.db.select().from(costOrders).where(eq(costOrders.id, id));
  const [trade] = await server.deps.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, row!.tradeNo!));
  return { order: row!, trade: trade! };
}

const YEAR_MS = 365 * 86_400_000;

describe('the catalogue', () => {
  it('sells the services of every service type in the three package types, priced in whole fen', async () => {
    const res = await server.call(cost.productList, {}, { token: member.token });
    expect(res.code, res.msg).toBe(0);
    expect(new Set(res.data.map((p) => p.serviceType))).toEqual(new Set(serviceTypeValues));
    expect(new Set(res.data.map((p) => p.packageType))).toEqual(new Set([1, 2, 3]));
    for (const p of res.data) expect(Number.isInteger(p.priceFen) && p.priceFen > 0).toBe(true);
    const seals = await server.call(cost.productList, { serviceType: 1 }, { token: chief.token });
    expect(seals.data.every((p) => p.serviceType === 1)).toBe(true);
  });
});

describe('renewing an expired smart seal', () => {
  it('places an order with a readable number and the price of the day, pays it, and the device works again', async () => {
    const deviceId = await expiredSeal();
    expect((await applyOn(deviceId)).msg).toBe('该设备的服务已到期，不能申请用印');
    const placed = await order(deviceId, 2);
    expect(placed.orderNo).toMatch(/^DD\d{8}\d{6}$/);
    // A later price change does not touch the order.
    await server.deps.db.update(costProducts).set({ priceFen: 99_999 }).where(eq(costProducts.id, yearly));
    const before = await detail(placed.id);
    await server.deps.db.update(costProducts).set({ priceFen: 36_000 }).where(eq(costProducts.id, yearly));
    expect(before).toMatchObject({ state: 0, payState: 0, amountFen: 72_000, paidFen: 0, payable: true });
    expect(before.items[0]).toMatchObject({ unitPriceFen: 36_000, quantity: 2, months: 24, deviceId, taxRateBp: 600 });

    const paid = await act(placed.id, 'pay');
    expect(paid.outcome).toBe('applied');
    expect(paid.order).toMatchObject({ state: 4, payState: 1, paidFen: 72_000, payable: false });
    const end = (await serviceEnd(deviceId))!;
    expect(end.getTime() - server.clock.now().getTime()).toBeGreaterThan(2 * YEAR_MS - 3 * 86_400_000);
    expect(paid.order.items[0]!.serviceEndAfter).toBe(end.toISOString());
    const listed = await server.call(device.deviceDetail, { deviceId }, { token: chief.token });
    expect(listed.data.longValid).toBe(true);
    const applied = await applyOn(deviceId);
    expect(applied.code, applied.msg).toBe(0);

    const list = await server.call(cost.orderList, { keyword: placed.orderNo }, { token: chief.token });
    expect(list.data.list.map((o) => [o.orderNo, o.payState, o.createdByName])).toEqual([[placed.orderNo, 1, '张伟']]);
  });

  it('renews from the current end when time is left', async () => {
    const deviceId = await expiredSeal();
    const later = new Date(server.clock.now().getTime() + 10 * 86_400_000);
    await server.deps.db.update(devices).set({ serviceEndTime: later }).where(eq(devices.deviceId, deviceId));
    await act((await order(deviceId)).id, 'pay');
    const end = (await serviceEnd(deviceId))!;
    const expected = new Date(later);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThan(2 * 86_400_000);
  });

  it('refuses bad input and leaves it unsaved', async () => {
    const deviceId = await expiredSeal();
    const count = async () => (await server.deps.db.select().from(costOrders)).length;
    const before = await count();
    const refusals = await Promise.all([
      server.call(cost.orderCreate, { productId: yearly, quantity: 1 }, { token: chief.token }),
      server.call(cost.orderCreate, { productId: 999_999, quantity: 1, deviceId }, { token: chief.token }),
      server.call(cost.orderCreate, { productId: yearly, quantity: 0, deviceId }, { token: chief.token }),
      server.call(cost.orderCreate, { productId: yearly, quantity: 11, deviceId }, { token: chief.token }),
      server.call(cost.orderCreate, { productId: yearly, quantity: 1, deviceId: 'NO-SUCH' }, { token: chief.token }),
      server.call(cost.orderCreate, { productId: yearly, quantity: 1, deviceId }, { token: keeper.token }),
      server.call(cost.orderCreate, { productId: yearly, quantity: 1, deviceId }, { token: member.token }),
    ]);
    expect(refusals.map((r) => r.code)).toEqual([400, 400, 400, 400, 404, 1003, 1003]);
    expect(refusals[0]!.msg).toBe('续费印章服务需要选择设备');
    expect(await count()).toBe(before);
    expect((await server.call(cost.orderList, {}, { token: member.token })).code).toBe(1003);
  });
});

describe('what a channel may do', () => {
  it('a replayed notification and a second report of the same payment change nothing', async () => {
    const deviceId = await expiredSeal();
    const placed = await order(deviceId);
    await act(placed.id, 'pay');
    const end = await serviceEnd(deviceId);
    const { order: row } = await tradeOf(placed.id);
    const n = { orderNo: row.orderNo, tradeNo: row.tradeNo!, amountFen: row.amountFen, status: 'paid' as const };
    const replay = sandbox.notification({ ...n, notifyId: `sandbox:${row.tradeNo}:paid` });
    const second = sandbox.notification({ ...n, notifyId: 'another-notice' });
    for (const signed of [replay, replay, second]) {
      const res = await postNotification(signed.body, signed.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 0, msg: 'alreadyPaid' });
    }
    expect(await serviceEnd(deviceId)).toEqual(end);
    expect(await detail(placed.id)).toMatchObject({ payState: 1, paidFen: row.amountFen });
  });

  it('a forged notification is refused and nothing changes', async () => {
    const deviceId = await expiredSeal();
    const placed = await order(deviceId);
    expect((await act(placed.id, 'badSignature')).outcome).toBe('badSignature');
    const { order: row } = await tradeOf(placed.id);
    const body = JSON.stringify({
      notifyId: 'forged',
      orderNo: row.orderNo,
      tradeNo: row.tradeNo,
      amountFen: row.amountFen,
      status: 'paid',
    });
    expect((await postNotification(body, {})).statusCode).toBe(401);
    const signed = sandbox.notification({
      notifyId: 'x',
      orderNo: row.orderNo,
      tradeNo: row.tradeNo!,
      amountFen: 1,
      status: 'paid',
    });
    expect(
      (await postNotification(signed.body.replace('"amountFen":1', `"amountFen":${row.amountFen}`), signed.headers))
        .statusCode,
    ).toBe(401);
    expect(await detail(placed.id)).toMatchObject({ payState: 0, paidFen: 0 });
    expect((await serviceEnd(deviceId))!.getTime()).toBeLessThan(server.clock.now().getTime());
  });

  it('a wrong amount leaves the order unpaid and goes back to the payer', async () => {
    const deviceId = await expiredSeal();
    const placed = await order(deviceId);
    expect((await act(placed.id, 'wrongAmount')).outcome).toBe('amountMismatch');
    const { order: row, trade } = await tradeOf(placed.id);
    expect(row).toMatchObject({ payState: 0, paidFen: 0 });
    expect(trade).toMatchObject({ status: 'refunded', refundedFen: row.amountFen - 1 });
    expect((await server.call(cost.sandboxPay, { id: placed.id, scenario: 'pay' }, { token: chief.token })).msg).toBe(
      '该订单已不能支付',
    );
    // Its deadline closes it.
    server.clock.advance(31 * MINUTE);
    try {
      await closeOverdueOrders(server.deps);
    } finally {
      server.clock.advance(-31 * MINUTE);
    }
    expect(await detail(placed.id)).toMatchObject({ state: 5, payState: 4 });
  });

  it('money for a closed order is sent back, and the device stays expired', async () => {
    const deviceId = await expiredSeal();
    const placed = await order(deviceId);
    expect((await act(placed.id, 'closedThenPaid')).outcome).toBe('refundedAfterClose');
    const { order: row, trade } = await tradeOf(placed.id);
    expect(row).toMatchObject({ state: 5, payState: 4, paidFen: 0 });
    expect(trade).toMatchObject({ status: 'refunded', refundedFen: row.amountFen });
    expect((await serviceEnd(deviceId))!.getTime()).toBeLessThan(server.clock.now().getTime());
  });

  it('notified three times, or 50 notifications at once: one payment, one renewal', async () => {
    const deviceId = await expiredSeal();
    const thrice = await order(deviceId);
    expect((await act(thrice.id, 'notifiedThrice')).outcome).toBe('applied');
    const once = (await serviceEnd(deviceId))!;
    expect(once.getTime()).toBeGreaterThan(server.clock.now().getTime() + YEAR_MS - 3 * 86_400_000);

    const next = await order(deviceId);
    const { order: row } = await tradeOf(next.id);
    await sandbox.pay(server.deps.db, row.tradeNo!, row.amountFen, server.clock.now());
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const signed = sandbox.notification({
          notifyId: `burst-${i % 10}`,
          orderNo: row.orderNo,
          tradeNo: row.tradeNo!,
          amountFen: row.amountFen,
          status: 'paid',
        });
        return postNotification(signed.body, signed.headers);
      }),
    );
    const outcomes = results.map((r) => (r.json() as { msg: string }).msg);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'alreadyPaid')).toHaveLength(49);
    const twice = (await serviceEnd(deviceId))!;
    const expected = new Date(once);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(twice.getTime() - expected.getTime())).toBeLessThan(2 * 86_400_000);
    const kept = await server.deps.db
      .select()
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.tradeNo, row.tradeNo!)));
    expect(kept).toHaveLength(10);
  });

  it('a lost notification is recovered by asking the channel, by the buyer or by the deadline sweep', async () => {
    const deviceId = await expiredSeal();
    const asked = await order(deviceId);
    expect((await act(asked.id, 'paidNotNotified')).outcome).toBe('notNotified');
    expect(await detail(asked.id)).toMatchObject({ payState: 0 });
    const synced = await server.call(cost.orderSync, { id: asked.id }, { token: chief.token });
    expect(synced.data).toMatchObject({ state: 4, payState: 1 });

    const swept = await order(await expiredSeal());
    await act(swept.id, 'paidNotNotified');
    server.clock.advance(31 * MINUTE);
    try {
      await Promise.all([closeOverdueOrders(server.deps), closeOverdueOrders(server.deps)]);
    } finally {
      server.clock.advance(-31 * MINUTE);
    }
    expect(await detail(swept.id)).toMatchObject({ state: 4, payState: 1 });
  });

  it('an unpaid order closes itself at its deadline, once, and a cancelled one takes no payment', async () => {
    const deviceId = await expiredSeal();
    const late = await order(deviceId);
    const cancelled = await order(deviceId);
    server.clock.advance(29 * MINUTE);
    await closeOverdueOrders(server.deps);
    expect(await detail(late.id)).toMatchObject({ state: 0, payState: 0 });
    server.clock.advance(2 * MINUTE);
    try {
      const res = await server.call(cost.orderCancel, { id: cancelled.id }, { token: chief.token });
      expect(res.data).toMatchObject({ state: 5, payState: 4 });
      const counts = await Promise.all([closeOverdueOrders(server.deps), closeOverdueOrders(server.deps)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      server.clock.advance(-31 * MINUTE);
    }
    expect(await detail(late.id)).toMatchObject({ state: 5, payState: 4, payable: false });
    expect((await server.call(cost.orderCancel, { id: cancelled.id }, { token: chief.token })).msg).toBe(
      '该订单当前状态不能取消',
    );
    expect((await server.call(cost.sandboxPay, { id: late.id, scenario: 'pay' }, { token: chief.token })).msg).toBe(
      '该订单已不能支付',
    );
  });

  it('a late notification applies the payment when it comes; an unknown channel is refused', async () => {
    const placed = await order(await expiredSeal());
    expect((await act(placed.id, 'notifiedLate')).outcome).toBe('notNotified');
    expect(await detail(placed.id)).toMatchObject({ payState: 0 });
    await new Promise((resolve) => setTimeout(resolve, LATE_NOTIFY_MS + 1000));
    expect(await detail(placed.id)).toMatchObject({ state: 4, payState: 1 });
    const res = await server.app.inject({
      method: 'POST',
      url: cost.PAY_NOTIFY_URL.replace(':channel', 'nowhere'),
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
  });

  it('a failed or abandoned payment leaves the order payable', async () => {
    const placed = await order(await expiredSeal());
    expect((await act(placed.id, 'cancel')).outcome).toBe('pending');
    expect((await act(placed.id, 'fail')).outcome).toBe('failed');
    expect(await detail(placed.id)).toMatchObject({ payState: 0, payable: true });
    expect((await act(placed.id, 'pay')).outcome).toBe('applied');
  });
});

describe('the buyer hears of a payment at once', () => {
  const headId = async () =>
    (await server.call(realtime.realtimeEvents, { afterId: 0, limit: 1 }, { token: chief.token })).data.headId;
  const eventsAfter = async (afterId: number, token: string) =>
    (await server.call(realtime.realtimeEvents, { afterId, limit: 500 }, { token })).data.list;

  it('a payment notified three times and replayed thrice more: one event after commit, one message', async () => {
    const deviceId = await expiredSeal();
    const placed = await order(deviceId);
    const before = await headId();
    const sent: number[] = [];
    const stop = onPublished(server.deps, (_unit, rows) => {
      for (const row of rows) if (row.type === 'order') sent.push(row.id);
    });
    try {
      expect((await act(placed.id, 'notifiedThrice')).outcome).toBe('applied');
      const { order: row } = await tradeOf(placed.id);
      const replay = sandbox.notification({
        notifyId: `sandbox:${row.tradeNo}:paid`,
        orderNo: row.orderNo,
        tradeNo: row.tradeNo!,
        amountFen: row.amountFen,
        status: 'paid',
      });
      for (let i = 0; i < 3; i++) expect((await postNotification(replay.body, replay.headers)).statusCode).toBe(200);
    } finally {
      stop();
    }

    // One renewal: a year from now, not three.
    const renewed = (await serviceEnd(deviceId))!.getTime() - server.clock.now().getTime();
    expect(Math.abs(renewed - YEAR_MS)).toBeLessThan(3 * 86_400_000);
    const orderEvents = (await eventsAfter(before, chief.token)).filter((e) => e.type === 'order');
    expect(orderEvents).toEqual([
      expect.objectContaining({ order: { id: placed.id, orderNo: placed.orderNo, state: 4, payState: 1 } }),
    ]);
    expect(sent).toEqual([orderEvents[0]!.id]);
    // Those who may open orders see it (an administrator, like the buying chief); a seal keeper and a member, who may
    // not, get it as hidden (ids stay dense).
    const typeSeenBy = async (token: string) =>
      (await eventsAfter(before, token)).find((e) => e.id === orderEvents[0]!.id)?.type;
    expect(await typeSeenBy(admin.token)).toBe('order');
    expect(await typeSeenBy(keeper.token)).toBe('hidden');
    expect(await typeSeenBy(member.token)).toBe('hidden');

    const told = await server.deps.db
      .select({ content: messages.content, contentEn: messages.contentEn })
      .from(messages)
      .where(and(eq(messages.userId, chief.userId), eq(messages.title, '订单已支付')));
    expect(told.filter((m) => m.content.includes(placed.orderNo))).toEqual([
      {
        content: `订单${placed.orderNo}已支付360.00元，所购服务已开通`,
        contentEn: `Order ${placed.orderNo} is paid (360.00 yuan); what it bought is now in service`,
      },
    ]);
    // The buyer's message centre lists it as about the order, so the console opens the order from it.
    const listed = await server.call(message.messageList, { keyword: placed.orderNo }, { token: chief.token });
    expect(listed.data.list.filter((m) => m.title === '订单已支付').map((m) => m.target)).toEqual([
      { kind: 'order', id: placed.id },
    ]);
  });

  it('an unpaid attempt sends nothing; a cancel tells the consoles the order closed', async () => {
    const placed = await order(await expiredSeal());
    const before = await headId();
    expect((await act(placed.id, 'wrongAmount')).outcome).toBe('amountMismatch');
    expect((await eventsAfter(before, chief.token)).filter((e) => e.type === 'order')).toEqual([]);
    expect((await server.call(cost.orderCancel, { id: placed.id }, { token: chief.token })).code).toBe(0);
    const closed = (await eventsAfter(before, chief.token)).flatMap((e) => (e.type === 'order' ? [e.order] : []));
    expect(closed).toEqual([{ id: placed.id, orderNo: placed.orderNo, state: 5, payState: 4 }]);
  });
});
