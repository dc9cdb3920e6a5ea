import { useLocation } from 'react-router-dom';
import { ExportListButton } from '@/components/export-list-button';
import { PageHeader } from '@/components/page-header';
import { useListPage } from '@/components/list-page/use-list-page';
import { useTranslation } from '@/lib/i18n';
import { useClearWhenShown } from '@/lib/use-record-counts';
import { useUseRecords } from '../api/records';
import { RECORD_FILTERS, RecordFilters, recordFilters } from '../components/record-filters';
import { RecordTable } from '../components/record-table';
import { paths } from '@/lib/paths';

const PATH = paths.useRecord.list;

/**
 * /sealManage/useCordlist (使用记录): filters and page in the URL, exception rows tinted; 导出 writes what the list
 * shows. Opening the page clears the exception counter.
 */
export default function UseRecordListPage() {
  const { t } = useTranslation();
  const { values, update, href, request, list } = useListPage({
    path: PATH,
    filters: RECORD_FILTERS,
    request: (filters, paging) => ({ ...paging, ...recordFilters(filters) }),
    useRows: useUseRecords,
  });
  useClearWhenShown('exception', useLocation().pathname === PATH);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('useRecord.list.title')} actions={<ExportListButton exportType={3} request={request} />} />
      <RecordFilters values={values} onChange={update} />
      <RecordTable {...list} label={t('useRecord.list.table')} emptyText={t('useRecord.list.empty')} from={href} />
    </section>
  );
}
