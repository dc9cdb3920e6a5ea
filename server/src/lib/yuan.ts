/*
 * Payment and invoice vendors (Alipay, Nuonuo) speak amounts as yuan strings with at most two decimals ("12.34"); we
 * keep integer fen. The conversion is done on the digits, never through floating point (0.1 + 0.2 is not 0.3, and a
 * fen lost is a wrong amount).
 */

/** Integer fen (≥ 0) as the vendors' yuan string with two decimals: 1234 → "12.34", 5 → "0.05". */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  const digits = String(fen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A yuan string ("12.34", "12.3", "12") as integer fen; undefined when it is not one. */
export function yuanToFen(yuan: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
