import { exportTypes } from '@contract/use-record';
import type { OrderSummary } from '@contract/cost';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { ExportListButton } from '@/components/export-list-button';
import { FilterBar } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useOrders } from '../api/cost';
import { OrderStateBadge, PayStateBadge } from '../components/order-badges';
import { PayStateFilter, payStateOf } from '../components/pay-state-filter';
import { formatFen } from '../money';

const FILTERS = ['payState', 'keyword'] as const;
const col = columnHelper<OrderSummary>();

/**
 * /cost/payLists: the unit's orders, newest first; filter by pay state, search by order number; export what it shows
 * (xlsx, downloaded here once written).
 */
export default function OrderListPage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, href, list, request } = useListPage({
    path: paths.cost.orders,
    filters: FILTERS,
    request: (f, paging) => {
      return {
        ...paging,
        payState: payStateOf(f.payState),
        keyword: f.keyword.slice(0, 32) || undefined,
      };
    },
    useRows: useOrders,
  });

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('orderNo', {
        header: t('cost.orders.orderNo'),
        cell: (c) => (
          <Link
            to={paths.cost.orderDetail(c.row.original.id)}
            state={{ from: href }}
            className="font-medium text-blue-700 hover:underline"
          >
            {c.getValue()}
          </Link>
        ),
      }),
      col.accessor('title', { header: t('cost.orders.item'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('amountFen', { header: t('cost.orders.amount'), cell: (c) => formatFen(c.getValue()) }),
      col.accessor('payState', {
        header: t('cost.orders.payState'),
        cell: (c) => <PayStateBadge payState={c.getValue()} />,
      }),
      col.accessor('state', { header: t('cost.orders.state'), cell: (c) => <OrderStateBadge state={c.getValue()} /> }),
      col.accessor('createdByName', { header: t('cost.orders.createdBy'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('createdAt', {
        header: t('cost.orders.createdAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
    ];
  }, [t, href]);

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('cost.orders.title')}
        actions={<ExportListButton exportType={exportTypes.orders} request={request} downloadHere />}
      />
      <FilterBar active={anyFilter} resetLabel={t('cost.reset')} onReset={reset}>
        <SearchBox
          value={values.keyword}
          label={t('cost.orders.search')}
          maxLength={32}
          onSearch={(k) => update({ keyword: k })}
        />
        <PayStateFilter value={values.payState} onChange={(v) => update({ payState: v })} />
      </FilterBar>
      <DataTable
        label={t('cost.orders.table')}
        columns={columns}
        {...list}
        rowId={(o) => String(o.id)}
        emptyText={t('cost.orders.empty')}
      />
    </section>
  );
}
