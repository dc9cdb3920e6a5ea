import { serviceTypes, smsBilledTo, type SmsBilledTo, type SmsDelivery, type SmsReminder } from '@contract/cost';
import { useMemo } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useProducts, useSmsReminders, useSmsSummary } from '../api/cost';
import { CatalogueGroups } from '../components/catalogue-groups';
import { CostLinks } from '../components/cost-links';

const FILTERS = ['billedTo'] as const;
const col = columnHelper<SmsReminder>();
const BILLED_TONES: Record<SmsBilledTo, 'blue' | 'green' | 'red'> = { free: 'blue', package: 'green', none: 'red' };
const DELIVERY_TONES: Record<SmsDelivery, 'slate' | 'green' | 'amber' | 'red'> = {
  pending: 'slate',
  sent: 'green',
  phoneLimited: 'amber',
  phoneInvalid: 'red',
  unavailable: 'red',
};

/** One figure of the SMS summary: what is used (or left) of what, with a bar. */
function Gauge({ label, value, of, note }: { label: string; value: number; of: number; note: string }) {
  const share = of > 0 ? Math.min(100, Math.round((value / of) * 100)) : 0;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="text-xs text-slate-500">{label}</div>
      <div className="mt-1 text-2xl font-semibold text-slate-900">
        {value}
        <span className="text-sm font-normal text-slate-400"> / {of}</span>
      </div>
      <div className="mt-2 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-1.5 rounded-full bg-blue-500" style={{ width: `${share}%` }} />
      </div>
      <div className="mt-2 text-xs text-slate-400">{note}</div>
    </div>
  );
}

/**
 * /cost/smsrecordlist: reminder SMS - the free quota and what is used of it, what is left of bought SMS packages,
 * the packages to buy, and every reminder SMS sent (filter: what paid for it).
 */
export default function SmsPage() {
  const { t } = useTranslation();
  const summary = useSmsSummary();
  const products = useProducts(serviceTypes.smsReminder);
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.cost.sms,
    filters: FILTERS,
    request: (f, paging) => ({ ...paging, billedTo: smsBilledTo.find((b) => b === f.billedTo) }),
    useRows: useSmsReminders,
  });

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('sentAt', { header: t('cost.sms.sentAt'), cell: (c) => time.format(new Date(c.getValue())) }),
      col.accessor('userName', { header: t('cost.sms.recipient'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('subject', {
        header: t('cost.sms.subject'),
        cell: (c) => t('cost.sms.remindOf', { no: c.getValue() }),
      }),
      col.accessor('billedTo', {
        header: t('cost.sms.billedTo'),
        cell: (c) => <Badge tone={BILLED_TONES[c.getValue()]}>{t(`cost.sms.billed.${c.getValue()}`)}</Badge>,
      }),
      col.accessor('delivery', {
        header: t('cost.sms.delivery'),
        cell: (c) => {
          const delivery = c.getValue();
          if (!delivery) return '—';
          return <Badge tone={DELIVERY_TONES[delivery]}>{t(`cost.sms.deliveries.${delivery}`)}</Badge>;
        },
      }),
    ];
  }, [t]);

  const s = summary.data;
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('cost.sms.title')}
        subtitle={t('cost.sms.intro')}
        actions={<CostLinks to={['packages', 'orders']} />}
      />
      <div className="mb-8 grid gap-3 sm:grid-cols-2">
        {s ? (
          <>
            <Gauge
              label={t('cost.sms.free')}
              value={s.freeUsed}
              of={s.freeLimit}
              note={t('cost.sms.freeNote', { n: Math.max(0, s.freeLimit - s.freeUsed) })}
            />
            <Gauge
              label={t('cost.sms.package')}
              value={s.packageLeft}
              of={s.packageUnits}
              note={t('cost.sms.packageNote')}
            />
          </>
        ) : (
          <div className="h-28 animate-pulse rounded-lg bg-slate-200/60 sm:col-span-2" />
        )}
      </div>
      <h2 className="mb-3 text-base font-semibold text-slate-800">{t('cost.sms.buy')}</h2>
      <CatalogueGroups products={products.data} loading={products.isLoading} />
      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-800">{t('cost.sms.records')}</h2>
      <FilterBar active={anyFilter} resetLabel={t('cost.reset')} onReset={reset}>
        <FilterSelect
          label={t('cost.sms.billedTo')}
          value={values.billedTo}
          onChange={(v) => update({ billedTo: v })}
          allLabel={t('cost.sms.allBilled')}
          options={smsBilledTo.map((b) => ({ value: b, label: t(`cost.sms.billed.${b}`) }))}
        />
      </FilterBar>
      <DataTable
        label={t('cost.sms.records')}
        columns={columns}
        {...list}
        rowId={(r) => String(r.id)}
        emptyText={t('cost.sms.empty')}
      />
    </section>
  );
}
