import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { usePermission } from '@/lib/permissions';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useClearWhenShown } from '@/lib/use-record-counts';
import { useCreateExport } from '../api/exports';
import { useUseRecords } from '../api/records';
import { exportFiltersOf, RECORD_FILTERS, RecordFilters, recordFilters } from '../components/record-filters';
import { RecordTable } from '../components/record-table';

const PATH = '/sealManage/useCordlist';
const EXPORTS_PATH = '/sealManage/exportRecord';
const PAGE_SIZE = 10;

/**
 * /sealManage/useCordlist (使用记录): filters and page in the URL, exception rows tinted; 导出 writes what the list
 * shows. Opening the page clears the exception counter.
 */
export default function UseRecordListPage() {
  const { t } = useTranslation();
  const { values, page, update, href } = useUrlFilters(PATH, RECORD_FILTERS);
  const records = useUseRecords({ pageNum: page, pageSize: PAGE_SIZE, ...recordFilters(values) });
  const canExport = usePermission('record:export');
  const createExport = useCreateExport();
  const [exported, setExported] = useState(false);
  useClearWhenShown('exception', useLocation().pathname === PATH);

  const startExport = () =>
    createExport.mutate(
      { exportType: 3, filters: exportFiltersOf(values) },
      {
        onSuccess: () => {
          notify('success', t('useRecord.list.exportStarted'));
          setExported(true);
        },
      },
    );

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t('useRecord.list.title')}
        actions={
          canExport ? (
            <>
              {exported ? (
                <Link to={EXPORTS_PATH} className="text-sm text-blue-700 hover:underline">
                  {t('useRecord.list.exportLink')}
                </Link>
              ) : null}
              <Button size="sm" variant="secondary" loading={createExport.isPending} onClick={startExport}>
                {t('useRecord.list.export')}
              </Button>
            </>
          ) : null
        }
      />
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
