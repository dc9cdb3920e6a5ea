import { queryRoots } from '@/lib/query-keys';

/** Query keys of the system side's platform pages; every change invalidates `all` (the home's figures too). */
export const platformKeys = {
  all: queryRoots.platform,
  units: (request: object) => [...queryRoots.platform, 'units', request] as const,
  unitQuotas: (companyId: number) => [...queryRoots.platform, 'unit-quotas', companyId] as const,
  applications: (request: object) => [...queryRoots.platform, 'applications', request] as const,
  certifications: (request: object) => [...queryRoots.platform, 'certifications', request] as const,
  partners: (request: object) => [...queryRoots.platform, 'partners', request] as const,
  licence: (id: number) => [...queryRoots.platform, 'licence', id] as const,
};
