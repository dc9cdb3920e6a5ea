import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Icon } from '../icons';
import { Button } from '../ui/button';

interface Props {
  /** The list's own empty text ('暂无成员'), shown while no filter is set. */
  text: string;
  /** The next step on an empty list (e.g. a button that adds the first member), passed in by the page. */
  action?: ReactNode;
  /** Filters are set: the emptiness is the search's, so it says "no match" and offers to clear them. */
  filtered?: boolean;
  onClearFilters?: () => void;
}

/**
 * What a list shows without rows: an icon, the text and the next action. A filtered list without hits says it found
 * no match (not that there is nothing) and offers to clear the filters.
 */
export function EmptyState({ text, action, filtered = false, onClearFilters }: Props) {
  const { t } = useTranslation();
  const noMatch = filtered && onClearFilters !== undefined;
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center text-sm text-slate-500" data-testid="empty-state">
      <Icon name={noMatch ? 'search' : 'inbox'} className="h-8 w-8 text-slate-300" />
      <p>{noMatch ? t('table.noMatch') : text}</p>
      {noMatch ? (
        <Button size="sm" variant="secondary" onClick={onClearFilters}>
          {t('table.clearFilters')}
        </Button>
      ) : (
        action
      )}
    </div>
  );
}
