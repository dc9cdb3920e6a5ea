import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as use from '@contract/use-record';
import { call } from './api-client';
import { sharedKeys } from './query-keys';

const COUNT_POLL_MS = 30_000;

/**
 * The use-record counters (exception: exception uses since cleared; auth: uses under the caller's authorisations
 * since cleared), polled for the seal menu. Shared: the shell shows them, the use-record list and "to be used by me"
 * clear them.
 */
export const useRecordCountsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.useRecordCounts,
    queryFn: () => call(use.useRecordCountUnread, {}, { silent: true }),
    refetchInterval: COUNT_POLL_MS,
  });

export function useUseRecordCounts(enabled = true) {
  return useQuery({ ...useRecordCountsQuery(), enabled });
}

/** Clears one of the caller's use-record counters; silent, a failure only leaves the count shown. */
export function useClearUseRecordCount(which: 'exception' | 'auth') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(
        which === 'exception' ? use.useRecordClearExceptionUnread : use.useRecordClearAuthUnread,
        {},
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.useRecordCounts }),
  });
}

/**
 * Clears a counter while its page is the one shown and the counter is above 0 (a cached page is cleared again when
 * its tab is shown again after new uses).
 */
export function useClearWhenShown(which: 'exception' | 'auth', shown: boolean): void {
  const counts = useUseRecordCounts();
  const { mutate } = useClearUseRecordCount(which);
  const count = counts.data?.[which] ?? 0;
  useEffect(() => {
    if (shown && count > 0) mutate();
  }, [shown, count, mutate]);
}
