/**
 * The invisible mark's payload: a 48-bit issuance id and its CRC-16 (64 bits), under Reed-Solomon with 8 parity
 * bytes (128 coded bits, up to 4 wrong bytes corrected). The id is random and says nothing about the person; the
 * registry on the server maps it to the copy.
 */
import { rsDecode, rsEncode } from './reed-solomon';

export const ID_BYTES = 6;
const PARITY_BYTES = 8;
export const CODED_BITS = (ID_BYTES + 2 + PARITY_BYTES) * 8;

/** CRC-16/CCITT-FALSE. */
export function crc16(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The id as 12 lower-case hex digits. */
export function encodePayload(idHex: string): Uint8Array {
  if (!/^[0-9a-f]{12}$/.test(idHex)) throw new Error('issuance id must be 12 hex digits');
  const id = Buffer.from(idHex, 'hex');
  const crc = crc16(id);
  const word = rsEncode(Uint8Array.from([...id, crc >> 8, crc & 0xff]), PARITY_BYTES);
  const bits = new Uint8Array(CODED_BITS);
  for (let i = 0; i < CODED_BITS; i++) bits[i] = (word[i >> 3]! >> (7 - (i & 7))) & 1;
  return bits;
}

/** The id back from hard-decided coded bits, or null when the code or the CRC refuses them. */
export function decodePayload(bits: ArrayLike<number>): string | null {
  const word = new Uint8Array(CODED_BITS / 8);
  for (let i = 0; i < CODED_BITS; i++) if (bits[i]) word[i >> 3]! |= 1 << (7 - (i & 7));
  const data = rsDecode(word, PARITY_BYTES);
  if (!data) return null;
  const id = data.slice(0, ID_BYTES);
  if (crc16(id) !== ((data[ID_BYTES]! << 8) | data[ID_BYTES + 1]!)) return null;
  return Buffer.from(id).toString('hex');
}
