/**
 * The issuance id in the file's metadata: a PNG tEXt chunk, a JPEG comment segment or an entry of a PDF's document
 * information, keyword `SealConsoleMark`. It is the fast path of detection when a file was forwarded untouched; the
 * invisible mark is what survives the rest.
 */
import { crc32 } from 'node:zlib';
import { PDFDict, PDFName, PDFString, type PDFDocument } from 'pdf-lib';

const KEYWORD = 'SealConsoleMark';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function withMarkMetadata(bytes: Buffer, issuanceId: string): Buffer {
  const text = Buffer.from(`${KEYWORD}\0${issuanceId}`, 'latin1');
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    // After the IHDR chunk (8 signature + 25 bytes).
    const type = Buffer.from('tEXt', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([type, text])) >>> 0);
    return Buffer.concat([bytes.subarray(0, 33), length, type, text, crc, bytes.subarray(33)]);
  }
  // JPEG: a COM segment right after SOI.
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([bytes.subarray(0, 2), header, text, bytes.subarray(2)]);
}

/**
 * A PDF's entry `/SealConsoleMark (id)`, readable in its bytes when the document is saved without object streams;
 * the modification date is set too (which also creates the information dictionary when the file had none).
 */
export function setPdfMarkMetadata(doc: PDFDocument, issuanceId: string, now: Date) {
  doc.setModificationDate(now);
  doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of(KEYWORD), PDFString.of(issuanceId));
}

/** The id the metadata names, if any: 12 hex digits after the keyword and a NUL (images) or a '(' (PDFs). */
export function markMetadataOf(bytes: Buffer): string | null {
  for (let at = bytes.indexOf(KEYWORD, 0, 'latin1'); at >= 0; at = bytes.indexOf(KEYWORD, at + 1, 'latin1')) {
    const after = bytes.subarray(at + KEYWORD.length, at + KEYWORD.length + 16).toString('latin1');
    const id = /^(?:\0|\s*\()([0-9a-f]{12})/.exec(after)?.[1];
    if (id) return id;
  }
  return null;
}
