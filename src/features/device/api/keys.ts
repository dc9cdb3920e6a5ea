import { queryRoots, sharedKeys } from '@/lib/query-keys';

/** Query keys of devices; a change to one invalidates `all`. */
export const deviceKeys = {
  all: queryRoots.device,
  list: sharedKeys.devices,
  detail: sharedKeys.device,
  operations: (deviceId: string, pageNum: number, pageSize: number) =>
    [...queryRoots.device, 'operations', deviceId, pageNum, pageSize] as const,
  replacements: (filters: object) => [...queryRoots.device, 'replacements', filters] as const,
  commands: (deviceId: string) => [...queryRoots.device, 'commands', deviceId] as const,
  settings: (deviceId: string) => [...queryRoots.device, 'settings', deviceId] as const,
  /** A device's latest uses: the use-record list's own query, refreshed with it. */
  recentUses: sharedKeys.useRecords,
};
