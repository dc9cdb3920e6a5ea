/** PostgreSQL `integer` bounds: a value outside them cannot be stored or match a row (and would make the query fail). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

export function fitsInt4(n: number): boolean {
  return Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX;
}
