/**
 * Bank transfer through the contract: the buyer chooses it (the online trade closes, a remittance code and the
 * edition's bank details come back), hands in the receipt (pay state 5); the platform checks (7), rejects with a reason
 * (6, the buyer hands in again) or approves (paid and fulfilled once, the buyer told); a bank statement confirms a
 * waiting transfer by code and amount and lists every other line without applying it. Isolation between units is in
 * the access matrix.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cost } from '../../contract';
import { SMS_PER_PACKAGE } from '../../contract/cost';
import { sellers } from '../../contract/sellers';
import { messages, paymentNotifications, sandboxTrades } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { unitsHeld } from './cost-fixtures';
import { PDF, uploadFile } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, staffSession, systemToken, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let sys: string;
let smsProduct: number;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  sys = await systemToken(server);
  const list = await server.call(cost.productList, {}, { token: chief.token });
  smsProduct = list.data.find((p) => p.code === 'SMS-REMIND-500')!.id;
});
afterAll(async () => {
  await server?.close();
});

async function detail(id: number) {
  const res = await server.call(cost.orderDetail, { id }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

/** An order of SMS reminders paid by transfer, its receipt handed in: waiting for review (pay state 5). */
async function transferOrder(receipt = true) {
  const placed = await server.call(cost.orderCreate, { productId: smsProduct, quantity: 1 }, { token: chief.token });
  expect(placed.code, placed.msg).toBe(0);
  const chosen = await server.call(cost.transferChoose, { id: placed.data.id }, { token: chief.token });
  expect(chosen.code, chosen.msg).toBe(0);
  if (receipt) {
    const fileId = await uploadFile(server, chief.token, PDF, '回单.pdf', 'attachment');
    const handed = await server.call(cost.transferReceipt, { id: placed.data.id, fileId }, { token: chief.token });
    expect(handed.code, handed.msg).toBe(0);
  }
  return { id: placed.data.id, orderNo: placed.data.orderNo, code: chosen.data.remittanceCode };
}

const smsUnits = () => unitsHeld(server, chief.companyId, smsProduct);

async function messagesTitled(title: string) {
  const rows = await server.deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.userId, chief.userId), eq(messages.title, title)));
  return rows.length;
}

const statement = (rows: string[]) => ['交易日期,对方户名,贷方金额,附言', ...rows].join('\n');

describe('a bank transfer chosen and handed in', () => {
  it("shows the edition's bank details and a code, closes the online trade, and waits for review once a receipt is in", async () => {
    const placed = await server.call(cost.orderCreate, { productId: smsProduct, quantity: 1 }, { token: chief.token });
    const tradeNo = (
      await server.deps.db
        .select({ tradeNo: sandboxTrades.tradeNo, status: sandboxTrades.status })
        .from(sandboxTrades)
        .where(eq(sandboxTrades.orderNo, placed.data.orderNo))
    )[0]!.tradeNo;
    const chosen = await server.call(cost.transferChoose, { id: placed.data.id }, { token: chief.token });
    expect(chosen.code, chosen.msg).toBe(0);
    expect(chosen.data.remittanceCode).toMatch(cost.REMITTANCE_CODE_PATTERN);
    expect(chosen.data.payee.bank).toEqual(sellers.general.bank);
    expect(chosen.data.amountFen).toBe(2_500);
    // Choosing again answers the same transfer.
    const again = await server.call(cost.transferChoose, { id: placed.data.id }, { token: chief.token });
    expect(again.data.remittanceCode).toBe(chosen.data.remittanceCode);
    const [trade] = await server.deps.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    expect(trade!.status).toBe('closed');
    const chosenOrder = await detail(placed.data.id);
    expect(chosenOrder).toMatchObject({ channel: 'bank', payState: 0, transfer: { receipt: null } });
    // The sandbox cashier no longer takes it.
    const sandbox = await server.call(cost.sandboxPay, { id: placed.data.id, scenario: 'pay' }, { token: chief.token });
    expect(sandbox.code).toBe(400);

    const fileId = await uploadFile(server, chief.token, PDF, '回单.pdf', 'attachment');
    const handed = await server.call(cost.transferReceipt, { id: placed.data.id, fileId }, { token: chief.token });
    expect(handed.code, handed.msg).toBe(0);
    expect(handed.data.receipt).toMatchObject({ fileId, name: '回单.pdf' });
    expect((await detail(placed.data.id)).payState).toBe(5);
    // Under review, nothing more is handed in and the order cannot be cancelled.
    const twice = await server.call(cost.transferReceipt, { id: placed.data.id, fileId }, { token: chief.token });
    expect(twice.msg).toBe('该订单当前状态不能上传回单（审核中或已支付）');
    expect((await server.call(cost.orderCancel, { id: placed.data.id }, { token: chief.token })).code).toBe(400);
  });

  it('refuses a receipt for an order paid online, a file that is not there, and a seal keeper', async () => {
    const placed = await server.call(cost.orderCreate, { productId: smsProduct, quantity: 1 }, { token: chief.token });
    const fileId = await uploadFile(server, chief.token, PDF, '回单.pdf', 'attachment');
    const online = await server.call(cost.transferReceipt, { id: placed.data.id, fileId }, { token: chief.token });
    expect(online.msg).toBe('该订单未选择对公转账');
    await server.call(cost.transferChoose, { id: placed.data.id }, { token: chief.token });
    const missing = await server.call(
      cost.transferReceipt,
      { id: placed.data.id, fileId: 'f'.repeat(32) },
      { token: chief.token },
    );
    expect(missing.code).toBe(404);
    const keeper = await staffSession(server, KEEPER);
    const refused = await server.call(cost.transferChoose, { id: placed.data.id }, { token: keeper.token });
    expect(refused.code).toBe(1003);
    expect((await detail(placed.data.id)).payState).toBe(0);
  });
});

describe('the platform reviews', () => {
  it('approves once: paid and fulfilled, the buyer told; a second approval is refused and changes nothing', async () => {
    const order = await transferOrder();
    const before = await smsUnits();
    const waiting = await server.call(cost.platformTransferList, { payState: 5, keyword: order.code }, { token: sys });
    expect(waiting.data.list.map((t) => t.orderNo)).toEqual([order.orderNo]);
    expect(waiting.data.list[0]!.receipt?.url).toMatch(/^\/api\/files\//);

    const [first, second] = await Promise.all([
      server.call(cost.platformTransferApprove, { id: order.id }, { token: sys }),
      server.call(cost.platformTransferApprove, { id: order.id }, { token: sys }),
    ]);
    expect([first.code, second.code].sort()).toEqual([0, 400]);
    const paid = await detail(order.id);
    expect(paid).toMatchObject({ payState: 1, state: 4, paidFen: 2_500, transfer: { confirmedBy: 'review' } });
    expect(await smsUnits()).toBe(before + SMS_PER_PACKAGE);
    expect(await messagesTitled('对公转账已确认')).toBeGreaterThanOrEqual(1);
    const third = await server.call(cost.platformTransferApprove, { id: order.id }, { token: sys });
    expect(third.msg).toBe('该转账当前状态不能进行此操作（已处理，或尚未上传回单）');
    expect(await smsUnits()).toBe(before + SMS_PER_PACKAGE);
  });

  it('checks, rejects with a reason the buyer reads, and takes a new receipt after', async () => {
    const order = await transferOrder();
    const checked = await server.call(cost.platformTransferCheck, { id: order.id }, { token: sys });
    expect(checked.data.payState).toBe(7);
    const rejected = await server.call(
      cost.platformTransferReject,
      { id: order.id, reason: '回单金额不清晰' },
      { token: sys },
    );
    expect(rejected.code, rejected.msg).toBe(0);
    expect(rejected.data).toMatchObject({ payState: 6, rejectReason: '回单金额不清晰' });
    const unread = await server.deps.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.userId, chief.userId), eq(messages.title, '转账回单审核未通过')));
    expect(unread.at(-1)!.content).toContain('回单金额不清晰');
    // Rejected: nothing to approve until a new receipt.
    expect((await server.call(cost.platformTransferApprove, { id: order.id }, { token: sys })).code).toBe(400);
    const fileId = await uploadFile(server, chief.token, PDF, '新回单.pdf', 'attachment');
    const again = await server.call(cost.transferReceipt, { id: order.id, fileId }, { token: chief.token });
    expect(again.data).toMatchObject({ rejectReason: null, receipt: { name: '新回单.pdf' } });
    expect((await detail(order.id)).payState).toBe(5);
  });

  it('refuses staff sessions, and an order that has no transfer is not found', async () => {
    const order = await transferOrder();
    expect((await server.call(cost.platformTransferApprove, { id: order.id }, { token: chief.token })).code).toBe(1003);
    expect((await server.call(cost.platformTransferApprove, { id: 2_000_000 }, { token: sys })).code).toBe(404);
    expect((await detail(order.id)).payState).toBe(5);
  });
});

describe('a bank statement', () => {
  it('confirms matching transfers once, and lists a wrong amount, an unknown code and a line without one', async () => {
    const right = await transferOrder();
    const noReceipt = await transferOrder(false);
    const wrong = await transferOrder();
    const before = await smsUnits();
    const csv = statement([
      `2026-11-26,"演示科技有限公司,上海",¥25.00,"货款 ${right.code}"`,
      `2026-11-26,演示科技有限公司,25,${noReceipt.code.toLowerCase()}`,
      `2026-11-26,演示科技有限公司,24.99,${wrong.code}`,
      '2026-11-26,某公司,25.00,HKZZZZZZZZ',
      '2026-11-26,某公司,25.00,没有附言',
      '',
    ]);
    const first = await server.call(cost.platformStatementImport, { csv }, { token: sys });
    expect(first.code, first.msg).toBe(0);
    expect(first.data.applied).toBe(2);
    expect(first.data.lines.map((l) => [l.line, l.outcome])).toEqual([
      [2, 'applied'],
      [3, 'applied'],
      [4, 'amountMismatch'],
      [5, 'unknownCode'],
      [6, 'noCode'],
    ]);
    expect(first.data.lines[2]).toMatchObject({ amountFen: 2_499, orderNo: wrong.orderNo });
    expect((await detail(right.id)).transfer?.confirmedBy).toBe('statement');
    expect((await detail(noReceipt.id)).payState).toBe(1);
    expect((await detail(wrong.id)).payState).toBe(5);
    expect(await smsUnits()).toBe(before + 2 * SMS_PER_PACKAGE);

    // The same statement again pays nothing twice: each line was stored already and says what it came to then.
    const second = await server.call(cost.platformStatementImport, { csv }, { token: sys });
    expect(second.data.applied).toBe(0);
    expect(second.data.lines.map((l) => [l.outcome, l.repeated])).toEqual(
      first.data.lines.map((l) => [l.outcome, true]),
    );
    expect(await smsUnits()).toBe(before + 2 * SMS_PER_PACKAGE);
    const notices = await server.deps.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notifyId, `bank:${right.code}`));
    expect(notices).toHaveLength(1);
  });

  it('keeps every line once, with its day, payer, amount and why it matched nothing; the list is the platform’s', async () => {
    const paid = await transferOrder();
    const short = await transferOrder();
    const rows = [
      `2026-11-20,上海演示科技有限公司,25.00,转账 ${paid.code}`,
      `2026/11/21,上海演示科技有限公司,"1,024.50",${short.code}`,
      '20261122,某公司,25.00,没有附言',
      // The same transfer twice on one day is two lines.
      '20261122,某公司,25.00,没有附言',
    ];
    const linesOf = async (matched?: 'matched' | 'unmatched') => {
      const res = await server.call(
        cost.platformStatementLineList,
        { pageNum: 1, pageSize: 100, ...(matched ? { matched } : {}) },
        { token: sys },
      );
      expect(res.code, res.msg).toBe(0);
      return res.data;
    };
    const before = (await linesOf()).total;
    const upload = (csv: string) => server.call(cost.platformStatementImport, { csv }, { token: sys });
    expect((await upload(statement(rows))).data.applied).toBe(1);
    // Again, and within a longer statement: nothing new is stored or matched.
    const again = await upload(statement([...rows, `2026-11-23,某公司,25.00,${short.code}`]));
    expect(again.data.lines.map((l) => l.repeated)).toEqual([true, true, true, true, false]);
    expect(again.data.applied).toBe(1);

    const all = await linesOf();
    expect(all.total).toBe(before + 5);
    const mine = all.list.filter((l) => [paid.code, short.code, null].includes(l.remittanceCode)).slice(0, 5);
    expect(mine.map((l) => [l.bookedOn, l.payer, l.amountFen, l.remittanceCode, l.orderNo, l.outcome])).toEqual(
      expect.arrayContaining([
        ['2026-11-20', '上海演示科技有限公司', 2_500, paid.code, paid.orderNo, 'applied'],
        ['2026-11-21', '上海演示科技有限公司', 102_450, short.code, short.orderNo, 'amountMismatch'],
        ['2026-11-22', '某公司', 2_500, null, null, 'noCode'],
        ['2026-11-22', '某公司', 2_500, null, null, 'noCode'],
        ['2026-11-23', '某公司', 2_500, short.code, short.orderNo, 'applied'],
      ]),
    );
    const matched = await linesOf('matched');
    expect(matched.list.every((l) => l.outcome === 'applied')).toBe(true);
    expect(matched.list.filter((l) => l.orderNo === short.orderNo).map((l) => l.bookedOn)).toEqual(['2026-11-23']);
    const unmatched = await linesOf('unmatched');
    expect(unmatched.list.some((l) => l.outcome === 'applied')).toBe(false);
    expect(unmatched.list.filter((l) => l.orderNo === short.orderNo).map((l) => l.outcome)).toEqual(['amountMismatch']);
    expect(matched.total + unmatched.total).toBe(all.total);

    // A unit's administrator may not read the platform's statements.
    const admin = await staffSession(server, ADMIN);
    const refused = await server.call(
      cost.platformStatementLineList,
      { pageNum: 1, pageSize: 10 },
      { token: admin.token },
    );
    expect(refused.code).toBe(1003);
  });

  it('refuses a file without the columns it needs', async () => {
    const res = await server.call(cost.platformStatementImport, { csv: '日期,收款\n1,2' }, { token: sys });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('对账单无法识别');
  });
});

describe('a server without an online payment channel (production until one is configured)', () => {
  let prod: TestServer;
  afterAll(async () => {
    await prod?.close();
  });

  it('places every order as a bank transfer from the start, which the platform confirms', async () => {
    prod = await startTestServer({ config: { mode: 'production' } });
    const buyer = await staffSession(prod, CHIEF);
    const products = await prod.call(cost.productList, {}, { token: buyer.token });
    const sms = products.data.find((p) => p.code === 'SMS-REMIND-500')!.id;
    const placed = await prod.call(cost.orderCreate, { productId: sms, quantity: 1 }, { token: buyer.token });
    expect(placed.code, placed.msg).toBe(0);
    const order = (await prod.call(cost.orderDetail, { id: placed.data.id }, { token: buyer.token })).data;
    expect(order).toMatchObject({ channel: 'bank', payState: 0, transfer: { receipt: null, amountFen: 2_500 } });
    expect(order.transfer!.remittanceCode).toMatch(cost.REMITTANCE_CODE_PATTERN);
    const days = (Date.parse(order.deadline) - prod.clock.now().getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(cost.TRANSFER_PAY_DAYS);
    const chosen = await prod.call(cost.transferChoose, { id: placed.data.id }, { token: buyer.token });
    expect(chosen.data.remittanceCode).toBe(order.transfer!.remittanceCode);
    const sandbox = await prod.call(cost.sandboxPay, { id: placed.data.id, scenario: 'pay' }, { token: buyer.token });
    expect(sandbox.code).toBe(400);

    const fileId = await uploadFile(prod, buyer.token, PDF, '回单.pdf', 'attachment');
    expect((await prod.call(cost.transferReceipt, { id: placed.data.id, fileId }, { token: buyer.token })).code).toBe(
      0,
    );
    const approved = await prod.call(
      cost.platformTransferApprove,
      { id: placed.data.id },
      { token: await systemToken(prod) },
    );
    expect(approved.code, approved.msg).toBe(0);
    const paid = (await prod.call(cost.orderDetail, { id: placed.data.id }, { token: buyer.token })).data;
    expect(paid).toMatchObject({ payState: 1, paidFen: 2_500, transfer: { confirmedBy: 'review' } });
  });
});
