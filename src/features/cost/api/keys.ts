import { queryRoots, sharedKeys } from '@/lib/query-keys';

/** Query keys of the cost center; a payment invalidates `all` and the devices (their service end moved). */
export const costKeys = {
  all: queryRoots.cost,
  payChannels: [...queryRoots.cost, 'pay-channels'] as const,
  products: (serviceType: number | undefined) => [...queryRoots.cost, 'products', serviceType ?? 'all'] as const,
  orders: (request: object) => [...queryRoots.cost, 'orders', 'list', request] as const,
  holdings: (serviceType: number | undefined) => [...queryRoots.cost, 'holdings', serviceType ?? 'all'] as const,
  smsSummary: [...queryRoots.cost, 'sms', 'summary'] as const,
  smsReminders: (request: object) => [...queryRoots.cost, 'sms', 'list', request] as const,
  platformOrders: (request: object) => [...queryRoots.cost, 'platform', 'orders', request] as const,
  platformRevenue: [...queryRoots.cost, 'platform', 'revenue'] as const,
  platformProducts: [...queryRoots.cost, 'platform', 'products'] as const,
  platformRefunds: (request: object) => [...queryRoots.cost, 'platform', 'refunds', request] as const,
  platformTransfers: (request: object) => [...queryRoots.cost, 'platform', 'transfers', request] as const,
  platformStatementLines: (request: object) => [...queryRoots.cost, 'platform', 'statement-lines', request] as const,
  sims: (deviceId: string | undefined) => [...queryRoots.cost, 'sims', deviceId ?? 'all'] as const,
  order: (id: number) => [...queryRoots.cost, 'orders', 'detail', id] as const,
  devices: sharedKeys.devices,
  device: sharedKeys.device,
  deviceRoot: queryRoots.device,
};
