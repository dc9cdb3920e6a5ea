/** Shared with the invoices (src/lib/format.ts). */
export { formatFen } from '@/lib/format';

/** Yuan as typed ("360", "0.5", "12.34") to whole fen; anything else is NaN, which the schemas refuse. */
export function fenOf(yuan: string): number {
  return /^\d{1,7}(\.\d{1,2})?$/.test(yuan.trim()) ? Math.round(Number(yuan.trim()) * 100) : Number.NaN;
}

/** A tax rate in basis points as a percentage (600 → 6). */
export function percentOf(basisPoints: number): string {
  return String(basisPoints / 100);
}
