import type { Display } from '@contract/display';
import { validDayChoices } from '@contract/display';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAddDisplay, useRenameDisplay, type DisplayAdd, type DisplayRename } from '../api/displays';

const addSchema = async () => (await import('@contract/display')).displayAdd.request;
const renameSchema = async () => (await import('@contract/display')).displayRename.request;

/** A new display: its name and how long the link works; the token comes back once (onCreated). */
export function AddDisplayDialog({
  companyId,
  onClose,
  onCreated,
}: {
  companyId: number;
  onClose: () => void;
  onCreated: (token: string) => void;
}) {
  const { t } = useTranslation();
  const add = useAddDisplay();
  const form = useZodForm<{ name: string; validDays: string }, DisplayAdd>({
    schema: addSchema,
    defaultValues: { name: '', validDays: '' },
    toInput: (values) => ({
      companyId,
      name: values.name,
      validDays: values.validDays === '' ? null : Number(values.validDays),
    }),
  });
  const options = [
    { value: '', label: t('display.links.forever') },
    ...validDayChoices.map((d) => ({ value: String(d), label: t('display.links.days', { count: d }) })),
  ];
  return (
    <FormDialog
      open
      title={t('display.links.add')}
      onClose={onClose}
      form={form}
      onSubmit={async (values) => {
        const made = await add.mutateAsync(values);
        onCreated(made.token);
      }}
    >
      <TextField
        label={t('display.links.name')}
        placeholder={t('display.links.namePlaceholder')}
        maxLength={32}
        {...form.field('name')}
      />
      <SelectField label={t('display.links.validity')} options={options} {...form.field('validDays')} />
    </FormDialog>
  );
}

export function RenameDisplayDialog({ display, onClose }: { display: Display; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameDisplay();
  const form = useZodForm<{ name: string }, DisplayRename>({
    schema: renameSchema,
    defaultValues: { name: display.name },
    toInput: (values) => ({ id: display.id, name: values.name }),
  });
  return (
    <FormDialog
      open
      title={t('display.links.renameTitle')}
      onClose={onClose}
      form={form}
      onSubmit={async (values) => {
        await rename.mutateAsync(values);
        notify('success', t('display.links.renamed'));
        onClose();
      }}
    >
      <TextField label={t('display.links.name')} maxLength={32} {...form.field('name')} />
    </FormDialog>
  );
}
