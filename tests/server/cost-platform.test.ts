/**
 * The cost center's system side through the contract: every unit's orders (filters, search by order number or unit
 * name, paging), revenue by month that leaves the sandbox's demo money apart, and the catalogue's editing (a new
 * price applies to later orders only; off sale, a product cannot be ordered). Unit staff get none of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cost } from '../../contract';
import { costOrders } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, staffSession, systemToken, type StaffSession } from './staff';

let server: TestServer;
let sys: string;
let chief: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  sys = await systemToken(server);
  chief = await staffSession(server, CHIEF);
});
afterAll(async () => {
  await server?.close();
});

async function productByCode(code: string) {
  const res = await server.call(cost.platformProductList, {}, { token: sys });
  expect(res.code, res.msg).toBe(0);
  return res.data.find((p) => p.code === code)!;
}

describe("every unit's orders", () => {
  it('lists them with the unit, filtered by pay state and searched by unit name or order number', async () => {
    const all = await server.call(cost.platformOrderList, { pageSize: 100 }, { token: sys });
    expect(all.code, all.msg).toBe(0);
    expect(all.data.total).toBeGreaterThan(0);
    const seeded = all.data.list.find((o) => o.payState === 1)!;
    expect(seeded.companyName).toBe('演示科技有限公司');

    const paid = await server.call(cost.platformOrderList, { payState: 1 }, { token: sys });
    expect(paid.data.list.every((o) => o.payState === 1)).toBe(true);
    const byUnit = await server.call(cost.platformOrderList, { keyword: '演示科技' }, { token: sys });
    expect(byUnit.data.total).toBeGreaterThan(0);
    const byNo = await server.call(cost.platformOrderList, { keyword: seeded.orderNo }, { token: sys });
    expect(byNo.data.list.map((o) => o.orderNo)).toEqual([seeded.orderNo]);
    const page2 = await server.call(cost.platformOrderList, { pageSize: 1, pageNum: 2 }, { token: sys });
    expect(page2.data.list).toHaveLength(1);
    expect(page2.data.list[0]!.id).toBe(all.data.list[1]!.id);
  });

  it('is refused to unit staff, even the chief administrator', async () => {
    expect((await server.call(cost.platformOrderList, {}, { token: chief.token })).code).not.toBe(0);
    expect((await server.call(cost.platformRevenue, {}, { token: chief.token })).code).not.toBe(0);
    const anyProduct = await productByCode('LIVE-MONTH');
    const edit = await server.call(
      cost.platformProductUpdate,
      { id: anyProduct.id, priceFen: 1, taxRateBp: 0, onSale: true },
      { token: chief.token },
    );
    expect(edit.code).not.toBe(0);
    expect((await productByCode('LIVE-MONTH')).priceFen).toBe(anyProduct.priceFen);
  });
});

describe('revenue by month', () => {
  it('counts real channels only; the sandbox stands apart', async () => {
    const before = await server.call(cost.platformRevenue, {}, { token: sys });
    expect(before.code, before.msg).toBe(0);
    const sandboxBefore = before.data.reduce((n, m) => n + m.sandboxPaidFen, 0);
    expect(sandboxBefore).toBeGreaterThan(0);
    expect(before.data.reduce((n, m) => n + m.paidFen, 0)).toBe(0);

    // A paid order of a real channel (as a channel's payment would leave it) counts in its month.
    const now = server.clock.now();
    await server.deps.db.insert(costOrders).values({
      companyId: chief.companyId,
      orderNo: 'DDREVENUE000001',
      title: '真实渠道订单',
      state: 4,
      payState: 1,
      amountFen: 12_345,
      paidFen: 12_345,
      refundedFen: 345,
      channel: 'alipay',
      createdBy: chief.userId,
      createdAt: now,
      deadline: now,
      paidAt: now,
    });
    const after = await server.call(cost.platformRevenue, {}, { token: sys });
    const month = after.data[0]!;
    expect(month).toMatchObject({ paidFen: 12_345, refundedFen: 345, orders: 1 });
    expect(after.data.reduce((n, m) => n + m.sandboxPaidFen, 0)).toBe(sandboxBefore);
    await server.deps.db.delete(costOrders).where(eq(costOrders.orderNo, 'DDREVENUE000001'));
  });
});

describe('the catalogue', () => {
  it('a new price applies to later orders; off sale, the product is neither listed nor ordered', async () => {
    const live = await productByCode('LIVE-MONTH');
    const edited = await server.call(
      cost.platformProductUpdate,
      { id: live.id, priceFen: 19_900, taxRateBp: 1300, onSale: true },
      { token: sys },
    );
    expect(edited.code, edited.msg).toBe(0);
    expect(edited.data).toMatchObject({ priceFen: 19_900, taxRateBp: 1300, onSale: true });
    const placed = await server.call(cost.orderCreate, { productId: live.id, quantity: 1 }, { token: chief.token });
    const detail = await server.call(cost.orderDetail, { id: placed.data.id }, { token: chief.token });
    expect(detail.data.items[0]).toMatchObject({ unitPriceFen: 19_900, taxRateBp: 1300 });

    await server.call(
      cost.platformProductUpdate,
      { id: live.id, priceFen: 19_900, taxRateBp: 1300, onSale: false },
      { token: sys },
    );
    const listed = await server.call(cost.productList, {}, { token: chief.token });
    expect(listed.data.some((p) => p.id === live.id)).toBe(false);
    const refused = await server.call(cost.orderCreate, { productId: live.id, quantity: 1 }, { token: chief.token });
    expect(refused.msg).toBe('该服务或套餐不存在或已下架');
    // The order placed before keeps its price.
    const still = await server.call(cost.orderDetail, { id: placed.data.id }, { token: chief.token });
    expect(still.data.items[0]!.unitPriceFen).toBe(19_900);
    await server.call(
      cost.platformProductUpdate,
      { id: live.id, priceFen: live.priceFen, taxRateBp: live.taxRateBp, onSale: true },
      { token: sys },
    );
  });

  it('refuses bad input and an unknown product, changing nothing', async () => {
    const live = await productByCode('LIVE-MONTH');
    const negative = await server.call(
      cost.platformProductUpdate,
      { id: live.id, priceFen: -1, taxRateBp: 600, onSale: true },
      { token: sys },
    );
    expect(negative.code).toBe(400);
    const tax = await server.call(
      cost.platformProductUpdate,
      { id: live.id, priceFen: 100, taxRateBp: 10_001, onSale: true },
      { token: sys },
    );
    expect(tax.code).toBe(400);
    expect(await productByCode('LIVE-MONTH')).toEqual(live);
    const unknown = await server.call(
      cost.platformProductUpdate,
      { id: 2_000_000, priceFen: 100, taxRateBp: 600, onSale: true },
      { token: sys },
    );
    expect(unknown.code).toBe(404);
  });
});
