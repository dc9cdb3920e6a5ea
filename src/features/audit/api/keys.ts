import { queryRoots } from '@/lib/query-keys';

/** Query keys of the audit log. */
export const auditKeys = {
  all: queryRoots.audit,
  operate: (request: object) => [...queryRoots.audit, 'operate', request] as const,
  login: (request: object) => [...queryRoots.audit, 'login', request] as const,
  exportJob: (id: number) => [...queryRoots.audit, 'export', id] as const,
};
