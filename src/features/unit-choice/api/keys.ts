import { queryRoots } from '@/lib/query-keys';

export const unitChoiceKeys = {
  mine: () => [...queryRoots.units, 'mine'] as const,
};
