import { Card } from '@tremor/react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAddFileType, type FileTypeAdd } from '../api/templates';
import { addFileTypeResolver, FileTypeFields, type FileTypeValues } from '../components/file-type-form';
import { paths } from '@/lib/paths';

const BACK = paths.device.fileTypes;

/** /server/addFileType: add a file type to the unit's catalogue (name 1-32, remark at most 120), then back. */
export default function AddFileTypePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddFileType();
  const form = useForm<FileTypeValues>({ resolver: addFileTypeResolver, defaultValues: { name: '', remark: '' } });
  const { error, submit } = useFormSubmit(async (values: FileTypeValues) => {
    await add.mutateAsync(values as FileTypeAdd);
    notify('success', t('template.fileType.added'));
    navigate(BACK);
  });
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader
        title={t('template.fileType.add')}
        actions={
          <Link to={BACK} className="text-sm text-blue-700 hover:underline">
            {t('template.fileType.back')}
          </Link>
        }
      />
      <Card>
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit(submit)}>
          <FileTypeFields form={form} />
          <FormError text={error} />
          <div className="flex justify-end gap-3 pt-2">
            <Link
              to={BACK}
              className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50"
            >
              {t('common.cancel')}
            </Link>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('template.fileType.save')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
