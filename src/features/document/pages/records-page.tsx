import { issuanceOrigins } from '@contract/document';
import { DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useIssuances } from '../api/watermark';
import { DocumentNav } from '../components/document-nav';
import { useIssuanceColumns } from '../components/issuance-columns';

const FILTERS = ['keyword', 'origin'] as const;
const KEYWORD_MAX = 32;

/**
 * /file/detectlist: every copy the unit issued or marked for a download, newest first, searched by document or
 * recipient and filtered by origin, paged in the URL.
 */
export default function RecordsPage() {
  const { t } = useTranslation();
  const { values, update, list } = useListPage({
    path: paths.document.records,
    filters: FILTERS,
    request: (filters, paging) => ({
      ...paging,
      keyword: filters.keyword.slice(0, KEYWORD_MAX) || undefined,
      origin: issuanceOrigins.find((o) => o === filters.origin),
    }),
    useRows: useIssuances,
  });
  const columns = useIssuanceColumns();
  return (
    <section className="mx-auto max-w-7xl">
      <DocumentNav />
      <PageHeader title={t('docsec.records.title')} subtitle={t('docsec.records.subtitle')} />
      <FilterBar
        active={Boolean(values.keyword || values.origin)}
        resetLabel={t('docsec.records.reset')}
        onReset={() => update({ keyword: '', origin: '' })}
      >
        <FilterSelect
          label={t('docsec.records.origin')}
          value={values.origin}
          onChange={(origin) => update({ origin })}
          allLabel={t('docsec.records.allOrigins')}
          options={issuanceOrigins.map((o) => ({ value: o, label: t(`docsec.records.origins.${o}`) }))}
        />
        <SearchBox
          label={t('docsec.records.search')}
          value={values.keyword}
          maxLength={KEYWORD_MAX}
          onSearch={(keyword) => update({ keyword })}
        />
      </FilterBar>
      <DataTable
        label={t('docsec.records.table')}
        columns={columns}
        {...list}
        rowId={(row) => row.issuanceId}
        emptyText={t('docsec.records.empty')}
      />
    </section>
  );
}
