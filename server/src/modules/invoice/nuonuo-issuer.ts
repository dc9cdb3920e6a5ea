import { randomBytes, randomUUID } from 'node:crypto';
import { resultCodes, ref, type MessageKey } from '../../../../contract';
import type { NuonuoSettings } from '../../config';
import { AppError } from '../../lib/app-error';
import { fenToYuan } from '../../lib/yuan';
import type { InvoiceIssuer, IssueRequest, ReverseRequest } from './issuer';
import { NUONUO_AUTH_CODES, NUONUO_OK, NUONUO_STATUS, nuonuoSign, type NuonuoAnswer } from './nuonuo-protocol';

/*
 * Invoices issued by Nuonuo (诺诺开放平台). Issuing is asynchronous there: requestBillingNew takes the order and
 * answers a serial number, queryInvoiceResult tells by serial whether it is issued (number and PDF URL) or failed.
 * We ask a few times with a short wait; an invoice still being issued after that is refused as such, and the
 * operator asks again. The order number is our invoice number, so a retry never issues twice: it first looks the
 * order up by number and only requests it when Nuonuo does not know it.
 * A red invoice is a requestBillingNew with invoiceType 2 naming the blue invoice's number (the documented shape of
 * the platform's red reversal for electronic invoices), ordered as our invoice number + "H".
 * Assumed where the docs we could reach were silent: the tax classification code and rate of our line (information
 * technology service, 6 %, prices including tax), and the authentication error codes (nuonuo-protocol.ts).
 */

const REQUEST_BILLING = 'nuonuo.OpeMplatform.requestBillingNew';
const QUERY_RESULT = 'nuonuo.OpeMplatform.queryInvoiceResult';
const GOODS_CODE = '3040201990000000000';
const TAX_RATE = '0.06';
const RED_SUFFIX = 'H';

/** Nuonuo's invoice lines by our invoice types: 1 e-ordinary, 2 paper ordinary, 3 paper special, 4 e-special. */
const INVOICE_LINES: Record<number, string> = { 1: 'p', 2: 'c', 3: 's', 4: 'bs' };

interface ResultRow {
  serialNo?: string;
  orderNo?: string;
  status?: string;
  failCause?: string;
  statusMsg?: string;
  invoiceNo?: string;
  pdfUrl?: string;
}

function issuerError(status: number, key: MessageKey, detail: string, args: string[] = []): AppError {
  return new AppError(status, ref(key, ...args), { cause: new Error(`Nuonuo: ${detail}`) });
}
const unavailable = (detail: string) =>
  issuerError(resultCodes.serviceUnavailable, 'e.invoiceIssuerUnavailable', detail);

/** Beijing time as Nuonuo writes it: "2026-11-26 20:30:00". */
function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class NuonuoIssuer implements InvoiceIssuer {
  readonly name = 'nuonuo';

  constructor(private readonly settings: NuonuoSettings) {}

  /** One signed call; a transport fault, a timeout or an answer that is not Nuonuo's JSON is `unavailable`. */
  private async call<T>(method: string, content: object): Promise<NuonuoAnswer<T>> {
    const s = this.settings;
    const url = new URL(s.url);
    const body = JSON.stringify(content);
    const parts = {
      appKey: s.appKey,
      senid: randomUUID().replaceAll('-', ''),
      nonce: String(randomBytes(4).readUInt32BE() % 1e9),
      timestamp: String(Math.floor(Date.now() / 1000)),
      body,
    };
    const target = new URL(url);
    target.search = new URLSearchParams({
      senid: parts.senid,
      nonce: parts.nonce,
      timestamp: parts.timestamp,
      appkey: parts.appKey,
    }).toString();
    let answer: NuonuoAnswer<T>;
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Nuonuo-Sign': nuonuoSign(url, s.appSecret, parts),
          accessToken: s.accessToken,
          userTax: s.taxNum,
          method,
        },
        body,
        signal: AbortSignal.timeout(s.timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      answer = (await res.json()) as NuonuoAnswer<T>;
    } catch (error) {
      throw unavailable(`${method}: ${(error as Error).message}`);
    }
    if (typeof answer?.code !== 'string') throw unavailable(`${method}: not an answer`);
    if (NUONUO_AUTH_CODES.includes(answer.code)) {
      throw issuerError(
        resultCodes.serviceUnavailable,
        'e.invoiceIssuerAuth',
        `${method}: ${answer.code} ${answer.describe ?? ''}`,
      );
    }
    return answer;
  }

  /** The order's state at Nuonuo by our order number; undefined when it does not know it. */
  private async byOrderNo(orderNo: string): Promise<ResultRow | undefined> {
    const answer = await this.call<ResultRow[]>(QUERY_RESULT, { orderNos: [orderNo], isOfferInvoiceDetail: '0' });
    if (answer.code !== NUONUO_OK) return undefined;
    return answer.result?.find((row) => row.orderNo === orderNo);
  }

  private async bySerial(serialNo: string): Promise<ResultRow | undefined> {
    const answer = await this.call<ResultRow[]>(QUERY_RESULT, { serialNos: [serialNo], isOfferInvoiceDetail: '0' });
    if (answer.code !== NUONUO_OK) throw this.refused(QUERY_RESULT, answer);
    return answer.result?.find((row) => row.serialNo === serialNo);
  }

  private refused(method: string, answer: NuonuoAnswer<unknown>): AppError {
    const text = answer.describe || answer.code;
    return issuerError(resultCodes.badRequest, 'e.invoiceIssuerRefused', `${method}: ${answer.code} ${text}`, [text]);
  }

  /** The order requested (unless Nuonuo has it already), followed until issued; its number and PDF. */
  private async issueOrder(orderNo: string, order: object): Promise<{ no: string; pdf: Buffer }> {
    let row = await this.byOrderNo(orderNo);
    if (!row?.serialNo) {
      const answer = await this.call<{ invoiceSerialNum?: string }>(REQUEST_BILLING, { order: { ...order, orderNo } });
      if (answer.code !== NUONUO_OK || !answer.result?.invoiceSerialNum) throw this.refused(REQUEST_BILLING, answer);
      row = { serialNo: answer.result.invoiceSerialNum };
    }
    const serialNo = row.serialNo!;
    for (let attempt = 0; attempt < this.settings.pollTries; attempt++) {
      if (attempt > 0 || !row?.status) {
        await sleep(this.settings.pollWaitMs);
        row = await this.bySerial(serialNo);
      }
      if (row?.status === NUONUO_STATUS.issued && row.invoiceNo && row.pdfUrl) {
        return { no: row.invoiceNo, pdf: await this.download(row.pdfUrl) };
      }
      if (row?.status && !(NUONUO_STATUS.pending as readonly string[]).includes(row.status)) {
        const cause = row.failCause || row.statusMsg || row.status;
        throw issuerError(resultCodes.badRequest, 'e.invoiceIssueFailed', `${serialNo}: ${cause}`, [cause]);
      }
    }
    throw issuerError(resultCodes.conflict, 'e.invoiceStillIssuing', `${serialNo} still being issued`);
  }

  private async download(pdfUrl: string): Promise<Buffer> {
    try {
      const res = await fetch(pdfUrl, { signal: AbortSignal.timeout(this.settings.timeoutMs) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const pdf = Buffer.from(await res.arrayBuffer());
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
      return pdf;
    } catch (error) {
      throw unavailable(`PDF ${pdfUrl}: ${(error as Error).message}`);
    }
  }

  /** The order as requestBillingNew takes it; negative amounts for a red invoice. */
  private order({ invoice, lines, seller, at }: IssueRequest, red?: { blueNo: string }) {
    const sign = red ? -1 : 1;
    const yuan = (fen: number) => `${red ? '-' : ''}${fenToYuan(fen)}`;
    return {
      buyerName: invoice.title,
      buyerTaxNum: invoice.taxNumber ?? '',
      buyerTel: invoice.phone ?? '',
      buyerAddress: invoice.address ?? '',
      buyerAccount: [invoice.bankName, invoice.bankAccount].filter(Boolean).join(' '),
      buyerEmail: invoice.email ?? '',
      salerTaxNum: this.settings.taxNum,
      salerAccount: `${seller.bank.name} ${seller.bank.account}`,
      invoiceDate: beijingTime(at),
      clerk: seller.companyName,
      pushMode: invoice.email ? '1' : '-1',
      invoiceType: red ? '2' : '1',
      invoiceLine: INVOICE_LINES[invoice.invoiceType] ?? 'p',
      ...(red ? { invoiceNum: red.blueNo } : {}),
      remark: invoice.remark ?? '',
      invoiceDetail: lines.map((line) => ({
        goodsName: line.title,
        goodsCode: GOODS_CODE,
        withTaxFlag: '1',
        num: String(sign),
        price: fenToYuan(line.amountFen),
        taxIncludedAmount: yuan(line.amountFen),
        taxRate: TAX_RATE,
      })),
    };
  }

  async issue(request: IssueRequest): Promise<{ issuedNo: string; pdf: Buffer }> {
    const { no, pdf } = await this.issueOrder(request.invoice.invoiceNo, this.order(request));
    return { issuedNo: no, pdf };
  }

  async reverse(request: ReverseRequest): Promise<{ redNo: string; pdf: Buffer }> {
    const orderNo = `${request.invoice.invoiceNo}${RED_SUFFIX}`;
    const { no, pdf } = await this.issueOrder(orderNo, this.order(request, { blueNo: request.issuedNo }));
    return { redNo: no, pdf };
  }
}
