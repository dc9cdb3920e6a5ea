import { payerForm, payerTypes, type Payer } from '@contract/invoice';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSavePayer } from '../api/invoice';

interface Values {
  payerType: 1 | 2;
  title: string;
  taxNumber: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  isDefault: boolean;
}

function valuesOf(payer: Payer | null): Values {
  return {
    payerType: payer?.payerType === payerTypes.individual ? 2 : 1,
    title: payer?.title ?? '',
    taxNumber: payer?.taxNumber ?? '',
    address: payer?.address ?? '',
    phone: payer?.phone ?? '',
    bankName: payer?.bankName ?? '',
    bankAccount: payer?.bankAccount ?? '',
    isDefault: payer?.isDefault ?? false,
  };
}

/** An individual's invoice carries only the title: the enterprise fields, hidden for them, are not sent. */
function withoutHidden(values: Values): Values {
  if (Number(values.payerType) === payerTypes.enterprise) return values;
  return { ...values, taxNumber: '', address: '', phone: '', bankName: '', bankAccount: '' };
}

/**
 * Adds a payer (`payer` null) or edits one, with the rules of the add call: an enterprise's tax number is its unified
 * social credit code, checked to its last character; an individual needs only a title.
 */
export function PayerDialog({ payer, onClose }: { payer: Payer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePayer();
  const form = useZodForm<Values>({ schema: payerForm, defaultValues: valuesOf(payer), toInput: withoutHidden });
  const enterprise = Number(form.watch('payerType')) === payerTypes.enterprise;

  const submit = async (values: Values) => {
    await save.mutateAsync({ ...values, id: payer?.id });
    notify('success', t(payer ? 'invoice.payers.saved' : 'invoice.payers.added'));
    onClose();
  };

  return (
    <FormDialog
      open
      wide
      title={t(payer ? 'invoice.payers.editTitle' : 'invoice.payers.addTitle')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
    >
      <SelectField
        label={t('invoice.payers.payerType')}
        options={[1, 2].map((v) => ({ value: String(v), label: t(`invoice.payerTypes.${v as 1}`) }))}
        {...form.field('payerType', { setValueAs: Number })}
      />
      <TextField
        label={t('invoice.payers.name')}
        placeholder={t('invoice.payers.namePlaceholder')}
        maxLength={100}
        autoFocus
        {...form.field('title')}
      />
      {enterprise ? (
        <>
          <TextField
            label={t('invoice.payers.taxNumber')}
            placeholder={t('invoice.payers.taxNumberPlaceholder')}
            maxLength={18}
            className="font-mono uppercase"
            {...form.field('taxNumber', { setValueAs: (v: string) => v.toUpperCase() })}
          />
          <TextField label={t('invoice.payers.phone')} maxLength={20} {...form.field('phone')} />
          <TextField label={t('invoice.payers.address')} maxLength={120} {...form.field('address')} />
          <TextField label={t('invoice.payers.bankName')} maxLength={60} {...form.field('bankName')} />
          <TextField label={t('invoice.payers.bankAccount')} maxLength={32} {...form.field('bankAccount')} />
        </>
      ) : null}
      <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" {...form.register('isDefault')} />
        {t('invoice.payers.isDefault')}
      </label>
    </FormDialog>
  );
}
