import { COMPARE_MAX_PAGES, COMPARE_TIME_LIMIT_S, compareTypes } from '@contract/compare';
import { fileTypes } from '@contract/file';
import { Card } from '@tremor/react';
import { useEffect, useState } from 'react';
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

/** Seconds since `running` turned true (0 while it is false): the comparison's progress shown as time spent. */
function useElapsedSeconds(running: boolean) {
  const [started, setStarted] = useState(0);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    setStarted(start);
    setNow(start);
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [running]);
  return running ? Math.floor((now - started) / 1000) : 0;
}

/**
 * Two versions of a document (PDF, PNG or JPEG) and the comparison's type (spec section 3) -> the comparison, opened
 * in the viewer once it is done. A refusal (damaged, encrypted, too many pages, too large) stays on the form.
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
  const elapsed = useElapsedSeconds(run.isPending);
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
            {run.isPending ? (
              <span role="status" className="text-sm text-slate-500">
                {t('compare.form.progress', { seconds: elapsed, limit: COMPARE_TIME_LIMIT_S })}
              </span>
            ) : null}
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
