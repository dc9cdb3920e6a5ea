import { paymentChannelNames, type PlatformOrder } from '@contract/cost';
import { useMemo } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { usePlatformOrders } from '../api/cost';
import { ChannelName, OrderStateBadge, PayStateBadge } from '../components/order-badges';
import { PayStateFilter, payStateOf } from '../components/pay-state-filter';
import { PlatformRefunds } from '../components/platform-refunds';
import { PlatformTransfers } from '../components/platform-transfers';
import { RevenueTable } from '../components/revenue-table';
import { StatementLines } from '../components/statement-lines';
import { formatFen } from '../money';

const FILTERS = ['payState', 'channel', 'keyword'] as const;
const col = columnHelper<PlatformOrder>();

/**
 * /system/cost/orders (system side): the refund requests and bank transfers to decide, the revenue by month, then every unit's orders,
 * newest first; filter by pay state and channel, search by order number or unit name (all in the URL).
 */
export default function PlatformOrdersPage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.cost.platformOrders,
    filters: FILTERS,
    request: (f, paging) => {
      return {
        ...paging,
        payState: payStateOf(f.payState),
        channel: paymentChannelNames.find((c) => c === f.channel),
        keyword: f.keyword.slice(0, 32) || undefined,
      };
    },
    useRows: usePlatformOrders,
  });

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('orderNo', {
        header: t('cost.orders.orderNo'),
        cell: (c) => <span className="font-medium">{c.getValue()}</span>,
      }),
      col.accessor('companyName', { header: t('cost.platform.unit'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('title', { header: t('cost.orders.item'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('amountFen', { header: t('cost.orders.amount'), cell: (c) => formatFen(c.getValue()) }),
      col.accessor('payState', {
        header: t('cost.orders.payState'),
        cell: (c) => <PayStateBadge payState={c.getValue()} />,
      }),
      col.accessor('state', { header: t('cost.orders.state'), cell: (c) => <OrderStateBadge state={c.getValue()} /> }),
      col.accessor('channel', {
        header: t('cost.order.channel'),
        cell: (c) => <ChannelName channel={c.getValue()} />,
      }),
      col.accessor('createdAt', {
        header: t('cost.orders.createdAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
    ];
  }, [t]);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('cost.platform.ordersTitle')} subtitle={t('cost.platform.ordersIntro')} />
      <h2 className="mb-3 text-base font-semibold text-slate-800">{t('cost.refunds.platformTitle')}</h2>
      <PlatformRefunds />
      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-800">{t('cost.transfer.platform.title')}</h2>
      <PlatformTransfers />
      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-800">{t('cost.transfer.statement.lines.title')}</h2>
      <StatementLines />
      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-800">{t('cost.platform.revenueTable')}</h2>
      <RevenueTable />
      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-800">{t('cost.platform.allOrders')}</h2>
      <FilterBar active={anyFilter} resetLabel={t('cost.reset')} onReset={reset}>
        <SearchBox
          value={values.keyword}
          label={t('cost.platform.search')}
          maxLength={32}
          onSearch={(k) => update({ keyword: k })}
        />
        <PayStateFilter value={values.payState} onChange={(v) => update({ payState: v })} />
        <FilterSelect
          label={t('cost.order.channel')}
          value={values.channel}
          onChange={(v) => update({ channel: v })}
          allLabel={t('cost.platform.allChannels')}
          options={paymentChannelNames.map((c) => ({ value: c, label: t(`cost.order.channels.${c}`) }))}
        />
      </FilterBar>
      <DataTable
        label={t('cost.platform.allOrders')}
        columns={columns}
        {...list}
        rowId={(o) => String(o.id)}
        emptyText={t('cost.orders.empty')}
      />
    </section>
  );
}
