import type { RevenueMonth } from '@contract/cost';
import { useMemo } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n';
import { usePlatformRevenue } from '../api/cost';
import { formatFen } from '../money';

const col = columnHelper<RevenueMonth>();

/** Revenue by month of payment (real channels only); the sandbox's demo payments stand apart. */
export function RevenueTable() {
  const { t } = useTranslation();
  const revenue = usePlatformRevenue();
  const columns = useMemo(
    () => [
      col.accessor('month', { header: t('cost.platform.month') }),
      col.accessor('orders', { header: t('cost.platform.paidOrders') }),
      col.accessor('paidFen', { header: t('cost.platform.revenue'), cell: (c) => formatFen(c.getValue()) }),
      col.accessor('refundedFen', { header: t('cost.order.refunded'), cell: (c) => formatFen(c.getValue()) }),
      col.display({
        id: 'net',
        header: t('cost.platform.net'),
        cell: (c) => (
          <span className="font-medium">{formatFen(c.row.original.paidFen - c.row.original.refundedFen)}</span>
        ),
      }),
      col.accessor('sandboxPaidFen', {
        header: t('cost.platform.sandbox'),
        cell: (c) => <span className="text-slate-400">{formatFen(c.getValue())}</span>,
      }),
    ],
    [t],
  );
  const rows = revenue.data;
  return (
    <DataTable
      label={t('cost.platform.revenueTable')}
      columns={columns}
      rows={rows}
      total={rows?.length ?? 0}
      page={1}
      pageSize={Math.max(1, rows?.length ?? 0)}
      onPage={() => undefined}
      loading={revenue.isLoading}
      error={revenue.isError}
      onRetry={() => void revenue.refetch()}
      pager={false}
      rowId={(r) => r.month}
      emptyText={t('cost.platform.revenueEmpty')}
    />
  );
}
