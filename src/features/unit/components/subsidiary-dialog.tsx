import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useTranslation } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import { useAddSubsidiary, type SubsidiaryInput } from '../api/subsidiaries';
import { FormDialog } from '@/components/form-dialog';

interface Values {
  companyName: string;
  socialCreditCode: string;
  address: string;
}

const resolver = lazyZodResolver<Values>(async () => (await import('@contract/unit')).subsidiaryAdd.request);

/** Creates a subsidiary of the chosen unit (general edition); the caller becomes its chief administrator. */
export function SubsidiaryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddSubsidiary();
  const form = useForm<Values>({ resolver, defaultValues: { companyName: '', socialCreditCode: '', address: '' } });
  const { errors, isSubmitting } = form.formState;

  const { error, submit } = useFormSubmit(async (values: Values) => {
    await add.mutateAsync(values as SubsidiaryInput);
    notify('success', t('unit.subsidiary.added'));
    onClose();
  });

  return (
    <FormDialog
      open
      title={t('unit.subsidiary.add')}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      submitting={isSubmitting}
      error={error}
    >
      <TextField
        label={t('unit.subsidiary.name')}
        maxLength={56}
        error={errors.companyName?.message}
        {...form.register('companyName')}
      />
      <TextField
        label={t('unit.subsidiary.creditCode')}
        placeholder={t('unit.subsidiary.creditCodePlaceholder')}
        maxLength={18}
        className="font-mono uppercase"
        error={errors.socialCreditCode?.message}
        {...form.register('socialCreditCode', { setValueAs: (v: string) => v.toUpperCase() })}
      />
      <TextField
        label={t('unit.subsidiary.address')}
        placeholder={t('unit.company.optional')}
        maxLength={120}
        error={errors.address?.message}
        {...form.register('address')}
      />
    </FormDialog>
  );
}
