import { applyStates, type ApplyState } from '@contract/apply';
import type { ReactNode } from 'react';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';

/** The URL keys of both application lists' common filters. */
export const APPLY_FILTERS = ['keyword', 'state', 'from', 'to'] as const;
export type ApplyFilterValues = Record<(typeof APPLY_FILTERS)[number], string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const inputClass = 'h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-700';

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
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <SearchBox
        value={values.keyword}
        label={t('apply.filters.search')}
        maxLength={56}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <select
        aria-label={t('apply.columns.state')}
        value={values.state}
        onChange={(e) => onChange({ state: e.target.value })}
        className={inputClass}
      >
        <option value="">{t('apply.stateFilter.all')}</option>
        {applyStates.map((state) => (
          <option key={state} value={state}>
            {state === 'TERMINATED' ? t('apply.stateFilter.TERMINATED') : t(`apply.states.${state}`)}
          </option>
        ))}
      </select>
      <div className="flex items-center gap-2">
        <input
          type="date"
          aria-label={t('apply.filters.dateFrom')}
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          className={inputClass}
        />
        <span className="text-sm text-slate-400">{t('apply.filters.to')}</span>
        <input
          type="date"
          aria-label={t('apply.filters.dateTo')}
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          className={inputClass}
        />
      </div>
      {extra}
      {any ? (
        <button
          type="button"
          onClick={() => onChange({ keyword: '', state: '', from: '', to: '' })}
          className="text-sm text-slate-500 hover:text-slate-800"
        >
          {t('apply.filters.reset')}
        </button>
      ) : null}
    </div>
  );
}

/** The list request's filter fields of URL values; values that are not valid filters are ignored. */
export function applyRequest(values: ApplyFilterValues, page: number, pageSize: number) {
  return {
    pageNum: page,
    pageSize,
    keyword: values.keyword && values.keyword.length <= 56 ? values.keyword : undefined,
    state: (applyStates as readonly string[]).includes(values.state) ? (values.state as ApplyState) : undefined,
    dateFrom: DAY.test(values.from) ? values.from : undefined,
    dateTo: DAY.test(values.to) ? values.to : undefined,
  };
}
