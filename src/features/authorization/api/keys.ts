import { queryRoots } from '@/lib/query-keys';

/** Query keys of authorisations; every action on one invalidates `all`. */
export const authorizationKeys = {
  all: queryRoots.authorization,
  lists: () => [...queryRoots.authorization, 'list'] as const,
  list: (filters: object) => [...authorizationKeys.lists(), filters] as const,
  /** The caller's own authorisations (待我使用), every page. */
  owns: () => [...queryRoots.authorization, 'own'] as const,
  own: (userId: number | null, pageNum: number, pageSize: number) =>
    [...authorizationKeys.owns(), userId, pageNum, pageSize] as const,
  detail: (id: number) => [...queryRoots.authorization, 'detail', id] as const,
  uses: (id: number) => [...queryRoots.authorization, 'uses', id] as const,
  open: (deviceId: string) => [...queryRoots.authorization, 'open', deviceId] as const,
  counts: () => [...queryRoots.authorization, 'counts'] as const,
  /** Approved applications waiting for a grant: application data, so under the apply root that refreshes them. */
  approvedToGrant: (pageNum: number, pageSize: number) =>
    [...queryRoots.apply, 'list', 'approved-to-grant', pageNum, pageSize] as const,
};
