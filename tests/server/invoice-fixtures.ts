/**
 * Invoices and refunds of one unit for the access matrix: a payer, a paid order nothing invoices yet, an invoice
 * request waiting to be issued, one issued and one reversed (each on a paid order of its own), and a refund request
 * waiting on an order of its own.
 */
import { eq } from 'drizzle-orm';
import { costOrders, costRefunds, invoiceOrders, invoicePayers, invoices } from '../../server/src/db/schema';
import type { Db } from '../../server/src/db/client';

let seq = 0;

async function paidOrder(db: Db, companyId: number, createdBy: number, tag: string): Promise<number> {
  const now = new Date();
  const [order] = await db
    .insert(costOrders)
    .values({
      companyId,
      orderNo: `DDMP${tag}-${++seq}`,
      title: '矩阵已付订单',
      state: 4,
      payState: 1,
      amountFen: 100,
      paidFen: 100,
      channel: 'sandbox',
      createdBy,
      createdAt: now,
      deadline: now,
      paidAt: now,
    })
    .returning({ id: costOrders.id });
  return order!.id;
}

async function addInvoice(db: Db, companyId: number, createdBy: number, tag: string, status: 1 | 4 | 6) {
  const now = new Date();
  const orderId = await paidOrder(db, companyId, createdBy, tag);
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId,
      invoiceNo: `FPM${tag}-${seq}`,
      invoiceType: 1,
      status,
      amountFen: 100,
      payerType: 2,
      title: '矩阵抬头',
      createdBy,
      createdAt: now,
      issuedAt: status === 4 ? null : now,
      reversedAt: status === 6 ? now : null,
    })
    .returning({ id: invoices.id });
  await db.insert(invoiceOrders).values({ invoiceId: invoice!.id, orderId, amountFen: 100 });
  return invoice!.id;
}

export async function createInvoiceFixture(db: Db, companyId: number, createdBy: number, tag: string) {
  const now = new Date();
  const [payer] = await db
    .insert(invoicePayers)
    .values({ companyId, payerType: 2, title: '矩阵抬头', isDefault: false, updatedAt: now })
    .returning({ id: invoicePayers.id });
  const paidOrderId = await paidOrder(db, companyId, createdBy, tag);
  const invoiceId = await addInvoice(db, companyId, createdBy, tag, 4);
  const issuedInvoiceId = await addInvoice(db, companyId, createdBy, tag, 1);
  const reversedInvoiceId = await addInvoice(db, companyId, createdBy, tag, 6);
  return {
    payerId: payer!.id,
    paidOrderId,
    invoiceId,
    issuedInvoiceId,
    reversedInvoiceId,
    refundId: await addRefund(),
  };

  /** A refund of 100 fen waiting on an order of its own (refunding, pay state 2). */
  async function addRefund() {
    const orderId = await paidOrder(db, companyId, createdBy, tag);
    await db.update(costOrders).set({ payState: 2, refundingFen: 100 }).where(eq(costOrders.id, orderId));
    const [refund] = await db
      .insert(costRefunds)
      .values({ companyId, orderId, amountFen: 100, reason: '矩阵退款', requestedBy: createdBy, requestedAt: now })
      .returning({ id: costRefunds.id });
    return refund!.id;
  }
}
