import { COMPARE_MAX_PAGES, COMPARE_TIME_LIMIT_S, compareTypes } from '@contract/compare';
import { fileTypes } from '@contract/file';
import { Card } from '@tremor/react';
import { useNavigate } from 'react-router-dom';
import { FileUpload, type FileValue } from '@/components/file-upload';
import { Form, SubmitButton } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCompareDocuments, type CompareRequest } from '../api/compare';

const schema = async () => (await import('@contract/compare')).compareCreate.request;

interface Values {
  old: FileValue | null;
  new: FileValue | null;
  type: string;
}

const EMPTY: Values = { old: null, new: null, type: '1' };

const toInput = (v: Values) => ({
  oldFileId: v.old?.fileId ?? '',
  newFileId: v.new?.fileId ?? '',
  type: Number(v.type) as CompareRequest['type'],
});

/**
 * Two versions of a document (PDF, PNG or JPEG) and the comparison's type (spec section 3) -> the comparison starts
 * and its page opens at once, showing its progress until the viewer can show the result. A refusal (not the unit's
 * file, a type or size the comparison does not take) stays on the form.
 */
export function CompareForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useCompareDocuments();
  const form = useZodForm<Values, CompareRequest>({
    schema,
    toInput,
    defaultValues: EMPTY,
    issueFields: { oldFileId: 'old', newFileId: 'new' },
  });
  const { errors } = form.formState;
  const setFile = (name: 'old' | 'new', next: FileValue | null) =>
    form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onSubmit = async (request: CompareRequest) => {
    const { id } = await run.mutateAsync(request);
    void navigate(paths.document.compareDetail(id));
  };

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">{t('compare.form.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-500">
        {t('compare.form.intro', { pages: COMPARE_MAX_PAGES, seconds: COMPARE_TIME_LIMIT_S })}
      </p>
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label={t('compare.form.title')}
        footer={
          <div className="flex items-center justify-end gap-3 border-t border-slate-100 pt-4">
            <SubmitButton pendingLabel={t('compare.form.running')}>{t('compare.form.submit')}</SubmitButton>
          </div>
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          <FileUpload
            label={t('compare.form.old')}
            purpose="attachment"
            accept={fileTypes}
            value={form.watch('old')}
            error={errors.old?.message}
            onChange={(next) => setFile('old', next)}
          />
          <FileUpload
            label={t('compare.form.new')}
            purpose="attachment"
            accept={fileTypes}
            value={form.watch('new')}
            error={errors.new?.message}
            onChange={(next) => setFile('new', next)}
          />
        </div>
        <SelectField
          label={t('compare.form.type')}
          options={compareTypes.map((v) => ({ value: String(v), label: t(`compare.types.${v}`) }))}
          {...form.register('type')}
        />
      </Form>
    </Card>
  );
}
