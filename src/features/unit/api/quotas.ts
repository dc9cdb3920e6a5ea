import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as platform from '@contract/platform';
import * as unit from '@contract/unit';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { unitKeys } from './keys';

export type QuotaApplyInput = RequestOf<typeof platform.quotaApply>;

/** The unit's quotas of spec section 9 with what is used of each. */
export function useQuotas() {
  return useQuery({
    queryKey: unitKeys.quotas(),
    queryFn: () => call(unit.quotaList, {}),
  });
}

/** The unit's latest quota applications (the quota card shows where each stands). */
export function useOwnQuotaApplications() {
  return useQuery({
    queryKey: unitKeys.quotaApplications(),
    queryFn: () => call(platform.quotaApplyList, { pageSize: 5 }),
  });
}

/** Silent: the dialog shows a refusal (an open application, not more than now) beside its field. */
export function useApplyQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuotaApplyInput) => call(platform.quotaApply, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.quotas() }),
  });
}
