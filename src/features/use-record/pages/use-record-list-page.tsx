import { useLocation } from 'react-router-dom';
import { ExportListButton } from '@/components/export-list-button';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useClearWhenShown } from '@/lib/use-record-counts';
import { useUseRecords } from '../api/records';
import { RECORD_FILTERS, RecordFilters, recordFilters } from '../components/record-filters';
import { RecordTable } from '../components/record-table';

const PATH = '/sealManage/useCordlist';
const PAGE_SIZE = 10;

/**
 * /sealManage/useCordlist (使用记录): filters and page in the URL, exception rows tinted; 导出 writes what the list
 * shows. Opening the page clears the exception counter.
 */
export default function UseRecordListPage() {
  const { t } = useTranslation();
  const { values, page, update, href } = useUrlFilters(PATH, RECORD_FILTERS);
  const request = { pageNum: page, pageSize: PAGE_SIZE, ...recordFilters(values) };
  const records = useUseRecords(request);
  useClearWhenShown('exception', useLocation().pathname === PATH);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('useRecord.list.title')} actions={<ExportListButton exportType={3} request={request} />} />
      <RecordFilters values={values} onChange={update} />
      <RecordTable
        label={t('useRecord.list.table')}
        rows={records.data?.list}
        total={records.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: String(p) })}
        loading={records.isPending}
        fetching={records.isFetching}
        error={records.isError}
        onRetry={() => void records.refetch()}
        emptyText={t('useRecord.list.empty')}
        from={href}
      />
    </section>
  );
}
