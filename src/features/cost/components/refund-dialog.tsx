import '@contract/cost-error-texts';
import { ref } from '@contract/error-texts';
import { REFUND_REASON_MAX, refundRequest, type OrderDetail } from '@contract/cost';
import type { RequestOf } from '@contract/endpoint';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useRequestRefund } from '../api/cost';
import { fenOf, formatFen } from '../money';

type Input = RequestOf<typeof refundRequest>;
interface Values {
  amount: string;
  reason: string;
}

/**
 * A unit administrator asks for part or all of a paid order back: the amount in yuan (at most the refundable amount,
 * said before sending; the server checks it again under the order's lock) and a reason the platform reads.
 */
export function RefundDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequestRefund();
  const most = order.refundableFen;
  const form = useZodForm<Values, Input>({
    schema: refundRequest.request,
    defaultValues: { amount: (most / 100).toFixed(2), reason: '' },
    toInput: ({ amount, reason }) => ({ orderId: order.id, amountFen: fenOf(amount), reason }),
    issueFields: { amountFen: 'amount' },
    check: ({ amount }) => (fenOf(amount) > most ? { amount: ref('e.refundOverAmount', (most / 100).toFixed(2)) } : {}),
  });
  return (
    <FormDialog
      open
      title={t('cost.refunds.requestTitle', { no: order.orderNo })}
      onClose={onClose}
      form={form}
      intro={
        <p className="text-sm text-slate-600">
          {t('cost.refunds.requestIntro', { most: formatFen(most), paid: formatFen(order.paidFen) })}
        </p>
      }
      submitLabel={t('cost.refunds.submit')}
      onSubmit={async (input) => {
        await request.mutateAsync(input);
        notify('success', t('cost.refunds.requested'));
        onClose();
      }}
    >
      <TextField label={t('cost.refunds.amountYuan')} inputMode="decimal" maxLength={10} {...form.field('amount')} />
      <TextareaField
        label={t('cost.refunds.reason')}
        placeholder={t('cost.refunds.reasonPlaceholder')}
        maxLength={REFUND_REASON_MAX}
        rows={3}
        text={form.watch('reason')}
        {...form.field('reason')}
      />
    </FormDialog>
  );
}
