// The PDF part of scripts/bench-watermark.ts: issuing copies of a generated contract in process (one core) and
// checking what a reader of a copy gets.
import { readDocument } from '../server/src/modules/compare/engine/read-document';
import { embedMark, luma } from '../server/src/modules/watermark/mark/embed';
import { detectPdfMark } from '../server/src/modules/watermark/pdf/detect-pdf';
import { markPdf, type PdfCopyOrder } from '../server/src/modules/watermark/pdf/mark-pdf';
import { drawVisibleMark } from '../server/src/modules/watermark/visible';
import { contractPdf } from '../tests/server/compare/contract-pdf';
import { psnr } from '../tests/server/watermark/generated-images';

const STYLE = { opacity: 0.18, angle: -30 };
const ORDERS: PdfCopyOrder[] = ['0123456789ab', 'abcdef012345', '5a5a5a5a5a5a'].map((issuanceId, n) => ({
  issuanceId,
  text: `演示科技有限公司 接收人${n + 1} 2026-11-26 10:00 ${issuanceId}`,
}));

async function issue(bytes: Buffer, key: Buffer, copies: PdfCopyOrder[]) {
  const started = performance.now();
  const answer = await markPdf({
    bytes,
    key,
    copies,
    ...STYLE,
    maxPages: 20,
    maxPageCopies: 60,
    issuedAt: '2026-11-26T02:00:00.000Z',
  });
  if ('problem' in answer) throw new Error(answer.problem);
  return { copies: answer.copies, ms: performance.now() - started };
}

/** Per page of a copy: its text against the original's, and its luma against the expected marked raster. */
async function fidelity(original: Buffer, copy: Uint8Array, order: PdfCopyOrder, key: Buffer) {
  const a = await readDocument(original, 'pdf', 20);
  const b = await readDocument(copy, 'pdf', 20);
  let textSame = true;
  let maxDiff = 0;
  const psnrs: number[] = [];
  for (const [i, page] of a.pages.entries()) {
    textSame &&= page.text.text === b.pages[i]!.text.text;
    const before = (await page.render()).raster;
    const after = (await b.pages[i]!.render()).raster;
    const visible = drawVisibleMark(before, { text: order.text, ...STYLE });
    const expected = embedMark(visible.rgba, before.width, before.height, key, order.issuanceId);
    for (let p = 0; p < expected.length; p += 4)
      maxDiff = Math.max(
        maxDiff,
        Math.abs(
          luma(expected[p]!, expected[p + 1]!, expected[p + 2]!) -
            luma(after.rgba[p]!, after.rgba[p + 1]!, after.rgba[p + 2]!),
        ),
      );
    // Invisibility of the invisible mark alone: the copy against the original with the visible text only.
    psnrs.push(psnr(visible, after));
  }
  await a.close();
  await b.close();
  return { textSame, maxDiff, minPsnr: Math.min(...psnrs) };
}

export async function benchPdf({ key, pages }: { key: Buffer; pages: number }) {
  // Three pages come with the contract; the rest are numbered schedules.
  const pdf = await contractPdf('stamped', pages - 3);
  await issue(await contractPdf('original'), key, ORDERS.slice(0, 1)); // warm-up: module and font loading
  const one = await issue(pdf, key, ORDERS.slice(0, 1));
  const three = await issue(pdf, key, ORDERS);
  console.log(`\nPDF: a ${pages}-page Chinese contract (${(pdf.length / 1024).toFixed(0)} KB), one core`);
  console.log(`  one recipient: ${(one.ms / pages).toFixed(0)} ms a page (${(one.ms / 1000).toFixed(1)} s in all)`);
  console.log(
    `  three recipients: ${(three.ms / pages / 3).toFixed(0)} ms a page and copy (pages rendered once, ${(three.ms / 1000).toFixed(1)} s)`,
  );
  console.log(`  copy size: ${(one.copies[0]!.length / pages / 1024).toFixed(0)} KB a page`);
  for (const [n, copy] of three.copies.entries()) {
    const order = ORDERS[n]!;
    const check = await fidelity(pdf, copy, order, key);
    const started = performance.now();
    const found = await detectPdfMark(copy, [{ version: 1, key }], 20);
    const detectMs = performance.now() - started;
    const id = 'mark' in found ? found.mark?.id : undefined;
    console.log(
      `  copy ${n + 1}: text unchanged ${check.textSame}; rendering vs marked raster max ${check.maxDiff.toFixed(1)} grey levels; PSNR of the invisible mark min ${check.minPsnr.toFixed(2)} dB; blind detection ${id === order.issuanceId ? 'right' : `WRONG (${id})`} in ${detectMs.toFixed(0)} ms`,
    );
  }
}
