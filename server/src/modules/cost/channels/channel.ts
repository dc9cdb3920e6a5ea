import type { Db } from '../../../db/client';

/** A trade as the channel's books hold it. */
export interface ChannelTrade {
  status: 'open' | 'paid' | 'failed' | 'closed' | 'refunded';
  /** What the payer paid (may differ from the order's amount: the order then stays unpaid). */
  paidFen: number;
}

/** A notification whose signature checked out. */
export interface VerifiedNotification {
  /** The channel's id of this notification: a replay carries the same one. */
  notifyId: string;
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  status: 'paid' | 'failed';
}

export type NotificationHeaders = Record<string, string | string[] | undefined>;

/**
 * A payment channel (the sandbox, WeChat Pay, Alipay ...). The order service talks to every channel through this
 * alone; each channel's notifications go through `verify` and then the one idempotent apply path (payments.ts). `db`
 * is the caller's transaction or database: a channel that keeps books of its own (the sandbox) writes them there.
 */
export interface PaymentChannel {
  readonly name: string;
  /** Opens a trade for the order; its trade number. */
  create(db: Db, order: { orderNo: string; amountFen: number; title: string }, now: Date): Promise<string>;
  /** The trade as the channel sees it now (the way back when a notification was lost). */
  query(db: Db, tradeNo: string): Promise<ChannelTrade | undefined>;
  /** Closes an unpaid trade; false when it was paid first (the caller then applies that payment). */
  close(db: Db, tradeNo: string): Promise<boolean>;
  /** Sends `amountFen` of a paid trade back; false when the channel refuses. */
  refund(db: Db, tradeNo: string, amountFen: number): Promise<boolean>;
  /** The notification if its signature is the channel's, else null. */
  verify(headers: NotificationHeaders, body: string): VerifiedNotification | null;
}
