import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { assetPath } from '../../lib/assets';
import { localTimestamp } from '../../lib/local-time';
import type { InvoiceIssuer, IssueRequest, ReverseRequest } from './issuer';

/*
 * The sandbox issuer: numbers its invoices YP + 8 digits of the request's id and draws the document itself (pdfkit,
 * the evidence report's CJK font), marked 样票/SAMPLE across the page and in the title, so that nobody takes it for a
 * tax invoice. Buyer as frozen in the request, seller with the edition's bank details, the order lines and total.
 * A red invoice (红字发票, numbered HZ + the same 8 digits) is the same page in red, marked 红字 in the title and across
 * the page, with negative amounts, the blue invoice's number and the reason of the reversal.
 */

const FONT_FILE = 'fonts/wqy-microhei.ttc';
const FONT_FACE = 'WenQuanYiMicroHei';
let fontData: Buffer | null = null;
const font = () => (fontData ??= readFileSync(assetPath(FONT_FILE)));

const TYPE_NAMES: Record<number, string> = {
  1: '电子普通发票',
  2: '增值税普通发票',
  3: '增值税专用发票',
  4: '电子专用发票',
};
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#9a3412';
const RED = '#dc2626';
const money = (fen: number) => `${fen < 0 ? '-' : ''}¥${(Math.abs(fen) / 100).toFixed(2)}`;

/** What a red invoice adds: the blue invoice it reverses and why. */
type RedMark = { blueNo: string; reason: string };

function draw({ invoice, lines, seller, at }: IssueRequest, issuedNo: string, red?: RedMark): Promise<Buffer> {
  const mark = red ? '红字 样票 SAMPLE' : '样票 SAMPLE';
  const accent = red ? RED : ACCENT;
  // A red invoice's amounts are the blue one's, negated.
  const yuan = (fen: number) => money(red ? -fen : fen);
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 36,
    font: '',
    info: { Title: `${mark} ${issuedNo}`, Author: seller.companyName, Creator: 'seal-console sandbox issuer' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font(), FONT_FACE);
  doc.font('cjk');
  const width = doc.page.width - 72;

  // The sample mark across the page, behind everything else.
  doc.save();
  doc.rotate(-20, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .fillColor(accent)
    .opacity(0.12)
    .fontSize(red ? 72 : 96);
  doc.text(mark, 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center' });
  doc.restore();
  doc.opacity(1);

  doc
    .fillColor(accent)
    .fontSize(18)
    .text(`${red ? '红字' : ''}${TYPE_NAMES[invoice.invoiceType] ?? ''}（样票 SAMPLE）`, 36, 36, {
      width,
      align: 'center',
    });
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text('沙箱开票，非税务发票 · Sandbox issuer: not a tax invoice', { width, align: 'center' });
  doc.moveDown(0.8);
  doc.fillColor(INK).fontSize(9);
  doc.text(`发票号码 No.: ${issuedNo}    申请编号: ${invoice.invoiceNo}    开票日期: ${localTimestamp(at)}`);
  if (red) {
    doc.fillColor(RED).text(`红冲 Reversal of: ${red.blueNo}    原因 Reason: ${red.reason}`);
    doc.fillColor(INK);
  }
  doc.moveDown(0.6);

  const half = width / 2 - 8;
  const top = doc.y;
  const party = (x: number, heading: string, rows: Array<[string, string | null]>) => {
    doc.fillColor(accent).fontSize(10).text(heading, x, top, { width: half });
    doc.fillColor(INK).fontSize(8.5);
    for (const [label, value] of rows) doc.text(`${label}：${value ?? '—'}`, x, doc.y + 2, { width: half });
    return doc.y;
  };
  const buyerEnd = party(36, '购买方 Buyer', [
    ['名称', invoice.title],
    ['纳税人识别号', invoice.taxNumber],
    ['地址、电话', [invoice.address, invoice.phone].filter(Boolean).join(' ') || null],
    ['开户行及账号', [invoice.bankName, invoice.bankAccount].filter(Boolean).join(' ') || null],
  ]);
  const sellerEnd = party(36 + half + 16, '销售方 Seller', [
    ['名称', seller.companyName],
    ['开户行', seller.bank.name],
    ['行号', seller.bank.number],
    ['账号', seller.bank.account],
  ]);
  let y = Math.max(buyerEnd, sellerEnd) + 12;
  doc
    .moveTo(36, y)
    .lineTo(36 + width, y)
    .strokeColor('#d1d5db')
    .stroke();
  y += 6;
  doc.fillColor(MUTED).fontSize(8.5);
  doc.text('订单编号', 36, y, { width: 140 });
  doc.text('项目', 180, y, { width: width - 260 });
  doc.text('金额（含税）', 36 + width - 100, y, { width: 100, align: 'right' });
  doc.fillColor(INK);
  for (const line of lines) {
    y = doc.y + 4;
    doc.text(line.orderNo, 36, y, { width: 140 });
    doc.text(line.title, 180, y, { width: width - 260 });
    doc.text(yuan(line.amountFen), 36 + width - 100, y, { width: 100, align: 'right' });
  }
  y = doc.y + 8;
  doc
    .moveTo(36, y)
    .lineTo(36 + width, y)
    .strokeColor('#d1d5db')
    .stroke();
  doc.fontSize(11).text(`价税合计 Total：${yuan(invoice.amountFen)}`, 36, y + 6, { width, align: 'right' });
  if (invoice.remark)
    doc
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`备注：${invoice.remark}`, 36, doc.y + 6, { width });
  doc.end();
  return done;
}

export class SandboxIssuer implements InvoiceIssuer {
  readonly name = 'sandbox';
  async issue(request: IssueRequest) {
    const issuedNo = `YP${String(request.invoice.id).padStart(8, '0')}`;
    return { issuedNo, pdf: await draw(request, issuedNo) };
  }
  async reverse(request: ReverseRequest) {
    const redNo = `HZ${String(request.invoice.id).padStart(8, '0')}`;
    return { redNo, pdf: await draw(request, redNo, { blueNo: request.issuedNo, reason: request.reason }) };
  }
}
