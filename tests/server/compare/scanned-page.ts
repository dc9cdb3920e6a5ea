import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

/**
 * Scanned contract pages for the OCR tests and benchmark: Chinese contract lines drawn in black on white at 200 dpi
 * and saved as PNG, as a scanner would give them (no text layer), optionally with one word changed; and a PDF that
 * holds such a picture alone. Same options, same bytes.
 */

const REPO_FONT = new URL('../../../server/assets/fonts/wqy-microhei.ttc', import.meta.url);
GlobalFonts.registerFromPath(decodeURIComponent(REPO_FONT.pathname), 'WenQuanYi Micro Hei');

export const SCAN_DPI = 200;
/** The word the edited scan changes. */
export const SCANNED_WORD = { before: '伍拾万元', after: '捌拾万元' };

const LINES = [
  '智能印章采购合同',
  '甲方：演示科技有限公司',
  '乙方：华东印章设备有限公司',
  '第一条 合同金额为人民币{amount}整，含税。',
  '第二条 合同签订后十个工作日内甲方支付首付款。',
  '第三条 乙方应于三十日内完成设备的交付与安装。',
  '第四条 设备自验收合格之日起保修一年。',
  '第五条 双方对知悉的对方商业秘密负有保密义务。',
  '第六条 违约方应向对方支付合同金额百分之五的违约金。',
  '第七条 争议由甲方所在地人民法院诉讼解决。',
];

export interface ScanOptions {
  /** Page size in millimetres (A4 by default). */
  widthMm?: number;
  heightMm?: number;
  /** How many of the contract's lines (repeated when more than it has). */
  lines?: number;
  edited?: boolean;
}

const pxOf = (mm: number) => Math.round((mm / 25.4) * SCAN_DPI);

/** A PNG of the page at 200 dpi, the text at 12 pt. */
export function scannedPage(options: ScanOptions = {}): Buffer {
  const width = pxOf(options.widthMm ?? 210);
  const height = pxOf(options.heightMm ?? 297);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#141414';
  const size = Math.round((12 / 72) * SCAN_DPI);
  ctx.font = `${size}px "WenQuanYi Micro Hei"`;
  ctx.textBaseline = 'top';
  const amount = options.edited ? SCANNED_WORD.after : SCANNED_WORD.before;
  const margin = pxOf(15);
  for (let i = 0; i < (options.lines ?? LINES.length); i++) {
    const line = LINES[i % LINES.length]!.replace('{amount}', amount);
    ctx.fillText(line, margin, margin + i * size * 2);
  }
  return canvas.toBuffer('image/png');
}

/** A PDF of one page of the picture's size (at 200 dpi) holding only the picture: no text layer. */
export function imageOnlyPdf(png: Buffer, widthPx: number, heightPx: number): Promise<Buffer> {
  const w = (widthPx / SCAN_DPI) * 72;
  const h = (heightPx / SCAN_DPI) * 72;
  const doc = new PDFDocument({ size: [w, h], margin: 0, info: { CreationDate: new Date('2026-01-05T08:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.image(png, 0, 0, { width: w, height: h });
  doc.end();
  return done;
}
