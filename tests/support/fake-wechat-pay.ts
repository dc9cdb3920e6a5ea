import {
  createCipheriv,
  createSign,
  createVerify,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPaySettings } from '../../server/src/config';

/*
 * A local stand-in for WeChat Pay API v3 (Native payment): an HTTP server on 127.0.0.1 that checks each request's
 * WECHATPAY2-SHA256-RSA2048 signature with the merchant's public key, keeps trades and refunds, signs its answers
 * with its platform key, and answers errors in WeChat Pay's shape ({code, message}). A test "pays" a trade and the
 * fake posts a signed notification with the AES-256-GCM encrypted transaction, as WeChat Pay does.
 */

export interface FakeTrade {
  outTradeNo: string;
  total: number;
  description: string;
  notifyUrl: string;
  timeExpire: string | undefined;
  codeUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId: string;
  refunded: number;
}

/** How the fake answers the next request instead of handling it. */
export type FakeWechatFault = 'serverError' | 'signError';

export interface FakeNotification {
  headers: Record<string, string>;
  body: string;
}

export interface FakeWechatPay {
  url: string;
  /** The merchant's settings for a server talking to this fake (notifications go to `notifyUrl`). */
  settings(notifyUrl: string): WechatPaySettings;
  trades: Map<string, FakeTrade>;
  /** Refunds by out_refund_no. */
  refunds: Map<string, { outTradeNo: string; amount: number }>;
  /** Requests that arrived, and those whose signature failed. */
  counts: { requests: number; badSignatures: number };
  /** The next request gets this fault. */
  failNext(fault: FakeWechatFault): void;
  /** The payer pays the trade; the notification is posted to its notify URL (or `to`) unless `notify` is false. */
  pay(outTradeNo: string, options?: { notify?: boolean; to?: string }): Promise<number | undefined>;
  /** The signed notification of the trade's state; a test may set the id, time, key or serial to forge one. */
  notification(
    outTradeNo: string,
    options?: { timestamp?: number; id?: string; key?: KeyObject; serial?: string },
  ): FakeNotification;
  close(): Promise<void>;
}

export const FAKE_MCHID = '1900000109';
export const FAKE_APPID = 'wxd678efh567hg6787';
export const FAKE_API_V3_KEY = 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6';
const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
/** A platform public key's id (WeChat Pay's PUB_KEY_ID_...), sent as Wechatpay-Serial. */
const PLATFORM_PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092025010100000000000001';

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

function encrypt(plain: string, nonce: string, associatedData: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(FAKE_API_V3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const bytes = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return bytes.toString('base64');
}

/** The Authorization header's fields (key="value", ...). */
function authFields(header: string | undefined): Record<string, string> | undefined {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(header ?? '');
  if (!match) return undefined;
  return Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/**
 * A platform certificate and its key (a self-signed test certificate, as older merchants verify with a platform
 * certificate rather than a bare public key; its serial is then checked against Wechatpay-Serial).
 */
export function testPlatformCertificate() {
  const file = (name: string) =>
    readFileSync(new URL(`./fake-wechat-pay-platform-${name}.pem`, import.meta.url), 'utf8');
  return { certificate: file('cert'), privateKey: file('key') };
}

/** `platform`: sign with this certificate's key (default: a fresh key pair, given to the merchant as a public key). */
export async function startFakeWechatPay(
  platformCertificate?: ReturnType<typeof testPlatformCertificate>,
): Promise<FakeWechatPay> {
  const merchant = keyPair();
  const platform = platformCertificate
    ? { privateKey: createPrivateKey(platformCertificate.privateKey), publicPem: platformCertificate.certificate }
    : (({ privateKey, publicKey }) => ({
        privateKey,
        publicPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
      }))(keyPair());
  const platformSerial = platformCertificate
    ? new X509Certificate(platformCertificate.certificate).serialNumber
    : PLATFORM_PUBLIC_KEY_ID;
  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, { outTradeNo: string; amount: number }>();
  const counts = { requests: 0, badSignatures: 0 };
  let fault: FakeWechatFault | undefined;

  const signed = (
    body: string,
    key: KeyObject = platform.privateKey,
    timestamp = Math.floor(Date.now() / 1000),
    serial = platformSerial,
  ) => {
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');
    return {
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': serial,
    };
  };

  const send = (res: ServerResponse, status: number, payload?: object) => {
    const body = payload ? JSON.stringify(payload) : '';
    res.writeHead(status, {
      ...(payload ? { 'content-type': 'application/json' } : {}),
      'request-id': randomUUID(),
      ...signed(body),
    });
    res.end(body);
  };
  const error = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, { code, message });

  /** Our request's signature: the merchant's key over METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n, recent, our serial. */
  const signatureHolds = (req: IncomingMessage, body: string): boolean => {
    const fields = authFields(req.headers.authorization);
    if (!fields || fields.mchid !== FAKE_MCHID || fields.serial_no !== MERCHANT_SERIAL) return false;
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false;
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, fields.signature ?? '', 'base64');
  };

  const transactionOf = (t: FakeTrade) => ({
    appid: FAKE_APPID,
    mchid: FAKE_MCHID,
    out_trade_no: t.outTradeNo,
    ...(t.state === 'NOTPAY' ? {} : { transaction_id: t.transactionId }),
    trade_type: 'NATIVE',
    trade_state: t.state,
    trade_state_desc: t.state === 'SUCCESS' ? '支付成功' : t.state,
    amount: { total: t.total, payer_total: t.state === 'NOTPAY' ? 0 : t.total, currency: 'CNY' },
  });

  const handle = (req: IncomingMessage, body: string, res: ServerResponse) => {
    counts.requests++;
    const current = fault;
    fault = undefined;
    if (current === 'serverError') return error(res, 500, 'SYSTEM_ERROR', '系统错误');
    if (current === 'signError' || !signatureHolds(req, body)) {
      counts.badSignatures++;
      return error(res, 401, 'SIGN_ERROR', '签名错误');
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const input = (body ? JSON.parse(body) : {}) as Record<string, never>;
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/native') return native(input, res);
    if (req.method === 'GET' && byNo && !byNo[2]) {
      if (url.searchParams.get('mchid') !== FAKE_MCHID) return error(res, 400, 'PARAM_ERROR', 'mchid不正确');
      const trade = trades.get(decodeURIComponent(byNo[1]!));
      return trade ? send(res, 200, transactionOf(trade)) : error(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if (req.method === 'POST' && byNo?.[2]) {
      const trade = trades.get(decodeURIComponent(byNo[1]!));
      if (!trade) return error(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
      if (trade.state === 'SUCCESS' || trade.state === 'REFUND') return error(res, 400, 'ORDERPAID', '订单已支付');
      trade.state = 'CLOSED';
      return send(res, 204);
    }
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return refund(input, res);
    return error(res, 404, 'NOT_FOUND', '接口不存在');
  };

  const native = (input: Record<string, never>, res: ServerResponse) => {
    const amount = input.amount as { total?: number } | undefined;
    const no = input.out_trade_no as string | undefined;
    if (input.appid !== FAKE_APPID || input.mchid !== FAKE_MCHID || !no || !Number.isInteger(amount?.total)) {
      return error(res, 400, 'PARAM_ERROR', '参数错误');
    }
    const known = trades.get(no);
    if (known?.state === 'CLOSED') return error(res, 400, 'ORDER_CLOSED', '订单已关闭');
    if (known && known.state !== 'NOTPAY') return error(res, 400, 'ORDERPAID', '订单已支付');
    const trade = known ?? {
      outTradeNo: no,
      total: amount!.total!,
      description: input.description ?? '',
      notifyUrl: input.notify_url ?? '',
      timeExpire: input.time_expire,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`,
      state: 'NOTPAY' as const,
      transactionId: `42000${Date.now()}${randomBytes(3).toString('hex')}`,
      refunded: 0,
    };
    trades.set(no, trade);
    return send(res, 200, { code_url: trade.codeUrl });
  };

  const refund = (input: Record<string, never>, res: ServerResponse) => {
    const amount = input.amount as { refund?: number; total?: number } | undefined;
    const trade = trades.get(input.out_trade_no ?? '');
    const refundNo = input.out_refund_no as string | undefined;
    if (!trade || !refundNo) return error(res, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    const again = refunds.get(refundNo);
    const answer = (n: number) =>
      send(res, 200, {
        refund_id: `50000${refundNo}`,
        out_refund_no: refundNo,
        out_trade_no: trade.outTradeNo,
        status: 'SUCCESS',
        amount: { refund: n, total: trade.total, currency: 'CNY' },
      });
    if (again) return answer(again.amount);
    if (trade.state !== 'SUCCESS' && trade.state !== 'REFUND') return error(res, 400, 'INVALID_REQUEST', '订单未支付');
    if (amount?.total !== trade.total || !amount.refund || trade.refunded + amount.refund > trade.total) {
      return error(res, 400, 'INVALID_REQUEST', '退款金额超过可退金额');
    }
    trade.refunded += amount.refund;
    trade.state = 'REFUND';
    refunds.set(refundNo, { outTradeNo: trade.outTradeNo, amount: amount.refund });
    return answer(amount.refund);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const notification: FakeWechatPay['notification'] = (outTradeNo, options = {}) => {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    const nonce = randomBytes(6).toString('hex');
    const paid = trade.state === 'SUCCESS';
    const body = JSON.stringify({
      id: options.id ?? randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: paid ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
      summary: paid ? '支付成功' : '交易关闭',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encrypt(JSON.stringify(transactionOf(trade)), nonce, 'transaction'),
        associated_data: 'transaction',
        nonce,
      },
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        ...signed(body, options.key, options.timestamp, options.serial),
      },
    };
  };

  return {
    url,
    settings: (notifyUrl) => ({
      mchid: FAKE_MCHID,
      appid: FAKE_APPID,
      serialNo: MERCHANT_SERIAL,
      privateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      apiV3Key: FAKE_API_V3_KEY,
      platformKey: platform.publicPem,
      endpoint: url,
      notifyUrl,
      timeoutMs: 5_000,
    }),
    trades,
    refunds,
    counts,
    failNext: (next) => {
      fault = next;
    },
    async pay(outTradeNo, options = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.state = 'SUCCESS';
      if (options.notify === false) return undefined;
      const { body, headers } = notification(outTradeNo);
      const response = await fetch(options.to ?? trade.notifyUrl, { method: 'POST', headers, body });
      return response.status;
    },
    notification,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
