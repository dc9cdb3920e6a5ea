import { queryRoots } from '@/lib/query-keys';

/** Query keys of the system accounts; a change invalidates the whole branch. */
export const sysAccountKeys = {
  all: queryRoots.sysAccounts,
  list: (request: object) => [...queryRoots.sysAccounts, 'list', request] as const,
  detail: (id: number) => [...queryRoots.sysAccounts, 'detail', id] as const,
  departments: [...queryRoots.sysAccounts, 'departments'] as const,
  ownPassword: [...queryRoots.sysAccounts, 'own-password'] as const,
  roleGrants: (role: number) => [...queryRoots.sysAccounts, 'role-grants', role] as const,
  platformRoles: [...queryRoots.sysAccounts, 'platform-roles'] as const,
};
