import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as apply from '@contract/apply';
import { call } from '@/lib/api-client';
import { authorizationKeys } from './keys';

/** Approved (COMPLETED) applications of the unit no authorisation was granted for yet, newest first. */
export function useApprovedApplications(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: authorizationKeys.approvedToGrant(pageNum, pageSize),
    queryFn: () => call(apply.applyList, { pageNum, pageSize, state: 'COMPLETED', authorized: false }),
    placeholderData: keepPreviousData,
  });
}
