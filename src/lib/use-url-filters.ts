import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A list page's filters and page number kept in the URL query, so a filtered list can be bookmarked, shared and
 * restored by Back. A cached page stays mounted while another tab shows; it keeps the filters of its own URL
 * meanwhile instead of reading the other page's query. Changing a filter goes back to page 1.
 */
export function useUrlFilters<K extends string>(ownPath: string, keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const own = pathname === ownPath;
  const kept = useRef(params);
  if (own) kept.current = params;
  const source = kept.current;
  const values = Object.fromEntries(keys.map((k) => [k, source.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Math.floor(Number(source.get('page') ?? 1)) || 1);
  const update = (changes: Partial<Record<K | 'page', string>>) => {
    if (!own) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes) as Array<[string, string | undefined]>) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (!('page' in changes) || changes.page === '1') next.delete('page');
      return next;
    });
  };
  /** The page's own URL with its filters, e.g. for a detail page's way back. */
  const query = source.toString();
  const href = query ? `${ownPath}?${query}` : ownPath;
  return { values, page, update, href };
}
