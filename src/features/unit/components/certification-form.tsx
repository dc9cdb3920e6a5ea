import { useState } from 'react';
import { FileUpload, type FileValue } from '@/components/file-upload';
import { Form } from '@/components/form/form';
import { PageFormButtons } from '@/components/form/page-form-buttons';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { readLicence, useApplyCertification, type CertificationInput } from '../api/certification';
import {
  LicenceReadingNote,
  recognisedFields,
  type LicenceReading,
  type RecognisedField,
} from './licence-reading-note';

export interface CertificationValues {
  companyFullName: string;
  socialCreditCode: string;
  legalPerson: string;
  address: string;
  licenceFileId: string;
}

const schema = async () => (await import('@contract/unit')).certificationApply.request;

interface Props {
  defaults: CertificationValues;
  /** The licence already on file (a resubmission starts from the rejected application). */
  licence: FileValue | null;
  resubmit: boolean;
  onSubmitted: () => void;
}

/**
 * The certification form: business licence upload, optional OCR that fills the fields, and the spec's rules (credit
 * code: '统一社会信用代码格式错误'). Without an OCR provider the server says so and the form stays usable.
 */
export function CertificationForm({ defaults, licence: initialLicence, resubmit, onSubmitted }: Props) {
  const { t } = useTranslation();
  const apply = useApplyCertification();
  const [licence, setLicence] = useState<FileValue | null>(initialLicence);
  const [ocrNote, setOcrNote] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [read, setRead] = useState<LicenceReading | null>(null);
  const form = useZodForm<CertificationValues, CertificationInput>({ schema, defaultValues: defaults });
  const { errors } = form.formState;
  /** A field filled by recognition says so until the person changes its value. */
  const recognisedNote = (name: RecognisedField) =>
    read?.[name] && form.watch(name) === read[name] ? (
      <p className="text-xs text-emerald-700">{t('licenceOcr.filled')}</p>
    ) : null;

  const chooseLicence = (file: FileValue | null) => {
    setLicence(file);
    setOcrNote(null);
    setRead(null);
    form.setValue('licenceFileId', file?.fileId ?? '', { shouldValidate: form.formState.isSubmitted });
  };

  const ocr = async () => {
    if (!licence) return;
    setOcrNote(null);
    setRead(null);
    setReading(true);
    try {
      const answer = await readLicence(licence.fileId);
      const options = { shouldValidate: true, shouldDirty: true };
      // Only what was read with confidence is filled in: the rest stays as the person typed it.
      for (const name of recognisedFields) if (answer[name]) form.setValue(name, answer[name], options);
      setRead(answer);
      notify('success', t('unit.cert.ocrDone'));
    } catch (e) {
      if (e instanceof ApiError && !e.handled) setOcrNote(e.message);
    } finally {
      setReading(false);
    }
  };

  const submit = async (values: CertificationInput) => {
    await apply.mutateAsync(values);
    notify('success', t('unit.cert.submitted'));
    onSubmitted();
  };

  return (
    <Form
      form={form}
      className="space-y-5"
      onSubmit={submit}
      footer={<PageFormButtons submitLabel={resubmit ? t('unit.cert.resubmit') : t('unit.cert.submit')} />}
    >
      <div>
        <FileUpload
          label={t('unit.cert.licence')}
          purpose="licence"
          value={licence}
          onChange={chooseLicence}
          error={errors.licenceFileId?.message}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button size="sm" variant="secondary" disabled={!licence} loading={reading} onClick={() => void ocr()}>
            {t('unit.cert.ocr')}
          </Button>
          {ocrNote ? (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-800">
              {ocrNote}
            </p>
          ) : null}
        </div>
        {read ? <LicenceReadingNote read={read} /> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('unit.cert.fullName')}
          placeholder={t('unit.cert.fullNamePlaceholder')}
          maxLength={56}
          note={recognisedNote('companyFullName')}
          {...form.field('companyFullName')}
        />
        <TextField
          label={t('unit.cert.creditCode')}
          placeholder={t('unit.cert.creditCodePlaceholder')}
          maxLength={18}
          className="font-mono uppercase"
          note={recognisedNote('socialCreditCode')}
          {...form.field('socialCreditCode', { setValueAs: (v: string) => v.toUpperCase() })}
        />
        <TextField
          label={t('unit.cert.legalPerson')}
          placeholder={t('unit.cert.legalPersonPlaceholder')}
          maxLength={16}
          note={recognisedNote('legalPerson')}
          {...form.field('legalPerson')}
        />
        <TextField
          label={t('unit.cert.address')}
          placeholder={t('unit.company.optional')}
          maxLength={120}
          note={recognisedNote('address')}
          {...form.field('address')}
        />
      </div>
    </Form>
  );
}
