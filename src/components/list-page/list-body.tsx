import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Pagination } from '../pagination';
import { Button } from '../ui/button';
import { EmptyState } from './empty-state';
import type { ListState } from './use-list-page';

interface Props<T> extends ListState<T> {
  emptyText: string;
  /** The next step offered on an empty, unfiltered list. */
  emptyAction?: ReactNode;
  /** The rows of the current page, in the list's own markup (cards, a timeline, a photo grid). */
  children: (rows: T[]) => ReactNode;
  /** What stands in for the rows while the first answer is on its way. */
  skeleton: ReactNode;
  /** Classes of the box around the rows; `framed` when that box is itself a card (the states then need none). */
  className?: string;
  framed?: boolean;
}

/**
 * A paged list that is not a table: the same loading, error-with-retry and empty states as the shared data table,
 * then the rows and the pager.
 */
export function ListBody<T>({
  emptyText,
  emptyAction,
  children,
  skeleton,
  className = '',
  framed = false,
  ...list
}: Props<T>) {
  const { t } = useTranslation();
  const stateClass = `p-10 text-center text-sm text-slate-500 ${framed ? '' : 'rounded-lg border border-slate-200 bg-white'}`;
  let body: ReactNode;
  if (list.loading && !list.rows) body = skeleton;
  else if (list.error && !list.rows) {
    body = (
      <div className={stateClass}>
        <p>{t('table.error')}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={list.onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!list.rows || list.rows.length === 0) {
    body = (
      <div className={stateClass}>
        <EmptyState
          text={emptyText}
          action={emptyAction}
          filtered={list.filtered}
          onClearFilters={list.onClearFilters}
        />
      </div>
    );
  } else body = children(list.rows);
  return (
    <>
      <div className={className} aria-busy={list.loading || list.fetching}>
        {body}
      </div>
      {list.rows ? (
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.onPage} />
      ) : null}
    </>
  );
}
