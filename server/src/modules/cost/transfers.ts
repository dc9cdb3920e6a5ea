import type { cost, ParsedRequestOf } from '../../../../contract';
import {
  BANK_CHANNEL,
  payStates,
  TRANSFER_PAY_DAYS,
  type PlatformTransfer,
  type StatementOutcome,
  type Transfer,
} from '../../../../contract/cost';
import { sellers } from '../../../../contract/sellers';
import type { SessionContext } from '../../caller/sessions';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { fileRows, signedFileUrl } from '../file';
import { messageRows, messageTextsOf } from '../message';
import { eventTransaction } from '../realtime';
import { decide, isPaid, isPayable } from './order-machine';
import { announceOrder } from './order-news';
import { applyNotification, bankOf, channels, factsOf, syncWithChannel } from './payments';
import { refundRepo } from './refund-repository';
import { costRepo, type OrderRow } from './repository';
import { transferRepo, type TransferRow } from './transfer-repository';
import { fenToYuan } from '../../lib/yuan';

/*
 * Bank transfers (contract/cost-transfer.ts). Every step locks the order, and the pay state moves only by the order
 * machine: choose (the online trade closed first), hand in a receipt (0 or 6 → 5), check (5 → 7), reject (5 or 7 → 6,
 * the deadline moved on so the buyer has time to hand in again). Confirmation, by review or by a statement line, is a
 * payment of the order's amount through the one apply path (payments.ts), under the transfer's one notification id:
 * two approvals, or an approval and a statement, or one statement twice, pay once.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY_MS = 86_400_000;

function transferOf(deps: Deps, row: TransferRow, order: OrderRow): Transfer {
  const seller = sellers[deps.config.edition];
  return {
    remittanceCode: row.remittanceCode,
    amountFen: order.amountFen,
    payee: { companyName: seller.companyName, bank: seller.bank },
    receipt: row.receiptFileId
      ? {
          fileId: row.receiptFileId,
          name: row.receiptName ?? '',
          url: signedFileUrl(deps, row.companyId, row.receiptFileId),
        }
      : null,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    rejectReason: row.rejectReason,
    confirmedBy: row.confirmedBy as Transfer['confirmedBy'],
  };
}

/** The order's transfer for its detail page, if its buyer chose one. */
export async function transferOfOrder(deps: Deps, order: OrderRow): Promise<Transfer | null> {
  if (order.channel !== BANK_CHANNEL) return null;
  const row = await transferRepo.byOrder(deps.db, order.id);
  return row ? transferOf(deps, row, order) : null;
}

/** How long a buyer has to transfer the money once the order is to be paid by bank transfer. */
export function transferDeadline(now: Date): Date {
  return new Date(now.getTime() + TRANSFER_PAY_DAYS * DAY_MS);
}

/** The transfer's own row under its remittance code (the order's trade number at the bank channel). */
export function openTransfer(tx: Db, order: { id: number; companyId: number }, code: string, now: Date) {
  return transferRepo.insert(tx, {
    companyId: order.companyId,
    orderId: order.id,
    remittanceCode: code,
    createdAt: now,
  });
}

export async function choose(deps: Deps, session: SessionContext, id: number): Promise<Transfer> {
  const now = deps.now();
  const bank = bankOf(deps);
  // The online trade closes first, outside the order's lock (a channel may take seconds to answer and no transaction
  // waits on it): a closed trade takes no more money, so nothing is paid between the close and the lock. A payment it
  // took before is applied and the choice refused.
  const seen = (await costRepo.byId(deps.db, session.companyId!, id))?.order;
  if (!seen) throw refuse.notFound();
  const online = seen.channel === BANK_CHANNEL ? undefined : channels(deps).get(seen.channel);
  if (online && seen.tradeNo && seen.payState === payStates.toPay && !(await online.close(deps.db, seen.tradeNo))) {
    await syncWithChannel(deps, seen);
    throw refuse.badRequest('e.orderAlreadyPaid');
  }
  const result = await deps.db.transaction(async (tx) => {
    const order = await refundRepo.lockOrder(tx, session.companyId!, id);
    if (!order) throw refuse.notFound();
    if (order.channel === BANK_CHANNEL) return { order, row: (await transferRepo.byOrder(tx, order.id))! };
    if (order.payState !== payStates.toPay || !isPayable(order) || order.deadline <= now)
      throw refuse.badRequest('e.orderNotPayable');
    const code = (await bank.create()).tradeNo;
    const deadline = transferDeadline(now);
    await costRepo.moveOrder(tx, order.id, order, {
      channel: BANK_CHANNEL,
      tradeNo: code,
      payCodeUrl: null,
      deadline,
    });
    const row = await openTransfer(tx, order, code, now);
    return { order: { ...order, channel: BANK_CHANNEL, tradeNo: code, deadline }, row };
  });
  return transferOf(deps, result.row, result.order);
}

export async function submitReceipt(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof cost.transferReceipt>,
): Promise<Transfer> {
  const companyId = session.companyId!;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const order = await refundRepo.lockOrder(tx, companyId, input.id);
    const [file] = await fileRows.byIds(tx, companyId, [input.fileId]);
    if (!order || !file) throw refuse.notFound();
    if (order.channel !== BANK_CHANNEL) throw refuse.badRequest('e.transferNotChosen');
    const next = decide(factsOf(order), { type: 'submitTransfer' });
    if (!next.ok || order.deadline <= now) throw refuse.badRequest('e.receiptNotAccepted');
    await costRepo.moveOrder(tx, order.id, order, { payState: next.order.payState });
    await transferRepo.update(tx, order.id, {
      receiptFileId: file.id,
      receiptName: file.name,
      submittedBy: session.userId!,
      submittedAt: now,
      reviewedAt: null,
      rejectReason: null,
    });
    const row = (await transferRepo.byOrder(tx, order.id))!;
    return transferOf(deps, row, { ...order, payState: next.order.payState });
  });
}

// The system side.

type PlatformRow = NonNullable<Awaited<ReturnType<typeof transferRepo.platformByOrder>>>;

function platformTransferOf(deps: Deps, row: PlatformRow): PlatformTransfer {
  const { transfer, order, companyName } = row;
  return {
    ...transferOf(deps, transfer, order),
    orderId: order.id,
    orderNo: order.orderNo,
    title: order.title,
    companyName,
    payState: order.payState,
    state: order.state,
    createdAt: transfer.createdAt.toISOString(),
  };
}

export async function platformList(deps: Deps, input: ParsedRequestOf<typeof cost.platformTransferList>) {
  const { list, total } = await transferRepo.platformPage(
    deps.db,
    { payState: input.payState, keyword: input.keyword?.trim() || undefined },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: list.map((r) => platformTransferOf(deps, r)), total };
}

async function platformRow(deps: Deps, orderId: number): Promise<PlatformTransfer> {
  const row = await transferRepo.platformByOrder(deps.db, orderId);
  if (!row) throw refuse.notFound();
  return platformTransferOf(deps, row);
}

/** Who is told about the transfer: who handed in the receipt, else who placed the order. */
async function tellBuyer(
  tx: Db,
  order: OrderRow,
  transfer: TransferRow,
  texts: ReturnType<typeof messageTextsOf>,
  at: Date,
) {
  const userId = transfer.submittedBy ?? order.createdBy;
  await messageRows.insert(
    tx,
    { companyId: order.companyId, userId },
    { type: 'system', ...texts, createdAt: at, target: { kind: 'order', id: order.id } },
  );
}

/** Pays the order by its transfer (the amount checked by the caller); 'applied' only for the one that did. */
async function confirm(deps: Deps, order: OrderRow, by: 'review' | 'statement') {
  const bank = bankOf(deps);
  return applyNotification(
    deps,
    bank,
    bank.notificationOf({ orderNo: order.orderNo, tradeNo: order.tradeNo! }, order.amountFen),
    async (tx, paid, now) => {
      await transferRepo.update(tx, paid.id, { confirmedBy: by, reviewedAt: now });
      const transfer = (await transferRepo.byOrder(tx, paid.id))!;
      const texts = messageTextsOf('m.transfer.confirmed.title', 'm.transfer.confirmed.content', [
        paid.orderNo,
        fenToYuan(paid.amountFen),
      ]);
      await tellBuyer(tx, paid, transfer, texts, now);
    },
  );
}

const UNDER_REVIEW: readonly number[] = [payStates.notReviewed, payStates.statusCheck];

export async function approve(deps: Deps, orderId: number): Promise<PlatformTransfer> {
  const found = await transferRepo.platformByOrder(deps.db, orderId);
  if (!found) throw refuse.notFound();
  if (!UNDER_REVIEW.includes(found.order.payState)) throw refuse.badRequest('e.transferNotWaiting');
  if ((await confirm(deps, found.order, 'review')) !== 'applied') throw refuse.badRequest('e.transferNotWaiting');
  return platformRow(deps, orderId);
}

/** Moves a transfer under review by `event` in one transaction; `after` writes the transfer's side of it. */
async function review(
  deps: Deps,
  orderId: number,
  event: 'checkTransfer' | 'rejectTransfer',
  after: (tx: Db, order: OrderRow, transfer: TransferRow, now: Date) => Promise<void>,
): Promise<PlatformTransfer> {
  const now = deps.now();
  await eventTransaction(deps, async (tx) => {
    const order = await refundRepo.lockOrderById(tx, orderId);
    const transfer = order ? await transferRepo.byOrder(tx, order.id) : undefined;
    if (!order || !transfer) throw refuse.notFound();
    const next = decide(factsOf(order), { type: event });
    if (!next.ok) throw refuse.badRequest('e.transferNotWaiting');
    const deadline = event === 'rejectTransfer' ? new Date(now.getTime() + TRANSFER_PAY_DAYS * DAY_MS) : order.deadline;
    await costRepo.moveOrder(tx, order.id, order, { payState: next.order.payState, deadline });
    await after(tx, order, transfer, now);
    announceOrder(tx, order, next.order);
  });
  return platformRow(deps, orderId);
}

export function check(deps: Deps, orderId: number): Promise<PlatformTransfer> {
  return review(deps, orderId, 'checkTransfer', (tx, order, _transfer, now) =>
    transferRepo.update(tx, order.id, { reviewedAt: now }),
  );
}

export function reject(deps: Deps, input: ParsedRequestOf<typeof cost.platformTransferReject>) {
  return review(deps, input.id, 'rejectTransfer', async (tx, order, transfer, now) => {
    await transferRepo.update(tx, order.id, { reviewedAt: now, rejectReason: input.reason });
    const texts = messageTextsOf('m.transfer.rejected.title', 'm.transfer.rejected.content', [
      order.orderNo,
      input.reason,
    ]);
    await tellBuyer(tx, order, transfer, texts, now);
  });
}

/** What a statement line came to (see statementOutcomes), and the order whose code it carries. */
export interface LineMatch {
  orderId: number | null;
  orderNo: string | null;
  outcome: StatementOutcome;
}

/** One statement line with a code and an amount against the transfers (statement-lines.ts stores what it came to). */
export async function matchLine(deps: Deps, code: string, amountFen: number): Promise<LineMatch> {
  const transfer = await transferRepo.byCode(deps.db, code);
  const found = transfer ? await transferRepo.platformByOrder(deps.db, transfer.orderId) : undefined;
  if (!found) return { orderId: null, orderNo: null, outcome: 'unknownCode' };
  const { order } = found;
  const of = { orderId: order.id, orderNo: order.orderNo };
  if (isPaid(order)) return { ...of, outcome: 'alreadyPaid' };
  if (amountFen !== order.amountFen) return { ...of, outcome: 'amountMismatch' };
  // A rejected receipt whose money arrived after all: the statement is the better proof, so it goes under review.
  if (order.payState === payStates.reviewFailed) {
    const next = decide(factsOf(order), { type: 'submitTransfer' });
    if (next.ok) await costRepo.moveOrder(deps.db, order.id, order, { payState: next.order.payState });
  }
  const outcome = await confirm(deps, order, 'statement');
  if (outcome === 'applied' || outcome === 'alreadyPaid') return { ...of, outcome };
  return { ...of, outcome: 'notWaiting' };
}
