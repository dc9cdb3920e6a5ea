import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as auth from '@contract/authorization';
import { call } from '@/lib/api-client';
import { authorizationKeys } from './keys';

const COUNT_POLL_MS = 30_000;

/** The seal menu's authorisation counters (authorAll, using); polled, and refreshed by every action. */
export const authCountsQuery = () =>
  queryOptions({
    queryKey: authorizationKeys.counts(),
    queryFn: () => call(auth.authCountUnread, {}, { silent: true }),
    refetchInterval: COUNT_POLL_MS,
  });

/** Only a staff session bound to a unit has counters; `enabled` is false otherwise. */
export function useAuthCounts(enabled = true) {
  return useQuery({ ...authCountsQuery(), enabled });
}

/** Marks the caller's authorisations read: the counter and the lists' dots clear. */
export function useClearAuthUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(auth.authClearUnread, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorizationKeys.all }),
  });
}
