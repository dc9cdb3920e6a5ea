/** Display helpers of spec section 9, one home for each rule. */

/** Masked phone: the first 3 digits and a fixed middle, e.g. 138****0000. */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** Names over 5 characters are cut to 4 plus an ellipsis. */
export function shortName(name: string): string {
  const chars = [...name];
  return chars.length > 5 ? `${chars.slice(0, 4).join('')}…` : name;
}

/** Text over 10 characters is cut to 10 (plus an ellipsis). */
export function shortText(text: string, limit = 10): string {
  const chars = [...text];
  return chars.length > limit ? `${chars.slice(0, limit).join('')}…` : text;
}

/** Flow values are divided by 1024 and shown with 2 decimals. */
export function flowValue(value: number): string {
  return (value / 1024).toFixed(2);
}

/** Unread badges show the number up to 99, then '99+' in a distinct style. */
export function badgeCount(count: number): { text: string; overflow: boolean } {
  return count > 99 ? { text: '99+', overflow: true } : { text: String(count), overflow: false };
}

const yuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });

/** Integer fen as yuan with two decimals (¥360.00); money stays in fen everywhere else. */
export function formatFen(fen: number): string {
  return yuan.format(fen / 100);
}
