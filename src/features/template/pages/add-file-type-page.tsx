import { Card } from '@tremor/react';
import { useNavigate } from 'react-router-dom';
import { Form } from '@/components/form/form';
import { PageFormButtons } from '@/components/form/page-form-buttons';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAddFileType, type FileTypeAdd } from '../api/templates';
import { addFileTypeSchema, FileTypeFields, NAME_TAKEN, type FileTypeValues } from '../components/file-type-form';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

const BACK = paths.device.fileTypes;

/** /server/addFileType: add a file type to the unit's catalogue (name 1-32, remark at most 120), then back. */
export default function AddFileTypePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddFileType();
  const form = useZodForm<FileTypeValues, FileTypeAdd>({
    schema: addFileTypeSchema,
    defaultValues: { name: '', remark: '' },
  });
  const submit = async (values: FileTypeAdd) => {
    await add.mutateAsync(values);
    notify('success', t('template.fileType.added'));
    navigate(BACK);
  };
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader
        title={t('template.fileType.add')}
        actions={<TextLink to={BACK}>{t('template.fileType.back')}</TextLink>}
      />
      <Card>
        <Form
          form={form}
          onSubmit={submit}
          refusalFields={NAME_TAKEN}
          footer={<PageFormButtons back={BACK} submitLabel={t('template.fileType.save')} />}
        >
          <FileTypeFields form={form} />
        </Form>
      </Card>
    </section>
  );
}
