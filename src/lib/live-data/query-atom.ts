import { atomWithQuery } from 'jotai-tanstack-query';
import { atom, type Getter } from 'jotai';
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
 * The unit of a wall display opened by its display link (big-screen/display-wall-page.tsx): it has no session, its
 * calls carry the link, and the polled sources follow this unit. Null on every other screen.
 */
export const displayUnitAtom = atom<number | null>(null);

/**
 * An atom holding one polled server source of the dashboard and the wall display (DESIGN section 6: polled data
 * are atoms fed by queries with refetchInterval). The cache is emptied when the session or unit changes.
 */
export function polledAtom<T, P = null>(source: PolledSource<T, P>) {
  return atomWithQuery(
    (get) => {
      const { token, info } = get(sessionAtom);
      const displayUnit = get(displayUnitAtom);
      const companyId = displayUnit ?? info?.companyId ?? null;
      const params = (source.params?.(get) ?? null) as P;
      return {
        queryKey: sharedKeys.live(source.name, params),
        queryFn: () => source.fetch(companyId!, params),
        enabled: (token !== null || displayUnit !== null) && companyId !== null,
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
