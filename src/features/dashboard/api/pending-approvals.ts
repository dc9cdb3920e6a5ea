import { useQuery } from '@tanstack/react-query';
import { applyApproveList } from '@contract/apply';
import { call } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** The applications waiting for the caller's approval (newest few); 'apply' events refetch them. */
export function usePendingApprovals(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.pendingApprovals(),
    queryFn: () => call(applyApproveList, { pageNum: 1, pageSize: 6, scope: 'pending' }, { silent: true }),
    enabled,
    refetchInterval: 60_000,
  });
}
