import type { Product } from '@contract/cost';

/** A product of the catalogue as the server lists it (a smart seal's year unless told otherwise). */
export const product = (over: Partial<Product>): Product => ({
  id: 1,
  code: 'SEAL-SMART-YEAR',
  name: '智能印章服务（年付）',
  serviceType: 1,
  subType: 1,
  packageType: 2,
  priceFen: 36_000,
  taxRateBp: 600,
  months: 12,
  description: '一年服务',
  ...over,
});
