import { payStates, type OrderDetail, type Transfer } from '@contract/cost';
import { useState } from 'react';
import { Field, FieldList } from '@/components/detail-card';
import { FileUpload, type FileValue } from '@/components/file-upload';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { useSubmitReceipt } from '../api/cost';
import { formatFen } from '../money';

/** Where the transfer stands, as a line the buyer reads: what to do next, or what the platform said. */
function TransferState({ order, transfer }: { order: OrderDetail; transfer: Transfer }) {
  const { t } = useTranslation();
  const tone =
    order.payState === payStates.reviewFailed
      ? 'bg-red-50 text-red-800'
      : order.payState === payStates.paid || transfer.confirmedBy
        ? 'bg-emerald-50 text-emerald-800'
        : 'bg-amber-50 text-amber-800';
  const text = transfer.confirmedBy
    ? t('cost.transfer.states.paid', { by: t(`cost.transfer.confirmedBy.${transfer.confirmedBy}`) })
    : order.payState === payStates.reviewFailed
      ? t('cost.transfer.states.rejected', { reason: transfer.rejectReason ?? '' })
      : order.payState === payStates.notReviewed
        ? t('cost.transfer.states.notReviewed')
        : order.payState === payStates.statusCheck
          ? t('cost.transfer.states.statusCheck')
          : order.state === 5
            ? t('cost.transfer.states.closed')
            : t('cost.transfer.states.waitingReceipt');
  return (
    <p role="status" className={`rounded-md px-3 py-2 text-sm ${tone}`}>
      {text}
    </p>
  );
}

/**
 * An order paid by bank transfer: the payee's bank details and the remittance code for the transfer's note, where the
 * transfer stands, and (while the buyer may hand one in: before review or after a rejection) the receipt's upload.
 */
export function BankTransferPanel({
  order,
  transfer,
  canPay,
}: {
  order: OrderDetail;
  transfer: Transfer;
  canPay: boolean;
}) {
  const { t } = useTranslation();
  const submit = useSubmitReceipt();
  const [file, setFile] = useState<FileValue | null>(null);
  const open = order.state !== 5 && (order.payState === payStates.toPay || order.payState === payStates.reviewFailed);
  const send = async () => {
    if (!file) return;
    await submit.mutateAsync({ id: order.id, fileId: file.fileId });
    setFile(null);
    notify('success', t('cost.transfer.submitted'));
  };
  const copy = () =>
    void navigator.clipboard
      ?.writeText(transfer.remittanceCode)
      .then(() => notify('success', t('cost.transfer.copied')))
      .catch(() => undefined);

  return (
    <section aria-label={t('cost.transfer.title')} className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 className="mb-1 text-sm font-semibold text-slate-800">{t('cost.transfer.title')}</h3>
      <p className="mb-4 text-sm text-slate-500">
        {t('cost.transfer.intro', { amount: formatFen(transfer.amountFen) })}
      </p>
      <FieldList title={t('cost.transfer.payeeTitle')} columns={3}>
        <Field label={t('cost.transfer.payee')}>{transfer.payee.companyName}</Field>
        <Field label={t('cost.transfer.bankName')}>{transfer.payee.bank.name}</Field>
        <Field label={t('cost.transfer.account')}>
          <span className="font-mono">{transfer.payee.bank.account}</span>
        </Field>
        <Field label={t('cost.transfer.bankNumber')}>
          <span className="font-mono">{transfer.payee.bank.number}</span>
        </Field>
        <Field label={t('cost.transfer.amount')}>
          <span className="font-semibold">{formatFen(transfer.amountFen)}</span>
        </Field>
        <Field label={t('cost.transfer.code')}>
          <span className="flex items-center gap-2">
            <span data-testid="remittance-code" className="font-mono text-base font-semibold text-blue-700">
              {transfer.remittanceCode}
            </span>
            <Button size="sm" variant="light" onClick={copy}>
              {t('cost.transfer.copy')}
            </Button>
          </span>
        </Field>
        {transfer.receipt ? (
          <Field label={t('cost.transfer.receipt')}>
            <a href={transfer.receipt.url} target="_blank" rel="noreferrer" className="text-blue-700 hover:underline">
              {transfer.receipt.name}
            </a>
            {transfer.submittedAt ? (
              <span className="ml-2 text-xs text-slate-400">
                {timeFormats.minute.format(new Date(transfer.submittedAt))}
              </span>
            ) : null}
          </Field>
        ) : null}
      </FieldList>
      <div className="mt-4">
        <TransferState order={order} transfer={transfer} />
      </div>
      {canPay && open ? (
        <div className="mt-4 space-y-3">
          <FileUpload label={t('cost.transfer.receiptUpload')} purpose="attachment" value={file} onChange={setFile} />
          <Button disabled={!file} loading={submit.isPending} onClick={() => void send().catch(() => undefined)}>
            {t('cost.transfer.submit')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
