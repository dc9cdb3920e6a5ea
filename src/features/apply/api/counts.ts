import { queryOptions, useQuery } from '@tanstack/react-query';
import * as apply from '@contract/apply';
import { call } from '@/lib/api-client';
import { applyKeys } from './keys';

const COUNT_POLL_MS = 30_000;

/** The seal menu's counters (approveAll, applyAll); polled, and refreshed by every action on an application. */
export const applyCountsQuery = () =>
  queryOptions({
    queryKey: applyKeys.counts(),
    queryFn: () => call(apply.applyCountUnread, {}, { silent: true }),
    refetchInterval: COUNT_POLL_MS,
  });

/** Only a staff session bound to a unit has counters; `enabled` is false otherwise. */
export function useApplyCounts(enabled = true) {
  return useQuery({ ...applyCountsQuery(), enabled });
}
