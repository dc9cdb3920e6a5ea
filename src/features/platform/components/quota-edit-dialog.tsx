import { quotaSet, type quotaRowSchema } from '@contract/platform';
import type { RequestOf } from '@contract/endpoint';
import { resultCodes } from '@contract/envelope';
import type { z } from 'zod/mini';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSetQuota } from '../api/platform';

type QuotaRow = z.infer<typeof quotaRowSchema>;
type Input = RequestOf<typeof quotaSet>;

/** Sets one item's limit of a unit: above or below the default, never below the use (the server says why). */
export function QuotaEditDialog({
  companyId,
  row,
  onClose,
}: {
  companyId: number;
  row: QuotaRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const set = useSetQuota();
  const form = useZodForm<{ limit: string }, Input>({
    schema: quotaSet.request,
    defaultValues: { limit: String(row.limit) },
    toInput: ({ limit }) => ({ companyId, item: row.item, limit: limit.trim() === '' ? Number.NaN : Number(limit) }),
  });
  const name = t(`unit.quotas.items.${row.item}`);
  return (
    <FormDialog
      open
      title={t('platform.quotas.editTitle', { item: name })}
      onClose={onClose}
      form={form}
      refusalFields={{ [resultCodes.badRequest]: 'limit' }}
      intro={
        <p className="text-sm text-slate-600">
          {t('platform.quotas.editIntro', { default: row.defaultLimit, used: row.used })}
        </p>
      }
      onSubmit={async (input) => {
        await set.mutateAsync(input);
        notify('success', t('platform.quotas.saved'));
        onClose();
      }}
    >
      <TextField
        label={t('platform.quotas.newLimit', { unit: t(`unit.quotas.units.${row.item}`) })}
        inputMode="numeric"
        maxLength={7}
        {...form.field('limit')}
      />
    </FormDialog>
  );
}
