import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAddSubsidiary, type SubsidiaryInput } from '../api/subsidiaries';

interface Values {
  companyName: string;
  socialCreditCode: string;
  address: string;
}

const schema = async () => (await import('@contract/unit')).subsidiaryAdd.request;

/** Creates a subsidiary of the chosen unit (general edition); the caller becomes its chief administrator. */
export function SubsidiaryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddSubsidiary();
  const form = useZodForm<Values, SubsidiaryInput>({
    schema,
    defaultValues: { companyName: '', socialCreditCode: '', address: '' },
  });
  const submit = async (values: SubsidiaryInput) => {
    await add.mutateAsync(values);
    notify('success', t('unit.subsidiary.added'));
    onClose();
  };

  return (
    <FormDialog open title={t('unit.subsidiary.add')} onClose={onClose} form={form} onSubmit={submit}>
      <TextField label={t('unit.subsidiary.name')} maxLength={56} {...form.field('companyName')} />
      <TextField
        label={t('unit.subsidiary.creditCode')}
        placeholder={t('unit.subsidiary.creditCodePlaceholder')}
        maxLength={18}
        className="font-mono uppercase"
        {...form.field('socialCreditCode', { setValueAs: (v: string) => v.toUpperCase() })}
      />
      <TextField
        label={t('unit.subsidiary.address')}
        placeholder={t('unit.company.optional')}
        maxLength={120}
        {...form.field('address')}
      />
    </FormDialog>
  );
}
