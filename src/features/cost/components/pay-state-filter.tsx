import { payStateValues, type PayState } from '@contract/cost';
import { FilterSelect } from '@/components/filter-bar';
import { useTranslation } from '@/lib/i18n';

/** The pay state a list's URL filter names, or none when it names nothing known. */
export function payStateOf(raw: string): PayState | undefined {
  const n = Number(raw);
  return raw !== '' ? payStateValues.find((v) => v === n) : undefined;
}

/** The filter of order lists by pay state (the unit's and the platform's). */
export function PayStateFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('cost.orders.payState')}
      value={value}
      onChange={onChange}
      allLabel={t('cost.orders.allPayStates')}
      options={payStateValues.map((v) => ({ value: String(v), label: t(`cost.payStates.${String(v) as '0'}`) }))}
    />
  );
}
