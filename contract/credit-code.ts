/**
 * The check character of an 18-character unified social credit code (GB 32100-2015): the 17 characters before it,
 * weighted 3^i mod 31 over the code's 31-character alphabet, make 31 − (sum mod 31), whose character it must be. The
 * pattern alone (contract/validation.ts) lets a mistyped character through; an invoice's buyer tax number must not.
 */
/** The characters a credit code is written in (no I, O, S, V or Z). */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character the first 17 characters call for, or null when one of them is outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Whether `code` is an 18-character unified social credit code whose check character is right. */
export function isValidCreditCode(code: string): boolean {
  return code.length === 18 && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
