import type { FileStorage } from '../../lib/file-storage';

/**
 * The demo content files: small PDFs whose bytes are written to the file storage at start (like the licence scans);
 * write-content.ts seeds their records and the items that attach them.
 */

/** A one-page PDF showing one line of ASCII text (Helvetica has no Chinese glyphs; the name says what it is). */
function onePagePdf(line: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${line.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) text += `${String(o).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

export const demoContentFiles = [
  { id: 'c0000000000000000000000000000001', name: '用印申请表（模板）.pdf', line: 'Seal use application form' },
  { id: 'c0000000000000000000000000000002', name: '印章保管交接登记表.pdf', line: 'Seal custody handover register' },
  { id: 'c0000000000000000000000000000003', name: '电子印章管理办法.pdf', line: 'Electronic seal management rules' },
  { id: 'c0000000000000000000000000000004', name: '智能印章绑定操作手册.pdf', line: 'Smart seal binding manual' },
  { id: 'c0000000000000000000000000000005', name: '用印审批流程说明.pdf', line: 'Approval workflow guide' },
].map((f) => ({ ...f, storageKey: `demo/content-${f.id.slice(-1)}.pdf`, data: onePagePdf(f.line) }));

export async function writeDemoContentFiles(storage: FileStorage): Promise<void> {
  for (const f of demoContentFiles) if (!(await storage.get(f.storageKey))) await storage.put(f.storageKey, f.data);
}
