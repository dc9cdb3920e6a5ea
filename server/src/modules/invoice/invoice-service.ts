import type { invoice, ParsedRequestOf } from '../../../../contract';
import {
  invoiceStatuses,
  payerTypes,
  SPECIAL_INVOICE_TYPES,
  type InvoiceDetail,
  type InvoiceableOrder,
} from '../../../../contract/invoice';
import { certStates } from '../../../../contract/unit';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { localDayCompact } from '../../lib/local-time';
import { paidOrders, type PaidOrder } from '../cost';
import { tempUrl } from '../file';
import { unitRows } from '../unit';
import { invoiceRepo, payerRepo, type InvoiceRow } from './repository';

/*
 * Invoice requests of a unit:
 * - an invoice covers the whole invoiceable amount of each chosen paid order (paid − refunded − what live invoices
 *   hold); the orders are locked while it is counted, so two concurrent requests never hold more than was paid;
 * - the special VAT types (3, 4) need an enterprise payer and a certified unit;
 * - the payer's fields are copied into the invoice when it is submitted;
 * - it starts issuing (4) and may be withdrawn (3) until the platform issues it.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function invoiceable(order: PaidOrder, held: Map<number, number>): number {
  return Math.max(0, order.paidFen - order.refundedFen - (held.get(order.orderId) ?? 0));
}

export async function orders(deps: Deps, session: SessionContext): Promise<InvoiceableOrder[]> {
  const paid = await paidOrders.ofUnit(deps.db, session.companyId!);
  const held = await invoiceRepo.heldByOrder(
    deps.db,
    paid.map((o) => o.orderId),
  );
  return paid
    .map((o) => ({ ...o, invoiceableFen: invoiceable(o, held), paidAt: iso(o.paidAt) }))
    .filter((o) => o.invoiceableFen > 0);
}

export async function apply(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof invoice.invoiceApply>) {
  const companyId = session.companyId!;
  const payer = await payerRepo.byId(deps.db, companyId, input.payerId);
  if (!payer) throw refuse.notFound();
  if (SPECIAL_INVOICE_TYPES.includes(input.invoiceType)) {
    const unit = await unitRows.byId(deps.db, companyId);
    if (payer.payerType !== payerTypes.enterprise || unit?.certState !== certStates.certified) {
      throw refuse.badRequest('e.invoiceSpecialNeedsCertified');
    }
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const locked = await paidOrders.lock(tx, companyId, input.orderIds);
    if (locked.length !== input.orderIds.length) throw refuse.notFound();
    const held = await invoiceRepo.heldByOrder(
      tx,
      locked.map((o) => o.orderId),
    );
    const lines = locked.map((o) => ({ order: o, amountFen: invoiceable(o, held) }));
    const empty = lines.find((l) => l.amountFen <= 0);
    if (empty) throw refuse.badRequest('e.invoiceOverAmount', empty.order.orderNo);
    const invoiceNo = `FP${localDayCompact(now)}${String(await invoiceRepo.nextNumber(tx)).padStart(6, '0')}`;
    const id = await invoiceRepo.insert(tx, {
      companyId,
      invoiceNo,
      invoiceType: input.invoiceType,
      status: invoiceStatuses.issuing,
      amountFen: lines.reduce((total, l) => total + l.amountFen, 0),
      payerType: payer.payerType,
      title: payer.title,
      taxNumber: payer.taxNumber,
      address: payer.address,
      phone: payer.phone,
      bankName: payer.bankName,
      bankAccount: payer.bankAccount,
      email: input.email ?? null,
      remark: input.remark ?? null,
      createdBy: session.userId!,
      createdAt: now,
    });
    await invoiceRepo.insertLines(
      tx,
      lines.map((l) => ({ invoiceId: id, orderId: l.order.orderId, amountFen: l.amountFen })),
    );
    return { id, invoiceNo };
  });
}

export function summaryOf(row: InvoiceRow, createdByName: string | null) {
  return {
    id: row.id,
    invoiceNo: row.invoiceNo,
    invoiceType: row.invoiceType,
    status: row.status,
    amountFen: row.amountFen,
    payerType: row.payerType,
    title: row.title,
    taxNumber: row.taxNumber,
    createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function list(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof invoice.invoiceList>) {
  const { list, total } = await invoiceRepo.page(
    deps.db,
    session.companyId!,
    { status: input.status, invoiceType: input.invoiceType, keyword: input.keyword?.trim() || undefined },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: list.map((r) => summaryOf(r.invoice, r.createdByName)), total };
}

/** The steps an invoice went through, oldest first: submitted (issuing), then issued, accepted or cancelled. */
function timelineOf(row: InvoiceRow) {
  const steps: Array<{ status: number; at: Date | null }> = [
    { status: invoiceStatuses.issuing, at: row.createdAt },
    { status: invoiceStatuses.issued, at: row.issuedAt },
    { status: invoiceStatuses.accepted, at: row.acceptedAt },
    { status: invoiceStatuses.cancelled, at: row.cancelledAt },
    { status: invoiceStatuses.rejected, at: row.rejectedAt },
  ];
  return steps.filter((s) => s.at !== null).map((s) => ({ status: s.status, at: s.at!.toISOString() }));
}

export async function detail(deps: Deps, session: SessionContext, id: number): Promise<InvoiceDetail> {
  const found = await invoiceRepo.byId(deps.db, session.companyId!, id);
  if (!found) throw refuse.notFound();
  const row = found.invoice;
  return {
    ...summaryOf(row, found.createdByName),
    address: row.address,
    phone: row.phone,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    email: row.email,
    remark: row.remark,
    orders: await invoiceRepo.lines(deps.db, row.id),
    timeline: timelineOf(row),
    rejectReason: row.rejectReason,
    issuedNo: row.issuedNo,
    cancellable: row.status === invoiceStatuses.issuing,
    hasDocument: row.documentFileId !== null,
  };
}

export async function cancel(deps: Deps, session: SessionContext, id: number): Promise<InvoiceDetail> {
  const companyId = session.companyId!;
  if (!(await invoiceRepo.byId(deps.db, companyId, id))) throw refuse.notFound();
  const moved = await invoiceRepo.move(deps.db, companyId, id, invoiceStatuses.issuing, {
    status: invoiceStatuses.cancelled,
    cancelledAt: deps.now(),
  });
  if (!moved) throw refuse.badRequest('e.invoiceNotCancellable');
  return detail(deps, session, id);
}

/** The buyer confirms it received the issued invoice. */
export async function accept(deps: Deps, session: SessionContext, id: number): Promise<InvoiceDetail> {
  const companyId = session.companyId!;
  if (!(await invoiceRepo.byId(deps.db, companyId, id))) throw refuse.notFound();
  const moved = await invoiceRepo.move(deps.db, companyId, id, invoiceStatuses.issued, {
    status: invoiceStatuses.accepted,
    acceptedAt: deps.now(),
  });
  if (!moved) throw refuse.badRequest('e.invoiceNotAcceptable');
  return detail(deps, session, id);
}

/** A signed link to the issued invoice's document (a file of the unit). */
export async function document(deps: Deps, session: SessionContext, id: number) {
  const found = await invoiceRepo.byId(deps.db, session.companyId!, id);
  if (!found) throw refuse.notFound();
  const fileId = found.invoice.documentFileId;
  return fileId ? tempUrl(deps, session, fileId) : { tmpUrl: '' };
}
