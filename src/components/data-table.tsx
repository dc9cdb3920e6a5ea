import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
} from '@tanstack/react-table';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from './list-page/empty-state';
import type { ListState } from './list-page/use-list-page';
import { Pagination } from './pagination';
import { Button } from './ui/button';

/** A column with this id stays in view at the right edge while a wide table scrolls sideways. */
const ACTIONS = 'actions';
const STICKY_END = 'sticky right-0 shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.15)]';

/**
 * The shared list table of DESIGN section 7: TanStack Table renders the rows of one server page; the page, its size
 * and the total come from the caller (kept in the URL), so the table only asks for another page.
 */
export const dataTableFeatures = tableFeatures({ rowPaginationFeature });
type Features = typeof dataTableFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold values of several types
export type DataColumn<T extends RowData> = ColumnDef<Features, T, any>;

/** Typed column builders for a row type: `const col = columnHelper<Member>()`. */
export function columnHelper<T extends RowData>() {
  return createColumnHelper<Features, T>();
}

/** Checkboxes in front of the rows, and one in the header for every choosable row of the page (useRowSelection). */
export interface RowSelection<T> {
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  /** A row that cannot be chosen shows its box disabled. */
  choosable?: (row: T) => boolean;
  /** The accessible names of a row's box and of the header's box. */
  rowLabel: (row: T) => string;
  pageLabel: string;
}

interface Props<T extends RowData> extends Omit<ListState<T>, 'fetching' | 'error' | 'onRetry'> {
  /** Accessible name of the table. */
  label: string;
  columns: DataColumn<T>[];
  rowId: (row: T) => string;
  fetching?: boolean;
  error?: boolean;
  onRetry?: () => void;
  emptyText: string;
  /** The next step offered on an empty, unfiltered list (e.g. a button that adds the first member). */
  emptyAction?: ReactNode;
  /** Opens a row; clicks on the row's own buttons and links do not count. */
  onRowClick?: (row: T) => void;
  /** A row's background instead of white, e.g. a tint for exceptions; opaque, as the sticky actions cell takes it too. */
  rowClass?: (row: T) => string;
  /** The total and the page buttons below the table; off for a fixed excerpt ('the latest five'). */
  pager?: boolean;
  selection?: RowSelection<T> | undefined;
}

const EMPTY: never[] = [];
const SKELETON_ROWS = 5;

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a,button,input,select,textarea,label') !== null;
}

export function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  total,
  page,
  pageSize,
  onPage,
  rowId,
  loading,
  fetching = false,
  error = false,
  onRetry,
  emptyText,
  emptyAction,
  filtered,
  onClearFilters,
  onRowClick,
  pager = true,
  rowClass,
  selection,
}: Props<T>) {
  const { t } = useTranslation();
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows ?? (EMPTY as T[]),
    rowCount: total,
    manualPagination: true,
    getRowId: (row: T) => rowId(row),
    state: { pagination },
  });
  const headerGroups = table.getHeaderGroups();
  const columnCount = Math.max(1, columns.length) + (selection ? 1 : 0);
  const pageRows = table.getRowModel().rows;
  const choosable = selection ? pageRows.filter((r) => selection.choosable?.(r.original) ?? true).map((r) => r.id) : [];
  const allChosen = choosable.length > 0 && choosable.every((id) => selection!.chosen.has(id));
  const toggle = (id: string) => {
    const next = new Set(selection!.chosen);
    if (!next.delete(id)) next.add(id);
    selection!.onChange(next);
  };

  const open = (event: MouseEvent, row: T) => {
    if (onRowClick && !isInteractive(event.target)) onRowClick(row);
  };

  let body;
  if (loading && !rows) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={`skeleton-${i}`} data-testid="table-skeleton">
        <td colSpan={columnCount} className="px-4 py-3">
          <div className="h-5 animate-pulse rounded bg-slate-100" />
        </td>
      </tr>
    ));
  } else if (error && !rows) {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-slate-500">
          <p>{t('table.error')}</p>
          {onRetry ? (
            <Button size="sm" variant="secondary" className="mt-3" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </td>
      </tr>
    );
  } else if (pageRows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-4 py-6">
          <EmptyState text={emptyText} action={emptyAction} filtered={filtered} onClearFilters={onClearFilters} />
        </td>
      </tr>
    );
  } else {
    body = pageRows.map((row) => (
      <tr
        key={row.id}
        onClick={onRowClick ? (e) => open(e, row.original) : undefined}
        className={`border-t border-slate-100 ${onRowClick ? 'cursor-pointer hover:bg-blue-50/40' : ''} ${selection?.chosen.has(row.id) ? 'bg-blue-50/60' : rowClass?.(row.original) || 'bg-white'}`}
      >
        {selection ? (
          <td className="w-10 p-0">
            {/* The label fills the cell: a click beside the box chooses the row instead of opening it. */}
            <label className="flex cursor-pointer items-center px-4 py-3">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-blue-500"
                aria-label={selection.rowLabel(row.original)}
                checked={selection.chosen.has(row.id)}
                disabled={!(selection.choosable?.(row.original) ?? true)}
                onChange={() => toggle(row.id)}
              />
            </label>
          </td>
        ) : null}
        {row.getAllCells().map((cell) => (
          <td
            key={cell.id}
            className={`whitespace-nowrap px-4 py-3 text-sm text-slate-700 ${cell.column.id === ACTIONS ? `${STICKY_END} bg-inherit` : ''}`}
          >
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full" aria-label={label} aria-busy={loading || fetching}>
          <thead className="bg-slate-50">
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className="w-10 px-4 py-2.5">
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-blue-500"
                      aria-label={selection.pageLabel}
                      checked={allChosen}
                      disabled={choosable.length === 0}
                      onChange={() => selection.onChange(new Set(allChosen ? [] : choosable))}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={`whitespace-nowrap px-4 py-2.5 text-left text-xs font-medium text-slate-500 ${header.column.id === ACTIONS ? `${STICKY_END} bg-slate-50` : ''}`}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className={fetching && rows ? 'opacity-60 transition-opacity' : ''}>{body}</tbody>
        </table>
      </div>
      {/* Before the first page arrives there is no total to tell (not "0 in all"). */}
      {pager && !(loading && !rows) ? (
        <Pagination page={page} pageSize={pageSize} total={total} onPage={onPage} />
      ) : null}
    </div>
  );
}
