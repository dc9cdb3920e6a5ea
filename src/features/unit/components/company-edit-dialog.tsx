import type { UnitDetail } from '@contract/unit';

import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useTranslation } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import { useUpdateCompany, type CompanyUpdate } from '../api/company';
import { FormDialog } from '@/components/form-dialog';

interface Values {
  companyName: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
}

const resolver = lazyZodResolver<Values>(async () => (await import('@contract/unit')).companyUpdate.request);

function valuesOf(company: UnitDetail): Values {
  return {
    companyName: company.companyName,
    address: company.address ?? '',
    contactName: company.contactName ?? '',
    contactPhone: company.contactPhone ?? '',
    email: company.email ?? '',
  };
}

/** Edits the unit's own information (company:edit); the certified full name and credit code are not here. */
export function CompanyEditDialog({ company, onClose }: { company: UnitDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(company) });
  const { errors, isSubmitting } = form.formState;

  const { error, submit } = useFormSubmit(async (values: Values) => {
    await update.mutateAsync(values as CompanyUpdate);
    notify('success', t('unit.company.saved'));
    onClose();
  });

  return (
    <FormDialog
      open
      wide
      title={t('unit.company.editTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      submitting={isSubmitting}
      error={error}
      submitLabel={t('unit.company.save')}
    >
      <TextField
        label={t('unit.company.companyName')}
        maxLength={56}
        error={errors.companyName?.message}
        {...form.register('companyName')}
      />
      <TextField
        label={t('unit.company.contactName')}
        placeholder={t('unit.company.optional')}
        maxLength={16}
        error={errors.contactName?.message}
        {...form.register('contactName')}
      />
      <TextField
        label={t('unit.company.contactPhone')}
        placeholder={t('unit.company.optional')}
        inputMode="numeric"
        maxLength={11}
        error={errors.contactPhone?.message}
        {...form.register('contactPhone')}
      />
      <TextField
        label={t('unit.company.email')}
        placeholder={t('unit.company.optional')}
        type="email"
        maxLength={64}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('unit.company.address')}
          placeholder={t('unit.company.optional')}
          maxLength={120}
          error={errors.address?.message}
          {...form.register('address')}
        />
      </div>
      <p className="text-xs text-slate-500 sm:col-span-2">{t('unit.company.certifiedFieldsNote')}</p>
    </FormDialog>
  );
}
