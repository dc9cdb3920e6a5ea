import { serviceStates, type ServiceState } from '@contract/device';
import { holdingStates, serviceTypeValues } from '@contract/cost';
import { Link, useSearchParams } from 'react-router-dom';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useHoldings, useServiceDevices } from '../api/cost';
import { CostLinks } from '../components/cost-links';
import { HoldingsTable } from '../components/holdings-table';
import { SimCards } from '../components/sim-cards';

const SERVICE_TONES: Record<ServiceState, string> = {
  longValid: 'text-blue-700',
  expiring: 'text-amber-700',
  expired: 'text-red-700',
};

/** How many of the unit's devices are in one service state, linking to them on the service payment page. */
function DeviceServiceCount({ state }: { state: ServiceState }) {
  const { t } = useTranslation();
  const count = useServiceDevices({ pageNum: 1, pageSize: 1, service: state });
  return (
    <Link
      to={`${paths.cost.servicePay}?service=${state}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300"
    >
      <div className="text-xs text-slate-500">{t(`device.${state}`)}</div>
      <div className={`mt-1 text-2xl font-semibold ${SERVICE_TONES[state]}`}>
        {count.data ? t('cost.holdings.deviceCount', { n: count.data.total }) : '…'}
      </div>
    </Link>
  );
}

/**
 * /cost/mypackage: what the unit owns - its devices' seal services by state (renewed on the service payment page),
 * the SIM cards in its networked seals, and every package it bought, with its end or what is left, auto-renew, and a way to buy more. Filters (service
 * type, state) are in the URL.
 */
export default function MyPackagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const serviceType = serviceTypeValues.find((v) => String(v) === params.get('serviceType'));
  const state = holdingStates.find((s) => s === params.get('state'));
  const holdings = useHoldings(serviceType);
  const shown = state ? holdings.data?.filter((h) => h.state === state) : holdings.data;
  const setFilter = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const reset = () => setParams({}, { replace: true });

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('cost.holdings.title')}
        subtitle={t('cost.holdings.intro')}
        actions={<CostLinks to={['servicePay', 'orders']} />}
      />
      <h2 className="mb-3 text-base font-semibold text-slate-800">{t('cost.holdings.devices')}</h2>
      <div className="mb-8 grid gap-3 sm:grid-cols-3">
        {serviceStates.map((s) => (
          <DeviceServiceCount key={s} state={s} />
        ))}
      </div>
      <h2 className="mb-3 text-base font-semibold text-slate-800">{t('cost.sims.title')}</h2>
      <div className="mb-8">
        <SimCards />
      </div>
      <h2 className="mb-3 text-base font-semibold text-slate-800">{t('cost.holdings.packages')}</h2>
      <FilterBar active={serviceType !== undefined || state !== undefined} resetLabel={t('cost.reset')} onReset={reset}>
        <FilterSelect
          label={t('cost.holdings.serviceType')}
          value={serviceType === undefined ? '' : String(serviceType)}
          onChange={(v) => setFilter('serviceType', v)}
          allLabel={t('cost.holdings.allTypes')}
          options={serviceTypeValues.map((v) => ({ value: String(v), label: t(`cost.serviceTypes.${v}`) }))}
        />
        <FilterSelect
          label={t('cost.holdings.state')}
          value={state ?? ''}
          onChange={(v) => setFilter('state', v)}
          allLabel={t('cost.servicePay.allStates')}
          options={holdingStates.map((s) => ({ value: s, label: t(`cost.holdings.states.${s}`) }))}
        />
      </FilterBar>
      <HoldingsTable
        label={t('cost.holdings.table')}
        holdings={shown}
        loading={holdings.isLoading}
        error={holdings.isError}
        onRetry={() => void holdings.refetch()}
        emptyText={t('cost.holdings.empty')}
        filtered={serviceType !== undefined || state !== undefined}
        onClearFilters={reset}
      />
    </section>
  );
}
