import { queryRoots, sharedKeys } from '@/lib/query-keys';

/** Query keys of the chosen unit's own data. */
export const unitKeys = {
  all: queryRoots.unit,
  company: () => sharedKeys.company,
  parent: () => [...queryRoots.unit, 'parent'] as const,
  certification: () => [...queryRoots.unit, 'certification'] as const,
  configItems: (companyId: number | undefined) => [...queryRoots.unit, 'config-items', companyId] as const,
  quotas: () => sharedKeys.quotas,
  quotaApplications: () => [...sharedKeys.quotas, 'applications'] as const,
  departments: () => sharedKeys.departments,
  members: () => sharedKeys.members,
  memberList: (filters: object) => [...sharedKeys.members, 'list', filters] as const,
  member: (userId: number) => [...sharedKeys.members, 'detail', userId] as const,
  /** Under members: adding a member invites, and any change to members refreshes the pending list too. */
  invitations: (page: object) => [...sharedKeys.members, 'invitations', page] as const,
  subsidiaries: () => [...queryRoots.unit, 'subsidiaries'] as const,
  subsidiaryList: (filters: object) => [...queryRoots.unit, 'subsidiaries', filters] as const,
};
