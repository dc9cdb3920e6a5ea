import { readFileSync } from 'node:fs';
import { assetPath } from './assets';

/*
 * The font of the server's PDFs (pdfkit). Chinese needs a CJK font: WenQuanYi Micro Hei (server/assets/fonts,
 * Apache-2.0), embedded as a subset. Documents are made with `font: ''` (no default font: pdfkit would load
 * Helvetica, which has no Chinese) and use this one.
 */

const FONT_FILE = 'fonts/wqy-microhei.ttc';
const FONT_FACE = 'WenQuanYiMicroHei';
let fontData: Buffer | null = null;

/** Registers the CJK font as 'cjk' and makes it the document's font. */
export function setCjkFont(doc: PDFKit.PDFDocument): void {
  doc.registerFont('cjk', (fontData ??= readFileSync(assetPath(FONT_FILE))), FONT_FACE);
  doc.font('cjk');
}
