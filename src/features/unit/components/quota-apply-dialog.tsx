import { quotaApply } from '@contract/platform';
import { quotaItems, type QuotaItem } from '@contract/unit';
import { resultCodes } from '@contract/envelope';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useApplyQuota, type QuotaApplyInput } from '../api/quotas';

interface Values {
  item: QuotaItem;
  requestedLimit: string;
  reason: string;
}

const REASON_MAX = 120;

/** A unit administrator asks the platform for a higher limit of one quota item; the answer comes as a message. */
export function QuotaApplyDialog({ limits, onClose }: { limits: Map<QuotaItem, number>; onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyQuota();
  const form = useZodForm<Values, QuotaApplyInput>({
    schema: quotaApply.request,
    defaultValues: { item: 'bindableSeals', requestedLimit: '', reason: '' },
    toInput: ({ item, requestedLimit, reason }) => ({
      item,
      requestedLimit: requestedLimit.trim() === '' ? Number.NaN : Number(requestedLimit),
      reason,
    }),
  });
  const item = form.watch('item');
  return (
    <FormDialog
      open
      title={t('unitQuotaApply.title')}
      onClose={onClose}
      form={form}
      refusalFields={{ [resultCodes.badRequest]: 'requestedLimit', [resultCodes.conflict]: 'item' }}
      onSubmit={async (input) => {
        await apply.mutateAsync(input);
        notify('success', t('unitQuotaApply.submitted'));
        onClose();
      }}
    >
      <SelectField
        label={t('unitQuotaApply.item')}
        options={quotaItems.map((i) => ({ value: i, label: t(`unit.quotas.items.${i}`) }))}
        {...form.field('item')}
      />
      <TextField
        label={`${t('unitQuotaApply.requested')}（${t(`unit.quotas.units.${item}`)}）`}
        placeholder={t('unitQuotaApply.current', { limit: limits.get(item) ?? '' })}
        inputMode="numeric"
        maxLength={7}
        {...form.field('requestedLimit')}
      />
      <TextareaField
        id="quota-apply-reason"
        label={t('unitQuotaApply.reason')}
        rows={3}
        maxLength={REASON_MAX}
        text={form.watch('reason')}
        {...form.field('reason')}
      />
    </FormDialog>
  );
}
