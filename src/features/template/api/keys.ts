import { queryRoots, sharedKeys } from '@/lib/query-keys';

/** Query keys of approval templates and file types; a change to either invalidates `all`. */
export const templateKeys = {
  all: queryRoots.template,
  list: (filters: object) => [...queryRoots.template, 'templates', 'list', filters] as const,
  detail: (id: number) => [...queryRoots.template, 'templates', 'detail', id] as const,
  fileTypes: (request: object) => [...queryRoots.template, 'file-types', request] as const,
  device: sharedKeys.device,
  quotas: () => sharedKeys.quotas,
};
