import type { AuthState } from '@contract/authorization';
import { DEVICE_ID_PATTERN } from '@contract/device';
import { dayOrUndefined, DateRange } from '@/components/date-range';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { DevicePicker, MemberPicker } from '@/components/pickers';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';

/** The URL keys of the authorisation records' filters. */
export const AUTH_FILTERS = ['keyword', 'state', 'deviceId', 'userId', 'from', 'to'] as const;
export type AuthFilterValues = Record<(typeof AUTH_FILTERS)[number], string>;

const STATES = [0, 1, 2, 3, 4, 5, 6] as const;

/** Keyword, state, device, member and grant date range; the page keeps them in the URL. */
export function AuthFilters({
  values,
  onChange,
}: {
  values: AuthFilterValues;
  onChange: (changes: Partial<AuthFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const userId = Number(values.userId);
  return (
    <FilterBar
      active={AUTH_FILTERS.some((k) => values[k])}
      resetLabel={t('authorization.filters.reset')}
      onReset={() => onChange({ keyword: '', state: '', deviceId: '', userId: '', from: '', to: '' })}
    >
      <SearchBox
        value={values.keyword}
        label={t('authorization.filters.search')}
        maxLength={56}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <FilterSelect
        label={t('authorization.columns.state')}
        value={values.state}
        onChange={(state) => onChange({ state })}
        allLabel={t('authorization.filters.allStates')}
        options={STATES.map((s) => ({ value: String(s), label: t(`authorization.states.${s}`) }))}
      />
      <DevicePicker
        inline
        clearable
        label={t('authorization.filters.device')}
        placeholder={t('authorization.filters.device')}
        value={values.deviceId || null}
        onChange={(option) => onChange({ deviceId: option?.value ?? '' })}
      />
      <MemberPicker
        inline
        clearable
        label={t('authorization.filters.member')}
        placeholder={t('authorization.filters.member')}
        value={Number.isInteger(userId) && userId > 0 ? userId : null}
        onChange={(option) => onChange({ userId: option?.value ?? '' })}
      />
      <DateRange
        from={values.from}
        to={values.to}
        onChange={onChange}
        fromLabel={t('authorization.filters.dateFrom')}
        toLabel={t('authorization.filters.dateTo')}
        separator={t('authorization.filters.to')}
      />
    </FilterBar>
  );
}

/** The list request's filters of URL values; values that are not valid filters are ignored. */
export function authRequest(values: AuthFilterValues, page: number, pageSize: number) {
  const state = Number(values.state);
  const userId = Number(values.userId);
  return {
    pageNum: page,
    pageSize,
    keyword: values.keyword && values.keyword.length <= 56 ? values.keyword : undefined,
    state: values.state !== '' && (STATES as readonly number[]).includes(state) ? (state as AuthState) : undefined,
    deviceId: DEVICE_ID_PATTERN.test(values.deviceId) ? values.deviceId : undefined,
    userId: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    dateFrom: dayOrUndefined(values.from),
    dateTo: dayOrUndefined(values.to),
  };
}
