import { WATERMARK_MAX_PDF_PAGE_COPIES, WATERMARK_MAX_PDF_PAGES, WATERMARK_MAX_SIDE } from '@contract/document';
import { Card } from '@tremor/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FileUpload, type FileValue } from '@/components/file-upload';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useIssueCopies, type IssueRequest, type IssueResult } from '../api/watermark';
import { IssuedCopies } from './issued-copies';
import { RecipientChooser, type Recipient } from './recipient-chooser';

/** What the server marks: a PDF page by page (its text stays), or an image. */
const MARKABLE = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const schema = async () => (await import('@contract/document')).addWatermark.request;

interface Values {
  file: FileValue | null;
  recipients: Recipient[];
}

const EMPTY: Values = { file: null, recipients: [] };

const toInput = (v: Values) => ({ fileId: v.file?.fileId ?? '', recipientIds: v.recipients.map((r) => r.userId) });

/**
 * Issues a traceable copy of a PDF or an image to each chosen member: a visible tiled text per the unit's rule (template,
 * opacity, angle) and the invisible mark. The copies are listed for download right after.
 */
export function IssueForm() {
  const { t } = useTranslation();
  const issue = useIssueCopies();
  const [issued, setIssued] = useState<IssueResult | null>(null);
  const form = useZodForm<Values, IssueRequest>({
    schema,
    toInput,
    defaultValues: EMPTY,
    issueFields: { fileId: 'file', recipientIds: 'recipients' },
  });
  const file = form.watch('file');
  const recipients = form.watch('recipients');
  const { errors } = form.formState;

  const onSubmit = async (request: IssueRequest) => {
    setIssued(await issue.mutateAsync(request));
  };

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">{t('docsec.issue.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-500">{t('docsec.issue.intro')}</p>
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label={t('docsec.issue.title')}
        footer={
          <div className="flex justify-end border-t border-slate-100 pt-4">
            <SubmitButton pendingLabel={t('docsec.issue.issuing')}>{t('docsec.issue.submit')}</SubmitButton>
          </div>
        }
      >
        <FileUpload
          label={t('docsec.issue.file')}
          purpose="attachment"
          accept={MARKABLE}
          note={t('docsec.issue.limits', {
            pages: WATERMARK_MAX_PDF_PAGES,
            pageCopies: WATERMARK_MAX_PDF_PAGE_COPIES,
            side: WATERMARK_MAX_SIDE,
          })}
          value={file}
          error={errors.file?.message}
          onChange={(next) =>
            form.setValue('file', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
        />
        <RecipientChooser
          value={recipients}
          error={errors.recipients?.message}
          onChange={(next) =>
            form.setValue('recipients', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
        />
        <p className="text-xs text-slate-500">
          {t('docsec.issue.ruleHint')}{' '}
          <Link to={paths.document.rules} className="text-blue-700 hover:underline">
            {t('docsec.nav.rules')}
          </Link>
        </p>
      </Form>
      {issued && issued.copies.length > 0 ? <IssuedCopies batchId={issued.batchId} copies={issued.copies} /> : null}
    </Card>
  );
}
