import { queryRoots } from '@/lib/query-keys';

export const unitChoiceKeys = {
  all: () => queryRoots.units,
  mine: () => [...queryRoots.units, 'mine'] as const,
  invitations: () => [...queryRoots.units, 'invitations'] as const,
};
