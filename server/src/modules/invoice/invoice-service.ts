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
import type { Db } from '../../db/client';
import type { invoices } from '../../db/schema';
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
 * - it starts issuing (4) and may be withdrawn (3) until the platform issues it;
 * - a reversed invoice (6) may be asked for again, once.
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
    const lines = await invoiceableLines(tx, companyId, input.orderIds);
    if (lines.length !== input.orderIds.length) throw refuse.notFound();
    const empty = lines.find((l) => l.amountFen <= 0);
    if (empty) throw refuse.badRequest('e.invoiceOverAmount', empty.order.orderNo);
    return insertRequest(
      tx,
      {
        companyId,
        invoiceType: input.invoiceType,
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
        reissueOf: null,
      },
      lines,
    );
  });
}

/** The unit's paid orders among `orderIds`, locked, each with what is left to invoice of it. */
async function invoiceableLines(tx: Db, companyId: number, orderIds: readonly number[]) {
  const locked = await paidOrders.lock(tx, companyId, orderIds);
  const held = await invoiceRepo.heldByOrder(
    tx,
    locked.map((o) => o.orderId),
  );
  return locked.map((o) => ({ order: o, amountFen: invoiceable(o, held) }));
}

type RequestValues = Omit<typeof invoices.$inferInsert, 'id' | 'invoiceNo' | 'status' | 'amountFen'>;

/** A new request waiting to be issued (4), numbered FP + local day + running number, with its order lines. */
async function insertRequest(tx: Db, values: RequestValues, lines: Array<{ order: PaidOrder; amountFen: number }>) {
  const invoiceNo = `FP${localDayCompact(values.createdAt)}${String(await invoiceRepo.nextNumber(tx)).padStart(6, '0')}`;
  const id = await invoiceRepo.insert(tx, {
    ...values,
    invoiceNo,
    status: invoiceStatuses.issuing,
    amountFen: lines.reduce((total, l) => total + l.amountFen, 0),
  });
  await invoiceRepo.insertLines(
    tx,
    lines.map((l) => ({ invoiceId: id, orderId: l.order.orderId, amountFen: l.amountFen })),
  );
  return { id, invoiceNo };
}

/**
 * Asks again for a reversed invoice: a new request with the reversed one's type, frozen title and remarks, over what
 * is still invoiceable of its orders (an order refunded meanwhile drops out). Once per reversed invoice while the new
 * request lives; the orders are locked, so two at once make one.
 */
export async function reissue(deps: Deps, session: SessionContext, id: number) {
  const companyId = session.companyId!;
  const found = await invoiceRepo.byId(deps.db, companyId, id);
  if (!found) throw refuse.notFound();
  const row = found.invoice;
  if (row.status !== invoiceStatuses.reversed) throw refuse.badRequest('e.invoiceNotReissuable');
  const orders = await invoiceRepo.lines(deps.db, row.id);
  return deps.db.transaction(async (tx) => {
    const lines = (
      await invoiceableLines(
        tx,
        companyId,
        orders.map((o) => o.orderId),
      )
    ).filter((l) => l.amountFen > 0);
    if ((await invoiceRepo.reissuedBy(tx, row.id)) !== null) throw refuse.badRequest('e.invoiceNotReissuable');
    if (lines.length === 0) throw refuse.badRequest('e.invoiceOverAmount', orders[0]?.orderNo ?? '');
    const { id: _id, invoiceNo: _no, status: _status, amountFen: _amount, ...frozen } = row;
    return insertRequest(
      tx,
      {
        ...frozen,
        createdBy: session.userId!,
        createdAt: deps.now(),
        issuedAt: null,
        acceptedAt: null,
        cancelledAt: null,
        rejectedAt: null,
        rejectReason: null,
        issuedNo: null,
        documentFileId: null,
        reversedAt: null,
        reverseReason: null,
        redNo: null,
        redDocumentFileId: null,
        reissueOf: row.id,
      },
      lines,
    );
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
    { status: invoiceStatuses.reversed, at: row.reversedAt },
  ];
  return steps.filter((s) => s.at !== null).map((s) => ({ status: s.status, at: s.at!.toISOString() }));
}

export async function detail(deps: Deps, session: SessionContext, id: number): Promise<InvoiceDetail> {
  const found = await invoiceRepo.byId(deps.db, session.companyId!, id);
  if (!found) throw refuse.notFound();
  const row = found.invoice;
  const reissuedBy = row.status === invoiceStatuses.reversed ? await invoiceRepo.reissuedBy(deps.db, row.id) : null;
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
    reverseReason: row.reverseReason,
    redNo: row.redNo,
    hasRedDocument: row.redDocumentFileId !== null,
    reissueOf: row.reissueOf,
    reissuedBy,
    reissuable: row.status === invoiceStatuses.reversed && reissuedBy === null,
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

/** A signed link to the issued invoice's document, or its red invoice's (files of the unit). */
export async function document(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof invoice.invoiceDocument>,
) {
  const found = await invoiceRepo.byId(deps.db, session.companyId!, input.id);
  if (!found) throw refuse.notFound();
  const fileId = input.kind === 'red' ? found.invoice.redDocumentFileId : found.invoice.documentFileId;
  return fileId ? tempUrl(deps, session, fileId) : { tmpUrl: '' };
}
