import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as apply from '@contract/apply';
import * as auth from '@contract/authorization';
import { call } from '@/lib/api-client';
import { readToken } from '@/lib/storage';

/** Approved (COMPLETED) applications of the unit, newest first: the ones to authorise. */
export function useApprovedApplications(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['apply', 'list', readToken(), 'approved-to-grant', pageNum, pageSize],
    queryFn: () => call(apply.applyList, { pageNum, pageSize, state: 'COMPLETED' }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The authorisation already granted for an application, if any: the records are searched by its number (their
 * keyword matches application numbers) and the one naming this application is kept. Null: none yet.
 */
export function useGrantedFor(applyId: number, applyNo: string) {
  return useQuery({
    queryKey: ['authorization', 'list', readToken(), 'for-apply', applyId],
    queryFn: async () => {
      const found = await call(auth.authList, { pageNum: 1, pageSize: 10, keyword: applyNo }, { silent: true });
      return found.list.find((a) => a.applyId === applyId) ?? null;
    },
    staleTime: 30_000,
  });
}
