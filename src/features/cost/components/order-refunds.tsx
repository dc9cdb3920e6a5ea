import type { Refund } from '@contract/cost';
import { useMemo } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { formatFen } from '../money';
import { RefundStatusBadge } from './refund-badge';

const col = columnHelper<Refund>();

/** An order's refund requests, newest first: amount, reason, who asked and when, and how the platform decided. */
export function OrderRefunds({ refunds }: { refunds: Refund[] }) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const time = timeFormats.minute;
    const when = (at: string | null) => (at ? time.format(new Date(at)) : '—');
    return [
      col.accessor('requestedAt', { header: t('cost.refunds.requestedAt'), cell: (c) => when(c.getValue()) }),
      col.accessor('amountFen', { header: t('cost.refunds.amount'), cell: (c) => formatFen(c.getValue()) }),
      col.accessor('reason', { header: t('cost.refunds.reason'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('requestedByName', { header: t('cost.refunds.requestedBy'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('status', {
        header: t('cost.refunds.status'),
        cell: (c) => <RefundStatusBadge status={c.getValue()} />,
      }),
      col.accessor('decidedAt', { header: t('cost.refunds.decidedAt'), cell: (c) => when(c.getValue()) }),
      col.accessor('rejectReason', {
        header: t('cost.refunds.rejectReason'),
        cell: (c) => (c.getValue() ? <Truncate text={c.getValue()!} /> : '—'),
      }),
    ];
  }, [t]);
  return (
    <DataTable
      label={t('cost.refunds.title')}
      columns={columns}
      rows={refunds}
      total={refunds.length}
      page={1}
      pageSize={Math.max(1, refunds.length)}
      onPage={() => undefined}
      loading={false}
      pager={false}
      rowId={(r) => String(r.id)}
      emptyText={t('cost.refunds.none')}
    />
  );
}
