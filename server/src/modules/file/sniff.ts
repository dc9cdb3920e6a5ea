import type { file } from '../../../../contract';

type FileType = (typeof file.fileTypes)[number];

const signatures: Array<[FileType, number[]]> = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46]],
];

/** The type of a file by its first bytes (never by its name or declared type); null for anything else. */
export function sniffType(data: Buffer): FileType | null {
  for (const [type, bytes] of signatures) {
    if (data.length >= bytes.length && bytes.every((b, i) => data[i] === b)) return type;
  }
  return null;
}
