/**
 * The company behind each edition and the bank details it invoices with (spec section 1): on the platform's invoices
 * (server) and on the console's transfer instructions and about text. One home for both sides.
 */
export interface Seller {
  companyName: string;
  bank: { name: string; number: string; account: string };
}

export const sellers: Record<'general' | 'security', Seller> = {
  general: {
    companyName: '上海智印科技有限公司',
    bank: { name: '招商银行上海张江支行', number: '308290003011', account: '1219 0888 0010 001' },
  },
  security: {
    companyName: '上海智印安全技术有限公司',
    bank: { name: '中国工商银行上海张江支行', number: '102290024013', account: '1001 2401 0900 0002' },
  },
};
