import { Card } from '@tremor/react';
import { DEVICE_ID_PATTERN } from '@contract/device';
import { useTypes } from '@contract/use-record';
import { FilterBar } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { DevicePicker } from '@/components/pickers';
import { useTranslation } from '@/lib/i18n';
import { useUseRecords } from '../api/records';
import { RecordTable } from '../components/record-table';
import { TrialOrderCard } from '../components/trial-order-card';
import { paths } from '@/lib/paths';

const PATH = paths.useRecord.trial;
const FILTERS = ['deviceId'] as const;

/**
 * /sealManage/try (试盖章): what a trial stamp is, ordering one on a chosen device (its progress and photo follow), and
 * the unit's trial stamps (use type 2) by device.
 */
export default function TrialPage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, href, list } = useListPage({
    path: PATH,
    filters: FILTERS,
    request: (filters, paging) => ({
      ...paging,
      useType: useTypes.trial,
      deviceId: DEVICE_ID_PATTERN.test(filters.deviceId) ? filters.deviceId : undefined,
    }),
    useRows: useUseRecords,
  });
  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('useRecord.trial.title')} />
      <Card className="mb-5">
        <p className="text-sm leading-6 text-slate-700">{t('useRecord.trial.intro')}</p>
        <p className="mt-2 text-xs text-slate-500">{t('useRecord.trial.howTo')}</p>
      </Card>
      <TrialOrderCard />
      <FilterBar active={anyFilter} resetLabel={t('useRecord.filters.reset')} onReset={reset}>
        <DevicePicker
          inline
          clearable
          label={t('useRecord.filters.device')}
          placeholder={t('useRecord.filters.device')}
          value={values.deviceId || null}
          onChange={(option) => update({ deviceId: option?.value ?? '' })}
        />
      </FilterBar>
      <RecordTable {...list} label={t('useRecord.trial.table')} emptyText={t('useRecord.trial.empty')} from={href} />
    </section>
  );
}
