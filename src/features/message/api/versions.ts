import { queryOptions, useQuery } from '@tanstack/react-query';
import * as message from '@contract/message-center';
import { edition } from '@/config/editions';
import { call } from '@/lib/api-client';

export function useVersions(pageNum: number, pageSize = 10) {
  return useQuery({
    queryKey: ['versions', pageNum, pageSize],
    queryFn: () => call(message.versionList, { pageNum, pageSize, type: edition.versionType }),
  });
}

/** The 5 latest versions, for the new-version popup (spec section 9). */
export const latestVersionsQuery = queryOptions({
  queryKey: ['versions', 'latest'],
  queryFn: () => call(message.versionList, { pageNum: 1, pageSize: 5, type: edition.versionType }, { silent: true }),
  staleTime: 60 * 60_000,
});

export function useVersion(id: number) {
  return useQuery({
    queryKey: ['versions', 'detail', id],
    queryFn: () => call(message.versionDetail, { id }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
