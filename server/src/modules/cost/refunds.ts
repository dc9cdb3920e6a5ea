import type { cost, ParsedRequestOf } from '../../../../contract';
import { payStates, refundStatuses, type PlatformRefund, type Refund } from '../../../../contract/cost';
import type { SessionContext } from '../../caller/sessions';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { deviceService } from '../device';
import { messageRows, messageTextsOf } from '../message';
import { takeBackHolding } from './holdings';
import { decide } from './order-machine';
import { channels, factsOf } from './payments';
import { refundRepo, type PlatformRefundRow, type RefundRow } from './refund-repository';
import { costRepo, type OrderRow } from './repository';

/*
 * Refunds (contract/cost-refund.ts). A request locks the order, so two requests (or a request and an invoice) of one
 * order are counted one after the other: the first moves the order to refunding (pay state 2) and the second finds it
 * so and is refused; never more than paid − refunded − invoiced goes back. The platform's decision locks the request
 * and the order; an approval sends the money back through the order's channel and, in the same transaction, moves
 * the order (1 partly or 3 wholly refunded), takes the refunded share back from the unit's holdings or the renewed
 * device's service end, and tells the requester. A rejection, or a channel that refuses, leaves the order paid.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** What a refund may still ask for: only a paid order (no refund under way) has any. */
export function refundableOf(order: OrderRow, invoicedFen: number): number {
  if (order.payState !== payStates.paid) return 0;
  return Math.max(0, order.paidFen - order.refundedFen - invoicedFen);
}

function refundOf(row: RefundRow, requestedByName: string | null): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    amountFen: row.amountFen,
    reason: row.reason,
    status: row.status,
    requestedByName,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    rejectReason: row.rejectReason,
  };
}

function platformRefundOf(row: PlatformRefundRow): PlatformRefund {
  const { refund, requestedByName, ...order } = row;
  return { ...refundOf(refund, requestedByName), ...order };
}

/** The order's refund requests and what may still be asked for (its detail page). */
export async function refundsOfOrder(deps: Deps, order: OrderRow) {
  const [rows, invoicedFen] = await Promise.all([
    refundRepo.ofOrder(deps.db, order.id),
    refundRepo.invoicedFen(deps.db, order.id),
  ]);
  return {
    refundableFen: refundableOf(order, invoicedFen),
    refunds: rows.map((r) => refundOf(r.refund, r.requestedByName)),
  };
}

export async function request(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof cost.refundRequest>,
): Promise<Refund> {
  const companyId = session.companyId!;
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const order = await refundRepo.lockOrder(tx, companyId, input.orderId);
    if (!order) throw refuse.notFound();
    if (order.payState !== payStates.paid) throw refuse.badRequest('e.refundNotAllowed');
    const refundable = refundableOf(order, await refundRepo.invoicedFen(tx, order.id));
    if (input.amountFen > refundable) throw refuse.badRequest('e.refundOverAmount', yuanText(refundable));
    const next = decide(factsOf(order), { type: 'refund', amountFen: input.amountFen });
    if (!next.ok) throw refuse.badRequest('e.refundNotAllowed');
    await costRepo.moveOrder(tx, order.id, order, {
      payState: next.order.payState,
      refundingFen: next.order.refundingFen,
    });
    const values = {
      companyId,
      orderId: order.id,
      amountFen: input.amountFen,
      reason: input.reason,
      status: refundStatuses.waiting,
      requestedBy: session.userId!,
      requestedAt: now,
    };
    return { id: await refundRepo.insert(tx, values), ...values, decidedAt: null, rejectReason: null };
  });
  return refundOf(row, null);
}

export async function platformList(deps: Deps, input: ParsedRequestOf<typeof cost.platformRefundList>) {
  const { list, total } = await refundRepo.platformPage(
    deps.db,
    { status: input.status, keyword: input.keyword?.trim() || undefined },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: list.map(platformRefundOf), total };
}

/** The requester's message for each way a decision ends. */
const OUTCOME_TEXTS = {
  done: ['m.refund.done.title', 'm.refund.done.content'],
  failed: ['m.refund.failed.title', 'm.refund.failed.content'],
  rejected: ['m.refund.rejected.title', 'm.refund.rejected.content'],
} as const;

async function tellRequester(
  tx: Db,
  refund: RefundRow,
  order: OrderRow,
  outcome: keyof typeof OUTCOME_TEXTS,
  at: Date,
) {
  const [title, content] = OUTCOME_TEXTS[outcome];
  const texts = messageTextsOf(title, content, [order.orderNo, yuanText(refund.amountFen), refund.rejectReason ?? '']);
  await messageRows.insert(
    tx,
    { companyId: refund.companyId, userId: refund.requestedBy },
    { type: 'system', ...texts, createdAt: at },
  );
}

/** Takes the refunded share of each item back: from the renewed device's service end, or from the unit's holding. */
async function takeBack(tx: Db, order: OrderRow, amountFen: number, now: Date): Promise<void> {
  const share = { paidFen: order.paidFen, refundedBefore: order.refundedFen, amountFen };
  for (const item of await costRepo.items(tx, order.id)) {
    if (!item.deviceId) await takeBackHolding(tx, order.companyId, item, share, now);
    else if (item.months)
      await deviceService.shortenService(tx, order.companyId, item.deviceId, item.months, amountFen / order.paidFen);
  }
}

/**
 * Decides a waiting request inside one transaction: `approve` asks the channel to send the money back. Another
 * decision first leaves it handled (refused), a missing id is not found.
 */
async function decideRefund(deps: Deps, id: number, approve: boolean, rejectReason: string | null) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const refund = await refundRepo.lockWaiting(tx, id);
    if (!refund) throw (await refundRepo.exists(tx, id)) ? refuse.badRequest('e.refundNotWaiting') : refuse.notFound();
    const order = (await refundRepo.lockOrderById(tx, refund.orderId))!;
    const channel = channels(deps).get(order.channel);
    const sent =
      approve && channel !== undefined && order.tradeNo !== null
        ? await channel.refund(tx, order.tradeNo, refund.amountFen, `RF${refund.id}`)
        : false;
    const next = decide(factsOf(order), { type: sent ? 'refundSucceeded' : 'refundFailed' });
    if (!next.ok) throw refuse.badRequest('e.refundNotWaiting');
    await costRepo.moveOrder(tx, order.id, order, {
      payState: next.order.payState,
      refundedFen: next.order.refundedFen,
      refundingFen: next.order.refundingFen,
    });
    if (sent) await takeBack(tx, order, refund.amountFen, now);
    const status = sent ? refundStatuses.refunded : approve ? refundStatuses.channelFailed : refundStatuses.rejected;
    await refundRepo.decide(tx, id, { status, decidedAt: now, rejectReason });
    const outcome = sent ? 'done' : approve ? 'failed' : 'rejected';
    await tellRequester(tx, { ...refund, rejectReason }, order, outcome, now);
  });
  return platformRefundOf((await refundRepo.platformById(deps.db, id))!);
}

export function approve(deps: Deps, id: number): Promise<PlatformRefund> {
  return decideRefund(deps, id, true, null);
}

export function reject(deps: Deps, input: ParsedRequestOf<typeof cost.platformRefundReject>): Promise<PlatformRefund> {
  return decideRefund(deps, input.id, false, input.reason);
}
