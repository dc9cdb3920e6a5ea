import type { FileType } from '@contract/file-type';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { messageText, useTranslation } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import { useUpdateFileType, type FileTypeUpdate } from '../api/templates';

export interface FileTypeValues {
  name: string;
  remark: string;
}

export const addFileTypeResolver = lazyZodResolver<FileTypeValues>(
  async () => (await import('@contract/file-type')).fileTypeAdd.request,
);
const updateResolver = lazyZodResolver<FileTypeValues & { id: number }>(
  async () => (await import('@contract/file-type')).fileTypeUpdate.request,
);

/** The name (1-32) and remark (at most 120) fields of a file type form. */
export function FileTypeFields({ form }: { form: ReturnType<typeof useForm<FileTypeValues>> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('template.fileType.name')}
        placeholder={t('template.fileType.namePlaceholder')}
        maxLength={32}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="space-y-1.5">
        <label htmlFor="f-remark" className="block text-sm font-medium text-slate-700">
          {t('template.fileType.remark')}
        </label>
        <textarea
          id="f-remark"
          rows={3}
          maxLength={120}
          placeholder={t('template.fileType.remarkPlaceholder')}
          aria-invalid={Boolean(errors.remark)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
          {...form.register('remark')}
        />
        {errors.remark?.message ? (
          <p role="alert" className="text-xs text-red-600">
            {messageText(errors.remark.message)}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Rename a file type or change its remark (templates that list it follow the new name). */
export function FileTypeDialog({ fileType, onClose }: { fileType: FileType; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateFileType();
  const form = useForm<FileTypeValues>({
    resolver: updateResolver as never,
    defaultValues: { id: fileType.id, name: fileType.name, remark: fileType.remark ?? '' } as FileTypeValues,
  });
  const { error, submit } = useFormSubmit(async (values: FileTypeValues) => {
    await update.mutateAsync(values as unknown as FileTypeUpdate);
    notify('success', t('template.fileType.saved'));
    onClose();
  });
  return (
    <FormDialog
      open
      title={t('template.fileType.editTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      submitting={form.formState.isSubmitting}
      error={error}
    >
      <FileTypeFields form={form} />
    </FormDialog>
  );
}
