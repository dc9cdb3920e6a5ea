import type { NotifyOutcome, SandboxScenario } from '../../../../contract/cost';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { VerifiedNotification } from './channels/channel';
import { SANDBOX_SIGNATURE_HEADER, type SandboxChannel } from './channels/sandbox';
import { isPayable } from './order-machine';
import { closeOrder, receiveNotification, sandboxOf } from './payments';
import type { OrderRow } from './repository';

/** How long the 'notified late' scenario holds its notification back. */
export const LATE_NOTIFY_MS = 5_000;

/*
 * The sandbox channel's cashier: it acts out what a payer and a provider may do to an order, and every notification it
 * sends is signed and handed to receiveNotification, the path a real provider's HTTP notification takes.
 */
export async function actOut(deps: Deps, order: OrderRow, scenario: SandboxScenario): Promise<NotifyOutcome> {
  const sandbox = sandboxOf(deps);
  if (!sandbox || order.channel !== sandbox.name || !order.tradeNo) throw refuse.badRequest('e.sandboxOff');
  const tradeNo = order.tradeNo;
  const now = deps.now();
  const paid = (amountFen = order.amountFen): VerifiedNotification => ({
    notifyId: `sandbox:${tradeNo}:paid`,
    orderNo: order.orderNo,
    tradeNo,
    amountFen,
    status: 'paid',
  });
  const deliver = (n: VerifiedNotification, tamper = false) => {
    const signed = sandbox.notification(n);
    const headers = tamper
      ? {
          [SANDBOX_SIGNATURE_HEADER]: signed.headers[SANDBOX_SIGNATURE_HEADER]!.replace(/^./, (c) =>
            c === 'A' ? 'B' : 'A',
          ),
        }
      : signed.headers;
    return receiveNotification(deps, sandbox.name, headers, signed.body);
  };
  const payable = isPayable(order);
  if (!payable && scenario !== 'closedThenPaid') throw refuse.badRequest('e.orderNotPayable');

  switch (scenario) {
    case 'pay':
      await payTrade(deps, sandbox, tradeNo, order.amountFen, now);
      return deliver(paid());
    case 'fail':
      await sandbox.fail(deps.db, tradeNo);
      return deliver({ ...paid(), notifyId: `sandbox:${tradeNo}:failed:${now.getTime()}`, status: 'failed' });
    case 'cancel':
      return 'pending';
    case 'paidNotNotified':
      await payTrade(deps, sandbox, tradeNo, order.amountFen, now);
      return 'notNotified';
    case 'notifiedThrice': {
      await payTrade(deps, sandbox, tradeNo, order.amountFen, now);
      const outcomes = await Promise.all([deliver(paid()), deliver(paid()), deliver(paid())]);
      return outcomes.includes('applied') ? 'applied' : outcomes[0]!;
    }
    case 'notifiedLate': {
      await payTrade(deps, sandbox, tradeNo, order.amountFen, now);
      setTimeout(() => void deliver(paid()).catch(() => undefined), LATE_NOTIFY_MS).unref();
      return 'notNotified';
    }
    case 'closedThenPaid':
      // The merchant closes the order; the provider still takes the payment (a race real providers have).
      if (payable) await closeOrder(deps, order);
      await sandbox.pay(deps.db, tradeNo, order.amountFen, now);
      return deliver(paid());
    case 'wrongAmount':
      await payTrade(deps, sandbox, tradeNo, order.amountFen - 1, now);
      return deliver(paid(order.amountFen - 1));
    case 'badSignature':
      // A forged 'paid' notification: nobody paid.
      return deliver(paid(), true);
  }
}

async function payTrade(deps: Deps, sandbox: SandboxChannel, tradeNo: string, amountFen: number, now: Date) {
  const trade = await sandbox.query(deps.db, tradeNo);
  // A closed trade, or one whose wrong payment went back, takes no more money: the buyer places a new order.
  if (trade?.status === 'closed' || trade?.status === 'refunded') throw refuse.badRequest('e.orderNotPayable');
  await sandbox.pay(deps.db, tradeNo, amountFen, now);
}
