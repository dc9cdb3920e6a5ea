import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as apply from '@contract/apply';
import { call } from '@/lib/api-client';
import { readToken } from '@/lib/storage';

/** Approved (COMPLETED) applications of the unit no authorisation was granted for yet, newest first. */
export function useApprovedApplications(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['apply', 'list', readToken(), 'approved-to-grant', pageNum, pageSize],
    queryFn: () => call(apply.applyList, { pageNum, pageSize, state: 'COMPLETED', authorized: false }),
    placeholderData: keepPreviousData,
  });
}
