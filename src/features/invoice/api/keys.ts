import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the invoices. They live under the cost center's root: a payment (which invalidates that root) makes
 * an order invoiceable, so the invoiceable orders refresh with it.
 */
const root = [...queryRoots.cost, 'invoice'] as const;

export const invoiceKeys = {
  all: root,
  payers: [...root, 'payers'] as const,
  orders: [...root, 'orders'] as const,
  list: (request: object) => [...root, 'list', request] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
  issuing: (request: object) => [...root, 'issuing', request] as const,
};
