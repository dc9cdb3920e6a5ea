import type { FastifyBaseLogger } from 'fastify';
import { BANK_CHANNEL, type NotifyOutcome } from '../../../../contract/cost';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { deviceService } from '../device';
import { eventTransaction } from '../realtime';
import type { NotificationHeaders, NotifyReply, PaymentChannel, VerifiedNotification } from './channels/channel';
import { AlipayChannel } from './channels/alipay';
import { BankTransferChannel } from './channels/bank-transfer';
import { SandboxChannel } from './channels/sandbox';
import { WechatPayChannel } from './channels/wechat-pay';
import { addHolding } from './holdings';
import { decide, isPaid, type OrderFacts } from './order-machine';
import { announceOrder, tellPaid } from './order-news';
import { costRepo, type OrderRow } from './repository';
import { renewSim } from './sims';

/*
 * The one way a payment reaches an order, whatever told us (a channel's notification, a replay of it, or our own
 * query of the channel after a notification was lost):
 * verify → record the notification once → lock the order → the state machine → fulfil, all in one transaction, so a
 * crash leaves either nothing or the paid and fulfilled order. The buyer's console hears of it (an 'order' event sent
 * after commit, a message in the message centre) from that same transaction, so exactly once. A replay, a second notification of the same payment
 * or 50 at once find the order paid and change nothing; a wrong amount leaves it unpaid; money of a wrong amount or
 * for a closed order is sent back through the channel.
 */

const registries = new WeakMap<Deps, Map<string, PaymentChannel>>();

/**
 * The channels this server may use: WeChat Pay and Alipay when they are configured (in that order: an order that
 * names no channel goes to the first), the sandbox in demo mode, bank transfer always.
 */
export function channels(deps: Deps): Map<string, PaymentChannel> {
  let found = registries.get(deps);
  if (!found) {
    found = new Map();
    const wechat = deps.config.wechatPay;
    if (wechat) found.set('wechat', new WechatPayChannel(wechat, deps.now));
    if (deps.config.alipay) found.set('alipay', new AlipayChannel(deps.config.alipay));
    if (deps.config.mode === 'demo') found.set('sandbox', new SandboxChannel(deps.secret));
    found.set(BANK_CHANNEL, new BankTransferChannel());
    registries.set(deps, found);
  }
  return found;
}

/** The online channel new orders are paid through, if this server has one (WeChat Pay, else the sandbox in demo mode). */
export function onlineChannelOf(deps: Deps): PaymentChannel | undefined {
  return [...channels(deps).values()].find((c) => c.name !== BANK_CHANNEL);
}

export function bankOf(deps: Deps): BankTransferChannel {
  return channels(deps).get(BANK_CHANNEL) as BankTransferChannel;
}

export function sandboxOf(deps: Deps): SandboxChannel | undefined {
  const channel = channels(deps).get('sandbox');
  return channel instanceof SandboxChannel ? channel : undefined;
}

export function factsOf(row: OrderRow): OrderFacts {
  return {
    state: row.state as OrderFacts['state'],
    payState: row.payState as OrderFacts['payState'],
    amountFen: row.amountFen,
    paidFen: row.paidFen,
    refundedFen: row.refundedFen,
    refundingFen: row.refundingFen,
  };
}

/**
 * Moves each renewed device's service end forward (its SIM card with it) and adds every other item to the unit's
 * holdings, inside the payment's transaction.
 */
async function fulfil(tx: Db, order: OrderRow, now: Date): Promise<void> {
  for (const item of await costRepo.items(tx, order.id)) {
    if (!item.deviceId) {
      await addHolding(tx, order.companyId, item, now);
      continue;
    }
    if (!item.months) continue;
    const end = await deviceService.extendService(tx, order.companyId, item.deviceId, item.months, now);
    if (!end) continue;
    await costRepo.setItemServiceEnd(tx, item.id, end);
    await renewSim(tx, item.deviceId, end, now);
  }
}

/**
 * What a channel does in the payment's transaction once it applied (its own books, its own message to the buyer, which
 * then replaces the default 'order paid' one).
 */
export type OnApplied = (tx: Db, order: OrderRow, now: Date) => Promise<void>;

/** Applies one verified notification; see the comment at the top. */
export async function applyNotification(
  deps: Deps,
  channel: PaymentChannel,
  n: VerifiedNotification,
  onApplied?: OnApplied,
): Promise<NotifyOutcome> {
  const now = deps.now();
  const { outcome, fresh } = await eventTransaction(deps, async (tx) => {
    const fresh = await costRepo.recordNotification(tx, {
      channel: channel.name,
      notifyId: n.notifyId,
      orderNo: n.orderNo,
      tradeNo: n.tradeNo,
      amountFen: n.amountFen,
      outcome: 'pending',
      receivedAt: now,
    });
    const outcome = await applyToOrder(tx, n, now, onApplied);
    if (fresh) await costRepo.setNotificationOutcome(tx, channel.name, n.notifyId, outcome);
    return { outcome, fresh };
  });
  // Money the order cannot take (it was closed, or the amount is wrong) goes back, once: only the first sight of
  // this notification sends the refund.
  if ((outcome === 'refundedAfterClose' || outcome === 'amountMismatch') && fresh) {
    await channel.refund(deps.db, n.tradeNo, n.amountFen, `RB${n.tradeNo}`);
  }
  return outcome;
}

async function applyToOrder(
  tx: Db,
  n: VerifiedNotification,
  now: Date,
  onApplied: OnApplied | undefined,
): Promise<NotifyOutcome> {
  if (n.status === 'failed') return 'failed';
  const order = await costRepo.lockByOrderNo(tx, n.orderNo);
  if (!order || order.tradeNo !== n.tradeNo) return 'unknownOrder';
  const paid = decide(factsOf(order), { type: 'pay', amountFen: n.amountFen });
  if (!paid.ok) {
    if (paid.reason === 'amountMismatch') return 'amountMismatch';
    return isPaid(order) ? 'alreadyPaid' : 'refundedAfterClose';
  }
  const done = decide(paid.order, { type: 'complete' });
  const next = done.ok ? done.order : paid.order;
  const moved = await costRepo.moveOrder(tx, order.id, order, {
    state: next.state,
    payState: next.payState,
    paidFen: next.paidFen,
    paidAt: now,
  });
  // Another delivery of this payment moved it first (several inside one call's transaction take no lock from each
  // other): it fulfils and tells, this one changes nothing.
  if (!moved) return 'alreadyPaid';
  await fulfil(tx, order, now);
  if (onApplied) await onApplied(tx, order, now);
  else await tellPaid(tx, order, now);
  announceOrder(tx, order, next);
  return 'applied';
}

/** Receives a notification posted by a channel: verified by that channel, then applied. */
export async function receiveNotification(
  deps: Deps,
  channelName: string,
  headers: NotificationHeaders,
  body: string,
): Promise<NotifyOutcome> {
  const channel = channels(deps).get(channelName);
  const n = channel?.verify(headers, body);
  if (!channel || !n) return 'badSignature';
  return applyNotification(deps, channel, n);
}

/**
 * The notify route's answer: the channel's own (WeChat Pay: 204, or 4xx/5xx so that it sends the notification again,
 * a fault of ours included), else the API envelope with the outcome (401 for a bad signature).
 */
export async function answerNotification(
  deps: Deps,
  channelName: string,
  headers: NotificationHeaders,
  body: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<NotifyReply> {
  const reply = channels(deps).get(channelName)?.reply;
  if (!reply) {
    const outcome = await receiveNotification(deps, channelName, headers, body);
    const envelope = { code: outcome === 'badSignature' ? 401 : 0, msg: outcome, data: null };
    return { status: outcome === 'badSignature' ? 401 : 200, body: envelope };
  }
  try {
    const outcome = await receiveNotification(deps, channelName, headers, body);
    return reply(outcome === 'badSignature' ? 'refused' : 'taken');
  } catch (error) {
    log.error({ err: error, channel: channelName }, 'payment notification not applied');
    return reply('failed');
  }
}

/**
 * Asks the channel about an unpaid order's trade and applies a payment it reports (a lost notification). The
 * synthetic notification id is the trade's, so a later real notification of the same payment changes nothing more.
 */
export async function syncWithChannel(deps: Deps, order: OrderRow): Promise<NotifyOutcome | undefined> {
  const channel = channels(deps).get(order.channel);
  if (!channel || !order.tradeNo) return undefined;
  const trade = await channel.query(deps.db, order.tradeNo);
  if (trade?.status !== 'paid') return undefined;
  return applyNotification(deps, channel, {
    notifyId: `query:${order.tradeNo}`,
    orderNo: order.orderNo,
    tradeNo: order.tradeNo,
    amountFen: trade.paidFen,
    status: 'paid',
  });
}

/**
 * Closes an unpaid order: first the channel's trade (a trade paid meanwhile is applied instead), then the order,
 * with a conditional UPDATE so that of several nodes closing it at once one does and the others change nothing.
 * True when the order is closed now.
 */
export async function closeOrder(deps: Deps, order: OrderRow): Promise<boolean> {
  const channel = channels(deps).get(order.channel);
  if (channel && order.tradeNo) {
    if ((await syncWithChannel(deps, order)) !== undefined) return false;
    if (!(await channel.close(deps.db, order.tradeNo))) {
      await syncWithChannel(deps, order);
      return false;
    }
  }
  return eventTransaction(deps, async (tx) => {
    const locked = await costRepo.lockByOrderNo(tx, order.orderNo);
    if (!locked) return false;
    const closed = decide(factsOf(locked), { type: 'close' });
    if (!closed.ok) return false;
    const moved = await costRepo.moveOrder(tx, locked.id, locked, {
      state: closed.order.state,
      payState: closed.order.payState,
      closedAt: deps.now(),
    });
    if (moved) announceOrder(tx, locked, closed.order);
    return moved;
  });
}

/** Closes the unpaid orders whose deadline has passed (on start and on a timer, on every node). */
export async function closeOverdueOrders(deps: Deps): Promise<number> {
  let closed = 0;
  for (const order of await costRepo.overdue(deps.db, deps.now(), 100)) {
    if (await closeOrder(deps, order)) closed++;
  }
  return closed;
}
