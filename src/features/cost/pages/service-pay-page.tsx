import { serviceStates, hasServicePeriod, type Device } from '@contract/device';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import { useProducts, useServiceDevices } from '../api/cost';
import { CatalogueGroups } from '../components/catalogue-groups';
import { CostLinks } from '../components/cost-links';
import { ServiceStateBadge } from '../components/service-state-badge';

const FILTERS = ['service', 'keyword'] as const;
const col = columnHelper<Device>();
const linkClass = 'text-sm font-medium text-blue-700 hover:underline';

/**
 * /cost/servicePay: what the unit has (its devices by service state, renewable ones with a way to renew) and what it
 * can buy (the catalogue by service type; a product that does not renew one device is ordered at once). Links lead to
 * what the unit owns and to the ordinary seal and file services.
 */
export default function ServicePayPage() {
  const { t } = useTranslation();
  const canPay = usePermission('cost:pay');
  const products = useProducts();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.cost.servicePay,
    filters: FILTERS,
    request: (f, paging) => ({
      ...paging,
      service: serviceStates.find((s) => s === f.service),
      keyword: f.keyword.slice(0, 56) || undefined,
    }),
    useRows: useServiceDevices,
  });

  const columns = useMemo(() => {
    const date = timeFormats.date;
    return [
      col.accessor('name', {
        header: t('device.name'),
        cell: (c) => <span className="font-medium">{c.getValue()}</span>,
      }),
      col.accessor('deviceId', { header: t('device.deviceId') }),
      col.accessor('deviceType', { header: t('device.type'), cell: (c) => t(`device.types.${c.getValue()}`) }),
      col.display({
        id: 'service',
        header: t('cost.servicePay.service'),
        cell: (c) => <ServiceStateBadge device={c.row.original} />,
      }),
      col.accessor('serviceEndTime', {
        header: t('cost.servicePay.serviceEnd'),
        cell: (c) => {
          const end = c.getValue();
          if (!hasServicePeriod(c.row.original.deviceType)) return <span className="text-slate-400">—</span>;
          return end ? date.format(new Date(end)) : t('cost.servicePay.noEnd');
        },
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) =>
          canPay && hasServicePeriod(c.row.original.deviceType) ? (
            <Link to={paths.cost.devicePay(c.row.original.deviceId)} className={linkClass}>
              {t('cost.servicePay.renew')}
            </Link>
          ) : null,
      }),
    ];
  }, [t, canPay]);

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('cost.servicePay.title')}
        subtitle={t('cost.servicePay.intro')}
        actions={<CostLinks to={['packages', 'filePay', 'sms', 'orders']} />}
      />
      <h2 className="mb-3 text-base font-semibold text-slate-800">{t('cost.servicePay.devices')}</h2>
      <FilterBar active={anyFilter} resetLabel={t('cost.reset')} onReset={reset}>
        <SearchBox
          value={values.keyword}
          label={t('cost.servicePay.search')}
          maxLength={56}
          onSearch={(k) => update({ keyword: k })}
        />
        <FilterSelect
          label={t('cost.servicePay.service')}
          value={values.service}
          onChange={(v) => update({ service: v })}
          allLabel={t('cost.servicePay.allStates')}
          options={serviceStates.map((s) => ({ value: s, label: t(`device.${s}`) }))}
        />
      </FilterBar>
      <DataTable
        label={t('cost.servicePay.deviceTable')}
        columns={columns}
        {...list}
        rowId={(d) => d.deviceId}
        emptyText={t('cost.servicePay.devicesEmpty')}
      />

      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-800">{t('cost.servicePay.catalogue')}</h2>
      <CatalogueGroups products={products.data} loading={products.isLoading} />
    </section>
  );
}
