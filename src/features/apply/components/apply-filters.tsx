import { applyStates, type ApplyState } from '@contract/apply';
import type { ReactNode } from 'react';
import { DateRange, dayOrUndefined } from '@/components/date-range';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';

/** The URL keys of both application lists' common filters. */
export const APPLY_FILTERS = ['keyword', 'state', 'from', 'to'] as const;
export type ApplyFilterValues = Record<(typeof APPLY_FILTERS)[number], string>;

interface Props {
  values: ApplyFilterValues;
  onChange: (changes: Partial<ApplyFilterValues>) => void;
  /** Controls of one list only (e.g. "only mine"), placed after the common ones. */
  extra?: ReactNode;
}

/** Keyword, state and submission date range; the page keeps them in the URL. */
export function ApplyFilters({ values, onChange, extra }: Props) {
  const { t } = useTranslation();
  const any = APPLY_FILTERS.some((key) => values[key]);
  return (
    <FilterBar
      active={any}
      resetLabel={t('apply.filters.reset')}
      onReset={() => onChange({ keyword: '', state: '', from: '', to: '' })}
    >
      <SearchBox
        value={values.keyword}
        label={t('apply.filters.search')}
        maxLength={56}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <FilterSelect
        label={t('apply.columns.state')}
        value={values.state}
        onChange={(state) => onChange({ state })}
        allLabel={t('apply.stateFilter.all')}
        options={applyStates.map((state) => ({
          value: state,
          label: state === 'TERMINATED' ? t('apply.stateFilter.TERMINATED') : t(`apply.states.${state}`),
        }))}
      />
      <DateRange
        from={values.from}
        to={values.to}
        onChange={onChange}
        fromLabel={t('apply.filters.dateFrom')}
        toLabel={t('apply.filters.dateTo')}
        separator={t('apply.filters.to')}
      />
      {extra}
    </FilterBar>
  );
}

/** The list request's filter fields of URL values; values that are not valid filters are ignored. */
export function applyRequest(values: ApplyFilterValues, page: number, pageSize: number) {
  return {
    pageNum: page,
    pageSize,
    keyword: values.keyword && values.keyword.length <= 56 ? values.keyword : undefined,
    state: (applyStates as readonly string[]).includes(values.state) ? (values.state as ApplyState) : undefined,
    dateFrom: dayOrUndefined(values.from),
    dateTo: dayOrUndefined(values.to),
  };
}
