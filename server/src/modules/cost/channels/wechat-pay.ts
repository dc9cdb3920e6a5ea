import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { resultCodes } from '../../../../../contract';
import type { WechatPaySettings } from '../../../config';
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

/*
 * WeChat Pay API v3, Native payment (the payer scans a QR code of `code_url`), with node:crypto alone:
 * - every request carries `Authorization: WECHATPAY2-SHA256-RSA2048 mchid,nonce_str,timestamp,serial_no,signature`,
 *   the signature being RSA-SHA256 with the merchant's private key of "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n";
 * - WeChat Pay signs its answers and notifications with its platform key: RSA-SHA256 of "TIMESTAMP\nNONCE\nBODY\n"
 *   in Wechatpay-Signature, the key named by Wechatpay-Serial; a notification older than five minutes is refused
 *   (a replay of a captured one), and its resource is AES-256-GCM encrypted with the APIv3 key;
 * - our order number is the trade's out_trade_no, so the order's trade number is its order number.
 */

/** How far a notification's timestamp may be from our clock. */
export const WECHATPAY_MAX_SKEW_SECONDS = 5 * 60;

/** The payment notification's event type; others (refunds ...) are not payments. */
const PAID_EVENT = 'TRANSACTION.SUCCESS';

interface WechatTransaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number };
}

interface Answer {
  status: number;
  json: Record<string, unknown> | undefined;
}

const TRADE_STATES: Record<string, ChannelTrade['status']> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'open',
  USERPAYING: 'open',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

/** A call WeChat Pay could not answer (unreachable, a 5xx, an answer not signed by it): try again later. */
function unavailable(detail: string): AppError {
  return new AppError(resultCodes.serviceUnavailable, 'e.payChannelUnavailable', {
    cause: new Error(`WeChat Pay: ${detail}`),
  });
}

/** RFC 3339 in Beijing time, as WeChat Pay wants time_expire. */
function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00');
}

/** At most `bytes` bytes of UTF-8 without cutting a character (description is limited to 127 bytes). */
function clipUtf8(text: string, bytes: number): string {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch) > bytes) break;
    out += ch;
  }
  return out;
}

function header(headers: NotificationHeaders | Headers, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

export class WechatPayChannel implements PaymentChannel {
  readonly name = 'wechat';
  private readonly privateKey: KeyObject;
  private readonly platformKey: KeyObject;
  /** The platform certificate's serial number; a bare public key names none, and any serial is then accepted. */
  private readonly platformSerial: string | undefined;

  constructor(
    private readonly settings: WechatPaySettings,
    private readonly now: () => Date,
  ) {
    this.privateKey = createPrivateKey(settings.privateKey);
    if (settings.platformKey.includes('BEGIN CERTIFICATE')) {
      const certificate = new X509Certificate(settings.platformKey);
      this.platformKey = certificate.publicKey;
      this.platformSerial = certificate.serialNumber.toUpperCase();
    } else {
      this.platformKey = createPublicKey(settings.platformKey);
    }
  }

  /** The Authorization header of one request. */
  authorization(method: string, url: string, body: string): string {
    const { mchid, serialNo } = this.settings;
    const nonce = randomBytes(16).toString('hex');
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const signature = createSign('RSA-SHA256')
      .update(`${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`)
      .sign(this.privateKey, 'base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${mchid}",nonce_str="${nonce}",timestamp="${timestamp}",serial_no="${serialNo}",signature="${signature}"`;
  }

  /** Whether WeChat Pay's platform key signed this body (answer or notification) recently enough. */
  private signedByPlatform(headers: NotificationHeaders | Headers, body: string): boolean {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial || !/^\d+$/.test(timestamp)) return false;
    if (this.platformSerial && serial.toUpperCase() !== this.platformSerial) return false;
    const skew = Math.abs(this.now().getTime() / 1000 - Number(timestamp));
    if (skew > WECHATPAY_MAX_SKEW_SECONDS) return false;
    return createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(this.platformKey, signature, 'base64');
  }

  private async call(method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> {
    const body = payload ? JSON.stringify(payload) : '';
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.settings.endpoint.replace(/\/$/, '') + url, {
        method,
        headers: {
          authorization: this.authorization(method, url, body),
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        body: payload ? body : undefined,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw unavailable(`${method} ${url}: ${(error as Error).message}`);
    }
    if (response.status >= 500) throw unavailable(`${method} ${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
    // A success must be WeChat Pay's own: an answer it did not sign is not believed.
    if (response.status < 300 && !this.signedByPlatform(response.headers, text)) {
      throw unavailable(`${method} ${url}: answer not signed by the platform`);
    }
    let json: Record<string, unknown> | undefined;
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      throw unavailable(`${method} ${url}: HTTP ${response.status} not JSON`);
    }
    return { status: response.status, json };
  }

  async create(
    _db: unknown,
    order: { orderNo: string; amountFen: number; title: string; deadline: Date },
  ): Promise<OpenedTrade> {
    const { appid, mchid, notifyUrl } = this.settings;
    const answer = await this.call('POST', '/v3/pay/transactions/native', {
      appid,
      mchid,
      description: clipUtf8(order.title, 127),
      out_trade_no: order.orderNo,
      time_expire: beijingTime(order.deadline),
      notify_url: notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    });
    const codeUrl = answer.json?.code_url;
    if (answer.status !== 200 || typeof codeUrl !== 'string') {
      throw unavailable(`native order refused: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
    return { tradeNo: order.orderNo, codeUrl };
  }

  private async transaction(tradeNo: string): Promise<WechatTransaction | undefined> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}?mchid=${this.settings.mchid}`;
    const answer = await this.call('GET', path);
    if (answer.status === 404) return undefined;
    if (answer.status !== 200) throw unavailable(`query refused: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json as WechatTransaction;
  }

  async query(_db: unknown, tradeNo: string): Promise<ChannelTrade | undefined> {
    const trade = await this.transaction(tradeNo);
    if (!trade) return undefined;
    return { status: TRADE_STATES[trade.trade_state ?? ''] ?? 'open', paidFen: trade.amount?.total ?? 0 };
  }

  /** Closed (204), or refused because it was paid meanwhile: the trade's state then says which. */
  async close(_db: unknown, tradeNo: string): Promise<boolean> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}/close`;
    const answer = await this.call('POST', path, { mchid: this.settings.mchid });
    if (answer.status === 204 || answer.status === 200) return true;
    return (await this.query(undefined, tradeNo))?.status !== 'paid';
  }

  /**
   * Refunds part or all of a paid trade. `refundNo` is out_refund_no: WeChat Pay refunds one number once, so a retry
   * after a lost answer cannot pay back twice. False when WeChat Pay refuses (not paid, more than is left ...).
   */
  async refund(_db: unknown, tradeNo: string, amountFen: number, refundNo: string): Promise<boolean> {
    const trade = await this.transaction(tradeNo);
    const total = trade?.amount?.total;
    if (!trade || typeof total !== 'number') return false;
    const answer = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: tradeNo,
      out_refund_no: refundNo,
      amount: { refund: amountFen, total, currency: 'CNY' },
    });
    const status = answer.json?.status;
    return answer.status === 200 && (status === 'SUCCESS' || status === 'PROCESSING');
  }

  verify(headers: NotificationHeaders, body: string): VerifiedNotification | null {
    if (!this.signedByPlatform(headers, body)) return null;
    try {
      const notice = JSON.parse(body) as {
        id?: string;
        event_type?: string;
        resource?: { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string };
      };
      const trade = this.decrypt(notice.resource);
      const total = trade.amount?.total;
      if (typeof notice.id !== 'string' || typeof trade.out_trade_no !== 'string' || !Number.isInteger(total)) {
        return null;
      }
      if (trade.mchid !== this.settings.mchid) return null;
      const paid = notice.event_type === PAID_EVENT && trade.trade_state === 'SUCCESS';
      return {
        notifyId: notice.id,
        orderNo: trade.out_trade_no,
        tradeNo: trade.out_trade_no,
        amountFen: total!,
        status: paid ? 'paid' : 'failed',
      };
    } catch {
      return null;
    }
  }

  /** The notification's resource: AEAD_AES_256_GCM with the APIv3 key; the last 16 bytes are the tag. */
  private decrypt(
    resource: { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string } = {},
  ) {
    if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce) {
      throw new Error('not an AES-GCM resource');
    }
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(this.settings.apiV3Key), Buffer.from(resource.nonce));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
    const plain = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as WechatTransaction;
  }

  /** WeChat Pay wants 204 for a notification taken, 4xx/5xx with {code, message} otherwise (it then sends it again). */
  reply(result: NotifyResult): NotifyReply {
    if (result === 'taken') return { status: 204 };
    if (result === 'refused') return { status: 401, body: { code: 'FAIL', message: 'signature verification failed' } };
    return { status: 500, body: { code: 'FAIL', message: 'not processed, please retry' } };
  }
}
