import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlipaySettings } from '../../server/src/config';

/*
 * A local stand-in for Alipay's open-platform gateway (face-to-face QR payment): an HTTP server on 127.0.0.1 that
 * checks each request's RSA2 signature with the application's public key, keeps trades and refunds, and answers as
 * the gateway does: `{"<method>_response": {...}, "sign": "..."}` signed with its own key, business refusals as
 * code 40004 with a sub_code (ACQ.TRADE_NOT_EXIST, ACQ.TRADE_HAS_CLOSE ...), a bad signature as 40002
 * isv.invalid-signature. A test "pays" a trade and the fake posts a signed form notification to its notify URL.
 * Both key pairs are made when it starts: no private key is committed.
 */

type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';

export interface FakeAlipayTrade {
  outTradeNo: string;
  /** total_amount as we sent it (yuan). */
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  timeExpire: string | undefined;
  qrCode: string;
  status: TradeStatus;
  /** Whether the payer scanned the code: until then Alipay knows no trade (queries answer TRADE_NOT_EXIST). */
  scanned: boolean;
  tradeNo: string;
  /** Refunded so far, in fen. */
  refundedFen: number;
}

/** How the fake answers the next request instead of handling it. */
export type FakeAlipayFault = 'serverError' | 'busy' | 'signError' | 'unsignedAnswer';

export interface FakeAlipay {
  url: string;
  /** The application's settings for a server talking to this fake (notifications go to `notifyUrl`). */
  settings(notifyUrl: string): AlipaySettings;
  trades: Map<string, FakeAlipayTrade>;
  /** Refunds by out_request_no, in fen. */
  refunds: Map<string, { outTradeNo: string; amountFen: number }>;
  /** Requests that arrived, and those whose signature failed. */
  counts: { requests: number; badSignatures: number };
  failNext(fault: FakeAlipayFault): void;
  /** The payer scans and pays; the notification is posted to its notify URL (or `to`) unless `notify` is false. */
  pay(outTradeNo: string, options?: { notify?: boolean; to?: string }): Promise<{ status: number; body: string }>;
  /** The signed notification of the trade's state (form-encoded); a test may change fields or the key to forge one. */
  notification(
    outTradeNo: string,
    options?: { fields?: Record<string, string>; key?: KeyObject },
  ): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

export const FAKE_ALIPAY_APP_ID = '2021000123456789';

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const toFen = (yuan: string) => Math.round(Number(yuan) * 100);
const toYuan = (fen: number) => (fen / 100).toFixed(2);

/** Alipay's content to sign: the fields but `sign` (and `sign_type`, for notifications), sorted, key=value joined by &. */
function signContent(fields: Record<string, string>, without: string[]): string {
  return Object.keys(fields)
    .filter((k) => !without.includes(k) && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

const rsa2 = (content: string, key: KeyObject) => createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

function beijingNow(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** `port`: where it listens (default any free one). */
export async function startFakeAlipay({ port = 0 }: { port?: number } = {}): Promise<FakeAlipay> {
  const app = keyPair();
  const gateway = keyPair();
  const trades = new Map<string, FakeAlipayTrade>();
  const refunds = new Map<string, { outTradeNo: string; amountFen: number }>();
  const counts = { requests: 0, badSignatures: 0 };
  let fault: FakeAlipayFault | undefined;

  const answer = (res: ServerResponse, method: string, data: object, key = gateway.privateKey) => {
    const inner = JSON.stringify(data);
    const body = `{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${rsa2(inner, key)}"}`;
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    res.end(body);
  };
  const ok = (res: ServerResponse, method: string, data: object) =>
    answer(res, method, { code: '10000', msg: 'Success', ...data });
  const refuse = (res: ServerResponse, method: string, subCode: string, subMsg: string) =>
    answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

  const handle = (req: IncomingMessage, body: string, res: ServerResponse) => {
    counts.requests++;
    const url = new URL(req.url ?? '/', 'http://fake');
    const params: Record<string, string> = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(body)),
    };
    const method = params.method ?? 'unknown';
    const current = fault;
    fault = undefined;
    if (current === 'serverError') {
      res.writeHead(502).end('Bad Gateway');
      return;
    }
    if (current === 'busy') return answer(res, method, { code: '20000', msg: 'Service Currently Unavailable' });
    const signed =
      params.app_id === FAKE_ALIPAY_APP_ID &&
      params.sign_type === 'RSA2' &&
      createVerify('RSA-SHA256')
        .update(signContent(params, ['sign']), 'utf8')
        .verify(app.publicKey, params.sign ?? '', 'base64');
    if (current === 'signError' || !signed) {
      counts.badSignatures++;
      return answer(res, method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      });
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    // An answer signed with another key: what a man in the middle would send.
    if (current === 'unsignedAnswer')
      return answer(res, method, { code: '10000', msg: 'Success' }, keyPair().privateKey);
    const trade = trades.get(biz.out_trade_no ?? '');
    switch (method) {
      case 'alipay.trade.precreate':
        return precreate(res, params, biz);
      case 'alipay.trade.query':
        if (!trade?.scanned) return refuse(res, method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
        return ok(res, method, {
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          trade_status: trade.status,
          total_amount: trade.totalAmount,
        });
      case 'alipay.trade.close':
        if (!trade) return refuse(res, method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
        if (trade.status === 'TRADE_SUCCESS') return refuse(res, method, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        if (trade.status === 'TRADE_CLOSED') return refuse(res, method, 'ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
        trade.status = 'TRADE_CLOSED';
        // Never scanned: Alipay knows no trade, yet the code is dead from now on.
        if (!trade.scanned) return refuse(res, method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
        return ok(res, method, { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
      case 'alipay.trade.refund':
        return refund(res, trade, biz);
      default:
        return answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
    }
  };

  const precreate = (res: ServerResponse, params: Record<string, string>, biz: Record<string, string>) => {
    const method = 'alipay.trade.precreate';
    const no = biz.out_trade_no;
    if (!no || !/^\d+(\.\d{1,2})?$/.test(biz.total_amount ?? '') || !biz.subject) {
      return answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter' });
    }
    const known = trades.get(no);
    if (known?.status === 'TRADE_CLOSED') return refuse(res, method, 'ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
    if (known?.status === 'TRADE_SUCCESS') return refuse(res, method, 'ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
    const trade = known ?? {
      outTradeNo: no,
      totalAmount: biz.total_amount!,
      subject: biz.subject,
      notifyUrl: params.notify_url ?? '',
      timeExpire: biz.time_expire,
      qrCode: `https://qr.alipay.com/bax0${randomBytes(8).toString('hex')}`,
      status: 'WAIT_BUYER_PAY' as const,
      scanned: false,
      tradeNo: `2026${Date.now()}${randomBytes(4).toString('hex')}`,
      refundedFen: 0,
    };
    trades.set(no, trade);
    return ok(res, method, { out_trade_no: no, qr_code: trade.qrCode });
  };

  const refund = (res: ServerResponse, trade: FakeAlipayTrade | undefined, biz: Record<string, string>) => {
    const method = 'alipay.trade.refund';
    const requestNo = biz.out_request_no ?? '';
    if (!trade?.scanned) return refuse(res, method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
    const done = (amountFen: number, fundChange: 'Y' | 'N') =>
      ok(res, method, {
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        refund_fee: toYuan(trade.refundedFen),
        fund_change: fundChange,
        send_back_fee: toYuan(amountFen),
      });
    const again = refunds.get(requestNo);
    if (again) return done(again.amountFen, 'N');
    if (trade.status !== 'TRADE_SUCCESS') return refuse(res, method, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    const amountFen = toFen(biz.refund_amount ?? '0');
    if (!requestNo || amountFen <= 0 || trade.refundedFen + amountFen > toFen(trade.totalAmount)) {
      return refuse(res, method, 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    }
    trade.refundedFen += amountFen;
    if (trade.refundedFen === toFen(trade.totalAmount)) trade.status = 'TRADE_CLOSED';
    refunds.set(requestNo, { outTradeNo: trade.outTradeNo, amountFen });
    return done(amountFen, 'Y');
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const notification: FakeAlipay['notification'] = (outTradeNo, options = {}) => {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    const fields: Record<string, string> = {
      notify_time: beijingNow(),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: FAKE_ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      buyer_pay_amount: trade.totalAmount,
      subject: trade.subject,
      gmt_payment: beijingNow(),
      ...options.fields,
    };
    const sign = rsa2(signContent(fields, ['sign', 'sign_type']), options.key ?? gateway.privateKey);
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString(),
    };
  };

  return {
    url,
    settings: (notifyUrl) => ({
      appId: FAKE_ALIPAY_APP_ID,
      privateKey: app.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      alipayPublicKey: gateway.publicKey.export({ type: 'spki', format: 'pem' }) as string,
      gateway: `${url}/gateway.do`,
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
      if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} is ${trade.status}`);
      trade.scanned = true;
      trade.status = 'TRADE_SUCCESS';
      if (options.notify === false) return { status: 0, body: '' };
      const { body, headers } = notification(outTradeNo);
      const response = await fetch(options.to ?? trade.notifyUrl, { method: 'POST', headers, body });
      return { status: response.status, body: await response.text() };
    },
    notification,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
