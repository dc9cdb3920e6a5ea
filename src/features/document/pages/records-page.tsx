import { DataTable } from '@/components/data-table';
import { FilterBar } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useIssuances } from '../api/watermark';
import { DocumentNav } from '../components/document-nav';
import { useIssuanceColumns } from '../components/issuance-columns';

const FILTERS = ['keyword'] as const;
const KEYWORD_MAX = 32;

/** /file/detectlist: every copy the unit issued, newest first, searched by document or recipient, paged in the URL. */
export default function RecordsPage() {
  const { t } = useTranslation();
  const { values, update, list } = useListPage({
    path: paths.document.records,
    filters: FILTERS,
    request: (filters, paging) => ({ ...paging, keyword: filters.keyword.slice(0, KEYWORD_MAX) || undefined }),
    useRows: useIssuances,
  });
  const columns = useIssuanceColumns();
  return (
    <section className="mx-auto max-w-7xl">
      <DocumentNav />
      <PageHeader title={t('docsec.records.title')} subtitle={t('docsec.records.subtitle')} />
      <FilterBar
        active={Boolean(values.keyword)}
        resetLabel={t('docsec.records.reset')}
        onReset={() => update({ keyword: '' })}
      >
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
