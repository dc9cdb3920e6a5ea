import type { Edition } from '../../config';

/**
 * The seller on the platform's invoices: the edition's company and the bank details it invoices with (spec section
 * 1). The console shows the same details from src/config/editions.ts (built into the console; the server cannot load
 * that module), so a change of them goes into both.
 */
export interface Seller {
  companyName: string;
  bank: { name: string; number: string; account: string };
}

const sellers: Record<Edition, Seller> = {
  general: {
    companyName: '上海智印科技有限公司',
    bank: { name: '招商银行上海张江支行', number: '308290003011', account: '1219 0888 0010 001' },
  },
  security: {
    companyName: '上海智印安全技术有限公司',
    bank: { name: '中国工商银行上海张江支行', number: '102290024013', account: '1001 2401 0900 0002' },
  },
};

export function sellerOf(edition: Edition): Seller {
  return sellers[edition];
}
