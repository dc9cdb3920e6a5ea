import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { resultCodes } from '../../../../../contract';
import type { AlipaySettings } from '../../../config';
import { AppError } from '../../../lib/app-error';
import type {
  ChannelTrade,
  NotificationHeaders,
  NotifyReply,
  NotifyResult,
  OpenedTrade,
  PaymentChannel,
  VerifiedNotification,
} from './channel';
import { fenToYuan, yuanToFen } from '../../../lib/yuan';

/*
 * Alipay, face-to-face QR payment (alipay.trade.precreate: the payer scans a QR code of `qr_code`), through the
 * official alipay-sdk (v4, public-key mode, RSA2):
 * - the SDK signs every request with the application's private key and posts it to the gateway (`gateway`, the
 *   option `exec` uses; ALIPAY_GATEWAY points it at a fake in tests); an answer is believed only when Alipay's public
 *   key signed it (`validateSign`);
 * - a notification is a form post signed by Alipay (checkNotifySignV2 over the decoded fields); it must name our
 *   app_id, and is answered with the plain text `success` (anything else and Alipay sends it again);
 * - amounts are yuan strings ("12.34"), converted exactly to and from integer fen (yuan.ts);
 * - our order number is the trade's out_trade_no, so the order's trade number is its order number.
 */

/** Answer codes of the gateway: done, the service is busy (try again), a business refusal (sub_code says which). */
const SUCCESS = '10000';
const BUSY = '20000';

const TRADE_STATES: Record<string, ChannelTrade['status']> = {
  WAIT_BUYER_PAY: 'open',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

/** A trade Alipay does not know: a QR code nobody has scanned yet is not a trade there. */
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

/** A call Alipay could not answer (unreachable, busy, an answer not signed by it): try again later. */
function unavailable(detail: string, cause?: unknown): AppError {
  return new AppError(resultCodes.serviceUnavailable, 'e.payChannelUnavailable', {
    cause: new Error(`Alipay: ${detail}`, { cause }),
  });
}

/** Alipay's time format, in Beijing time: "2026-11-26 20:30:00". */
function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Subject: at most 256 characters. */
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

type Answer = AlipaySdkCommonResult & Record<string, unknown>;

export class AlipayChannel implements PaymentChannel {
  readonly name = 'alipay';
  private readonly sdk: AlipaySdk;

  constructor(private readonly settings: AlipaySettings) {
    this.sdk = new AlipaySdk({
      appId: settings.appId,
      privateKey: settings.privateKey,
      keyType: 'PKCS8',
      alipayPublicKey: settings.alipayPublicKey,
      gateway: settings.gateway,
      timeout: settings.timeoutMs,
      camelcase: false,
    });
  }

  /** One signed call; a transport fault, a busy gateway or an answer not signed by Alipay is `unavailable`. */
  private async call(method: string, bizContent: object, extra: Record<string, string> = {}): Promise<Answer> {
    let answer: Answer;
    try {
      answer = (await this.sdk.exec(method, { bizContent, ...extra }, { validateSign: true })) as Answer;
    } catch (error) {
      throw unavailable(`${method}: ${(error as Error).message}`, error);
    }
    if (answer.code === BUSY) throw unavailable(`${method}: ${answer.code} ${answer.sub_code ?? ''}`);
    return answer;
  }

  async create(
    _db: unknown,
    order: { orderNo: string; amountFen: number; title: string; deadline: Date },
  ): Promise<OpenedTrade> {
    const answer = await this.call(
      'alipay.trade.precreate',
      {
        out_trade_no: order.orderNo,
        total_amount: fenToYuan(order.amountFen),
        subject: clip(order.title, 256),
        time_expire: beijingTime(order.deadline),
      },
      { notify_url: this.settings.notifyUrl },
    );
    if (answer.code !== SUCCESS || typeof answer.qr_code !== 'string') {
      throw unavailable(`precreate refused: ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? ''}`);
    }
    return { tradeNo: order.orderNo, codeUrl: answer.qr_code };
  }

  async query(_db: unknown, tradeNo: string): Promise<ChannelTrade | undefined> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: tradeNo });
    if (answer.code !== SUCCESS) {
      if (answer.sub_code === TRADE_NOT_EXIST) return undefined;
      throw unavailable(`query refused: ${answer.code} ${answer.sub_code ?? ''}`);
    }
    const paidFen = yuanToFen(String(answer.total_amount ?? ''));
    if (paidFen === undefined) throw unavailable(`query: bad total_amount ${String(answer.total_amount)}`);
    return { status: TRADE_STATES[String(answer.trade_status)] ?? 'open', paidFen };
  }

  /**
   * Closed; or refused because it was paid meanwhile (the trade's state then says which). A trade Alipay does not
   * know (nobody scanned the code) is closed on our side: its code expires at the deadline given when it was opened.
   */
  async close(_db: unknown, tradeNo: string): Promise<boolean> {
    const answer = await this.call('alipay.trade.close', { out_trade_no: tradeNo });
    if (answer.code === SUCCESS || answer.sub_code === TRADE_NOT_EXIST) return true;
    return (await this.query(undefined, tradeNo))?.status !== 'paid';
  }

  /**
   * Refunds part or all of a paid trade. `refundNo` is out_request_no: Alipay refunds one number once (a retry after
   * a lost answer succeeds again without paying back twice). False when Alipay refuses (not paid, more than is left).
   */
  async refund(_db: unknown, tradeNo: string, amountFen: number, refundNo: string): Promise<boolean> {
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: tradeNo,
      refund_amount: fenToYuan(amountFen),
      out_request_no: refundNo,
    });
    return answer.code === SUCCESS;
  }

  verify(_headers: NotificationHeaders, body: string): VerifiedNotification | null {
    const form = Object.fromEntries(new URLSearchParams(body));
    // The fields are decoded already: V2 checks them as they are (a `%` in a value must not be decoded twice).
    if (!this.sdk.checkNotifySignV2(form)) return null;
    if (form.app_id !== this.settings.appId) return null;
    const amountFen = yuanToFen(form.total_amount ?? '');
    if (!form.notify_id || !form.out_trade_no || amountFen === undefined) return null;
    return {
      notifyId: form.notify_id,
      orderNo: form.out_trade_no,
      tradeNo: form.out_trade_no,
      amountFen,
      status: TRADE_STATES[form.trade_status ?? ''] === 'paid' ? 'paid' : 'failed',
    };
  }

  /** Alipay wants the plain text `success` for a notification taken; anything else and it sends it again. */
  reply(result: NotifyResult): NotifyReply {
    if (result === 'taken') return { status: 200, body: 'success' };
    return { status: result === 'refused' ? 400 : 500, body: 'fail' };
  }
}
