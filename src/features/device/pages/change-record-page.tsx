import { DEVICE_ID_PATTERN, type ReplaceRecord } from '@contract/device';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { DevicePicker } from '@/components/pickers';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useReplaceRecords } from '../api/devices';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

const FILTERS = ['deviceId'] as const;
const col = columnHelper<ReplaceRecord>();

/** /server/changerecord: the unit's device replacement records, newest first; device filter and page in the URL. */
export default function ChangeRecordPage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.device.changeRecord,
    filters: FILTERS,
    request: (filters, paging) => ({
      ...paging,
      deviceId: DEVICE_ID_PATTERN.test(filters.deviceId) ? filters.deviceId : undefined,
    }),
    useRows: useReplaceRecords,
  });

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    const none = <span className="text-slate-400">{t('common.none')}</span>;
    const deviceLink = (id: string) => (
      <Link to={paths.device.detail(id)} className="text-blue-700 hover:underline">
        {id}
      </Link>
    );
    return [
      col.accessor('deviceName', {
        header: t('device.replace.deviceName'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('oldDeviceId', { header: t('device.replace.oldDeviceId') }),
      col.accessor('newDeviceId', { header: t('device.replace.newDeviceId'), cell: (c) => deviceLink(c.getValue()) }),
      col.accessor('reason', { header: t('device.replace.reason'), cell: (c) => c.getValue() ?? none }),
      col.accessor('operatorName', { header: t('device.replace.operator'), cell: (c) => c.getValue() ?? none }),
      col.accessor('createdAt', { header: t('device.replace.time'), cell: (c) => time.format(new Date(c.getValue())) }),
    ];
  }, [t]);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t('device.replace.title')}
        actions={<TextLink to={paths.device.list}>{t('device.replace.back')}</TextLink>}
      />
      <FilterBar active={anyFilter} resetLabel={t('device.reset')} onReset={reset}>
        <DevicePicker
          inline
          clearable
          label={t('device.replace.filterDevice')}
          placeholder={t('device.replace.filterDevice')}
          value={values.deviceId || null}
          onChange={(option) => update({ deviceId: option?.value ?? '' })}
        />
      </FilterBar>
      <DataTable
        label={t('device.replace.table')}
        columns={columns}
        {...list}
        rowId={(r) => String(r.id)}
        emptyText={t('device.replace.empty')}
      />
    </section>
  );
}
