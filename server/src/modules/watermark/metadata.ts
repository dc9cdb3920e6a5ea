/**
 * The issuance id in the file's metadata: a PNG tEXt chunk or a JPEG comment segment, keyword `SealConsoleMark`. It
 * is the fast path of detection when a file was forwarded untouched; the invisible mark is what survives the rest.
 */
import { crc32 } from 'node:zlib';

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

/** The id the metadata names, if any (a 12-hex-digit id after the keyword). */
export function markMetadataOf(bytes: Buffer): string | null {
  const at = bytes.indexOf(`${KEYWORD}\0`, 0, 'latin1');
  if (at < 0) return null;
  const id = bytes.subarray(at + KEYWORD.length + 1, at + KEYWORD.length + 13).toString('latin1');
  return /^[0-9a-f]{12}$/.test(id) ? id : null;
}
