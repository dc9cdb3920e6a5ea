import { issuingReject, type IssuingRow } from '@contract/invoice';
import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useRejectInvoice } from '../api/invoice';

interface Values {
  id: number;
  reason: string;
}

/** The platform rejects a waiting invoice request with a reason (1-200 characters) the requester is told. */
export function RejectDialog({ row, onClose }: { row: IssuingRow; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectInvoice();
  const form = useZodForm<Values>({ schema: issuingReject.request, defaultValues: { id: row.id, reason: '' } });
  const submit = async (values: Values) => {
    await reject.mutateAsync(values);
    notify('success', t('invoice.issuing.rejected'));
    onClose();
  };
  return (
    <FormDialog
      open
      title={t('invoice.issuing.rejectTitle', { no: row.invoiceNo })}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={t('invoice.issuing.reject')}
    >
      <TextareaField
        label={t('invoice.issuing.reason')}
        placeholder={t('invoice.issuing.reasonPlaceholder')}
        maxLength={200}
        rows={3}
        text={form.watch('reason')}
        autoFocus
        {...form.field('reason')}
      />
    </FormDialog>
  );
}
