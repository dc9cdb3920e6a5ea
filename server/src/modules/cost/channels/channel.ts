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

/** A trade just opened: its number, and for a QR-code channel the content the payer scans (WeChat's code_url). */
export interface OpenedTrade {
  tradeNo: string;
  codeUrl?: string;
}

/** How the notify route answers a channel: its status and body (a channel without `reply` gets the API envelope). */
export interface NotifyReply {
  status: number;
  body?: unknown;
}

export type NotifyResult = 'taken' | 'refused' | 'failed';

export type NotificationHeaders = Record<string, string | string[] | undefined>;

/**
 * A payment channel (the sandbox, WeChat Pay, Alipay ...). The order service talks to every channel through this
 * alone; each channel's notifications go through `verify` and then the one idempotent apply path (payments.ts). `db`
 * is the caller's transaction or database: a channel that keeps books of its own (the sandbox) writes them there.
 */
export interface PaymentChannel {
  readonly name: string;
  /** Opens a trade for the order, to be paid by `deadline`. */
  create(
    db: Db,
    order: { orderNo: string; amountFen: number; title: string; deadline: Date },
    now: Date,
  ): Promise<OpenedTrade>;
  /** The trade as the channel sees it now (the way back when a notification was lost). */
  query(db: Db, tradeNo: string): Promise<ChannelTrade | undefined>;
  /** Closes an unpaid trade; false when it was paid first (the caller then applies that payment). */
  close(db: Db, tradeNo: string): Promise<boolean>;
  /**
   * Sends `amountFen` of a paid trade back; false when the channel refuses. `refundNo` names this refund for the
   * channel (a retry with the same number refunds once).
   */
  refund(db: Db, tradeNo: string, amountFen: number, refundNo: string): Promise<boolean>;
  /** The notification if its signature is the channel's, else null. */
  verify(headers: NotificationHeaders, body: string): VerifiedNotification | null;
  /**
   * The answer the channel expects to a notification: taken (whatever it came to), refused (its signature failed), or
   * not handled for a fault of ours (the channel should send it again).
   */
  reply?(result: NotifyResult): NotifyReply;
}
