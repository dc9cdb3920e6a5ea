const yuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });

/** Integer fen as yuan with two decimals (¥360.00); money stays in fen everywhere else. */
export function formatFen(fen: number): string {
  return yuan.format(fen / 100);
}

/** A tax rate in basis points as a percentage (600 → 6). */
export function percentOf(basisPoints: number): string {
  return String(basisPoints / 100);
}
