import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@contract/endpoint';
import * as use from '@contract/use-record';
import { call } from './api-client';
import { sharedKeys } from './query-keys';

/** Starts an export (a background job); the caller's exports (导出记录) refresh (and then poll). */
export function useCreateExport(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof use.exportCreate>) => call(use.exportCreate, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.exports }),
  });
}

/** How often a running export is asked about. */
const JOB_POLL_MS = 2_000;

/** One export of the caller while it runs (polled until it is done or failed); nothing until there is an id. */
export function useExportJob(id: number | null) {
  return useQuery({
    queryKey: [...sharedKeys.exports, 'job', id] as const,
    queryFn: () => call(use.exportDetail, { id: id! }),
    enabled: id !== null,
    refetchInterval: untilFinished,
  });
}

/** A query's refetch interval while the export job it reads runs: polled until it is done or failed. */
export function untilFinished(query: { state: { data?: { state: string } | undefined } }): number | false {
  const state = query.state.data?.state;
  return state === 'done' || state === 'failed' ? false : JOB_POLL_MS;
}
