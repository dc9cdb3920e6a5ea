/** A filter value from the URL if it is one of `allowed` (an unknown one means no filter). */
export function oneOf(value: string, allowed: readonly number[]): number | undefined {
  const n = Number(value);
  return value !== '' && allowed.includes(n) ? n : undefined;
}
