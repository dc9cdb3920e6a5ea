import { payStates, platformTransferReject, TRANSFER_REJECT_MAX, type PlatformTransfer } from '@contract/cost';
import { useMemo, useState } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { ReasonDialog } from '@/components/form/reason-dialog';
import { listStateOf } from '@/components/list-page/use-list-page';
import { SearchBox } from '@/components/search-box';
import { Truncate } from '@/components/truncate';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useRejectTransfer, useReviewTransfer, usePlatformTransfers } from '../api/cost';
import { formatFen } from '../money';
import { PayStateBadge } from './order-badges';
import { StatementImport } from './statement-import';

const col = columnHelper<PlatformTransfer>();
const PAGE_SIZE = 5;
/** The pay states a transfer passes through; under review (5) is shown by default. */
const STATES = [payStates.toPay, payStates.notReviewed, payStates.statusCheck, payStates.reviewFailed, payStates.paid];
const UNDER_REVIEW: readonly number[] = [payStates.notReviewed, payStates.statusCheck];

/**
 * The system side's bank transfers (an excerpt of the orders page): the receipt to look at, then confirm the money
 * (asked first; the order is paid and its service opened), mark it as being checked with the bank, or reject with a
 * reason the buyer is told. Filter by pay state, search by order number, remittance code or unit; a bank statement
 * confirms matching transfers in bulk.
 */
export function PlatformTransfers() {
  const { t } = useTranslation();
  const [payState, setPayState] = useState(String(payStates.notReviewed));
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = usePlatformTransfers({
    pageNum: page,
    pageSize: PAGE_SIZE,
    ...(payState ? { payState: Number(payState) } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const review = useReviewTransfer();
  const reject = useRejectTransfer();
  const [rejecting, setRejecting] = useState<PlatformTransfer | null>(null);
  const confirmApprove = useConfirm<PlatformTransfer>({
    run: (r) => review.mutateAsync({ id: r.orderId, step: 'approve' }),
    message: (r) =>
      t('cost.transfer.platform.approveConfirm', {
        unit: r.companyName,
        no: r.orderNo,
        amount: formatFen(r.amountFen),
      }),
    done: t('cost.transfer.platform.approved'),
  });
  const confirmCheck = useConfirm<PlatformTransfer>({
    run: (r) => review.mutateAsync({ id: r.orderId, step: 'check' }),
    message: (r) => t('cost.transfer.platform.checkConfirm', { no: r.orderNo }),
    done: t('cost.transfer.platform.checked'),
  });
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const askApprove = confirmApprove.ask;
  const askCheck = confirmCheck.ask;
  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('companyName', { header: t('cost.platform.unit'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('orderNo', {
        header: t('cost.orders.orderNo'),
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      col.accessor('remittanceCode', {
        header: t('cost.transfer.platform.code'),
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      col.accessor('amountFen', { header: t('cost.transfer.amount'), cell: (c) => formatFen(c.getValue()) }),
      col.accessor('receipt', {
        header: t('cost.transfer.receipt'),
        cell: (c) => {
          const receipt = c.getValue();
          const at = c.row.original.submittedAt;
          return receipt ? (
            <a href={receipt.url} target="_blank" rel="noreferrer" className="text-blue-700 hover:underline">
              {at ? time.format(new Date(at)) : receipt.name}
            </a>
          ) : (
            <span className="text-slate-400">{t('cost.transfer.platform.noReceipt')}</span>
          );
        },
      }),
      col.accessor('payState', {
        header: t('cost.orders.payState'),
        cell: (c) => <PayStateBadge payState={c.getValue()} />,
      }),
      col.display({
        id: 'actions',
        header: t('cost.refunds.actions'),
        cell: (c) => {
          const row = c.row.original;
          if (!UNDER_REVIEW.includes(row.payState)) return <Truncate text={row.rejectReason ?? ''} />;
          return (
            <div className="flex gap-1">
              <Button size="sm" onClick={() => askApprove(row)}>
                {t('cost.transfer.platform.approve')}
              </Button>
              {row.payState === payStates.notReviewed ? (
                <Button size="sm" variant="secondary" onClick={() => askCheck(row)}>
                  {t('cost.transfer.platform.check')}
                </Button>
              ) : null}
              <Button size="sm" variant="danger" onClick={() => setRejecting(row)}>
                {t('cost.transfer.platform.reject')}
              </Button>
            </div>
          );
        },
      }),
    ];
  }, [t, askApprove, askCheck]);

  return (
    <>
      <FilterBar
        active={payState !== String(payStates.notReviewed) || keyword !== ''}
        resetLabel={t('cost.reset')}
        onReset={() =>
          filter(() => {
            setPayState(String(payStates.notReviewed));
            setKeyword('');
          })
        }
      >
        <SearchBox
          value={keyword}
          label={t('cost.transfer.platform.search')}
          maxLength={32}
          onSearch={(k) => filter(() => setKeyword(k.trim()))}
        />
        <FilterSelect
          label={t('cost.transfer.platform.state')}
          value={payState}
          onChange={(v) => filter(() => setPayState(v))}
          allLabel={t('cost.transfer.platform.allStates')}
          options={STATES.map((s) => ({ value: String(s), label: t(`cost.payStates.${s}`) }))}
        />
        <StatementImport />
      </FilterBar>
      <DataTable
        label={t('cost.transfer.platform.title')}
        columns={columns}
        {...listStateOf(query, { page, pageSize: PAGE_SIZE, onPage: setPage })}
        rowId={(r) => String(r.orderId)}
        emptyText={t('cost.transfer.platform.empty')}
      />
      {rejecting ? (
        <ReasonDialog
          title={t('cost.transfer.platform.rejectTitle', { no: rejecting.orderNo })}
          label={t('cost.transfer.platform.rejectReason')}
          placeholder={t('cost.transfer.platform.rejectPlaceholder')}
          submitLabel={t('cost.transfer.platform.reject')}
          schema={platformTransferReject.request}
          toRequest={(reason) => ({ id: rejecting.orderId, reason })}
          maxLength={TRANSFER_REJECT_MAX}
          run={reject.mutateAsync}
          done={t('cost.transfer.platform.rejected')}
          onClose={() => setRejecting(null)}
        />
      ) : null}
      {confirmApprove.dialog}
      {confirmCheck.dialog}
    </>
  );
}
