import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@contract/endpoint';
import * as use from '@contract/use-record';
import { call } from '@/lib/api-client';
import { readToken } from '@/lib/storage';

export const EXPORT_POLL_MS = 2_000;

/** The caller's exports; polled every 2 s while any of the page is queued or running. */
export function useExports(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['use-record', 'exports', readToken(), pageNum, pageSize],
    queryFn: () => call(use.exportList, { pageNum, pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((job) => job.state === 'queued' || job.state === 'running') ? EXPORT_POLL_MS : false,
  });
}

/** Starts an export; the exports list refreshes (and then polls). */
export function useCreateExport(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof use.exportCreate>) => call(use.exportCreate, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['use-record', 'exports'] }),
  });
}

/** A finished export's short-lived download URL (asked for when the user downloads). */
export function useExportDownload() {
  return useMutation({
    mutationFn: async (id: number) => (await call(use.exportDetail, { id })).tmpUrl,
  });
}
