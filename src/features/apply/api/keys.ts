import { queryRoots } from '@/lib/query-keys';

/** Query keys of applications; every action on one invalidates `all` (lists, details, drafts, counters). */
export const applyKeys = {
  all: queryRoots.apply,
  lists: () => [...queryRoots.apply, 'list'] as const,
  records: (filters: object) => [...applyKeys.lists(), 'records', filters] as const,
  approvals: (filters: object) => [...applyKeys.lists(), 'approvals', filters] as const,
  detail: (id: number) => [...queryRoots.apply, 'detail', id] as const,
  notices: (id: number) => [...queryRoots.apply, 'notices', id] as const,
  status: (id: number) => [...queryRoots.apply, 'status', id] as const,
  drafts: (userId: number | null) => [...queryRoots.apply, 'drafts', userId] as const,
  counts: () => [...queryRoots.apply, 'counts'] as const,
  /** A device's approval templates, under the template root so that template changes refresh the form's choices. */
  deviceTemplates: (deviceId: string) => [...queryRoots.template, 'of-device', deviceId] as const,
};
