import { useMemo, useState, type ReactNode } from 'react';
import { columnHelper, DataTable, type DataColumn } from '@/components/data-table';
import type { ListState } from '@/components/list-page/use-list-page';
import { useTranslation } from '@/lib/i18n';
import type { ReviewInput } from '../api/platform';
import { ReviewButton, ReviewDialog } from './review-dialog';

interface Props<R extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  emptyText: string;
  list: ListState<R>;
  /** The application's columns, its state column last; the review action follows them. */
  columns: DataColumn<R>[];
  /** Only a waiting application can be reviewed; keep this a module-level function (it keys the columns). */
  waiting: (row: R) => boolean;
  dialogTitle: string;
  /** The facts the reviewer decides on, above the decision. */
  facts: (row: R) => ReactNode;
  review: (input: ReviewInput) => Promise<unknown>;
}

/** A list of applications the platform reviews (certifications, partners): the table, its action and the dialog. */
export function ReviewTable<R extends { id: number }>({
  label,
  emptyText,
  list,
  columns,
  waiting,
  dialogTitle,
  facts,
  review,
}: Props<R>) {
  const { t } = useTranslation();
  const [reviewing, setReviewing] = useState<R | null>(null);
  const withAction = useMemo(
    () => [
      ...columns,
      columnHelper<R>().display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => <ReviewButton waiting={waiting(c.row.original)} onReview={() => setReviewing(c.row.original)} />,
      }),
    ],
    [columns, waiting, t],
  );
  return (
    <>
      <DataTable label={label} columns={withAction} {...list} rowId={(r) => String(r.id)} emptyText={emptyText} />
      {reviewing ? (
        <ReviewDialog id={reviewing.id} title={dialogTitle} review={review} onClose={() => setReviewing(null)}>
          {facts(reviewing)}
        </ReviewDialog>
      ) : null}
    </>
  );
}
