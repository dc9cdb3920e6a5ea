import { queryRoots } from '@/lib/query-keys';

export const cameraKeys = {
  /** The caller's open authorisations, under the authorisation root that their changes refresh. */
  openAuthorizations: () => [...queryRoots.authorization, 'camera-open'] as const,
};
