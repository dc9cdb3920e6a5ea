import {
  platformRefundReject,
  REFUND_REASON_MAX,
  refundStatuses,
  refundStatusValues,
  type PlatformRefund,
} from '@contract/cost';
import { useMemo, useState } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { ReasonDialog } from '@/components/form/reason-dialog';
import { listStateOf } from '@/components/list-page/use-list-page';
import { Truncate } from '@/components/truncate';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { timeFormats } from '@/lib/local-time';
import { useApproveRefund, usePlatformRefunds, useRejectRefund } from '../api/cost';
import { formatFen } from '../money';
import { RefundStatusBadge } from './refund-badge';

const col = columnHelper<PlatformRefund>();
const PAGE_SIZE = 5;

/**
 * The system side's refund requests (an excerpt of the orders page), waiting ones first and shown by default: approve
 * (asked first; the channel sends the money back) or reject with a reason the requester is told. Filter by status.
 */
export function PlatformRefunds() {
  const { t } = useTranslation();
  const [status, setStatus] = useState(String(refundStatuses.waiting));
  const [page, setPage] = useState(1);
  const query = usePlatformRefunds({
    pageNum: page,
    pageSize: PAGE_SIZE,
    ...(status ? { status: Number(status) } : {}),
  });
  const approve = useApproveRefund();
  const reject = useRejectRefund();
  const [rejecting, setRejecting] = useState<PlatformRefund | null>(null);
  const confirmApprove = useConfirm<PlatformRefund, PlatformRefund>({
    run: (r) => approve.mutateAsync(r.id),
    message: (r) =>
      t('cost.refunds.approveConfirm', { unit: r.companyName, no: r.orderNo, amount: formatFen(r.amountFen) }),
    // The channel may refuse the refund, or not answer (it stays sending and the server sends it again).
    done: (out) => {
      if (out.status === refundStatuses.refunded) return t('cost.refunds.approved');
      if (out.status === refundStatuses.sending) notify('info', t('cost.refunds.approvedSending'));
      else notify('error', t('cost.refunds.approvedRefused'));
      return null;
    },
  });

  const askApprove = confirmApprove.ask;
  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('requestedAt', {
        header: t('cost.refunds.requestedAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
      col.accessor('companyName', { header: t('cost.platform.unit'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('orderNo', {
        header: t('cost.orders.orderNo'),
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      col.accessor('amountFen', {
        header: t('cost.refunds.amountOfPaid'),
        cell: (c) => `${formatFen(c.getValue())} / ${formatFen(c.row.original.paidFen)}`,
      }),
      col.accessor('reason', { header: t('cost.refunds.reason'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('requestedByName', { header: t('cost.refunds.requestedBy'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('status', {
        header: t('cost.refunds.status'),
        cell: (c) => <RefundStatusBadge status={c.getValue()} />,
      }),
      col.display({
        id: 'actions',
        header: t('cost.refunds.actions'),
        cell: (c) =>
          c.row.original.status === refundStatuses.waiting ? (
            <div className="flex gap-1">
              <Button size="sm" onClick={() => askApprove(c.row.original)}>
                {t('cost.refunds.approve')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setRejecting(c.row.original)}>
                {t('cost.refunds.reject')}
              </Button>
            </div>
          ) : (
            <Truncate text={c.row.original.rejectReason ?? ''} />
          ),
      }),
    ];
  }, [t, askApprove]);

  return (
    <>
      <FilterBar
        active={status !== String(refundStatuses.waiting)}
        resetLabel={t('cost.reset')}
        onReset={() => {
          setStatus(String(refundStatuses.waiting));
          setPage(1);
        }}
      >
        <FilterSelect
          label={t('cost.refunds.status')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          allLabel={t('cost.refunds.allStatuses')}
          options={refundStatusValues.map((s) => ({ value: String(s), label: t(`cost.refunds.statuses.${s}`) }))}
        />
      </FilterBar>
      <DataTable
        label={t('cost.refunds.platformTitle')}
        columns={columns}
        {...listStateOf(query, { page, pageSize: PAGE_SIZE, onPage: setPage })}
        rowId={(r) => String(r.id)}
        emptyText={t('cost.refunds.empty')}
      />
      {rejecting ? (
        <ReasonDialog
          title={t('cost.refunds.rejectTitle', { no: rejecting.orderNo })}
          label={t('cost.refunds.rejectReason')}
          placeholder={t('cost.refunds.rejectPlaceholder')}
          submitLabel={t('cost.refunds.reject')}
          schema={platformRefundReject.request}
          toRequest={(reason) => ({ id: rejecting.id, reason })}
          maxLength={REFUND_REASON_MAX}
          run={reject.mutateAsync}
          done={t('cost.refunds.rejected')}
          onClose={() => setRejecting(null)}
        />
      ) : null}
      {confirmApprove.dialog}
    </>
  );
}
