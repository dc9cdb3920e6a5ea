import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import * as use from '@contract/use-record';
import { call } from '@/lib/api-client';
import type { Paging } from '@/components/list-page/use-list-page';
import { useRecordKeys } from './keys';

export const EXPORT_POLL_MS = 2_000;

/** The caller's exports; polled every 2 s while any of the page is queued or running. */
export function useExports({ pageNum, pageSize }: Paging) {
  return useQuery({
    queryKey: useRecordKeys.exports(pageNum, pageSize),
    queryFn: () => call(use.exportList, { pageNum, pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((job) => job.state === 'queued' || job.state === 'running') ? EXPORT_POLL_MS : false,
  });
}

/** A finished export's short-lived download URL (asked for when the user downloads). */
export function useExportDownload() {
  return useMutation({
    mutationFn: async (id: number) => (await call(use.exportDetail, { id })).tmpUrl,
  });
}
