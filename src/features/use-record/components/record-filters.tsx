import { DEVICE_ID_PATTERN } from '@contract/device';
import type { UseType } from '@contract/use-record';
import { dayOrUndefined, DateRange } from '@/components/date-range';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { DevicePicker, MemberPicker } from '@/components/pickers';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/i18n';
import { useDepartments } from '../api/records';

/** The URL keys of the use records' filters. */
export const RECORD_FILTERS = ['deviceId', 'userId', 'departmentId', 'useType', 'from', 'to', 'exception'] as const;
export type RecordFilterValues = Record<(typeof RECORD_FILTERS)[number], string>;

export const USE_TYPES: readonly UseType[] = [0, 1, 2, 3, 6];

function positive(text: string): number | undefined {
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The filters of a use-record request (also what an export of the list takes); invalid URL values are ignored. */
export function recordFilters(values: RecordFilterValues) {
  const useType = Number(values.useType);
  return {
    deviceId: DEVICE_ID_PATTERN.test(values.deviceId) ? values.deviceId : undefined,
    userId: positive(values.userId),
    departmentId: positive(values.departmentId),
    useType:
      values.useType !== '' && (USE_TYPES as readonly number[]).includes(useType) ? (useType as UseType) : undefined,
    dateFrom: dayOrUndefined(values.from),
    dateTo: dayOrUndefined(values.to),
    exception: values.exception === '1' ? true : undefined,
  };
}

const EMPTY: RecordFilterValues = {
  deviceId: '',
  userId: '',
  departmentId: '',
  useType: '',
  from: '',
  to: '',
  exception: '',
};

/** Device, member, department, use type, date range and "exceptions only". */
export function RecordFilters({
  values,
  onChange,
}: {
  values: RecordFilterValues;
  onChange: (changes: Partial<RecordFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const userId = positive(values.userId);
  return (
    <FilterBar
      active={RECORD_FILTERS.some((k) => values[k])}
      resetLabel={t('useRecord.filters.reset')}
      onReset={() => onChange(EMPTY)}
    >
      <DevicePicker
        inline
        clearable
        label={t('useRecord.filters.device')}
        placeholder={t('useRecord.filters.device')}
        value={values.deviceId || null}
        onChange={(option) => onChange({ deviceId: option?.value ?? '' })}
      />
      <MemberPicker
        inline
        clearable
        label={t('useRecord.filters.member')}
        placeholder={t('useRecord.filters.member')}
        value={userId ?? null}
        onChange={(option) => onChange({ userId: option?.value ?? '' })}
      />
      <FilterSelect
        label={t('useRecord.filters.department')}
        value={values.departmentId}
        onChange={(departmentId) => onChange({ departmentId })}
        allLabel={t('useRecord.filters.allDepartments')}
        options={(departments.data ?? []).map((d) => ({
          value: String(d.id),
          label: `${'\u3000'.repeat(d.depth)}${d.name}`,
        }))}
      />
      <FilterSelect
        label={t('useRecord.filters.useType')}
        value={values.useType}
        onChange={(useType) => onChange({ useType })}
        allLabel={t('useRecord.filters.allUseTypes')}
        options={USE_TYPES.map((u) => ({ value: String(u), label: t(`useRecord.useTypes.${u}`) }))}
      />
      <DateRange
        from={values.from}
        to={values.to}
        onChange={onChange}
        fromLabel={t('useRecord.filters.dateFrom')}
        toLabel={t('useRecord.filters.dateTo')}
        separator={t('useRecord.filters.to')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-600">
        <Switch
          checked={values.exception === '1'}
          onChange={(on) => onChange({ exception: on ? '1' : '' })}
          label={t('useRecord.filters.exceptionOnly')}
        />
        {t('useRecord.filters.exceptionOnly')}
      </label>
    </FilterBar>
  );
}
