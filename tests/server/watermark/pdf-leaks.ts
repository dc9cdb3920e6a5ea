/** What happens to a leaked PDF copy before it comes back: saved again by another program, its metadata kept or not. */
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

export async function resavedPdf(bytes: Uint8Array, keepMetadata: boolean): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes);
  doc.setTitle('转发');
  if (!keepMetadata) doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).delete(PDFName.of('SealConsoleMark'));
  // Without object streams, as many writers save: the document information stays readable in the bytes.
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
