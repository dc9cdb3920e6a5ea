import type { UnitDetail } from '@contract/unit';
import * as dictionary from '@contract/dictionary';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useDictOptions } from '@/lib/dict-options';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useUpdateCompany, type CompanyUpdate } from '../api/company';

interface Values {
  companyName: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
  /** The chosen dictionary entry's id, '' for none. */
  industryId: string;
}

const schema = async () => (await import('@contract/unit')).companyUpdate.request;

function valuesOf(company: UnitDetail): Values {
  return {
    companyName: company.companyName,
    address: company.address ?? '',
    contactName: company.contactName ?? '',
    contactPhone: company.contactPhone ?? '',
    email: company.email ?? '',
    industryId: company.industryId === null ? '' : String(company.industryId),
  };
}

/**
 * The dictionary's industries; until they arrive, the unit's own, so that the uncontrolled select keeps its value when
 * the list comes.
 */
function industryOptions(company: UnitDetail, industries: ReadonlyArray<{ id: number; name: string }> | undefined) {
  const own = company.industryId === null ? [] : [{ id: company.industryId, name: company.industryName ?? '' }];
  return (industries ?? own).map((i) => ({ value: String(i.id), label: i.name }));
}

const toInput = ({ industryId, ...rest }: Values) => ({
  ...rest,
  industryId: industryId === '' ? null : Number(industryId),
});

/** Edits the unit's own information (company:edit); the certified full name and credit code are not here. */
export function CompanyEditDialog({ company, onClose }: { company: UnitDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const industries = useDictOptions(dictionary.dictTypeCodes.industry);
  const form = useZodForm<Values, CompanyUpdate>({ schema, defaultValues: valuesOf(company), toInput });
  const submit = async (values: CompanyUpdate) => {
    await update.mutateAsync(values);
    notify('success', t('unit.company.saved'));
    onClose();
  };

  return (
    <FormDialog
      open
      wide
      title={t('unit.company.editTitle')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={t('unit.company.save')}
    >
      <TextField label={t('unit.company.companyName')} maxLength={56} {...form.field('companyName')} />
      <TextField
        label={t('unit.company.contactName')}
        placeholder={t('unit.company.optional')}
        maxLength={16}
        {...form.field('contactName')}
      />
      <TextField
        label={t('unit.company.contactPhone')}
        placeholder={t('unit.company.optional')}
        inputMode="numeric"
        maxLength={11}
        {...form.field('contactPhone')}
      />
      <SelectField
        label={t('unitIndustry.label')}
        placeholder={t('unitIndustry.none')}
        options={industryOptions(company, industries.data)}
        {...form.field('industryId')}
      />
      <TextField
        label={t('unit.company.email')}
        placeholder={t('unit.company.optional')}
        type="email"
        maxLength={64}
        {...form.field('email')}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('unit.company.address')}
          placeholder={t('unit.company.optional')}
          maxLength={120}
          {...form.field('address')}
        />
      </div>
      <p className="text-xs text-slate-500 sm:col-span-2">{t('unit.company.certifiedFieldsNote')}</p>
    </FormDialog>
  );
}
