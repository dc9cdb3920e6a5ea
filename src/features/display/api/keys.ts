import { queryRoots } from '@/lib/query-keys';

/** Query keys of the unit's display links; every change invalidates `all`. */
export const displayKeys = {
  all: queryRoots.display,
  list: (companyId: number) => [...queryRoots.display, 'list', companyId] as const,
};
