import { DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { compareTypes } from '@contract/compare';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useComparisons } from '../api/compare';
import { CompareForm } from '../components/compare-form';
import { useComparisonColumns } from '../components/comparison-columns';
import { DocumentNav } from '../components/document-nav';

const FILTERS = ['keyword', 'type'] as const;
const KEYWORD_MAX = 32;

/** /file/detect: compare two versions of a document; below, the unit's comparisons, searched and paged in the URL. */
export default function ComparePage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.document.detect,
    filters: FILTERS,
    request: (filters, paging) => ({
      ...paging,
      keyword: filters.keyword.slice(0, KEYWORD_MAX) || undefined,
      type: filters.type === '' ? undefined : Number(filters.type),
    }),
    useRows: useComparisons,
  });
  const columns = useComparisonColumns();
  return (
    <section className="mx-auto max-w-7xl">
      <DocumentNav />
      <PageHeader title={t('compare.title')} subtitle={t('compare.subtitle')} />
      <CompareForm />
      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-900">{t('compare.records.title')}</h2>
      <FilterBar active={anyFilter} resetLabel={t('compare.records.reset')} onReset={reset}>
        <SearchBox
          label={t('compare.records.search')}
          value={values.keyword}
          maxLength={KEYWORD_MAX}
          onSearch={(keyword) => update({ keyword })}
        />
        <FilterSelect
          label={t('compare.records.type')}
          allLabel={t('compare.records.allTypes')}
          options={compareTypes.map((v) => ({ value: String(v), label: t(`compare.types.${v}`) }))}
          value={values.type}
          onChange={(type) => update({ type })}
        />
      </FilterBar>
      <DataTable
        label={t('compare.records.table')}
        columns={columns}
        {...list}
        rowId={(row) => String(row.id)}
        emptyText={t('compare.records.empty')}
      />
    </section>
  );
}
