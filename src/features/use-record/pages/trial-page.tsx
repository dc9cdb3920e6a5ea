import { Card } from '@tremor/react';
import { DEVICE_ID_PATTERN } from '@contract/device';
import { useTypes } from '@contract/use-record';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { DevicePicker } from '@/components/pickers';
import { useTranslation } from '@/lib/i18n';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useUseRecords } from '../api/records';
import { RecordTable } from '../components/record-table';

const PATH = '/sealManage/try';
const PAGE_SIZE = 10;
const FILTERS = ['deviceId'] as const;

/**
 * /sealManage/try (试盖章): what a trial stamp is, and the unit's trial stamps (use type 2) by device. Trial stamps are
 * made on the device; the console has no call to make one, so the page only shows them.
 */
export default function TrialPage() {
  const { t } = useTranslation();
  const { values, page, update, href } = useUrlFilters(PATH, FILTERS);
  const deviceId = DEVICE_ID_PATTERN.test(values.deviceId) ? values.deviceId : undefined;
  const records = useUseRecords({ pageNum: page, pageSize: PAGE_SIZE, useType: useTypes.trial, deviceId });
  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('useRecord.trial.title')} />
      <Card className="mb-5">
        <p className="text-sm leading-6 text-slate-700">{t('useRecord.trial.intro')}</p>
        <p className="mt-2 text-xs text-slate-500">{t('useRecord.trial.howTo')}</p>
      </Card>
      <FilterBar
        active={Boolean(values.deviceId)}
        resetLabel={t('useRecord.filters.reset')}
        onReset={() => update({ deviceId: '' })}
      >
        <DevicePicker
          inline
          clearable
          label={t('useRecord.filters.device')}
          placeholder={t('useRecord.filters.device')}
          value={values.deviceId || null}
          onChange={(option) => update({ deviceId: option?.value ?? '' })}
        />
      </FilterBar>
      <RecordTable
        label={t('useRecord.trial.table')}
        rows={records.data?.list}
        total={records.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: String(p) })}
        loading={records.isPending}
        fetching={records.isFetching}
        error={records.isError}
        onRetry={() => void records.refetch()}
        emptyText={t('useRecord.trial.empty')}
        from={href}
      />
    </section>
  );
}
