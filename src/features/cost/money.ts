/** Shared with the invoices (src/lib/format.ts). */
export { formatFen } from '@/lib/format';

/** A tax rate in basis points as a percentage (600 → 6). */
export function percentOf(basisPoints: number): string {
  return String(basisPoints / 100);
}
