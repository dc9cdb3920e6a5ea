import { queryRoots, sharedKeys } from '@/lib/query-keys';

/** Query keys of use records; a 'use' event invalidates `all`. */
export const useRecordKeys = {
  all: queryRoots.useRecord,
  list: sharedKeys.useRecords,
  detail: (id: number) => [...queryRoots.useRecord, 'detail', id] as const,
  operations: (filters: object) => [...queryRoots.useRecord, 'operations', filters] as const,
  phone: (filters: object) => [...queryRoots.useRecord, 'phone', filters] as const,
  stats: (month: string, deviceId: string | undefined) => [...queryRoots.useRecord, 'stats', month, deviceId] as const,
  /** A trial stamp ordered on 试盖章: refreshed with the use records (a command event invalidates them). */
  trialCommand: (deviceId: string | null, id: number | null) =>
    [...queryRoots.useRecord, 'trial-command', deviceId, id] as const,
  exports: (pageNum: number, pageSize: number) => [...sharedKeys.exports, pageNum, pageSize] as const,
  /** The unit's departments as a flat list: unit data, refreshed with the department tree. */
  departmentsFlat: () => [...sharedKeys.departments, 'flat'] as const,
};
