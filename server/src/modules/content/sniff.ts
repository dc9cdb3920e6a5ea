import type { ContentFileType } from '../../../../contract/content';
import { sniffType } from '../file';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(data: Buffer, bytes: readonly number[], at = 0): boolean {
  return data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
}

/**
 * A content file's type by its bytes, never its name: the file module's images and PDF, an MP4 (an `ftyp` box first),
 * or a Word or Excel document (a zip holding `word/` or `xl/` entries, whose names zip keeps uncompressed).
 */
export function sniffContentType(data: Buffer): ContentFileType | null {
  const basic = sniffType(data);
  if (basic) return basic;
  if (startsWith(data, [0x66, 0x74, 0x79, 0x70], 4)) return 'video/mp4';
  if (startsWith(data, ZIP)) {
    if (data.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (data.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return null;
}
