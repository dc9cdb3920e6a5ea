import { sellers, type Seller } from '../../../../contract/sellers';
import type { Edition } from '../../config';

export type { Seller };

/** The seller on the platform's invoices: the edition's company and its bank details. */
export function sellerOf(edition: Edition): Seller {
  return sellers[edition];
}
