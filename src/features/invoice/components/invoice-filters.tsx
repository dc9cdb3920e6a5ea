import { invoiceStatusValues, invoiceTypeValues } from '@contract/invoice';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';
import { oneOf } from '../filter-values';

/** The filters both invoice lists take (the unit's records and the platform's issuing): the URL keeps them. */
export const INVOICE_FILTERS = ['status', 'invoiceType', 'keyword'] as const;

type Values = Record<(typeof INVOICE_FILTERS)[number], string>;

/** The list call's filter fields from the URL's values (unknown values are no filter). */
export function invoiceFilterRequest(f: Values) {
  return {
    status: oneOf(f.status, invoiceStatusValues),
    invoiceType: oneOf(f.invoiceType, invoiceTypeValues),
    keyword: f.keyword.slice(0, 32) || undefined,
  };
}

interface Props {
  values: Values;
  update: (next: Partial<Values>) => void;
  reset: () => void;
  active: boolean;
  searchLabel: string;
}

/** Search by number or title, status and type: the filter bar of an invoice list. */
export function InvoiceFilters({ values, update, reset, active, searchLabel }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar active={active} resetLabel={t('cost.reset')} onReset={reset}>
      <SearchBox value={values.keyword} label={searchLabel} maxLength={32} onSearch={(k) => update({ keyword: k })} />
      <FilterSelect
        label={t('invoice.list.status')}
        value={values.status}
        onChange={(v) => update({ status: v })}
        allLabel={t('invoice.list.allStatuses')}
        options={invoiceStatusValues.map((v) => ({ value: String(v), label: t(`invoice.statuses.${v}`) }))}
      />
      <FilterSelect
        label={t('invoice.list.type')}
        value={values.invoiceType}
        onChange={(v) => update({ invoiceType: v })}
        allLabel={t('invoice.list.allTypes')}
        options={invoiceTypeValues.map((v) => ({ value: String(v), label: t(`invoice.types.${v}`) }))}
      />
    </FilterBar>
  );
}
