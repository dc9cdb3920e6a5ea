import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NuonuoSettings } from '../../server/src/config';
import { nuonuoSign } from '../../server/src/modules/invoice/nuonuo-protocol';

/*
 * A local stand-in for the Nuonuo open platform (诺诺开放平台) e-invoice API: an HTTP server on 127.0.0.1 at
 * /open/v1/services that checks each request's X-Nuonuo-Sign with the app secret and the accessToken, refusing a bad
 * one the vendor's way (HTTP 200, a code and a describe). requestBillingNew takes an order once per order number
 * (a second one is refused as a duplicate) and answers a serial number; queryInvoiceResult answers it as being issued
 * (status 20) on the first query and issued (status 2, a number and a PDF URL) on the next. A red invoice naming an
 * invoice number it never issued is refused. A test can make it fail the next call, keep invoices pending, or hang.
 */

export const FAKE_NUONUO = {
  appKey: 'fake-app-key',
  appSecret: 'fake-app-secret',
  accessToken: 'fake-access-token',
  taxNum: '91310000MA1FL0000X',
} as const;

export interface FakeNuonuoOrder {
  serialNo: string;
  orderNo: string;
  invoiceType: string;
  /** The order as we sent it. */
  order: Record<string, unknown>;
  queries: number;
  invoiceNo: string;
}

export interface FakeNuonuo {
  url: string;
  settings(overrides?: Partial<NuonuoSettings>): NuonuoSettings;
  orders: Map<string, FakeNuonuoOrder>;
  counts: { requests: number; badSignatures: number; billings: number };
  /** Answer the next call (of `method`, when given) with this code and describe instead of handling it. */
  failNext(code: string, describe: string, method?: string): void;
  /** Keep every invoice in "being issued" (status 20) while true. */
  stayPending: boolean;
  /** Accept connections but never answer while true. */
  hang: boolean;
  close(): Promise<void>;
}

const PDF = Buffer.from('%PDF-1.4\n% fake Nuonuo invoice\n%%EOF\n', 'latin1');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeNuonuo(): Promise<FakeNuonuo> {
  const orders = new Map<string, FakeNuonuoOrder>();
  const counts = { requests: 0, badSignatures: 0, billings: 0 };
  let fault: { code: string; describe: string; method?: string } | null = null;
  let seq = 0;
  const hanging = new Set<ServerResponse>();

  const json = (res: ServerResponse, body: object) => {
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  };

  function billing(content: { order?: Record<string, unknown> }) {
    const order = content.order ?? {};
    const orderNo = String(order.orderNo ?? '');
    if (!orderNo) return { code: 'E9106', describe: '订单编号不能为空' };
    if ([...orders.values()].some((o) => o.orderNo === orderNo)) {
      return { code: 'E9106', describe: '订单编号不能重复' };
    }
    if (order.invoiceType === '2') {
      const blue = [...orders.values()].find((o) => o.invoiceType === '1' && o.invoiceNo === order.invoiceNum);
      if (!blue) return { code: 'E9503', describe: '对应蓝票不存在' };
    }
    counts.billings++;
    const serialNo = `2026${String(++seq).padStart(16, '0')}`;
    orders.set(serialNo, {
      serialNo,
      orderNo,
      invoiceType: String(order.invoiceType),
      order,
      queries: 0,
      invoiceNo: String(30_000_000 + seq),
    });
    return { code: 'E0000', describe: '开票提交成功', result: { invoiceSerialNum: serialNo } };
  }

  function query(content: { serialNos?: string[]; orderNos?: string[] }, base: string) {
    const found = [...orders.values()].filter(
      (o) => content.serialNos?.includes(o.serialNo) || content.orderNos?.includes(o.orderNo),
    );
    if (!found.length) return { code: 'E9701', describe: '未查询到发票信息' };
    return {
      code: 'E0000',
      describe: '获取成功',
      result: found.map((o) => {
        const issued = o.queries++ > 0 && !fake.stayPending;
        return {
          serialNo: o.serialNo,
          orderNo: o.orderNo,
          status: issued ? '2' : '20',
          statusMsg: issued ? '开票完成' : '开票中',
          ...(issued ? { invoiceNo: o.invoiceNo, pdfUrl: `${base}/pdf/${o.serialNo}.pdf` } : {}),
        };
      }),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, base: string) {
    const url = new URL(req.url ?? '/', base);
    if (req.method === 'GET' && url.pathname.startsWith('/pdf/')) {
      const serialNo = url.pathname.slice('/pdf/'.length).replace(/\.pdf$/, '');
      if (!orders.has(serialNo)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(PDF);
    }
    if (req.method !== 'POST' || url.pathname !== '/open/v1/services') return res.writeHead(404).end();
    counts.requests++;
    const body = await readBody(req);
    const q = url.searchParams;
    const expected = nuonuoSign(new URL(base + url.pathname), FAKE_NUONUO.appSecret, {
      appKey: q.get('appkey') ?? '',
      senid: q.get('senid') ?? '',
      nonce: q.get('nonce') ?? '',
      timestamp: q.get('timestamp') ?? '',
      body,
    });
    if (q.get('appkey') !== FAKE_NUONUO.appKey || req.headers['x-nuonuo-sign'] !== expected) {
      counts.badSignatures++;
      return json(res, { code: '070301', describe: '签名验证失败' });
    }
    if (req.headers.accesstoken !== FAKE_NUONUO.accessToken) {
      return json(res, { code: '070302', describe: 'accessToken无效' });
    }
    if (req.headers.usertax !== FAKE_NUONUO.taxNum) return json(res, { code: '010002', describe: '税号不匹配' });
    const method = req.headers.method;
    if (fault && (!fault.method || fault.method === method)) {
      const { code, describe } = fault;
      fault = null;
      return json(res, { code, describe });
    }
    const content = JSON.parse(body) as Record<string, never>;
    if (method === 'nuonuo.OpeMplatform.requestBillingNew') return json(res, billing(content));
    if (method === 'nuonuo.OpeMplatform.queryInvoiceResult') return json(res, query(content, base));
    return json(res, { code: '070101', describe: '方法不存在' });
  }

  const server = createServer((req, res) => {
    if (fake.hang) {
      hanging.add(res);
      return;
    }
    handle(req, res, fake.url.replace(/\/open\/v1\/services$/, '')).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeNuonuo = {
    url: `http://127.0.0.1:${port}/open/v1/services`,
    settings: (overrides = {}) => ({
      ...FAKE_NUONUO,
      url: fake.url,
      timeoutMs: 2_000,
      pollTries: 3,
      pollWaitMs: 20,
      ...overrides,
    }),
    orders,
    counts,
    failNext(code, describe, method) {
      fault = { code, describe, method };
    },
    stayPending: false,
    hang: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
