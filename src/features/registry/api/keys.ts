import { queryRoots } from '@/lib/query-keys';

/** Query keys of the system side's registries; a change invalidates its own branch. */
export const registryKeys = {
  all: queryRoots.registry,
  dictTypes: [...queryRoots.registry, 'dict', 'types'] as const,
  dict: [...queryRoots.registry, 'dict'] as const,
  dictEntries: (request: object) => [...queryRoots.registry, 'dict', 'entries', request] as const,
  org: [...queryRoots.registry, 'org'] as const,
  orgAccounts: (departmentId: number | undefined) => [...queryRoots.registry, 'org', 'accounts', departmentId] as const,
  complaints: [...queryRoots.registry, 'complaints'] as const,
  complaintList: (request: object) => [...queryRoots.registry, 'complaints', 'list', request] as const,
  complaintDetail: (side: 'mine' | 'manage', id: number) =>
    [...queryRoots.registry, 'complaints', 'detail', side, id] as const,
  menus: (systemCode: string) => [...queryRoots.registry, 'menus', systemCode] as const,
  systems: [...queryRoots.registry, 'systems'] as const,
};
