import { auditResults } from '@contract/audit';
import type { ReactNode } from 'react';
import { DateRange } from '@/components/date-range';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useTranslation } from '@/lib/i18n';

interface Props {
  values: { from: string; to: string; result: string };
  update: (changes: Partial<Record<'from' | 'to' | 'result', string>>) => void;
  anyFilter: boolean;
  reset: () => void;
  /** The log's own filters (searches). */
  children: ReactNode;
}

/** The filters both logs share (days, result) around the log's own searches. */
export function LogFilters({ values, update, anyFilter, reset, children }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar active={anyFilter} resetLabel={t('audit.filters.reset')} onReset={reset}>
      {children}
      <FilterSelect
        label={t('audit.filters.result')}
        value={values.result}
        onChange={(result) => update({ result })}
        allLabel={t('audit.filters.allResults')}
        options={auditResults.map((r) => ({ value: r, label: t(`audit.results.${r}`) }))}
      />
      <DateRange
        from={values.from}
        to={values.to}
        onChange={update}
        fromLabel={t('audit.filters.dateFrom')}
        toLabel={t('audit.filters.dateTo')}
        separator={t('audit.filters.to')}
      />
    </FilterBar>
  );
}

/** A result filter from the URL, or undefined when it is not one. */
export function resultOrUndefined(value: string) {
  return auditResults.find((r) => r === value);
}
