import { invoiceStatuses, type InvoiceDetail } from '@contract/invoice';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DetailCard, DetailFrame, Field, FieldList } from '@/components/detail-card';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { formatFen } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import {
  useAcceptInvoice,
  useCancelInvoice,
  useInvoice,
  useOpenInvoiceDocument,
  useReissueInvoice,
} from '../api/invoice';
import { InvoiceStatusBadge } from '../components/invoice-badges';
import { TextLink } from '@/components/text-link';

/** The steps of the request, oldest first, each with its time. */
function Timeline({ steps }: { steps: InvoiceDetail['timeline'] }) {
  const { t } = useTranslation();
  const time = timeFormats.minute;
  return (
    <ol className="relative ml-2 border-l border-slate-200">
      {steps.map((s) => (
        <li key={s.status} className="mb-4 ml-4 last:mb-0">
          <span className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-blue-500" />
          <p className="text-sm font-medium text-slate-800">{t(`invoice.statuses.${String(s.status) as '1'}`)}</p>
          <p className="text-xs text-slate-500">{time.format(new Date(s.at))}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * /cost/invoicecorddetail/:id: one invoice request: the payer as submitted, its orders and amounts, the status
 * timeline; while it waits to be issued it can be withdrawn (asked first). A reversed one shows the red invoice
 * (reason, number, document) and may be asked for again once (asked first; the new request opens).
 */
export default function InvoiceDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const invoice = useInvoice(id);
  const from = (useLocation().state as { from?: string } | null)?.from;
  const listPath = from?.startsWith(paths.cost.invoices) ? from : paths.cost.invoices;
  const canApply = usePermission('invoice:apply');
  const cancel = useCancelInvoice();
  const confirm = useConfirm<InvoiceDetail>({
    run: (i) => cancel.mutateAsync(i.id),
    message: (i) => t('invoice.detail.cancelConfirm', { no: i.invoiceNo }),
    done: t('invoice.detail.cancelled'),
  });
  const accept = useAcceptInvoice();
  const confirmAccept = useConfirm<InvoiceDetail>({
    run: (i) => accept.mutateAsync(i.id),
    message: (i) => t('invoice.detail.acceptConfirm', { no: i.issuedNo ?? i.invoiceNo }),
    done: t('invoice.detail.accepted'),
  });
  const reissue = useReissueInvoice();
  const navigate = useNavigate();
  const confirmReissue = useConfirm<InvoiceDetail>({
    run: async (i) => {
      const created = await reissue.mutateAsync(i.id);
      void navigate(paths.cost.invoiceDetail(created.id));
    },
    message: (i) => t('invoice.detail.reissueConfirm', { no: i.invoiceNo }),
    done: t('invoice.detail.reissued'),
  });
  const openDocument = useOpenInvoiceDocument();
  const time = timeFormats.minute;
  const i = invoice.data;

  return (
    <DetailFrame
      title={t('invoice.detail.title')}
      actions={<TextLink to={listPath}>{t('invoice.detail.back')}</TextLink>}
      state={invoice.isLoading ? 'loading' : i ? 'ready' : 'missing'}
      missingText={t('invoice.detail.missing')}
    >
      {i ? (
        <DetailCard
          title={i.invoiceNo}
          subtitle={
            <>
              <InvoiceStatusBadge status={i.status} />
              <span>{t(`invoice.types.${String(i.invoiceType) as '1'}`)}</span>
            </>
          }
        >
          <div className="grid gap-6 lg:grid-cols-[1fr_14rem]">
            <div className="min-w-0">
              {i.rejectReason ? (
                <p
                  role="status"
                  className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
                >
                  {t('invoice.detail.rejectReason')}：{i.rejectReason}
                </p>
              ) : null}
              {i.redNo ? (
                <p
                  role="status"
                  className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
                >
                  {t('invoice.detail.redNo')}：{i.redNo} · {t('invoice.detail.reverseReason')}：{i.reverseReason}
                  {i.reissuedBy ? (
                    <>
                      {' · '}
                      {t('invoice.detail.reissuedBy')}
                      <Link to={paths.cost.invoiceDetail(i.reissuedBy)} className="text-blue-700 hover:underline">
                        #{i.reissuedBy}
                      </Link>
                    </>
                  ) : null}
                </p>
              ) : null}
              {i.reissueOf ? (
                <p className="mb-4 text-sm text-slate-600">
                  {t('invoice.detail.reissueOf')}
                  <Link to={paths.cost.invoiceDetail(i.reissueOf)} className="text-blue-700 hover:underline">
                    #{i.reissueOf}
                  </Link>
                </p>
              ) : null}
              <FieldList title={t('invoice.detail.payer')} columns={2}>
                {i.issuedNo ? <Field label={t('invoice.detail.issuedNo')}>{i.issuedNo}</Field> : null}
                <Field label={t('invoice.payers.name')}>{i.title}</Field>
                <Field label={t('invoice.payers.payerType')}>
                  {t(`invoice.payerTypes.${String(i.payerType) as '1'}`)}
                </Field>
                <Field label={t('invoice.payers.taxNumber')}>{i.taxNumber ?? '—'}</Field>
                <Field label={t('invoice.payers.phone')}>{i.phone ?? '—'}</Field>
                <Field label={t('invoice.payers.address')}>{i.address ?? '—'}</Field>
                <Field label={t('invoice.payers.bankName')}>
                  {[i.bankName, i.bankAccount].filter(Boolean).join(' ') || '—'}
                </Field>
                <Field label={t('invoice.apply.email')}>{i.email ?? '—'}</Field>
                <Field label={t('invoice.apply.remark')}>{i.remark ?? '—'}</Field>
                <Field label={t('invoice.list.createdBy')}>{i.createdByName ?? '—'}</Field>
                <Field label={t('invoice.list.createdAt')}>{time.format(new Date(i.createdAt))}</Field>
              </FieldList>
              <h3 className="mt-6 mb-3 text-sm font-medium text-slate-500">{t('invoice.detail.orders')}</h3>
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
                {i.orders.map((o) => (
                  <li key={o.orderId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5">
                    <span className="min-w-0">
                      <Link
                        to={paths.cost.orderDetail(o.orderId)}
                        className="font-mono text-xs text-blue-700 hover:underline"
                      >
                        {o.orderNo}
                      </Link>
                      <span className="ml-3 text-slate-700">{o.title}</span>
                    </span>
                    <span className="font-medium">{formatFen(o.amountFen)}</span>
                  </li>
                ))}
                <li className="flex justify-between bg-slate-50 px-4 py-2.5 font-semibold">
                  <span>{t('invoice.list.amount')}</span>
                  <span>{formatFen(i.amountFen)}</span>
                </li>
              </ul>
            </div>
            <aside>
              <h3 className="mb-3 text-sm font-medium text-slate-500">{t('invoice.detail.timeline')}</h3>
              <Timeline steps={i.timeline} />
            </aside>
          </div>
          {canApply && (i.cancellable || i.hasDocument || i.reissuable) ? (
            <div className="mt-6 flex flex-wrap gap-2">
              {i.hasDocument ? (
                <Button loading={openDocument.isPending} onClick={() => openDocument.mutate({ id: i.id })}>
                  {t('invoice.detail.download')}
                </Button>
              ) : null}
              {i.hasRedDocument ? (
                <Button variant="secondary" onClick={() => openDocument.mutate({ id: i.id, kind: 'red' })}>
                  {t('invoice.detail.downloadRed')}
                </Button>
              ) : null}
              {i.reissuable ? (
                <Button onClick={() => confirmReissue.ask(i)}>{t('invoice.detail.reissue')}</Button>
              ) : null}
              {i.status === invoiceStatuses.issued ? (
                <Button variant="secondary" onClick={() => confirmAccept.ask(i)}>
                  {t('invoice.detail.accept')}
                </Button>
              ) : null}
              {i.cancellable ? (
                <Button variant="danger" onClick={() => confirm.ask(i)}>
                  {t('invoice.detail.cancel')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </DetailCard>
      ) : null}
      {confirm.dialog}
      {confirmAccept.dialog}
      {confirmReissue.dialog}
    </DetailFrame>
  );
}
