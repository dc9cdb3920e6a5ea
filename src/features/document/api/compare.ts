import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as compare from '@contract/compare';
import type { RequestOf } from '@contract/endpoint';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';
import { liveJobsAtom, realtimeStatusAtom } from '@/lib/realtime';
import { documentKeys } from './keys';

/** While the live channel is down, a running comparison is read again this often. */
export const COMPARE_POLL_MS = 3_000;

export type CompareRequest = RequestOf<typeof compare.compareCreate>;
export type ComparisonFilters = RequestOf<typeof compare.compareList>;

/**
 * The unit's comparisons. A running one moves on with the job events (realtime/index.ts refetches the document
 * queries on them); while the live channel is down, the page is read again every COMPARE_POLL_MS.
 */
export function useComparisons(request: ComparisonFilters) {
  const channel = useAtomValue(realtimeStatusAtom).state;
  return useQuery({
    queryKey: documentKeys.comparisons(request),
    queryFn: () => call(compare.compareList, request),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      channel !== 'live' && q.state.data?.list.some((r) => r.state === 'running') ? COMPARE_POLL_MS : false,
  });
}

type Detail = Awaited<ReturnType<typeof call<typeof compare.compareDetail>>>;
const running = (data: Detail | undefined) => data?.record.state === 'running';

/**
 * One comparison, and its progress while its job runs: pushed by the job's realtime events (read again when the job
 * ended), or polled every COMPARE_POLL_MS while the channel is down. A finished comparison never changes.
 */
export function useComparison(id: number) {
  const queryClient = useQueryClient();
  const channel = useAtomValue(realtimeStatusAtom).state;
  const query = useQuery({
    queryKey: documentKeys.comparison(id),
    queryFn: () => call(compare.compareDetail, { id }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: (q) => (running(q.state.data) ? 0 : Infinity),
    refetchInterval: (q) => (running(q.state.data) && channel !== 'live' ? COMPARE_POLL_MS : false),
  });
  const jobId = query.data?.record.jobId;
  const live = useAtomValue(liveJobsAtom).get(jobId ?? 0);
  const ended = live !== undefined && live.state !== 'running';
  const stillRunning = running(query.data);
  useEffect(() => {
    if (ended && stillRunning) void queryClient.invalidateQueries({ queryKey: documentKeys.comparison(id) });
  }, [ended, stillRunning, id, queryClient]);
  const progress = Math.max(live?.progress ?? 0, query.data?.record.progress ?? 0);
  return { ...query, progress };
}

/** Compares two uploaded versions (the form shows a refusal itself: a broken or encrypted file, a limit). */
export function useCompareDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CompareRequest) => call(compare.compareCreate, request, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export type ExpectedAreaRequest = RequestOf<typeof compare.compareExpectedArea>;

/** Marks or clears where the seal was expected; the comparison is read again with its placement. */
export function useMarkExpectedArea(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExpectedAreaRequest) => call(compare.compareExpectedArea, request, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.comparison(id) }),
  });
}

/** Makes the comparison's PDF report (kept as one of the unit's files) and answers its link. */
export function useCompareReport() {
  return useMutation({ mutationFn: (id: number) => call(compare.compareReport, { id }) });
}
