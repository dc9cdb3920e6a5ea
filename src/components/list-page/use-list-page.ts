import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useUrlFilters } from '@/lib/use-url-filters';

/** What a paged list call answers: one page of rows and the total over all pages. */
export interface ListPageAnswer<T> {
  list: T[];
  total: number;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The state a list shows (the shared data table, or a ListBody): rows, paging, loading, error and retry. */
export interface ListState<T> {
  rows: T[] | undefined;
  total: number;
  /** 1-based page number. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The first answer is on its way. */
  loading: boolean;
  /** A newer page is being fetched while the previous one is shown. */
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  /** Some filter is set: an empty answer means "no match", and the filters can be cleared from the empty state. */
  filtered?: boolean;
  onClearFilters?: () => void;
}

export interface ListPageOptions<K extends string, R, T> {
  /** The page's own route: its filters stay while another tab shows (see use-url-filters). */
  path: string;
  /** The filter names kept in the URL query, beside `page`. */
  filters?: readonly K[];
  pageSize?: number;
  /** The list call's request for the filter values and the page. */
  request: (values: Record<K, string>, paging: Paging) => R;
  /** The feature's query hook of the list call. */
  useRows: (request: R) => UseQueryResult<ListPageAnswer<T>>;
}

/**
 * The list state of a paged query whose page is not in the URL (an excerpt inside another page). A query that is
 * not enabled (e.g. no device chosen yet) shows the empty state, not a skeleton.
 */
export function listStateOf<T>(
  query: UseQueryResult<ListPageAnswer<T>>,
  paging: Pick<ListState<T>, 'page' | 'pageSize' | 'onPage'>,
): ListState<T> {
  return {
    ...paging,
    rows: query.data?.list,
    total: query.data?.total ?? 0,
    loading: query.isLoading,
    fetching: query.isFetching,
    error: query.isError,
    onRetry: () => void query.refetch(),
  };
}

const NO_FILTERS: readonly never[] = [];
const DEFAULT_PAGE_SIZE = 10;

/**
 * One list page's data (DESIGN section 7): filters and page kept in the URL (bookmarkable, restored by Back), the
 * request the list call and its export both take, and the list state with retry. Changing a filter goes back to
 * page 1. Spread `list` on the DataTable (or a ListBody) and hand `request` to the ExportListButton.
 */
export function useListPage<K extends string, R, T>({
  path,
  filters = NO_FILTERS,
  pageSize = DEFAULT_PAGE_SIZE,
  request: toRequest,
  useRows,
}: ListPageOptions<K, R, T>) {
  const { values, page, update, href } = useUrlFilters(path, filters);
  const request = toRequest(values, { pageNum: page, pageSize });
  const query = useRows(request);
  const list = listStateOf(query, {
    page,
    pageSize,
    onPage: (p) => update({ page: String(p) } as Partial<Record<K | 'page', string>>),
  });
  const anyFilter = filters.some((k) => values[k] !== '');
  const reset = () => update(Object.fromEntries(filters.map((k) => [k, ''])) as Partial<Record<K | 'page', string>>);
  list.filtered = anyFilter;
  list.onClearFilters = reset;
  /** `href`: the page's own URL with its filters, e.g. a detail page's way back. */
  return { values, update, reset, anyFilter, href, request, list };
}

/** The props a feature's own table (columns over the shared DataTable) takes from its list page. */
export interface ListTableProps<T> extends ListState<T> {
  /** Accessible name of the table. */
  label: string;
  emptyText: string;
  /** The next step offered on an empty, unfiltered list. */
  emptyAction?: ReactNode;
}
