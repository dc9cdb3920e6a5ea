import { resultCodes } from '@contract/envelope';
import type { FileType } from '@contract/file-type';
import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useUpdateFileType, type FileTypeUpdate } from '../api/templates';

export interface FileTypeValues {
  name: string;
  remark: string;
}

/** A conflict of a file type form: the name is taken. */
export const NAME_TAKEN = { [resultCodes.conflict]: 'name' } as const;

export const addFileTypeSchema = async () => (await import('@contract/file-type')).fileTypeAdd.request;
const updateSchema = async () => (await import('@contract/file-type')).fileTypeUpdate.request;

/** The name (1-32) and remark (at most 120) fields of a file type form. */
export function FileTypeFields<Out>({ form }: { form: ZodForm<FileTypeValues, Out> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('template.fileType.name')}
        placeholder={t('template.fileType.namePlaceholder')}
        maxLength={32}
        {...form.field('name')}
      />
      <TextareaField
        label={t('template.fileType.remark')}
        rows={3}
        maxLength={120}
        text={form.watch('remark')}
        placeholder={t('template.fileType.remarkPlaceholder')}
        {...form.field('remark')}
      />
    </>
  );
}

/** Rename a file type or change its remark (templates that list it follow the new name). */
export function FileTypeDialog({ fileType, onClose }: { fileType: FileType; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateFileType();
  const form = useZodForm<FileTypeValues, FileTypeUpdate>({
    schema: updateSchema,
    defaultValues: { name: fileType.name, remark: fileType.remark ?? '' },
    toInput: (values) => ({ ...values, id: fileType.id }),
  });
  const submit = async (values: FileTypeUpdate) => {
    await update.mutateAsync(values);
    notify('success', t('template.fileType.saved'));
    onClose();
  };
  return (
    <FormDialog
      open
      title={t('template.fileType.editTitle')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      refusalFields={NAME_TAKEN}
    >
      <FileTypeFields form={form} />
    </FormDialog>
  );
}
