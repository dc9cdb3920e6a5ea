import type { InvoiceSummary } from '@contract/invoice';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Truncate } from '@/components/truncate';
import { formatFen } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import { useInvoices } from '../api/invoice';
import { InvoiceStatusBadge } from '../components/invoice-badges';
import { INVOICE_FILTERS, InvoiceFilters, invoiceFilterRequest } from '../components/invoice-filters';

const col = columnHelper<InvoiceSummary>();
const primaryLink =
  'inline-flex h-10 items-center rounded-lg bg-blue-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-blue-700';

/** /cost/invoicerecordlist: the unit's invoice requests, newest first; filter by status and type, search, page. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const canApply = usePermission('invoice:apply');
  const { values, update, reset, anyFilter, href, list } = useListPage({
    path: paths.cost.invoices,
    filters: INVOICE_FILTERS,
    request: (f, paging) => ({ ...paging, ...invoiceFilterRequest(f) }),
    useRows: useInvoices,
  });

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('invoiceNo', {
        header: t('invoice.list.invoiceNo'),
        cell: (c) => (
          <Link
            to={paths.cost.invoiceDetail(c.row.original.id)}
            state={{ from: href }}
            className="font-medium text-blue-700 hover:underline"
          >
            {c.getValue()}
          </Link>
        ),
      }),
      col.accessor('title', { header: t('invoice.list.payer'), cell: (c) => <Truncate text={c.getValue()} /> }),
      col.accessor('invoiceType', {
        header: t('invoice.list.type'),
        cell: (c) => t(`invoice.types.${String(c.getValue()) as '1'}`),
      }),
      col.accessor('amountFen', { header: t('invoice.list.amount'), cell: (c) => formatFen(c.getValue()) }),
      col.accessor('status', {
        header: t('invoice.list.status'),
        cell: (c) => <InvoiceStatusBadge status={c.getValue()} />,
      }),
      col.accessor('createdByName', { header: t('invoice.list.createdBy'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('createdAt', {
        header: t('invoice.list.createdAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
    ];
  }, [t, href]);

  const applyLink = canApply ? (
    <Link to={paths.cost.invoice} className={primaryLink}>
      {t('invoice.list.apply')}
    </Link>
  ) : null;

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader title={t('invoice.list.title')} actions={applyLink} />
      <InvoiceFilters
        values={values}
        update={update}
        reset={reset}
        active={anyFilter}
        searchLabel={t('invoice.list.search')}
      />
      <DataTable
        label={t('invoice.list.table')}
        columns={columns}
        {...list}
        rowId={(i) => String(i.id)}
        emptyText={t('invoice.list.empty')}
      />
    </section>
  );
}
