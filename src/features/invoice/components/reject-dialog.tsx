import { issuingReject, issuingReverse, type IssuingRow } from '@contract/invoice';
import { ReasonDialog } from '@/components/form/reason-dialog';
import { useTranslation } from '@/lib/i18n';
import { useRejectInvoice, useReverseInvoice } from '../api/invoice';

const REASON_MAX = 200;

/** The platform rejects a waiting invoice request with a reason (1-200 characters) the requester is told. */
export function RejectDialog({ row, onClose }: { row: IssuingRow; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectInvoice();
  return (
    <ReasonDialog
      title={t('invoice.issuing.rejectTitle', { no: row.invoiceNo })}
      label={t('invoice.issuing.reason')}
      placeholder={t('invoice.issuing.reasonPlaceholder')}
      submitLabel={t('invoice.issuing.reject')}
      schema={issuingReject.request}
      maxLength={REASON_MAX}
      toRequest={(reason) => ({ id: row.id, reason })}
      run={reject.mutateAsync}
      done={t('invoice.issuing.rejected')}
      onClose={onClose}
    />
  );
}

/**
 * The platform reverses an issued or accepted invoice with a red invoice (红冲); the reason goes to the requester and
 * onto the red invoice.
 */
export function ReverseDialog({ row, onClose }: { row: IssuingRow; onClose: () => void }) {
  const { t } = useTranslation();
  const reverse = useReverseInvoice();
  return (
    <ReasonDialog
      title={t('invoice.issuing.reverseTitle', { no: row.invoiceNo, amount: (row.amountFen / 100).toFixed(2) })}
      label={t('invoice.issuing.reverseReason')}
      placeholder={t('invoice.issuing.reversePlaceholder')}
      submitLabel={t('invoice.issuing.reverse')}
      schema={issuingReverse.request}
      maxLength={REASON_MAX}
      toRequest={(reason) => ({ id: row.id, reason })}
      run={reverse.mutateAsync}
      done={t('invoice.issuing.reversed')}
      onClose={onClose}
    />
  );
}
