import { queryOptions, useQuery } from '@tanstack/react-query';
import * as message from '@contract/message-center';
import { edition } from '@/config/editions';
import { call } from '@/lib/api-client';
import type { Paging } from '@/components/list-page/use-list-page';
import { versionKeys } from './keys';

export function useVersions({ pageNum, pageSize }: Paging) {
  return useQuery({
    queryKey: versionKeys.list(pageNum, pageSize),
    queryFn: () => call(message.versionList, { pageNum, pageSize, type: edition.versionType }),
  });
}

/** The 5 latest versions, for the new-version popup (spec section 9). */
export const latestVersionsQuery = queryOptions({
  queryKey: versionKeys.latest(),
  queryFn: () => call(message.versionList, { pageNum: 1, pageSize: 5, type: edition.versionType }, { silent: true }),
  staleTime: 60 * 60_000,
});

export function useVersion(id: number) {
  return useQuery({
    queryKey: versionKeys.detail(id),
    queryFn: () => call(message.versionDetail, { id }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
