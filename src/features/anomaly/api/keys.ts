import { queryRoots } from '@/lib/query-keys';

/** Query keys of the anomaly centre; any change to an alert or the rules invalidates `all`. */
export const anomalyKeys = {
  all: queryRoots.anomaly,
  list: (filters: object) => [...queryRoots.anomaly, 'list', filters] as const,
  detail: (id: number) => [...queryRoots.anomaly, 'detail', id] as const,
  openCount: (companyId: number | null) => [...queryRoots.anomaly, 'open-count', companyId] as const,
  rules: (companyId: number | null) => [...queryRoots.anomaly, 'rules', companyId] as const,
  photos: (useRecordId: number) => [...queryRoots.anomaly, 'photos', useRecordId] as const,
};
