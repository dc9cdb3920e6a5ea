import { invoiceStatuses, type IssuingRow } from '@contract/invoice';
import { useMemo, useState } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Truncate } from '@/components/truncate';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { formatFen } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useIssueInvoice, useIssuingList } from '../api/invoice';
import { InvoiceStatusBadge } from '../components/invoice-badges';
import { INVOICE_FILTERS, InvoiceFilters, invoiceFilterRequest } from '../components/invoice-filters';
import { RejectDialog, ReverseDialog } from '../components/reject-dialog';

const col = columnHelper<IssuingRow>();
/** Invoices a red invoice may reverse: issued, or accepted by the buyer. */
const REVERSIBLE: readonly number[] = [invoiceStatuses.issued, invoiceStatuses.accepted];

/**
 * The system side's /system/cost/invoices: every unit's invoice requests, waiting ones first; filter by status and
 * type, search by number, title or unit; issue one (asked first; the requester is told) or reject it with a reason;
 * reverse an issued or accepted one with a red invoice (红冲, with a reason).
 */
export default function InvoiceIssuingPage() {
  const { t } = useTranslation();
  const issue = useIssueInvoice();
  const [rejecting, setRejecting] = useState<IssuingRow | null>(null);
  const [reversing, setReversing] = useState<IssuingRow | null>(null);
  const confirmIssue = useConfirm<IssuingRow>({
    run: (r) => issue.mutateAsync(r.id),
    message: (r) =>
      t('invoice.issuing.issueConfirm', { unit: r.unitName, no: r.invoiceNo, amount: formatFen(r.amountFen) }),
    done: t('invoice.issuing.issued'),
  });
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.cost.issuing,
    filters: INVOICE_FILTERS,
    request: (f, paging) => ({ ...paging, ...invoiceFilterRequest(f) }),
    useRows: useIssuingList,
  });

  const askIssue = confirmIssue.ask;
  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('invoiceNo', {
        header: t('invoice.list.invoiceNo'),
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      col.accessor('unitName', { header: t('invoice.issuing.unit'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('title', { header: t('invoice.list.payer'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('taxNumber', { header: t('invoice.payers.taxNumber'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('invoiceType', {
        header: t('invoice.list.type'),
        cell: (c) => t(`invoice.types.${String(c.getValue()) as '1'}`),
      }),
      col.accessor('amountFen', { header: t('invoice.list.amount'), cell: (c) => formatFen(c.getValue()) }),
      col.accessor('status', {
        header: t('invoice.list.status'),
        cell: (c) => <InvoiceStatusBadge status={c.getValue()} />,
      }),
      col.accessor('createdAt', {
        header: t('invoice.list.createdAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
      col.display({
        id: 'actions',
        header: t('invoice.issuing.actions'),
        cell: (c) =>
          c.row.original.status === invoiceStatuses.issuing ? (
            <div className="flex gap-1">
              <Button size="sm" onClick={() => askIssue(c.row.original)}>
                {t('invoice.issuing.issue')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setRejecting(c.row.original)}>
                {t('invoice.issuing.reject')}
              </Button>
            </div>
          ) : REVERSIBLE.includes(c.row.original.status) ? (
            <Button size="sm" variant="secondary" onClick={() => setReversing(c.row.original)}>
              {t('invoice.issuing.reverse')}
            </Button>
          ) : null,
      }),
    ];
  }, [t, askIssue]);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('invoice.issuing.title')} subtitle={t('invoice.issuing.subtitle')} />
      <InvoiceFilters
        values={values}
        update={update}
        reset={reset}
        active={anyFilter}
        searchLabel={t('invoice.issuing.search')}
      />
      <DataTable
        label={t('invoice.issuing.title')}
        columns={columns}
        {...list}
        rowId={(r) => String(r.id)}
        emptyText={t('invoice.list.empty')}
      />
      {rejecting ? <RejectDialog row={rejecting} onClose={() => setRejecting(null)} /> : null}
      {reversing ? <ReverseDialog row={reversing} onClose={() => setReversing(null)} /> : null}
      {confirmIssue.dialog}
    </section>
  );
}
