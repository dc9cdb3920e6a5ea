import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quickSearch, SEARCH_MAX_LENGTH } from '@contract/search';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const paletteKeys = {
  all: queryRoots.palette,
  search: (q: string) => [...queryRoots.palette, 'search', q] as const,
};

export { PALETTE_DEBOUNCE_MS } from './quick-search-timing';

/**
 * The unit's records matching a (debounced) query. Each query has its own cache entry, so an answer that arrives
 * late is kept under its own query and never shown for a newer one; while the newer one loads, the last answer stays.
 */
export function useQuickSearch(query: string, enabled: boolean) {
  const q = query.trim().slice(0, SEARCH_MAX_LENGTH);
  return useQuery({
    queryKey: paletteKeys.search(q),
    queryFn: () => call(quickSearch, { q }, { silent: true }),
    enabled: enabled && q !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
