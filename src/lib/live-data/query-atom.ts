import { atomWithQuery } from 'jotai-tanstack-query';
import type { Getter } from 'jotai';
import { queryClient } from '../query-client';
import { sharedKeys } from '../query-keys';
import { sessionAtom } from '../store';

export interface PolledSource<T, P = null> {
  /** Names the source in the query key (under the live root, which a realtime resync refetches). */
  name: string;
  /** Milliseconds between refetches. */
  every: number;
  fetch: (companyId: number, params: P) => Promise<T>;
  /** What the call depends on besides the unit, read from other atoms (e.g. a chosen range); part of the key. */
  params?: (get: Getter) => P;
}

/**
 * An atom holding one polled server source of the dashboard and the wall display (DESIGN section 6: polled data
 * are atoms fed by queries with refetchInterval). The cache is emptied when the session or unit changes.
 */
export function polledAtom<T, P = null>(source: PolledSource<T, P>) {
  return atomWithQuery(
    (get) => {
      const { token, info } = get(sessionAtom);
      const companyId = info?.companyId ?? null;
      const params = (source.params?.(get) ?? null) as P;
      return {
        queryKey: sharedKeys.live(source.name, params),
        queryFn: () => source.fetch(companyId!, params),
        enabled: token !== null && companyId !== null,
        refetchInterval: source.every,
        refetchIntervalInBackground: true,
        // A failed poll keeps the last answer on screen (marked stale) and tries again at the next interval.
        retry: 1,
        staleTime: source.every / 2,
      };
    },
    () => queryClient,
  );
}
