import PDFDocument from 'pdfkit';
import { fileURLToPath } from 'node:url';

/**
 * A deterministic contract (A4, Chinese, with a table) and its variants for the comparison tests: stamped (a red
 * company seal drawn on the last page), edited (one word of the amount changed) and with a page added. Same input,
 * same bytes: the creation date is fixed and pdfkit's document id derives from it.
 */

export type Variant = 'original' | 'stamped' | 'edited' | 'pageAdded' | 'stampedEdited';

const FONT = fileURLToPath(new URL('../../../server/assets/fonts/wqy-microhei.ttc', import.meta.url));
const MM = 72 / 25.4;

/** Where the seal lands: its centre in mm from the last page's top-left corner, and its radius. */
export const SEAL = { page: 3, xMm: 140, yMm: 215, radiusMm: 21 };
/** The word the edited variant changes. */
export const AMOUNT = { before: '伍拾万元', after: '捌拾万元' };

const clauses = [
  '第一条 合同标的：乙方按照甲方要求提供智能印章设备及配套管理软件的安装、调试与培训服务。',
  '第二条 合同金额：本合同总金额为人民币{amount}整，含税，包括设备费、软件许可费及实施服务费。',
  '第三条 付款方式：合同签订后十个工作日内甲方支付百分之三十，验收合格后支付余款。',
  '第四条 交付期限：乙方应于合同生效之日起三十日内完成全部设备的交付与安装。',
  '第五条 质量保证：设备自验收合格之日起保修一年，保修期内乙方免费维修或更换。',
  '第六条 保密义务：双方对在履行本合同过程中知悉的对方商业秘密负有保密义务。',
];
const moreClauses = [
  '第七条 违约责任：任何一方违反本合同约定的，应向对方支付合同总金额百分之五的违约金。',
  '第八条 争议解决：因本合同引起的争议，双方应友好协商解决；协商不成的，提交甲方所在地人民法院诉讼解决。',
  '第九条 不可抗力：因不可抗力不能履行合同的，根据不可抗力的影响，部分或者全部免除责任。',
  '第十条 合同变更：本合同的任何变更须经双方书面确认，并作为本合同的附件。',
];
const annex = [
  '附件一 设备清单及技术参数',
  '本附件列明乙方交付的全部设备型号、数量及主要技术参数，作为验收的依据。',
  '智能印章终端二十台，印章管理平台软件一套，电子签章服务一年。',
];

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.fontSize(18).text(text, { align: 'center' }).moveDown(1);
  doc.fontSize(11);
}

function paragraphs(doc: PDFKit.PDFDocument, lines: string[], amount: string) {
  for (const line of lines) doc.text(line.replace('{amount}', amount), { lineGap: 6 }).moveDown(0.6);
}

function table(doc: PDFKit.PDFDocument) {
  const rows = [
    ['项目', '数量', '单价（元）'],
    ['智能印章终端', '20', '18000'],
    ['管理平台软件', '1', '120000'],
  ];
  const x = 60;
  let y = doc.y + 10;
  for (const row of rows) {
    row.forEach((cell, i) => {
      doc.rect(x + i * 160, y, 160, 24).stroke('#333333');
      doc.fillColor('#111111').text(cell, x + i * 160 + 8, y + 6, { width: 144, lineBreak: false });
    });
    y += 24;
  }
  doc.x = x;
  doc.y = y + 16;
}

function seal(doc: PDFKit.PDFDocument) {
  const cx = SEAL.xMm * MM;
  const cy = SEAL.yMm * MM;
  const r = SEAL.radiusMm * MM;
  doc.save();
  doc.lineWidth(3).circle(cx, cy, r).stroke('#d4161c');
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r * 0.3 : r * 0.12;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)] as [number, number];
  });
  doc.polygon(...star).fill('#d4161c');
  doc
    .fillColor('#d4161c')
    .fontSize(10)
    .text('演示科技有限公司', cx - r * 0.75, cy + r * 0.42, {
      width: r * 1.5,
      align: 'center',
      lineBreak: false,
    });
  doc.restore();
}

/** The contract's bytes for a variant; `schedulePages` adds that many numbered schedule pages before the last. */
export function contractPdf(variant: Variant, schedulePages = 0): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 60, bottom: 60, left: 60, right: 60 },
    font: '',
    info: { Title: '智能印章采购合同', CreationDate: new Date('2026-01-05T08:00:00Z') },
  });
  doc.registerFont('cjk', FONT, 'WenQuanYiMicroHei');
  doc.font('cjk').fillColor('#111111');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const amount = variant === 'edited' || variant === 'stampedEdited' ? AMOUNT.after : AMOUNT.before;

  heading(doc, '智能印章采购合同');
  doc.text('甲方：演示科技有限公司').text('乙方：华东印章设备有限公司').moveDown(1);
  paragraphs(doc, clauses, amount);
  table(doc);
  doc.addPage();
  paragraphs(doc, moreClauses, amount);
  if (variant === 'pageAdded') {
    doc.addPage();
    annex.forEach((line, i) => (i === 0 ? heading(doc, line) : paragraphs(doc, [line], amount)));
  }
  for (let n = 1; n <= schedulePages; n++) {
    doc.addPage();
    heading(doc, `附表${n} 第${n}批设备交付计划`);
    paragraphs(
      doc,
      [...moreClauses, ...clauses].map((line, i) => `${n}.${i + 1} ${line}`),
      amount,
    );
  }
  doc.addPage();
  heading(doc, '签署页');
  doc.text('甲方（盖章）：演示科技有限公司', 60, 200).text('日期：2026年1月5日', 60, 230);
  doc.text('乙方（盖章）：华东印章设备有限公司', 320, 200).text('日期：2026年1月5日', 320, 230);
  if (variant === 'stamped' || variant === 'stampedEdited') seal(doc);
  doc.end();
  return done;
}

/** A small PDF of some blank pages, or one that opens only with a password. */
export function plainPdf(options: { pages?: number; userPassword?: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    font: '',
    userPassword: options.userPassword,
    info: { CreationDate: new Date('2026-01-05T08:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let i = 1; i < (options.pages ?? 1); i++) doc.addPage();
  doc.end();
  return done;
}
