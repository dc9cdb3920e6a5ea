import { useMemo, useState } from 'react';

/**
 * Rows chosen on a list page for an action on many (DataTable `selection`). Only rows of the page on screen count as
 * chosen: turning the page, filtering or a refresh that drops a row leaves it out, so an action never touches a row
 * the user no longer sees.
 */
export function useRowSelection<T>(rows: readonly T[] | undefined, rowId: (row: T) => string) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const chosenRows = useMemo(() => (rows ?? []).filter((r) => picked.has(rowId(r))), [rows, picked, rowId]);
  const chosen = useMemo(() => new Set(chosenRows.map(rowId)), [chosenRows, rowId]);
  return {
    chosen,
    chosenRows,
    onChange: setPicked,
    clear: () => setPicked(new Set()),
  };
}
