import { queryRoots, sharedKeys } from '@/lib/query-keys';

export const dashboardKeys = {
  layout: () => [...queryRoots.dashboard, 'layout'] as const,
  /** The approvals waiting for the caller: application data, under the apply root that 'apply' events refresh. */
  pendingApprovals: () => [...queryRoots.apply, 'dashboard-pending'] as const,
  /** The system side's figures, under the platform root its reviews refresh. */
  platformOverview: () => sharedKeys.platformOverview,
};
