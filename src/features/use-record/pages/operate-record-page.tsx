import { DEVICE_ID_PATTERN } from '@contract/device';
import type { ResponseOf } from '@contract/endpoint';
import type { operateRecordList } from '@contract/use-record';
import { useMemo } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { dayOrUndefined, DateRange } from '@/components/date-range';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { DevicePicker } from '@/components/pickers';
import { Truncate } from '@/components/truncate';
import { textOr, useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useOperateRecords } from '../api/records';
import { paths } from '@/lib/paths';

type Row = ResponseOf<typeof operateRecordList>['list'][number];
const col = columnHelper<Row>();
const PATH = paths.useRecord.operate;
const FILTERS = ['deviceId', 'operationType', 'from', 'to'] as const;
const OPERATION_TYPES = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/** /sealManage/operateRecord (操作记录): the devices' operations by device, type and date; filters in the URL. */
export default function OperateRecordPage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: PATH,
    filters: FILTERS,
    request: (filters, paging) => {
      const type = Number(filters.operationType);
      return {
        ...paging,
        deviceId: DEVICE_ID_PATTERN.test(filters.deviceId) ? filters.deviceId : undefined,
        operationType:
          filters.operationType !== '' && (OPERATION_TYPES as readonly number[]).includes(type) ? type : undefined,
        dateFrom: dayOrUndefined(filters.from),
        dateTo: dayOrUndefined(filters.to),
      };
    },
    useRows: useOperateRecords,
  });

  const columns = useMemo(() => {
    const time = timeFormats.second;
    const none = <span className="text-slate-400">{t('useRecord.none')}</span>;
    return [
      col.accessor('createdAt', {
        header: t('useRecord.columns.time'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
      col.accessor('deviceName', {
        header: t('useRecord.columns.device'),
        cell: (c) => (
          <span title={c.row.original.deviceId} className="block max-w-48 truncate">
            {c.getValue()}
          </span>
        ),
      }),
      col.accessor('operationType', {
        header: t('useRecord.columns.operationType'),
        cell: (c) => textOr(`useRecord.operationTypes.${c.getValue()}`, String(c.getValue())),
      }),
      col.accessor('operatorName', { header: t('useRecord.columns.operator'), cell: (c) => c.getValue() ?? none }),
      col.accessor('detail', {
        header: t('useRecord.columns.detail'),
        cell: (c) => <Truncate text={c.getValue()} empty={none} />,
      }),
    ];
  }, [t]);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('useRecord.operate.title')} />
      <FilterBar active={anyFilter} resetLabel={t('useRecord.filters.reset')} onReset={reset}>
        <DevicePicker
          inline
          clearable
          label={t('useRecord.filters.device')}
          placeholder={t('useRecord.filters.device')}
          value={values.deviceId || null}
          onChange={(option) => update({ deviceId: option?.value ?? '' })}
        />
        <FilterSelect
          label={t('useRecord.filters.operationType')}
          value={values.operationType}
          onChange={(operationType) => update({ operationType })}
          allLabel={t('useRecord.filters.allOperations')}
          options={OPERATION_TYPES.map((o) => ({ value: String(o), label: t(`useRecord.operationTypes.${o}`) }))}
        />
        <DateRange
          from={values.from}
          to={values.to}
          onChange={update}
          fromLabel={t('useRecord.filters.dateFrom')}
          toLabel={t('useRecord.filters.dateTo')}
          separator={t('useRecord.filters.to')}
        />
      </FilterBar>
      <DataTable
        label={t('useRecord.operate.table')}
        columns={columns}
        {...list}
        rowId={(r) => String(r.id)}
        emptyText={t('useRecord.operate.empty')}
      />
    </section>
  );
}
