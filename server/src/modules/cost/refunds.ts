import type { cost, ParsedRequestOf } from '../../../../contract';
import { payStates, refundStatuses, type PlatformRefund, type Refund } from '../../../../contract/cost';
import type { SessionContext } from '../../caller/sessions';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { deviceService } from '../device';
import { messageRows, messageTextsOf } from '../message';
import { eventTransaction } from '../realtime';
import { takeBackHolding } from './holdings';
import { decide } from './order-machine';
import { announceOrder } from './order-news';
import { channels, factsOf } from './payments';
import { refundRepo, type PlatformRefundRow, type RefundRow } from './refund-repository';
import { costRepo, type OrderRow } from './repository';
import { fenToYuan } from '../../lib/yuan';

/*
 * Refunds (contract/cost-refund.ts). A request locks the order, so two requests (or a request and an invoice) of one
 * order are counted one after the other: the first moves the order to refunding (pay state 2) and the second finds it
 * so and is refused; never more than paid − refunded − invoiced goes back. An approval marks the request sending and
 * commits, then asks the order's channel to send the money back (outside any transaction), then in a second
 * transaction moves the order (1 partly or 3 wholly refunded), takes the refunded share back from the unit's holdings
 * or the renewed device's service end, and tells the requester. A rejection, or a channel that refuses, leaves the
 * order paid. A refund left sending (the server stopped in between) is sent again under the same number by the sweep.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
  const row = await eventTransaction(deps, async (tx) => {
    const order = await refundRepo.lockOrder(tx, companyId, input.orderId);
    if (!order) throw refuse.notFound();
    if (order.payState !== payStates.paid) throw refuse.badRequest('e.refundNotAllowed');
    const refundable = refundableOf(order, await refundRepo.invoicedFen(tx, order.id));
    if (input.amountFen > refundable) throw refuse.badRequest('e.refundOverAmount', fenToYuan(refundable));
    const next = decide(factsOf(order), { type: 'refund', amountFen: input.amountFen });
    if (!next.ok) throw refuse.badRequest('e.refundNotAllowed');
    await costRepo.moveOrder(tx, order.id, order, {
      payState: next.order.payState,
      refundingFen: next.order.refundingFen,
    });
    announceOrder(tx, order, next.order);
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

const STATUS_OF = {
  done: refundStatuses.refunded,
  failed: refundStatuses.channelFailed,
  rejected: refundStatuses.rejected,
} as const;

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
  const texts = messageTextsOf(title, content, [order.orderNo, fenToYuan(refund.amountFen), refund.rejectReason ?? '']);
  await messageRows.insert(
    tx,
    { companyId: refund.companyId, userId: refund.requestedBy },
    { type: 'system', ...texts, createdAt: at, target: { kind: 'order', id: order.id } },
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

/** Locks a waiting request and its order; another decision first leaves it handled (refused), a missing id not found. */
async function lockWaiting(tx: Db, id: number): Promise<Locked> {
  const refund = await refundRepo.lockInStatus(tx, id, refundStatuses.waiting);
  if (!refund) throw (await refundRepo.exists(tx, id)) ? refuse.badRequest('e.refundNotWaiting') : refuse.notFound();
  return { refund, order: (await refundRepo.lockOrderById(tx, refund.orderId))! };
}

type Locked = { refund: RefundRow; order: OrderRow };

/** Locks a sending refund and its order; undefined once another node (the sweep, the approving call) ended it. */
async function lockSending(tx: Db, id: number): Promise<Locked | undefined> {
  const refund = await refundRepo.lockInStatus(tx, id, refundStatuses.sending);
  return refund && { refund, order: (await refundRepo.lockOrderById(tx, refund.orderId))! };
}

/**
 * Ends a refund in one transaction: the order moves through the order machine (refunded, or paid again), a sent
 * refund takes its share back, the request gets its status, the requester a message and the unit's console an
 * 'order' event. `lock` finds the refund in the status it must still have.
 */
async function settle(
  deps: Deps,
  lock: (tx: Db) => Promise<Locked | undefined>,
  outcome: 'done' | 'failed' | 'rejected',
  reason: string | null,
): Promise<void> {
  const now = deps.now();
  await eventTransaction(deps, async (tx) => {
    const found = await lock(tx);
    if (!found) return;
    const { refund, order } = found;
    const id = refund.id;
    const next = decide(factsOf(order), { type: outcome === 'done' ? 'refundSucceeded' : 'refundFailed' });
    if (!next.ok) throw refuse.badRequest('e.refundNotWaiting');
    await costRepo.moveOrder(tx, order.id, order, {
      payState: next.order.payState,
      refundedFen: next.order.refundedFen,
      refundingFen: next.order.refundingFen,
    });
    if (outcome === 'done') await takeBack(tx, order, refund.amountFen, now);
    const status = STATUS_OF[outcome];
    await refundRepo.decide(tx, id, { status, decidedAt: now, rejectReason: reason });
    await tellRequester(tx, { ...refund, rejectReason: reason }, order, outcome, now);
    announceOrder(tx, order, next.order);
  });
}

/**
 * Sends a refund marked sending through the order's channel, outside any transaction (an HTTP call to the provider
 * holds no lock), under its refund number `RF<id>`: the channels refund once per number, so sending it again after a
 * crash neither loses nor doubles it. The channel's answer then ends it. A channel that did not answer (threw) leaves
 * it sending for the sweep.
 */
async function send(deps: Deps, refund: RefundRow, order: OrderRow): Promise<void> {
  const channel = channels(deps).get(order.channel);
  let sent = false;
  try {
    if (channel && order.tradeNo !== null) {
      sent = await channel.refund(deps.db, order.tradeNo, refund.amountFen, `RF${refund.id}`);
    }
  } catch {
    return;
  }
  await settle(deps, (tx) => lockSending(tx, refund.id), sent ? 'done' : 'failed', null);
}

/** How long a refund stays sending before the sweep sends it again (the approving call normally ends it at once). */
export const STALE_SENDING_MS = 60_000;

/**
 * Sends again the refunds left sending for more than a minute (the server stopped between marking and ending one);
 * returns how many it sent. Runs on start and with the order sweep, on every node.
 */
export async function resendStaleRefunds(deps: Deps): Promise<number> {
  const before = new Date(deps.now().getTime() - STALE_SENDING_MS);
  const stale = await refundRepo.sendingBefore(deps.db, before, 50);
  for (const { refund, order } of stale) await send(deps, refund, order);
  return stale.length;
}

/**
 * Approves a waiting request in two steps: one transaction marks it sending (the order stays refunding, and the
 * sending status, not a held lock, refuses a second decision), then the channel call and the outcome (see `send`).
 * The route runs this outside the call's transaction (routes.ts), so the mark commits before the channel is called.
 */
export async function approve(deps: Deps, id: number): Promise<PlatformRefund> {
  const { refund, order } = await deps.db.transaction(async (tx) => {
    const found = await lockWaiting(tx, id);
    await refundRepo.decide(tx, id, { status: refundStatuses.sending, decidedAt: deps.now() });
    return found;
  });
  await send(deps, refund, order);
  return platformRefundOf((await refundRepo.platformById(deps.db, id))!);
}

export async function reject(
  deps: Deps,
  input: ParsedRequestOf<typeof cost.platformRefundReject>,
): Promise<PlatformRefund> {
  await settle(deps, (tx) => lockWaiting(tx, input.id), 'rejected', input.reason);
  return platformRefundOf((await refundRepo.platformById(deps.db, input.id))!);
}
