/**
 * What a unit owns (mypackage), through the contract: a paid order of a product that renews no device (a
 * certificate year, ordinary seal management, pieces of file detection) adds to the unit's holding of that product
 * at once; a period moves forward from its current end, pieces add up; auto-renew is kept per period holding.
 * The SIM cards of the unit's networked seals, and a device renewal renewing its card. Isolation between units is
 * covered by the access matrix.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cost, message } from '../../contract';
import type { Holding } from '../../contract/cost';
import { costHoldings, costOrders, devices, deviceSims, messages } from '../../server/src/db/schema';
import { localMonth, monthBefore } from '../../server/src/lib/local-time';
import { sweepOrders } from '../../server/src/modules/cost/sweep';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let member: StaffSession;
const productIds = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  member = await staffSession(server, MEMBER);
  const products = await server.call(cost.productList, {}, { token: chief.token });
  for (const p of products.data) productIds.set(p.code, p.id);
});
afterAll(async () => {
  await server?.close();
});

/** Orders `quantity` of the product by code and pays it in the sandbox; the order's detail after payment. */
async function buy(code: string, quantity = 1) {
  const placed = await server.call(
    cost.orderCreate,
    { productId: productIds.get(code)!, quantity },
    { token: chief.token },
  );
  expect(placed.code, placed.msg).toBe(0);
  const paid = await server.call(cost.sandboxPay, { id: placed.data.id, scenario: 'pay' }, { token: chief.token });
  expect(paid.data.outcome).toBe('applied');
  return paid.data.order;
}

async function holdings(serviceType?: number): Promise<Holding[]> {
  const res = await server.call(cost.holdingList, serviceType ? { serviceType } : {}, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

const holdingOf = async (code: string) => (await holdings()).find((h) => h.productId === productIds.get(code));

const DAY = 86_400_000;

describe('what the unit owns', () => {
  it('lists the demo unit its seeded packages with their state, end and what is left', async () => {
    const list = await holdings();
    const ordinary = list.find((h) => h.productId === productIds.get('SEAL-ORDINARY-YEAR'))!;
    expect(ordinary.state).toBe('expiring');
    const watermark = list.find((h) => h.productId === productIds.get('WATERMARK-PER-FILE'))!;
    expect(watermark).toMatchObject({ endsAt: null, units: 10, usedUnits: 3, leftUnits: 7, state: 'serving' });
    expect((await holdings(98)).every((h) => h.serviceType === 98)).toBe(true);
  });

  it('renews the certificate: paid, its end moves a year on from the current end at once', async () => {
    const before = (await holdingOf('CERT-RENEW-YEAR'))!;
    const order = await buy('CERT-RENEW-YEAR');
    expect(order).toMatchObject({ state: 4, payState: 1, amountFen: 50_000 });
    const after = (await holdingOf('CERT-RENEW-YEAR'))!;
    const expected = new Date(before.endsAt!);
    expected.setMonth(expected.getMonth() + 12);
    expect(Math.abs(new Date(after.endsAt!).getTime() - expected.getTime())).toBeLessThan(2 * DAY);
    expect(after.state).toBe('serving');
  });

  it('starts a period holding on its first purchase and counts a stopped one from the payment', async () => {
    expect(await holdingOf('LIVE-MONTH')).toBeUndefined();
    await buy('LIVE-MONTH', 2);
    const first = (await holdingOf('LIVE-MONTH'))!;
    const now = server.clock.now().getTime();
    expect(new Date(first.endsAt!).getTime() - now).toBeGreaterThan(58 * DAY);
    expect(first.state).toBe('serving');

    await server.deps.db
      .update(costHoldings)
      .set({ endsAt: new Date(now - 5 * DAY) })
      .where(eq(costHoldings.id, first.id));
    expect((await holdingOf('LIVE-MONTH'))!.state).toBe('stopped');
    await buy('LIVE-MONTH');
    const renewed = (await holdingOf('LIVE-MONTH'))!;
    expect(renewed.id).toBe(first.id);
    const left = new Date(renewed.endsAt!).getTime() - now;
    expect(left).toBeGreaterThan(27 * DAY);
    expect(left).toBeLessThan(32 * DAY);
  });

  it('adds pieces bought to what is left', async () => {
    const before = (await holdingOf('WATERMARK-PER-FILE'))!;
    await buy('WATERMARK-PER-FILE', 5);
    const after = (await holdingOf('WATERMARK-PER-FILE'))!;
    expect(after.units).toBe(before.units + 5);
    expect(after.leftUnits).toBe(before.leftUnits + 5);
  });

  it('an unpaid order adds nothing', async () => {
    const before = (await holdingOf('AUTH-SIGNAL-YEAR'))?.endsAt ?? null;
    const placed = await server.call(
      cost.orderCreate,
      { productId: productIds.get('AUTH-SIGNAL-YEAR')!, quantity: 1 },
      { token: chief.token },
    );
    expect(placed.code, placed.msg).toBe(0);
    await server.call(cost.sandboxPay, { id: placed.data.id, scenario: 'fail' }, { token: chief.token });
    expect((await holdingOf('AUTH-SIGNAL-YEAR'))?.endsAt ?? null).toBe(before);
  });
});

describe('auto-renew', () => {
  it('is turned on and off for a period holding and kept', async () => {
    const ordinary = (await holdingOf('SEAL-ORDINARY-YEAR'))!;
    const on = await server.call(cost.holdingAutoRenew, { id: ordinary.id, autoRenew: true }, { token: chief.token });
    expect(on.code, on.msg).toBe(0);
    expect(on.data.autoRenew).toBe(true);
    expect((await holdingOf('SEAL-ORDINARY-YEAR'))!.autoRenew).toBe(true);
    const off = await server.call(cost.holdingAutoRenew, { id: ordinary.id, autoRenew: false }, { token: chief.token });
    expect(off.data.autoRenew).toBe(false);
    expect((await holdingOf('SEAL-ORDINARY-YEAR'))!.autoRenew).toBe(false);
  });

  it('is refused for pieces, for an unknown holding and for a member without the payment permission', async () => {
    const watermark = (await holdingOf('WATERMARK-PER-FILE'))!;
    const pieces = await server.call(
      cost.holdingAutoRenew,
      { id: watermark.id, autoRenew: true },
      { token: chief.token },
    );
    expect(pieces.msg).toBe('该套餐没有服务期，无需自动续费');
    expect((await holdingOf('WATERMARK-PER-FILE'))!.autoRenew).toBe(false);
    const unknown = await server.call(
      cost.holdingAutoRenew,
      { id: 2_000_000, autoRenew: true },
      { token: chief.token },
    );
    expect(unknown.code).toBe(404);
    const list = await server.call(cost.holdingList, {}, { token: member.token });
    expect(list.code).not.toBe(0);
  });

  it('places one unpaid renewal order a week before the end, tells the administrators, and renews when paid', async () => {
    const ordinary = (await holdingOf('SEAL-ORDINARY-YEAR'))!;
    const endsAt = new Date(server.clock.now().getTime() + 3 * DAY);
    const setHolding = (values: Partial<typeof costHoldings.$inferInsert>) =>
      server.deps.db.update(costHoldings).set(values).where(eq(costHoldings.id, ordinary.id));
    const renewals = () =>
      server.deps.db
        .select()
        .from(costOrders)
        .where(like(costOrders.renewalKey, `${ordinary.id}:%`));
    // Auto-renew off: nothing is placed.
    await setHolding({ endsAt, autoRenew: false });
    await sweepOrders(server.deps);
    expect(await renewals()).toEqual([]);

    await setHolding({ autoRenew: true });
    // Two nodes sweeping at once, then again: one order for the period.
    await Promise.all([sweepOrders(server.deps), sweepOrders(server.deps)]);
    await sweepOrders(server.deps);
    const [placed, ...more] = await renewals();
    expect(more).toEqual([]);
    expect(placed).toMatchObject({
      payState: 0,
      state: 0,
      createdBy: chief.userId,
      deadline: endsAt,
      renewalKey: `${ordinary.id}:${endsAt.toISOString()}`,
    });
    const told = await server.deps.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.userId, chief.userId), eq(messages.title, '续费订单待支付')));
    expect(told.filter((m) => m.content.includes(placed!.orderNo))).toHaveLength(1);
    const listed = await server.call(message.messageList, { keyword: placed!.orderNo }, { token: chief.token });
    expect(listed.data.list.map((m) => [m.title, m.target])).toEqual([
      ['续费订单待支付', { kind: 'order', id: placed!.id }],
    ]);

    const paid = await server.call(cost.sandboxPay, { id: placed!.id, scenario: 'pay' }, { token: chief.token });
    expect(paid.data.outcome).toBe('applied');
    const renewed = (await holdingOf('SEAL-ORDINARY-YEAR'))!;
    expect(Date.parse(renewed.endsAt!) - endsAt.getTime()).toBeGreaterThan(364 * DAY);
    // The next period is a year away: nothing more now.
    await sweepOrders(server.deps);
    expect(await renewals()).toHaveLength(1);
  });
});

describe('SIM cards', () => {
  it("lists the unit's cards with state and flow, and a renewal makes a stopped card normal until the new end", async () => {
    const sims = await server.call(cost.simList, {}, { token: chief.token });
    expect(sims.code, sims.msg).toBe(0);
    expect(sims.data.length).toBeGreaterThan(0);
    expect(new Set(sims.data.map((s) => s.cardState))).toContain('normal');
    for (const sim of sims.data) expect(sim.flowUsedKb).toBeLessThanOrEqual(sim.flowLimitKb);
    const stopped = sims.data.find((s) => s.cardState === 'stop')!;
    expect(stopped).toBeDefined();

    const [device] = await server.deps.db
      .select({ deviceType: devices.deviceType })
      .from(devices)
      .where(eq(devices.deviceId, stopped.deviceId));
    const renewal = (await server.call(cost.productList, { serviceType: 1 }, { token: chief.token })).data.find(
      (p) => p.subType === device!.deviceType && p.months === 12,
    )!;
    const placed = await server.call(
      cost.orderCreate,
      { productId: renewal.id, quantity: 1, deviceId: stopped.deviceId },
      { token: chief.token },
    );
    const paid = await server.call(cost.sandboxPay, { id: placed.data.id, scenario: 'pay' }, { token: chief.token });
    expect(paid.data.outcome).toBe('applied');
    const [after] = (await server.call(cost.simList, { deviceId: stopped.deviceId }, { token: chief.token })).data;
    expect(after).toMatchObject({ cardState: 'normal', paidUntil: paid.data.order.items[0]!.serviceEndAfter });
  });
});

describe("a SIM card's monthly data", () => {
  it('starts again at 0 when a new month begins in Asia/Shanghai, keeping last month’s figure, once', async () => {
    // 2026-12-01 00:00 in Shanghai is 2026-11-30 16:00 UTC.
    expect(localMonth(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11');
    expect(localMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(monthBefore('2027-01')).toBe('2026-12');

    const cards = (await server.call(cost.simList, {}, { token: chief.token })).data;
    const [lastMonths, olderOnes, current] = cards.map((c) => c.deviceId);
    const month = localMonth(server.clock.now());
    const counting = async (deviceId: string, flowMonth: string, flowUsedKb: number) =>
      server.deps.db.update(deviceSims).set({ flowMonth, flowUsedKb }).where(eq(deviceSims.deviceId, deviceId));
    await counting(lastMonths!, monthBefore(month), 5_000);
    await counting(olderOnes!, monthBefore(monthBefore(month)), 300);
    await counting(current!, month, 42);

    // Two nodes sweeping at once, then again: each card reset once.
    await Promise.all([sweepOrders(server.deps), sweepOrders(server.deps)]);
    await sweepOrders(server.deps);
    const after = new Map(
      (await server.call(cost.simList, {}, { token: chief.token })).data.map((c) => [c.deviceId, c]),
    );
    expect(after.get(lastMonths!)).toMatchObject({ flowUsedKb: 0, lastMonthFlowKb: 5_000 });
    expect(after.get(olderOnes!)).toMatchObject({ flowUsedKb: 0, lastMonthFlowKb: 0 });
    expect(after.get(current!)).toMatchObject({ flowUsedKb: 42 });
  });
});
